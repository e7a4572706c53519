// Types for build-stamp.mjs (plain JavaScript so `npm start` can run it before tsx).
export type { BuildStamp } from '../server/build-stamp-file.mjs';
export { STAMP_FILE, readStamp } from '../server/build-stamp-file.mjs';
export function buildInputs(root: string): string[];
export function inputsHash(root: string): string;
export function clientDir(root: string, buildOutDir?: string): string;
export function buildStatus(root: string, dir?: string): { current: boolean; reason: string };
