// "Your project, our <word> – a perfect match". This renders the still line (the first word, complete),
// which is what the prerendered HTML holds; the typing is web/home/enhance-typing-line.ts, plain DOM, started
// here in an effect when the app renders the page, and by web/static.ts on the prerendered home page.
// Screen readers get the sentence once; the changing word is hidden from them so they are not read every
// keystroke. No state: React never re-renders what the enhancer changes.
import { useEffect, useRef } from 'react';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { enhanceTypingLine, TYPING_WORDS_IN } from './enhance-typing-line.ts';
import { HOME_TEXTS } from './texts.ts';

export function TypingLine({ className = '' }: { className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const lang = usePageLang();
  const t = HOME_TEXTS[lang];
  const words = TYPING_WORDS_IN[lang];
  useEffect(() => (ref.current ? enhanceTypingLine(ref.current, words) : undefined), [words]);

  return (
    <p className={className}>
      <span className="sr-only">{`${t.typingBefore} ${words[0]} ${t.typingAfter}`}</span>
      <span ref={ref} aria-hidden="true" data-typing="still">
        <span className="block">
          {t.typingBefore}{' '}
          {/* Every word stacked invisibly in one grid cell: the slot is as wide as the widest word, so the
              line never reflows while the word changes and nothing around it shifts. */}
          <span className="inline-grid whitespace-nowrap text-left align-bottom">
            {words.map((w) => (
              <span key={w} className="invisible col-start-1 row-start-1 pr-2">
                {w}
              </span>
            ))}
            <span className="col-start-1 row-start-1">
              <span className="text-accent" data-typing-word="">
                {words[0]}
              </span>
            </span>
          </span>
        </span>
        <span className="block">{t.typingAfter}</span>
      </span>
    </p>
  );
}
