// The arrow keys between the "why choose us" reasons, which the Radix accordion had and <details> lacks:
// ArrowDown/ArrowUp move focus to the next/previous reason's summary (wrapping around), Home/End to the
// first/last (the WAI-ARIA accordion pattern). Tab, Enter and Space are the browser's own. Plain DOM, over
// web/home/why-choose-us.tsx's markup: web/static.ts starts it on the prerendered home page, and
// WhyChooseUs in an effect when the app renders the page.

/** Listens on `list` (the element with `data-reasons`); returns the undo. */
export function enhanceReasons(list: HTMLElement): () => void {
  const onKeyDown = (e: KeyboardEvent) => {
    const summaries = [...list.querySelectorAll<HTMLElement>(':scope > details > summary')];
    const at = summaries.indexOf(e.target as HTMLElement);
    if (at < 0) return;
    const last = summaries.length - 1;
    const next =
      e.key === 'ArrowDown'
        ? (at + 1) % summaries.length
        : e.key === 'ArrowUp'
          ? (at + last) % summaries.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    summaries[next]!.focus();
  };
  list.addEventListener('keydown', onKeyDown);
  return () => list.removeEventListener('keydown', onKeyDown);
}
