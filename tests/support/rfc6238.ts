// RFC 6238 time-based codes computed by the tests themselves with node:crypto (HMAC-SHA-1 over the 30-second
// step, RFC 4226's dynamic truncation), never with the product's TOTP library, so a test that signs in with
// one checks the product against the standard, not against itself.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  let bits = '';
  for (const ch of text.replace(/[\s=]+/g, '').toUpperCase()) {
    const value = BASE32.indexOf(ch);
    if (value < 0) throw new Error(`not base32: ${ch}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The code for the step `atMs` falls in, from a raw key. */
export function totp(key: Buffer, atMs: number, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(value).padStart(digits, '0');
}

/** The 6-digit code an authenticator app shows at `atMs` for a base32 secret. */
export const codeAt = (secret: string, atMs: number) => totp(base32Decode(secret), atMs);
