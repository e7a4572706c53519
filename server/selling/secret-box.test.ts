// Buyer secrets at rest: unreadable without the key, tamper-evident, and masked when shown.
import { describe, expect, it } from 'vitest';
import { maskSecret, SecretBox } from './secret-box.ts';

const KEY = 'k'.repeat(40);

describe('buyer secrets', () => {
  it('seal and open round-trip; the sealed form does not contain the secret and differs each time', () => {
    const box = new SecretBox(KEY);
    const a = box.seal('Bearer sk_live_51HxYz');
    const b = box.seal('Bearer sk_live_51HxYz');
    expect(a).not.toContain('sk_live');
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe('Bearer sk_live_51HxYz');
  });

  it('another key, or an altered value, does not open', () => {
    const sealed = new SecretBox(KEY).seal('secret-value');
    expect(() => new SecretBox('z'.repeat(40)).open(sealed)).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => new SecretBox(KEY).open(`v1:${bytes.toString('base64')}`)).toThrow();
  });

  it('refuses a short key', () => {
    expect(() => new SecretBox('short')).toThrow(/at least 32/);
  });

  it('masks to the last four characters', () => {
    expect(maskSecret('sk_live_51HxYzABCD')).toBe('••••ABCD');
    expect(maskSecret('abc')).toBe('••••');
  });
});
