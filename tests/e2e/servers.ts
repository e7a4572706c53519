// Where the e2e servers listen. The main site delivers to the fake network and loads the fake consent
// scripts; the plain site has no network configured (leads are held) and no consent scripts.
//
// Each Playwright worker has a stack of its own: both servers, the fake network, the fake DNS, the mail sink
// and a data folder (the servers' databases, the mail), so a spec that resets the network, reads "the last
// lead" or counts the mail sees only what its own worker did. Stack i listens 100 ports above stack i - 1:
// E2E_PORT_BASE + 100 * i up to + 99, so a run with two workers uses E2E_PORT_BASE to E2E_PORT_BASE + 199.
// A worker finds its stack by the index Playwright gives it (TEST_PARALLEL_INDEX, 0 to workers - 1, which
// a worker started in place of a failed one inherits); the runner itself, which loads this file with the
// config before any worker exists, is given stack 0.
import { join } from 'node:path';

const base = Number(process.env.E2E_PORT_BASE ?? 4100);
const PORTS_PER_STACK = 100;

export interface Stack {
  index: number;
  MAIN: string;
  PLAIN: string;
  NETWORK: string;
  DNS_PORT: number;
  /** The mail sink the main site sends its mail to; each mail is written to the stack's data dir, mail/, as JSON. */
  SMTP_PORT: number;
}

export function stackAt(index: number): Stack {
  const b = base + PORTS_PER_STACK * index;
  return {
    index,
    MAIN: `http://127.0.0.1:${b}`,
    PLAIN: `http://127.0.0.1:${b + 1}`,
    // NOTE: not 4190: fetch refuses it as a "bad port" (ManageSieve).
    NETWORK: `http://127.0.0.1:${b + 70}`,
    DNS_PORT: b + 53,
    SMTP_PORT: b + 25,
  };
}

/** The stack of this process: a worker's by its parallel index, stack 0 outside a worker. */
export const STACK = stackAt(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const { MAIN, PLAIN, NETWORK, DNS_PORT, SMTP_PORT } = STACK;

/** The folder of stack `index`'s databases (main.db, plain.db) and mail, under the run's E2E_DATA_DIR. */
export function stackDataDir(index: number): string {
  const root = process.env.E2E_DATA_DIR;
  if (!root) throw new Error('E2E_DATA_DIR is not set: the e2e global setup sets it before the workers start');
  return join(root, `stack-${index}`);
}

/** This worker's data folder (see stackDataDir). A function: the global setup sets E2E_DATA_DIR after this file loads. */
export function dataDir(): string {
  return stackDataDir(STACK.index);
}

/** The built site the servers serve (BUILD_OUT_DIR when the build was written elsewhere). */
export const STATIC_DIR = process.env.BUILD_OUT_DIR ?? 'dist/client';
