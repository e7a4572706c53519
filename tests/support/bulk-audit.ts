// Audit entries by the thousand, written straight to the audit log in multi-row inserts: a dozen operators
// (a few busy, most not), the script token and strangers' failed sign-ins, the everyday actions often and
// account changes rarely, spread over `days` days. For the audit log's plan test and its 1,000,000-row bench.
import type { Kysely } from 'kysely';
import type { Database } from '#server/store/schema.ts';

const DAY = 86_400_000;
const ROWS_PER_INSERT = 500;

/** Busy operators first: actor k is picked about twice as often as actor k + 1 among the people. */
export const BULK_ACTORS = [
  'ana@example.com',
  'ben@example.com',
  'chloe@example.com',
  'dev@example.com',
  'eve@example.com',
  'farid@example.com',
  'gwen@example.com',
  'hugo@example.com',
  'ines@example.com',
  'jon@example.com',
  'token',
  'unknown account',
];
/** Each action as often as it appears here; the rare account changes come once in 1,000 entries. */
const ACTIONS = [
  ...Array<string>(40).fill('view-lead'),
  ...Array<string>(10).fill('sign-in'),
  ...Array<string>(6).fill('sign-out'),
  ...Array<string>(5).fill('sign-in-failed'),
  ...Array<string>(5).fill('search-leads'),
  ...Array<string>(4).fill('export'),
  ...Array<string>(4).fill('resend'),
  ...Array<string>(3).fill('message-state'),
  ...Array<string>(2).fill('privacy-view'),
  'bulk-resend',
];
export const RARE_ACTION = 'operator-role';

/** A small deterministic scramble of i, so entries look random but every run writes the same log. */
function mix(i: number, salt: number): number {
  let x = (i + 1) * 2654435761 + salt * 40503;
  x = Math.imul(x ^ (x >>> 15), 2246822519);
  x = Math.imul(x ^ (x >>> 13), 3266489917);
  return (x ^ (x >>> 16)) >>> 0;
}

function actorOf(i: number): string {
  const r = mix(i, 1) % 4096;
  // Half the entries go to the first actor, a quarter to the second, and so on.
  const k = Math.min(BULK_ACTORS.length - 1, Math.max(0, 11 - Math.floor(Math.log2(r + 1))));
  return BULK_ACTORS[k]!;
}

/** `n` entries over the last `days` days (365), oldest first; `onProgress` is told after each insert. */
export async function insertBulkAudit(
  db: Kysely<Database>,
  n: number,
  opts: { days?: number; now?: number; onProgress?: (written: number) => void } = {},
): Promise<void> {
  const now = opts.now ?? Date.now();
  const span = (opts.days ?? 365) * DAY;
  for (let s = 0; s < n; s += ROWS_PER_INSERT * 20) {
    await db.transaction().execute(async (trx) => {
      for (let b = s; b < Math.min(n, s + ROWS_PER_INSERT * 20); b += ROWS_PER_INSERT) {
        const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, n - b) }, (_, k) => {
          const i = b + k;
          const actor = actorOf(i);
          const action =
            i % 1000 === 999 ? RARE_ACTION : actor === 'unknown account' ? 'sign-in-failed' : ACTIONS[mix(i, 2) % ACTIONS.length]!;
          const hex = i.toString(16).padStart(12, '0');
          return {
            id: `${mix(i, 3).toString(16).padStart(8, '0')}-0000-4000-8000-${hex}`,
            at: now - span + Math.floor((i * span) / n),
            actor,
            action,
            target: action === 'view-lead' || action === 'resend' ? `0000${hex}-0000-4000-8000-000000000000` : '',
            ip: `198.51.100.${mix(i, 4) % 250}`,
            detail: action === 'export' ? 'service=Solar' : '',
          };
        });
        await trx.insertInto('audit_log').values(rows).execute();
      }
    });
    opts.onProgress?.(Math.min(n, s + ROWS_PER_INSERT * 20));
  }
}
