// The islands a prerendered page may mark (island.tsx) and start.ts knows how to load. Its own module, so
// the mark a page renders does not depend on the loader that imports those pages.
export type IslandName = 'california-request' | 'thank-you';
