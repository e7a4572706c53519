// Types for build-stamp-file.mjs (plain JavaScript so `npm start` can read it before tsx).
export interface BuildStamp {
  /** inputsHash() of the sources the build was made from. */
  inputs: string;
  /** The consent wording the built pages show, and its version: the server checks it at start. */
  consentText: string;
  consentVersion: string;
  brand: string;
  /** With sites from config/sites/: each site's consent wording and brand, by site id (the fields above are the first site's). */
  sites?: Record<string, { consentText: string; brand: string }>;
  builtAt: string;
}
export const STAMP_FILE: string;
export function readStamp(dir: string): BuildStamp | undefined;
