// A small dot that follows the mouse with spring motion (stiffness 600, damping 30, mass 1), 10 px off
// the pointer. Loaded on demand, only for a fine pointer and when motion is welcome (page-extras.ts).
// NOTE: a few lines of spring of our own rather than motion's: the prose pages run without React, and
// motion's spring brought its animation runtime along for one decorative dot.

const OFFSET = 10;
const STIFFNESS = 600;
const DAMPING = 30;
/** Integration step: small enough to stay stable at this stiffness whatever the frame rate. */
const STEP = 1 / 240;
/** Closer than this (px, px/s) the dot is at rest and the animation stops until the mouse moves. */
const REST = 0.01;

interface Axis {
  x: number;
  v: number;
  to: number;
}

function advance(a: Axis, seconds: number): void {
  for (let t = 0; t < seconds; t += STEP) {
    const dt = Math.min(STEP, seconds - t);
    a.v += (STIFFNESS * (a.to - a.x) - DAMPING * a.v) * dt;
    a.x += a.v * dt;
  }
  if (Math.abs(a.to - a.x) < REST && Math.abs(a.v) < REST) Object.assign(a, { x: a.to, v: 0 });
}

const atRest = (a: Axis) => a.x === a.to && a.v === 0;

/** Adds the dot to the page; returns what removes it. */
export function startCursorFollower(): () => void {
  const dot = document.createElement('div');
  dot.setAttribute('aria-hidden', 'true');
  dot.dataset.testid = 'cursor-follower';
  dot.className = 'pointer-events-none fixed left-0 top-0 z-50 size-3 rounded-full bg-brand-600/70 ring-2 ring-white/70';
  dot.style.transform = 'translate3d(-100px, -100px, 0)';
  document.body.append(dot);

  const axes: [Axis, Axis] = [
    { x: -100, v: 0, to: -100 },
    { x: -100, v: 0, to: -100 },
  ];
  let frame = 0;
  let last = 0;
  const tick = (now: number) => {
    // A tab in the background pauses frames: never integrate more than a tenth of a second at once.
    const seconds = Math.min(0.1, (now - last) / 1000);
    last = now;
    for (const a of axes) advance(a, seconds);
    dot.style.transform = `translate3d(${axes[0].x}px, ${axes[1].x}px, 0)`;
    frame = axes.every(atRest) ? 0 : requestAnimationFrame(tick);
  };
  const move = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    axes[0].to = e.clientX + OFFSET;
    axes[1].to = e.clientY + OFFSET;
    if (frame) return;
    last = performance.now();
    frame = requestAnimationFrame(tick);
  };
  window.addEventListener('pointermove', move, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('pointermove', move);
    dot.remove();
  };
}
