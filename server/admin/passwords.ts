// Operator passwords: Node's scrypt (memory-hard) with a random salt per password, stored with its
// parameters so they can be raised later and old hashes still verify. Compared in constant time.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const MIN_PASSWORD_LENGTH = 12;
/** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
export const MAX_PASSWORD_LENGTH = 1024;

// N=2^15, r=8, p=1: 32 MiB and ~50-100 ms per hash, the parameters OWASP recommends for scrypt.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** 128 * N * r bytes are needed; Node's default ceiling (32 MiB) is just too small for N=2^15, r=8. */
function maxmem(N: number, r: number): number {
  return 128 * N * r * 2;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = PARAMS;
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = STORED.exec(stored);
  if (!m) return false;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // A hash that claims absurd parameters is refused rather than allowed to exhaust memory.
  if (N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(m[4]!, 'base64');
  const expected = Buffer.from(m[5]!, 'base64');
  const key = await scrypt(password, salt, expected.length, { N, r, p, maxmem: maxmem(N, r) });
  return timingSafeEqual(key, expected);
}

/**
 * A hash of nothing anyone knows, verified when the e-mail has no account, so a sign-in for an unknown
 * account costs the same time as one for a real account with a wrong password.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString('base64'));
  return decoy;
}
