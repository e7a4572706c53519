// The visitor's motion preference. 'unknown' in the prerendered HTML and during hydration (so server and
// browser render the same page), then follows `prefers-reduced-motion` live in the browser.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

export type MotionPreference = 'unknown' | 'reduce' | 'animate';

function subscribe(onChange: () => void): () => void {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

export function useMotionPreference(): MotionPreference {
  return useSyncExternalStore<MotionPreference>(
    subscribe,
    () => (window.matchMedia(QUERY).matches ? 'reduce' : 'animate'),
    () => 'unknown',
  );
}

/** True once we know, in the browser, that the visitor does not ask for reduced motion. */
export function useMotionAllowed(): boolean {
  return useMotionPreference() === 'animate';
}
