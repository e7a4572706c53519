// Two-factor secrets at rest. The server must read a secret back to check a code, so it cannot be hashed
// like a password: it is sealed with AES-256-GCM (server/selling/secret-box.ts) under one of two keys.
//
// - BUYER_SECRET_KEY, when set: a key that lives outside the database, so a copy of the database (a
//   backup, a dump, a stolen disk) gives away no one's second factor.
// - Otherwise a random key generated once and kept in the database's table of secrets, as the bot trap's
//   key is. That keeps the secrets out of every plain read of the operators table (a query, a CSV of it,
//   a support screenshot) but not from a whole copy of the database; the README says to set
//   BUYER_SECRET_KEY for that.
//
// Each sealed value says which key sealed it ("env:" or "db:"), so setting BUYER_SECRET_KEY later breaks
// no enrolment: older values still open with the database's key and are sealed again under the new one at
// their next successful use (docs/decisions/012-two-factor-secrets.md).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SecretBox } from '../selling/secret-box.ts';
import type { Database } from '../store/schema.ts';

const KEY_NAME = 'totp-secret-key';
/** HKDF's purpose: the TOTP secrets get a key of their own from BUYER_SECRET_KEY, never the buyers'. */
const PURPOSE = 'operator-totp-secrets';

type KeyLabel = 'env' | 'db';

/** A value sealed under a key this server does not have (BUYER_SECRET_KEY unset or changed since). */
export class SecretUnreadableError extends Error {
  readonly statusCode = 503;
  constructor() {
    super('Two-factor secrets cannot be read: BUYER_SECRET_KEY differs from the one they were sealed with.');
  }
}

export class TotpSecrets {
  readonly #envBox: SecretBox | undefined;
  #dbBox: Promise<SecretBox> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    buyerSecretKey: string | undefined,
  ) {
    this.#envBox = buyerSecretKey ? new SecretBox(buyerSecretKey, PURPOSE) : undefined;
  }

  /** Sealed under BUYER_SECRET_KEY when it is set, else under the database's key. */
  async seal(secret: string): Promise<string> {
    if (this.#envBox) return `env:${this.#envBox.seal(secret)}`;
    return `db:${(await this.dbBox()).seal(secret)}`;
  }

  async open(sealed: string): Promise<string> {
    const colon = sealed.indexOf(':');
    const label = sealed.slice(0, colon) as KeyLabel;
    const body = sealed.slice(colon + 1);
    try {
      if (label === 'db') return (await this.dbBox()).open(body);
      if (label === 'env' && this.#envBox) return this.#envBox.open(body);
    } catch {
      // A GCM tag that does not match: sealed under another BUYER_SECRET_KEY (or altered in the database).
    }
    throw new SecretUnreadableError();
  }

  /** Whether a value is sealed under the key seal() would use now; if not, it is worth sealing again. */
  isCurrent(sealed: string): boolean {
    return sealed.startsWith(this.#envBox ? 'env:' : 'db:');
  }

  private dbBox(): Promise<SecretBox> {
    if (!this.#dbBox) {
      this.#dbBox = readOrCreateKey(this.db).then((key) => new SecretBox(key, PURPOSE));
      // A database that failed to answer is asked again next time.
      this.#dbBox.catch(() => (this.#dbBox = undefined));
    }
    return this.#dbBox;
  }
}

async function readOrCreateKey(db: Kysely<Database>): Promise<string> {
  // Two servers at once: the first insert wins, both read the winner's key.
  await db
    .insertInto('privacy_secrets')
    .values({ name: KEY_NAME, value: randomBytes(32).toString('base64'), created_at: Date.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('privacy_secrets').select('value').where('name', '=', KEY_NAME).executeTakeFirstOrThrow();
  return row.value;
}
