// Types for build-stamp.mjs (plain JavaScript so `npm start` can run it before tsx).
export type { BuildStamp, SiteStamp } from '../server/build-stamp-file.mjs';
export { STAMP_FILE, readStamp, buildInputs, inputsHash, siteHashes } from '../server/build-stamp-file.mjs';
export function clientDir(root: string, buildOutDir?: string): string;
export function sitesDir(root: string, dir?: string): string;
export interface SitesToRebuild {
  changed: string[];
  added: string[];
  removed: string[];
  unchanged: number;
}
export function buildStatus(root: string, dir?: string, sites?: string): { current: boolean; reason: string; sites?: SitesToRebuild };
