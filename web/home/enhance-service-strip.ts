// The endless strip of every service, over the markup web/home/service-strip.tsx renders (a plain,
// horizontally scrollable row with each link once). Plain DOM, no React: web/static.ts starts it on the
// prerendered home page, and ServiceStrip in an effect wherever the app renders it.
//
// It scrolls at exactly STRIP_SPEED px/s: a CSS animation (home-motion.css) moves a track holding the list
// twice by one copy's width, with the duration computed from that measured width. The copy is hidden from
// screen readers and out of the tab order. It pauses on hover (CSS), with its pause button, and stops for
// keyboard users (CSS: the row then scrolls to the focused link; leaving it puts the row back). With
// reduced motion it stays the plain scrollable row.
import type { Lang } from '#domain/language.ts';
import { documentLang } from '#web/lib/document-lang.ts';
import { followMotionPreference } from './motion.ts';
import { pauseButton } from './pause-button.ts';
import './home-motion.css';

/** Pixels per second. */
export const STRIP_SPEED = 50;

const STILL_CLASS = 'overflow-x-auto';
const RUNNING_CLASSES = ['overflow-hidden', '[mask-image:linear-gradient(to_right,transparent,#000_5%,#000_95%,transparent)]'];
const PAUSE_LABEL: Record<Lang, string> = { en: 'Pause scrolling', es: 'Pausar desplazamiento' };

const BUTTON_CLASS =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-ink shadow-sm transition hover:bg-slate-100';

/**
 * Starts the strip in `nav` (the element with `data-service-strip`); returns the undo (the still row). The
 * pause button speaks the page's language: given by the React component, read from <html lang> otherwise.
 */
export function enhanceServiceStrip(nav: HTMLElement, lang: Lang = documentLang()): () => void {
  const scroller = nav.querySelector<HTMLElement>('.home-strip');
  const track = scroller?.querySelector<HTMLElement>('.home-strip-track');
  const list = track?.querySelector('ul');
  if (!scroller || !track || !list) return () => {};

  // Leaving the strip after keyboard scrolling: put the row back where the animation expects it.
  const onFocusOut = (e: FocusEvent) => {
    if (!scroller.contains(e.relatedTarget as Node | null)) scroller.scrollLeft = 0;
  };
  scroller.addEventListener('focusout', onFocusOut);

  let paused = false;
  const copy = list.cloneNode(true) as HTMLUListElement;
  copy.setAttribute('aria-hidden', 'true');
  copy.querySelectorAll('a').forEach((a) => (a.tabIndex = -1));
  const button = pauseButton({
    label: PAUSE_LABEL[lang],
    className: BUTTON_CLASS,
    iconClass: 'size-4',
    onToggle: (p) => {
      paused = p;
      track.toggleAttribute('data-paused', p);
    },
  });

  const setRunning = (width: number) => {
    const running = width > 0;
    if (running) track.style.setProperty('--strip-duration', `${width / STRIP_SPEED}s`);
    if (running === track.hasAttribute('data-running')) return;
    scroller.classList.toggle(STILL_CLASS, !running);
    RUNNING_CLASSES.forEach((c) => scroller.classList.toggle(c, running));
    track.toggleAttribute('data-running', running);
    track.toggleAttribute('data-paused', running && paused);
    if (running) {
      track.append(copy);
      nav.append(button);
    } else {
      track.style.removeProperty('--strip-duration');
      copy.remove();
      button.remove();
    }
  };

  const stop = followMotionPreference((animate) => {
    if (!animate) return () => {};
    const ro = new ResizeObserver(() => setRunning(list.getBoundingClientRect().width));
    ro.observe(list);
    return () => {
      ro.disconnect();
      setRunning(0);
    };
  });
  return () => {
    stop();
    scroller.removeEventListener('focusout', onFocusOut);
  };
}
