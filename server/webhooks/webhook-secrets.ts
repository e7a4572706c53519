// Webhook signing secrets and signatures, as the Standard Webhooks specification defines them: a secret is
// `whsec_` and the base64 of random bytes; a signature is `v1,` and the base64 HMAC-SHA256, keyed with
// those bytes, of "<webhook-id>.<webhook-timestamp>.<body>". Several secrets (the 24 hours after a
// rotation) sign side by side, space-separated, and a receiver accepts any one that verifies.
//
// The server has to read a secret to sign with it, so it cannot keep only a hash. With BUYER_SECRET_KEY
// set, secrets are sealed with it (AES-256-GCM, server/selling/secret-box.ts), so a copy of the database
// does not give them away. Without it they are kept as they are ('plain:'), since refusing to store them
// would leave an operator without webhooks for want of a key that protects against a stolen backup only;
// docs/webhooks.md says so and recommends the key. A secret sealed under a key cannot be opened once the
// key is gone: its attempts then fail and say why, until the key is back or the secret is rotated.
import { createHmac, randomBytes } from 'node:crypto';
import { SecretBox } from '../selling/secret-box.ts';

export const SECRET_PREFIX = 'whsec_';
/** Random bytes in a secret: the specification asks for 24 to 64. */
const SECRET_BYTES = 32;
const PLAIN = 'plain:';

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` with the secret's bytes as the key. */
export function signature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** The `webhook-signature` header: one signature per secret, space-separated. */
export function signatureHeader(secrets: readonly string[], id: string, timestampSeconds: number, body: string): string {
  return secrets.map((s) => signature(s, id, timestampSeconds, body)).join(' ');
}

export class SecretUnavailable extends Error {
  constructor() {
    super("The endpoint's signing secret cannot be opened: BUYER_SECRET_KEY is not set or is not the key it was sealed with.");
  }
}

/** Seals secrets for the database and opens them to sign. */
export class WebhookSecrets {
  readonly #box: SecretBox | undefined;

  constructor(secretKey: string | undefined) {
    this.#box = secretKey ? new SecretBox(secretKey) : undefined;
  }

  /** Whether secrets are encrypted at rest (BUYER_SECRET_KEY is set). */
  get sealed(): boolean {
    return this.#box !== undefined;
  }

  seal(secret: string): string {
    return this.#box ? this.#box.seal(secret) : `${PLAIN}${secret}`;
  }

  open(stored: string): string {
    if (stored.startsWith(PLAIN)) return stored.slice(PLAIN.length);
    if (!this.#box) throw new SecretUnavailable();
    try {
      return this.#box.open(stored);
    } catch {
      throw new SecretUnavailable();
    }
  }
}
