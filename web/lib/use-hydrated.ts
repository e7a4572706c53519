// False in the prerendered HTML and while React hydrates it, true from then on. Forms use it to stay
// disabled until they can handle input, so an early tap is never silently lost.
//
// Why state set in a transition and not useSyncExternalStore (whose server snapshot says false and client
// snapshot true): React re-renders a store whose snapshot changed after hydration synchronously, so the
// whole wizard rendered again in one long task just after it had hydrated; as a transition that render
// is sliced like the hydration itself (web/main.tsx). A component first rendered after a client-side
// navigation shows its disabled state for that one render, which nobody can see.
import { startTransition, useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
