// "Your project, our <word> – a perfect match", the word typed and deleted in a loop. The prerendered
// HTML (and a visitor who prefers reduced motion) gets the first word, complete. Screen readers get the
// sentence once; the changing word is hidden from them so they are not read every keystroke.
import { useEffect, useState } from 'react';
import { useMotionAllowed } from './motion.ts';
import './home-motion.css';

export const TYPING_WORDS = ['expertise', 'solutions', 'team', 'success'] as const;
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

/** The state after `s` and how long `s` stays on screen before it: the whole animation as data. */
export function nextTyping(s: TypingState): { next: TypingState; delay: number } {
  const length = TYPING_WORDS[s.word]!.length;
  if (!s.deleting) {
    return s.chars < length
      ? { next: { ...s, chars: s.chars + 1 }, delay: TYPE_MS }
      : { next: { ...s, chars: length - 1, deleting: true }, delay: PAUSE_MS };
  }
  return s.chars > 0
    ? { next: { ...s, chars: s.chars - 1 }, delay: DELETE_MS }
    : { next: { word: (s.word + 1) % TYPING_WORDS.length, chars: 1, deleting: false }, delay: TYPE_MS };
}

export function TypingLine({ className = '' }: { className?: string }) {
  const animate = useMotionAllowed();
  const [state, setState] = useState(TYPING_START);
  const shown = animate ? state : TYPING_START;

  useEffect(() => {
    if (!animate) return;
    const { next, delay } = nextTyping(state);
    const timer = window.setTimeout(() => setState(next), delay);
    return () => window.clearTimeout(timer);
  }, [animate, state]);

  const word = TYPING_WORDS[shown.word]!.slice(0, shown.chars);
  return (
    <p className={className}>
      <span className="sr-only">{`Your project, our ${TYPING_WORDS[0]} – a perfect match`}</span>
      <span aria-hidden="true" data-typing={animate ? 'running' : 'still'}>
        <span className="block">
          Your project, our{' '}
          {/* Every word stacked invisibly in one grid cell: the slot is as wide as the widest word, so the
              line never reflows while the word changes and nothing around it shifts. */}
          <span className="inline-grid whitespace-nowrap text-left align-bottom">
            {TYPING_WORDS.map((w) => (
              <span key={w} className="invisible col-start-1 row-start-1 pr-2">
                {w}
              </span>
            ))}
            <span className="col-start-1 row-start-1">
              <span className="text-accent" data-typing-word="">
                {word}
              </span>
              {animate && <span className="home-caret ml-0.5 inline-block h-[0.95em] w-[3px] translate-y-[0.1em] rounded-full bg-accent" />}
            </span>
          </span>
        </span>
        <span className="block">– a perfect match</span>
      </span>
    </p>
  );
}
