// A page's h1, which also names the browser tab. After a route change the focus moves to it, so a
// keyboard or screen-reader user starts reading the new page at its top (the first page of a visit
// keeps the browser's own focus).
import { useEffect, useRef, type ReactNode } from 'react';

let firstPageShown = false;

export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Operator console`;
    if (firstPageShown) ref.current?.focus();
    firstPageShown = true;
  }, [title]);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink focus:outline-none sm:text-3xl">
      {children ?? title}
    </h1>
  );
}
