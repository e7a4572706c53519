// Types for build-stamp.mjs (plain JavaScript so `npm start` can run it before tsx).
export interface BuildStamp {
  /** inputsHash() of the sources the build was made from. */
  inputs: string;
  /** The consent wording the built pages show, and its version: the server checks it at start. */
  consentText: string;
  consentVersion: string;
  brand: string;
  builtAt: string;
}
export const STAMP_FILE: string;
export function buildInputs(root: string): string[];
export function inputsHash(root: string): string;
export function clientDir(root: string, buildOutDir?: string): string;
export function readStamp(dir: string): BuildStamp | undefined;
export function buildStatus(root: string, dir?: string): { current: boolean; reason: string };
