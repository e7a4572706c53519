// Our signing and schedule against what the specification and the contract fix: the signature is the
// reference library's, byte for byte; the waits are 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { erasedBody } from './webhook-erasure.ts';
import { retryDelayMs } from './webhook-schedule.ts';
import { newWebhookSecret, signature, signatureHeader, WebhookSecrets } from './webhook-secrets.ts';

describe('webhook secrets and signatures', () => {
  it('makes secrets of whsec_ and base64 of 24 to 64 random bytes, each different', () => {
    const a = newWebhookSecret();
    const b = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const bytes = Buffer.from(a.slice('whsec_'.length), 'base64').length;
    expect(bytes).toBeGreaterThanOrEqual(24);
    expect(bytes).toBeLessThanOrEqual(64);
    expect(a).not.toBe(b);
  });

  it('signs exactly as the Standard Webhooks reference library does', () => {
    const secret = newWebhookSecret();
    const body = JSON.stringify({ type: 'contact.created', timestamp: '2026-01-02T03:04:05.000Z', data: { é: 'ü' } });
    const at = new Date('2026-01-02T03:04:05Z');
    expect(signature(secret, 'msg_abc', at.getTime() / 1000, body)).toBe(new Webhook(secret).sign('msg_abc', at, body));
  });

  it('puts one signature per secret, space-separated, and the library accepts either secret', () => {
    const [older, newer] = [newWebhookSecret(), newWebhookSecret()];
    const ts = Math.floor(Date.now() / 1000);
    const body = '{"type":"lead.created","timestamp":"x","data":{}}';
    const header = signatureHeader([newer, older], 'msg_1', ts, body);
    expect(header.split(' ')).toHaveLength(2);
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(ts), 'webhook-signature': header };
    expect(() => new Webhook(newer).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(older).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('seals secrets with BUYER_SECRET_KEY when it is set, and opens both forms', () => {
    const secret = newWebhookSecret();
    const sealed = new WebhookSecrets('k'.repeat(40));
    const stored = sealed.seal(secret);
    expect(stored).not.toContain(secret.slice(6));
    expect(sealed.open(stored)).toBe(secret);
    const plain = new WebhookSecrets(undefined);
    expect(plain.open(plain.seal(secret))).toBe(secret);
    expect(sealed.open(plain.seal(secret))).toBe(secret);
    expect(() => plain.open(stored)).toThrow(/BUYER_SECRET_KEY/);
    expect(() => new WebhookSecrets('other'.repeat(8)).open(stored)).toThrow(/BUYER_SECRET_KEY/);
  });
});

describe('webhook retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then gives up', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n)! / 60_000);
    expect(minutes).toEqual([5 / 60, 5, 30, 120, 300, 600, 600]);
    expect(retryDelayMs(8)).toBeUndefined();
  });

  it('scales the whole schedule from its first wait', () => {
    expect([1, 2, 3, 7].map((n) => retryDelayMs(n, 50))).toEqual([50, 3000, 18_000, 360_000]);
  });
});

describe('erased webhook bodies', () => {
  it('keep the event and the lead but none of its personal data', () => {
    const body = JSON.stringify({
      type: 'lead.rejected',
      timestamp: 't',
      data: {
        lead: { id: 'L', reference: 'L-AAAA-BBBB', contact: { email: 'a@b.example' }, answers: { Q: 'words' }, campaign: { gclid: 'G' } },
        rejection: { reason: 'phone 3105550123 seen' },
      },
    });
    const erased = JSON.parse(erasedBody(body));
    expect(erased.type).toBe('lead.rejected');
    expect(erased.data.lead).toMatchObject({ id: 'L', reference: 'L-AAAA-BBBB', contact: null, personalDataWithheld: true });
    expect(JSON.stringify(erased)).not.toMatch(/a@b|words|"G"|3105550123/);
  });
});
