// Buyer secrets (the API keys in a buyer's headers) are sent to the buyer, so they must be readable by the
// server, unlike passwords: they are encrypted at rest with AES-256-GCM under a key derived from
// BUYER_SECRET_KEY, so a copy of the database (a backup, a dump) does not give away the buyers' keys. GCM
// also authenticates: a value altered in the database fails to open instead of sending garbage.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const MIN_KEY_LENGTH = 32;

export class SecretBox {
  readonly #key: Buffer;

  /** `purpose` gives each use of one secret key a key of its own (two-factor secrets are sealed with another). */
  constructor(secretKey: string, purpose = 'buyer-secrets') {
    if (secretKey.length < MIN_KEY_LENGTH) throw new Error(`BUYER_SECRET_KEY must be at least ${MIN_KEY_LENGTH} characters`);
    // HKDF turns the operator's string into a 256-bit key bound to this one use.
    this.#key = Buffer.from(hkdfSync('sha256', secretKey, purpose, 'aes-256-gcm v1', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  open(sealed: string): string {
    const [version, data] = sealed.split(':');
    if (version !== VERSION || !data) throw new Error('not a sealed buyer secret');
    const raw = Buffer.from(data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}

/** How the console shows a secret: its last four characters at most, never its length. */
export function maskSecret(plain: string): string {
  return plain.length > 8 ? `••••${plain.slice(-4)}` : '••••';
}
