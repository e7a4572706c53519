// .env.example is what an operator copies to configure a server: it must name every variable the server
// reads, and its values must be the defaults the README and the comments promise.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
const configSource = readFileSync(new URL('./config.ts', import.meta.url), 'utf8');

/** `KEY=value` lines that are not comments. */
function assignments(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (m) out[m[1]!] = m[2]!;
  }
  return out;
}

/** The keys of the env schema in server/config.ts, as written there. */
function schemaKeys(source: string): string[] {
  const body = source.slice(source.indexOf('const envSchema = z.object({'), source.indexOf('export type Env'));
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
}

describe('.env.example', () => {
  it('names every variable the server reads', () => {
    const keys = schemaKeys(configSource);
    expect(keys.length).toBeGreaterThan(25);
    expect(Object.keys(assignments(example)).sort()).toEqual([...keys].sort());
  });

  it('loads as it is, and configures exactly what no configuration does', () => {
    expect(loadConfig(assignments(example))).toEqual(loadConfig({}));
  });
});
