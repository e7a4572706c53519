// A round button at the bottom right that appears once the page is scrolled past 100 px; its ring fills
// with how far down the page is, and a click scrolls smoothly back to the top.
import { useEffect, useState } from 'react';

const THRESHOLD = 100;
const R = 20;
const CIRCUMFERENCE = 2 * Math.PI * R;

export function ScrollToTop() {
  const [state, setState] = useState({ visible: false, progress: 0 });

  useEffect(() => {
    const update = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const y = window.scrollY;
      setState({ visible: y > THRESHOLD, progress: max > 0 ? Math.min(1, y / max) : 0 });
    };
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  if (!state.visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      data-progress={Math.round(state.progress * 100)}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
      className="fixed bottom-5 right-5 z-40 flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-lg ring-1 ring-slate-200 transition hover:bg-brand-50"
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" className="absolute inset-0 size-12 -rotate-90">
        <circle cx="24" cy="24" r={R} fill="none" strokeWidth="3" className="stroke-brand-100" />
        <circle
          cx="24"
          cy="24"
          r={R}
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          className="stroke-brand-600"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - state.progress)}
        />
      </svg>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="relative size-5 fill-current">
        <path d="M10 4.6 4.3 10.3l1.2 1.2 3.7-3.7V16h1.6V7.8l3.7 3.7 1.2-1.2z" />
      </svg>
    </button>
  );
}
