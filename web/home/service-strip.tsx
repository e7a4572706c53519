// An endless strip of every service, each linking to its quote wizard. It scrolls at exactly
// STRIP_SPEED px/s: a CSS animation moves a track holding the list twice by one copy's width, with the
// duration computed from that measured width. It pauses on hover, with its pause button, and stops for
// keyboard users (the row then scrolls to the focused link). With reduced motion, or before the page
// is hydrated, it is a plain horizontally scrollable row with each link once.
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { Link } from '../lib/router.tsx';
import { SERVICES } from '#domain/services.ts';
import { useMotionAllowed } from './motion.ts';
import './home-motion.css';

/** Pixels per second. */
export const STRIP_SPEED = 50;

/** The spec's links use lowercase 'services' (the router matches either case). */
export const stripPath = (title: string) => `/services/${encodeURIComponent(title)}`;

function Items({ copy }: { copy: boolean }) {
  return SERVICES.map((s) => (
    <li key={s.id} className="shrink-0">
      <Link
        to={stripPath(s.title)}
        tabIndex={copy ? -1 : undefined}
        className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-5 py-2.5 text-base font-semibold whitespace-nowrap text-brand-700 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-600 hover:text-white"
      >
        <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
        {s.name}
      </Link>
    </li>
  ));
}

export function ServiceStrip({ label = 'Browse services', className = '' }: { label?: string; className?: string }) {
  const animate = useMotionAllowed();
  const copyRef = useRef<HTMLUListElement>(null);
  const [copyWidth, setCopyWidth] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const copy = copyRef.current;
    if (!animate || !copy) return;
    const ro = new ResizeObserver(() => setCopyWidth(copy.getBoundingClientRect().width));
    ro.observe(copy);
    return () => ro.disconnect();
  }, [animate]);

  const running = animate && copyWidth > 0;
  const trackStyle = running ? ({ '--strip-duration': `${copyWidth / STRIP_SPEED}s` } as CSSProperties) : undefined;

  // Leaving the strip after keyboard scrolling: put the row back where the animation expects it.
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) e.currentTarget.scrollLeft = 0;
  };

  return (
    <nav aria-label={label} className={`flex items-center gap-3 ${className}`}>
      <div
        onBlur={onBlur}
        className={`home-strip min-w-0 flex-1 py-2 ${running ? 'overflow-hidden [mask-image:linear-gradient(to_right,transparent,#000_5%,#000_95%,transparent)]' : 'overflow-x-auto'}`}
      >
        <div
          className="home-strip-track flex w-max"
          data-running={running ? '' : undefined}
          data-paused={paused ? '' : undefined}
          style={trackStyle}
        >
          <ul ref={copyRef} className="flex shrink-0 gap-3 pr-3">
            <Items copy={false} />
          </ul>
          {running && (
            <ul aria-hidden="true" className="flex shrink-0 gap-3 pr-3">
              <Items copy />
            </ul>
          )}
        </div>
      </div>
      {running && (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-ink shadow-sm transition hover:bg-slate-100"
        >
          <span className="sr-only">Pause scrolling</span>
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            {paused ? <path d="M6 4.5v11l9-5.5-9-5.5Z" /> : <path d="M5.5 4h3v12h-3zM11.5 4h3v12h-3z" />}
          </svg>
        </button>
      )}
    </nav>
  );
}
