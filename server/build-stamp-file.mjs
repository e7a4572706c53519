// The build stamp's file inside a build: written by `npm run build` (scripts/build-stamp.mjs hashes the
// sources) and read here by both the start-up script and the server, which checks at start that the build
// shows the consent text it accepts. It lives under server/ because the running server reads it; the build
// scripts may import the server's code, never the other way. Plain JavaScript: it runs before tsx.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const STAMP_FILE = 'build-stamp.json';

/** The stamp of the build in `dir`, or undefined when it has none (or an unreadable one). */
export function readStamp(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, STAMP_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}
