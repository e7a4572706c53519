// The "why choose us" loop, over the markup web/home/why-video.tsx renders (a <video> with no source and
// preload="none", hidden until loaded, over a pulsing placeholder). Plain DOM, no React: web/static.ts
// starts it on the prerendered home page, and WhyVideo in an effect when the app renders the page.
//
// It never competes with the first paint: nothing is fetched until the section comes near the viewport
// (the <source>s are added then), it plays only while near, it can be paused, and the placeholder gives
// way once it has loaded. A visitor who prefers reduced motion gets a still image instead of the video.
import mp4 from '../assets/video/why-us.mp4';
import poster from '../assets/video/why-us-poster.webp';
import webm from '../assets/video/why-us.webm';
import type { Lang } from '#domain/language.ts';
import { documentLang } from '#web/lib/document-lang.ts';
import { followMotionPreference } from './motion.ts';
import { pauseButton } from './pause-button.ts';

/** Start fetching a little before the section scrolls into view. */
const NEAR_MARGIN = '300px 0px';

const PAUSE_LABEL: Record<Lang, string> = { en: 'Pause animation', es: 'Pausar animación' };

const BUTTON_CLASS =
  'absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-ink/75 text-white shadow-md backdrop-blur transition hover:bg-ink';

/**
 * Starts the video in `box` (the element with `data-why-video`); returns the undo (as prerendered). The
 * pause button speaks the page's language: given by the React component, read from <html lang> otherwise.
 */
export function enhanceWhyVideo(box: HTMLElement, lang: Lang = documentLang()): () => void {
  const video = box.querySelector('video');
  const placeholder = box.querySelector<HTMLElement>('[data-video-placeholder]');
  if (!video || !placeholder) return () => {};
  // A property, not the attribute: HTML has no disablepictureinpicture attribute (the Nu checker fails it).
  video.disablePictureInPicture = true;

  return followMotionPreference((animate) => (animate ? playWhileNear(box, video, placeholder, lang) : stillImage(video, placeholder)));
}

/** The poster as a still image in the video's place, loaded lazily; the placeholder goes once it has. */
function stillImage(video: HTMLVideoElement, placeholder: HTMLElement): () => void {
  const img = document.createElement('img');
  Object.assign(img, { src: poster, alt: '', width: 960, height: 720, loading: 'lazy', decoding: 'async' });
  img.className = 'absolute inset-0 size-full object-cover';
  img.addEventListener('load', () => placeholder.remove());
  video.replaceWith(img);
  return () => {
    img.replaceWith(video);
    video.after(placeholder);
  };
}

function playWhileNear(box: HTMLElement, video: HTMLVideoElement, placeholder: HTMLElement, lang: Lang): () => void {
  let near = false;
  let inView = false;
  let paused = false;
  const sources = [
    [webm, 'video/webm'],
    [mp4, 'video/mp4'],
  ].map(([src, type]) => Object.assign(document.createElement('source'), { src, type }));

  const update = () => {
    if (!near) return;
    if (inView && !paused) {
      video.muted = true;
      video.play().catch(() => {
        // Autoplay refused (data saver, power saving): the poster pulse stays; nothing else to do.
      });
    } else {
      video.pause();
    }
  };
  const button = pauseButton({
    label: PAUSE_LABEL[lang],
    className: BUTTON_CLASS,
    iconClass: 'size-5',
    onToggle: (p) => {
      paused = p;
      update();
    },
  });
  const onLoaded = () => {
    video.classList.replace('opacity-0', 'opacity-100');
    placeholder.remove();
    if (!button.isConnected) box.append(button);
  };
  video.addEventListener('loadeddata', onLoaded);

  const io = new IntersectionObserver(
    ([entry]) => {
      inView = entry?.isIntersecting ?? false;
      if (inView && !near) {
        near = true;
        // Adding a <source> to a media element with nothing to play starts its resource selection.
        video.append(...sources);
      }
      update();
    },
    { rootMargin: NEAR_MARGIN },
  );
  io.observe(box);

  return () => {
    io.disconnect();
    video.removeEventListener('loadeddata', onLoaded);
    video.pause();
    sources.forEach((s) => s.remove());
    // With its sources gone, load() empties the element again (networkState NETWORK_EMPTY).
    if (near) video.load();
    video.classList.replace('opacity-100', 'opacity-0');
    button.remove();
    if (!placeholder.isConnected) video.after(placeholder);
  };
}
