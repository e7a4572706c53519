// The operator token check: right token in, everything else out, and no early exit on a near miss.
import { describe, expect, it } from 'vitest';
import { checkBearer } from './bearer-token.ts';

const TOKEN = 'operator-token-0123456789';

describe('checkBearer', () => {
  it('accepts the configured token as a bearer token', () => {
    expect(checkBearer(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(checkBearer(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(checkBearer(`  Bearer   ${TOKEN}  `, TOKEN)).toBe(true);
  });

  it('refuses a wrong, shorter, longer or differently cased token', () => {
    for (const tried of ['x', TOKEN.slice(0, -1), `${TOKEN}0`, TOKEN.toUpperCase(), `${TOKEN.slice(0, -1)}8`]) {
      expect(checkBearer(`Bearer ${tried}`, TOKEN), tried).toBe(false);
    }
  });

  it('refuses a missing header, another scheme, an empty token, and any header when no token is set', () => {
    expect(checkBearer(undefined, TOKEN)).toBe(false);
    expect(checkBearer('', TOKEN)).toBe(false);
    expect(checkBearer(TOKEN, TOKEN)).toBe(false);
    expect(checkBearer(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(checkBearer('Bearer ', TOKEN)).toBe(false);
    expect(checkBearer(`Bearer ${TOKEN}`, undefined)).toBe(false);
    expect(checkBearer('Bearer ', '')).toBe(false);
  });
});
