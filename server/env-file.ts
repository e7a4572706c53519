// Reads `.env` into process.env for `npm start` and the npm scripts that use the database, so the README's
// "copy .env.example to .env" takes effect. Variables already in the environment win over the file: a
// one-off `PORT=4000 npm start` still means port 4000.
//
// Node's own parser (process.loadEnvFile) does the reading. It is lenient in ways that lose settings
// silently: on Node 20 a line such as `=x` ends the parse, so every variable after it is dropped, and a
// stray word glues itself to the next line's name. So the file's lines are checked first, and a line
// that is neither a comment nor NAME=value stops the program with one line that names it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export class EnvFileError extends Error {}

const ASSIGNMENT = /^\s*(?:export\s+)?[A-Za-z_][A-Za-z0-9_.]*\s*=(.*)$/;
const QUOTES = new Set(['"', "'", '`']);

/** The first line that is not a comment, a blank line or NAME=value (a quoted value may span lines), or undefined. */
export function malformedLine(text: string): { line: number; reason: string } | undefined {
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const match = ASSIGNMENT.exec(line);
    if (!match) return { line: i + 1, reason: 'expected NAME=value' };
    const value = match[1]!.trimStart();
    const quote = value[0];
    if (quote === undefined || !QUOTES.has(quote) || value.indexOf(quote, 1) > 0) continue;
    // A quoted value that does not close on its own line runs on to the line that closes it.
    const closing = lines.findIndex((l, j) => j > i && l.includes(quote));
    if (closing < 0) return { line: i + 1, reason: `the ${quote} that opens the value is never closed` };
    i = closing;
  }
  return undefined;
}

/**
 * Which file to read: ENV_FILE when it is set (empty: none at all, as the tests' servers use), else
 * `.env` in the working directory (the project's folder under npm).
 */
function envFilePath(env: NodeJS.ProcessEnv, cwd: string): { path: string; required: boolean } | undefined {
  if (env.ENV_FILE === undefined) return { path: resolve(cwd, '.env'), required: false };
  if (env.ENV_FILE.trim() === '') return undefined;
  return { path: resolve(cwd, env.ENV_FILE), required: true };
}

/**
 * Loads the env file into `process.env`, leaving variables already set alone. Returns the file read, or
 * undefined when there is none (a missing `.env` is fine). Throws EnvFileError, with a one-line message,
 * for a file that cannot be read or holds a malformed line.
 */
export function loadEnvFile(cwd = process.cwd()): string | undefined {
  const file = envFilePath(process.env, cwd);
  if (!file) return undefined;
  let text: string;
  try {
    text = readFileSync(file.path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !file.required) return undefined;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : code;
    throw new EnvFileError(`Cannot read ${file.path}: ${why ?? String(err)}.`);
  }
  const bad = malformedLine(text);
  if (bad) throw new EnvFileError(`${file.path} line ${bad.line}: ${bad.reason} (a comment line starts with #).`);
  process.loadEnvFile(file.path);
  return file.path;
}
