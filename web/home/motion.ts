// The visitor's motion preference, for the home page's moving parts (web/home/enhance-*.ts). Plain DOM, no
// React: the same code runs over the prerendered page (web/static.ts) and inside the React app. The prerendered HTML is always the still version; an enhancer starts the motion only
// once the browser says the visitor does not ask for reduced motion, and follows the preference live.

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Calls `start(animate)` now and again whenever the preference changes, undoing the previous run first
 * (each run returns its own undo). Returns the undo of everything: the page is back as prerendered.
 */
export function followMotionPreference(start: (animate: boolean) => () => void): () => void {
  const mq = window.matchMedia(QUERY);
  let stop = start(!mq.matches);
  const onChange = () => {
    stop();
    stop = start(!mq.matches);
  };
  mq.addEventListener('change', onChange);
  return () => {
    mq.removeEventListener('change', onChange);
    stop();
  };
}
