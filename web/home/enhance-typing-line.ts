// "Your project, our <word> – a perfect match", the word typed and deleted in a loop, over the markup
// web/home/typing-line.tsx renders (the first word, complete, and `data-typing="still"`). Plain DOM, no
// React: web/static.ts starts it on the prerendered home page, and TypingLine in an effect when the app
// renders the page. A visitor who prefers reduced motion keeps the first word, complete, and no caret.
import type { Lang } from '#domain/language.ts';
import { documentLang } from '#web/lib/document-lang.ts';
import { followMotionPreference } from './motion.ts';
import './home-motion.css';

export const TYPING_WORDS = ['expertise', 'solutions', 'team', 'success'] as const;
// Spanish: "Su proyecto, nuestro <palabra>": all four masculine, so the possessive before them stays put.
export const TYPING_WORDS_ES = ['conocimiento', 'compromiso', 'equipo', 'éxito'] as const;
export const TYPING_WORDS_IN: Record<Lang, readonly string[]> = { en: TYPING_WORDS, es: TYPING_WORDS_ES };
export const TYPE_MS = 150;
export const DELETE_MS = 100;
export const PAUSE_MS = 1000;

export interface TypingState {
  /** Index into TYPING_WORDS. */
  word: number;
  /** How many characters of the word show. */
  chars: number;
  deleting: boolean;
}

export const TYPING_START: TypingState = { word: 0, chars: TYPING_WORDS[0].length, deleting: false };

/** The first state for a list of words: its first word, complete. */
const startOf = (words: readonly string[]): TypingState => ({ word: 0, chars: words[0]!.length, deleting: false });

/** The state after `s` and how long `s` stays on screen before it: the whole animation as data. */
export function nextTyping(s: TypingState, words: readonly string[] = TYPING_WORDS): { next: TypingState; delay: number } {
  const length = words[s.word]!.length;
  if (!s.deleting) {
    return s.chars < length
      ? { next: { ...s, chars: s.chars + 1 }, delay: TYPE_MS }
      : { next: { ...s, chars: length - 1, deleting: true }, delay: PAUSE_MS };
  }
  return s.chars > 0
    ? { next: { ...s, chars: s.chars - 1 }, delay: DELETE_MS }
    : { next: { word: (s.word + 1) % words.length, chars: 1, deleting: false }, delay: TYPE_MS };
}

const CARET_CLASS = 'home-caret ml-0.5 inline-block h-[0.95em] w-[3px] translate-y-[0.1em] rounded-full bg-accent';

/**
 * Starts the typing on `line` (the element with `data-typing`); returns the undo (the still first word).
 * The words are the page's language's: given by the React component, read from <html lang> otherwise.
 */
export function enhanceTypingLine(line: HTMLElement, words: readonly string[] = TYPING_WORDS_IN[documentLang()]): () => void {
  const word = line.querySelector<HTMLElement>('[data-typing-word]');
  if (!word) return () => {};
  const start = startOf(words);
  const show = (s: TypingState) => (word.textContent = words[s.word]!.slice(0, s.chars));

  return followMotionPreference((animate) => {
    if (!animate) return () => {};
    const caret = document.createElement('span');
    caret.className = CARET_CLASS;
    word.after(caret);
    line.dataset.typing = 'running';
    let timer = 0;
    const step = (s: TypingState) => {
      show(s);
      const { next, delay } = nextTyping(s, words);
      timer = window.setTimeout(() => step(next), delay);
    };
    step(start);
    return () => {
      window.clearTimeout(timer);
      caret.remove();
      line.dataset.typing = 'still';
      show(start);
    };
  });
}
