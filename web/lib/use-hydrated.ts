// False in the prerendered HTML and during hydration, true once React runs the page in the browser.
// Forms use it to stay disabled until they can handle input, so an early tap is never silently lost.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
