// The "why choose us" loop: a short, silent illustration of a pro arriving, a new roof and solar panels,
// a check and five stars. It never competes with the first paint: nothing is fetched until the section
// comes near the viewport (no autoplay attribute, preload="none", no <source> in the HTML), it plays only
// while near, it can be paused, and a visitor who prefers reduced motion gets a still image instead.
import { useEffect, useRef, useState } from 'react';
import mp4 from '../assets/video/why-us.mp4';
import poster from '../assets/video/why-us-poster.webp';
import webm from '../assets/video/why-us.webm';
import { useMotionPreference } from './motion.ts';

/** Start fetching a little before the section scrolls into view. */
const NEAR_MARGIN = '300px 0px';

export function WhyVideo() {
  const motion = useMotionPreference();
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(false);
  const [inView, setInView] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [stillLoaded, setStillLoaded] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (motion !== 'animate' || !box) return;
    const io = new IntersectionObserver(
      ([entry]) => {
        const visible = entry?.isIntersecting ?? false;
        setInView(visible);
        if (visible) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    io.observe(box);
    return () => io.disconnect();
  }, [motion]);

  // Play while near the viewport and not paused by the visitor; the <source>s exist from `near` on.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !near) return;
    // A property, not the attribute: HTML has no disablepictureinpicture attribute (the Nu checker fails it).
    video.disablePictureInPicture = true;
    if (inView && !paused && motion === 'animate') {
      video.muted = true;
      video.play().catch(() => {
        // Autoplay refused (data saver, power saving): the poster pulse stays; nothing else to do.
      });
    } else {
      video.pause();
    }
  }, [near, inView, paused, motion]);

  const still = motion === 'reduce';
  const ready = still ? stillLoaded : loaded;

  return (
    <div
      ref={boxRef}
      className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-brand-50 shadow-xl ring-1 shadow-brand-900/10 ring-slate-900/5"
    >
      {still ? (
        <img
          src={poster}
          alt=""
          width={960}
          height={720}
          loading="lazy"
          decoding="async"
          onLoad={() => setStillLoaded(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <video
          ref={videoRef}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-500 ${loaded ? 'opacity-100' : 'opacity-0'}`}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          tabIndex={-1}
          width={960}
          height={720}
          onLoadedData={() => setLoaded(true)}
        >
          {near && <source src={webm} type="video/webm" />}
          {near && <source src={mp4} type="video/mp4" />}
        </video>
      )}
      {!ready && <div data-video-placeholder="" aria-hidden="true" className="absolute inset-0 animate-pulse bg-brand-100" />}
      {loaded && !still && (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          className="absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-ink/75 text-white shadow-md backdrop-blur transition hover:bg-ink"
        >
          <span className="sr-only">Pause animation</span>
          <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
            {paused ? <path d="M6 4.5v11l9-5.5-9-5.5Z" /> : <path d="M5.5 4h3v12h-3zM11.5 4h3v12h-3z" />}
          </svg>
        </button>
      )}
    </div>
  );
}
