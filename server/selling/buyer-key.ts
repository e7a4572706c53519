// A buyer's own API key (it returns leads with it). The key is shown once when made; the database keeps
// only its SHA-256, so a copy of the database opens nothing. A key is looked up by that hash through the
// unique index: what the lookup's time could tell is about the hash, which says nothing of a key near it.
import { createHash, randomBytes } from 'node:crypto';

/** Keys are 32 random bytes; anything longer than this in a header is not one of ours. */
const MAX_KEY_LENGTH = 200;

export function newBuyerKey(): string {
  return `bk_${randomBytes(32).toString('base64url')}`;
}

/** What the buyers table stores (`key_hash`): the key's SHA-256, hex. */
export function buyerKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The key an `Authorization: Bearer <key>` header carries, if it carries one of a plausible length. */
export function bearerKey(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+(\S+)$/i.exec((header ?? '').trim());
  const key = match?.[1];
  return key && key.length <= MAX_KEY_LENGTH ? key : undefined;
}
