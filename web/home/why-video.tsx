// The "why choose us" loop: a short, silent illustration of a pro arriving, a new roof and solar panels,
// a check and five stars. This renders the video as the prerendered HTML holds it: no source, no autoplay,
// preload="none", hidden behind a pulsing placeholder, so nothing competes with the first paint. What it
// does (load when near the viewport, play while near, the pause button, a still image for reduced motion)
// is web/home/enhance-why-video.ts, plain DOM, started here in an effect and by web/static.ts on the
// prerendered home page. No state: React never re-renders what the enhancer changes.
import { useEffect, useRef } from 'react';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { enhanceWhyVideo } from './enhance-why-video.ts';

export function WhyVideo() {
  const ref = useRef<HTMLDivElement>(null);
  const lang = usePageLang();
  useEffect(() => (ref.current ? enhanceWhyVideo(ref.current, lang) : undefined), [lang]);

  return (
    <div
      ref={ref}
      data-why-video=""
      className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-brand-50 shadow-xl ring-1 shadow-brand-900/10 ring-slate-900/5"
    >
      <video
        className="absolute inset-0 size-full object-cover transition-opacity duration-500 opacity-0"
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        width={960}
        height={720}
      />
      <div data-video-placeholder="" aria-hidden="true" className="absolute inset-0 animate-pulse bg-brand-100" />
    </div>
  );
}
