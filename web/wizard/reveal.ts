// Bringing a message into the part of the screen the visitor can actually see. scrollIntoView alone is not
// enough here: the site's header sticks to the top of the screen and, on a phone's last step, the Submit bar
// sticks to the bottom, and either can cover what was just "scrolled into view".

const GAP = 12;

/** Where `el` is pinned (sticky or fixed) to an edge of the screen, the part of the screen it covers. */
function pinnedEdge(el: Element | null): { top: number; bottom: number } | undefined {
  if (!(el instanceof HTMLElement)) return undefined;
  const position = getComputedStyle(el).position;
  if (position !== 'sticky' && position !== 'fixed') return undefined;
  const r = el.getBoundingClientRect();
  return r.height > 0 ? { top: r.top, bottom: r.bottom } : undefined;
}

/**
 * The band of the screen that neither the sticky header above nor the wizard's sticky action bar below can
 * cover. The bar is counted as covering the bottom of the screen even where it is not stuck there at the
 * moment: scrolling may stick it again, and content above it in the page is never under it anyway.
 */
function visibleBand(targets: readonly Element[]): { top: number; bottom: number } {
  let top = 0;
  let bottom = window.innerHeight;
  const header = pinnedEdge(document.querySelector('body header'));
  if (header && header.top <= 1) top = Math.max(top, header.bottom);
  const bar = document.querySelector('[data-sticky-actions]');
  const barEdge = bar && !targets.some((t) => bar.contains(t)) ? pinnedEdge(bar) : undefined;
  if (barEdge) bottom -= barEdge.bottom - barEdge.top;
  return { top: top + GAP, bottom: bottom - GAP };
}

/**
 * Scrolls the page (at once, not smoothly: the visitor is waiting for this) so the targets are on screen
 * and uncovered. When they do not all fit, their bottom is shown: callers pass a field and the message
 * under it, and the message is what must be read.
 */
export function revealUncovered(...targets: (Element | null | undefined)[]): void {
  const present = targets.filter((t): t is Element => t instanceof Element);
  if (present.length === 0) return;
  const rects = present.map((t) => t.getBoundingClientRect());
  const top = Math.min(...rects.map((r) => r.top));
  const bottom = Math.max(...rects.map((r) => r.bottom));
  const band = visibleBand(present);
  let by = 0;
  if (bottom - top > band.bottom - band.top || bottom > band.bottom) by = bottom - band.bottom;
  else if (top < band.top) by = top - band.top;
  if (Math.abs(by) >= 1) window.scrollBy({ top: by, behavior: 'instant' });
}
