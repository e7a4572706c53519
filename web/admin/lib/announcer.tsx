// One polite live region for the console's status messages ("Resend queued."), so a screen reader hears
// what an action did without the focus moving; the same text is shown on screen.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

const AnnounceContext = createContext<(message: string) => void>(() => {});

export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  // The same message twice in a row must be heard twice: clear first, then set on the next frame.
  const announce = useCallback((text: string) => {
    setMessage('');
    requestAnimationFrame(() => setMessage(text));
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
        {message && (
          <p className="pointer-events-auto rounded-lg bg-ink px-4 py-3 text-sm font-medium text-white shadow-lg">
            {message}{' '}
            <button type="button" className="ml-3 underline" onClick={() => setMessage('')}>
              Dismiss
            </button>
          </p>
        )}
      </div>
    </AnnounceContext.Provider>
  );
}

export const useAnnounce = () => useContext(AnnounceContext);
