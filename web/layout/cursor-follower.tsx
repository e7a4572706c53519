// A small dot that follows the mouse with spring motion (stiffness 600, damping 30), 10 px off the
// pointer. Loaded on demand, only for a fine pointer and when motion is welcome.
// NOTE: motion's springs drive a plain element's transform: the `motion.div` component would pull in
// motion's whole rendering runtime (about 45 KB compressed) for one decorative dot.
import { useSpring } from 'motion/react';
import { useEffect, useRef } from 'react';

const OFFSET = 10;
const SPRING = { stiffness: 600, damping: 30 };

export default function CursorFollower() {
  const dot = useRef<HTMLDivElement>(null);
  const x = useSpring(-100, SPRING);
  const y = useSpring(-100, SPRING);
  useEffect(() => {
    const render = () => {
      if (dot.current) dot.current.style.transform = `translate3d(${x.get()}px, ${y.get()}px, 0)`;
    };
    const stopX = x.on('change', render);
    const stopY = y.on('change', render);
    const move = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      x.set(e.clientX + OFFSET);
      y.set(e.clientY + OFFSET);
    };
    window.addEventListener('pointermove', move, { passive: true });
    return () => {
      stopX();
      stopY();
      window.removeEventListener('pointermove', move);
    };
  }, [x, y]);
  return (
    <div
      ref={dot}
      aria-hidden="true"
      data-testid="cursor-follower"
      style={{ transform: 'translate3d(-100px, -100px, 0)' }}
      className="pointer-events-none fixed left-0 top-0 z-50 size-3 rounded-full bg-brand-600/70 ring-2 ring-white/70"
    />
  );
}
