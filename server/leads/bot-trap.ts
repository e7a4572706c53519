// Stops simple bots without a captcha: a filled honeypot field (hidden from people by the wizard), or a
// form "filled" faster than a person can read it. Such a lead is refused quietly: the bot is answered as
// if it had succeeded, so it learns nothing to adapt to, and nothing is stored or delivered.
import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LeadRequest } from '#domain/schemas.ts';
import type { Database } from '../store/schema.ts';

/** The wizard has a dozen or more steps; a person needs far longer than this to get through them. */
export const MIN_FILL_MS = 3000;

/**
 * A wizard opened longer ago than this is not a visit someone is finishing: a `tracking.start` of 0 (or
 * any time that old) is a program's, not a person's. Generous, so a tab left open for days still counts.
 */
export const MAX_FILL_MS = 30 * 86_400_000;

export type BotSign = 'honeypot' | 'too-fast' | 'implausible-start';

/**
 * Why a lead looks automated, or undefined. `tracking.start` is the browser's clock when the wizard
 * opened; a start ahead of the server's clock says the visitor's clock runs fast, not that they were
 * quick, so it is let through: a real visitor is never blocked.
 */
export function botSign(lead: Pick<LeadRequest, 'website' | 'tracking'>, receivedAt: number): BotSign | undefined {
  if (lead.website.trim() !== '') return 'honeypot';
  const elapsed = receivedAt - lead.tracking.start;
  if (elapsed >= 0 && elapsed < MIN_FILL_MS) return 'too-fast';
  if (elapsed > MAX_FILL_MS) return 'implausible-start';
  return undefined;
}

const KEY_NAME = 'bot-trap-decoy-key';
const keys = new WeakMap<Kysely<Database>, Promise<Buffer>>();

/**
 * The key decoy ids are made with: random, generated once and kept in the database (the table of secrets
 * every server shares), so every server on one database, and every restart, answers a re-posted submission
 * with the same id. A key of its own, never derived from ADMIN_TOKEN or any other secret: decoy ids are
 * handed to anyone who trips the trap, and each would otherwise let them test guesses of that secret offline.
 */
export function decoyKey(db: Kysely<Database>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readOrCreateKey(db);
    // A database that failed to answer is asked again next time.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

async function readOrCreateKey(db: Kysely<Database>): Promise<Buffer> {
  // Two servers starting at once: the first insert wins, both read the winner's key.
  await db
    .insertInto('privacy_secrets')
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64'), created_at: Date.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('privacy_secrets').select('value').where('name', '=', KEY_NAME).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

/**
 * The id a trapped submission is answered with: the same for every post of one submissionId, as a stored
 * lead's would be, and shaped like any lead id (a version-4 UUID). A fresh random id on each re-post would
 * tell a bot it was caught. Keyed (HMAC with decoyKey()), so the id cannot be computed from the
 * submissionId by the bot.
 */
export function decoyId(submissionId: string, key: Buffer): string {
  const b = createHmac('sha256', key).update(submissionId).digest().subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
