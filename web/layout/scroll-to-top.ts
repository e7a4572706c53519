// A round button at the bottom right that appears once the page is scrolled past 100 px; its ring fills
// with how far down the page is, and a click scrolls smoothly back to the top. It steps aside whenever
// text or a control lies under it (a phone's narrow column, the wizard's Submit), so it never covers them.
// Plain DOM (web/layout/page-extras.ts starts it): the same button on React pages and on the prose pages
// that never hydrate.
import type { Lang } from '#domain/language.ts';
import { documentLang } from '#web/lib/document-lang.ts';

const LABEL: Record<Lang, string> = { en: 'Scroll to top', es: 'Volver arriba' };

const THRESHOLD = 100;
const R = 20;
const CIRCUMFERENCE = 2 * Math.PI * R;
/** Where the button sits: its size and its distance from the bottom and right edges (size-12, 5). */
const SIZE = 48;
const INSET = 20;
/** What counts as something the button must not cover. */
const CONTENT =
  'a, button, input, select, textarea, label, summary, p, h1, h2, h3, h4, h5, h6, li, dt, dd, td, th, img, svg, video, blockquote, figcaption, [role="radio"], [role="option"]';

const MARKUP = `<svg aria-hidden="true" viewBox="0 0 48 48" class="absolute inset-0 size-12 -rotate-90">
<circle cx="24" cy="24" r="${R}" fill="none" stroke-width="3" class="stroke-brand-100"></circle>
<circle cx="24" cy="24" r="${R}" fill="none" stroke-width="3" stroke-linecap="round" class="stroke-brand-600" stroke-dasharray="${CIRCUMFERENCE}" stroke-dashoffset="${CIRCUMFERENCE}"></circle>
</svg><svg aria-hidden="true" viewBox="0 0 20 20" class="relative size-5 fill-current"><path d="M10 4.6 4.3 10.3l1.2 1.2 3.7-3.7V16h1.6V7.8l3.7 3.7 1.2-1.2z"></path></svg>`;

/** True when text or a control lies under the button's square (sampled at its corners and centre). */
function coversContent(): boolean {
  const left = window.innerWidth - INSET - SIZE;
  const top = window.innerHeight - INSET - SIZE;
  const points = [
    [left + 2, top + 2],
    [left + SIZE - 2, top + 2],
    [left + 2, top + SIZE - 2],
    [left + SIZE - 2, top + SIZE - 2],
    [left + SIZE / 2, top + SIZE / 2],
  ] as const;
  return points.some(([x, y]) =>
    document.elementsFromPoint(x, y).some((el) => !el.closest('[data-scroll-to-top]') && el.closest(CONTENT) !== null),
  );
}

/** Adds the button to the page (hidden until scrolled); returns what removes it. */
export function startScrollToTop(): () => void {
  const button = document.createElement('button');
  button.type = 'button';
  button.hidden = true;
  button.setAttribute('aria-label', LABEL[documentLang()]);
  button.dataset.scrollToTop = '';
  button.className =
    'fixed bottom-5 right-5 z-40 flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-lg ring-1 ring-slate-200 transition hover:bg-brand-50';
  button.innerHTML = MARKUP;
  const ring = button.querySelectorAll('circle')[1]!;
  button.addEventListener('click', () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  });
  document.body.append(button);

  let shown = { visible: false, progress: 0 };
  let frame = 0;
  const update = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const y = window.scrollY;
      const visible = y > THRESHOLD && !coversContent();
      const progress = max > 0 ? Math.min(1, y / max) : 0;
      // Most calls change nothing (a mutation elsewhere on the page): no DOM writes for those.
      if (shown.visible === visible && Math.abs(shown.progress - progress) < 0.005) return;
      shown = { visible, progress };
      button.hidden = !visible;
      // Named as it appears: in the app a client-side navigation may have changed the page's language.
      if (visible) button.setAttribute('aria-label', LABEL[documentLang()]);
      button.dataset.progress = String(Math.round(progress * 100));
      ring.setAttribute('stroke-dashoffset', String(CIRCUMFERENCE * (1 - progress)));
    });
  };
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update);
  // Content can move under the button without a scroll (a wizard step changes, a list opens).
  const observer = new MutationObserver(update);
  observer.observe(document.body, { childList: true, subtree: true });
  // Started by the page's first scroll, which has passed by now: show where the page already is.
  update();
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
    button.remove();
  };
}
