// Types for build-stamp-file.mjs (plain JavaScript so `npm start` can read it before tsx).
export interface SiteStamp {
  /** The consent wording the site's pages show, and its brand: the server checks the wording at start. */
  consentText: string;
  brand: string;
  /** siteHashes()' hash of the site's files its pages were made from. */
  inputs?: string;
}
export interface BuildStamp {
  /** inputsHash() of the code the build was made from (the sites' files apart). */
  inputs: string;
  /** The consent wording the built pages show, and its version: the server checks it at start. */
  consentText: string;
  consentVersion: string;
  brand: string;
  /** With sites from config/sites/: each site's wording, brand and files' hash, by site id (the fields above are the first site's). */
  sites?: Record<string, SiteStamp>;
  builtAt: string;
}
export const STAMP_FILE: string;
export function readStamp(dir: string): BuildStamp | undefined;
export function buildInputs(root: string): string[];
export function inputsHash(root: string): string;
export function siteHashes(sitesDir: string | undefined): Record<string, string> | undefined;
