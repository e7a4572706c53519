// The buyers table read back into the auction's terms: what an operator saved is what the auction decides with.
import { describe, expect, it } from 'vitest';
import { buyerFromRow, openHeaders, sealHeaders, storedRulesOf, type BuyerRow } from './buyer-record.ts';
import { SecretBox } from './secret-box.ts';

const box = new SecretBox('a-test-key-that-is-long-enough-for-hkdf-0123');

function row(over: Partial<BuyerRow> = {}): BuyerRow {
  return {
    id: 'b1',
    name: 'Acme Solar',
    active: 1,
    mode: 'ping-post',
    post_url: 'https://buyer.example/post',
    ping_url: 'https://buyer.example/ping',
    price_cents: 0,
    min_bid_cents: 1250,
    timeout_ms: 800,
    headers_sealed: '{}',
    rules: '{}',
    time_zone: 'America/Chicago',
    exclusive_only: 0,
    priority: 3,
    bid_penalty_bp: 1000,
    return_window_days: 7,
    max_return_rate_bp: 3000,
    returns_need_approval: 1,
    key_hash: null,
    created_at: 1_700_000_000_000,
    updated_at: 1_700_000_000_000,
    ...over,
  };
}

describe('buyer records', () => {
  it('keep filters, schedule, caps and budget through the rules column', () => {
    const rules = {
      services: ['Solar', 'Roofing'],
      states: ['TX'],
      zips: [],
      sites: [],
      radius: { zip: '75201', miles: 50 },
      schedule: { mon: [[8, 17]] as [number, number][] },
      caps: { daily: 50 },
      budgetCents: { monthly: 100_000 },
    };
    const b = buyerFromRow(row({ rules: storedRulesOf(rules) }));
    expect(b).toMatchObject({
      ...rules,
      active: true,
      minBidCents: 1250,
      timeZone: 'America/Chicago',
      bidPenaltyBasisPoints: 1000,
      returnsNeedApproval: true,
    });
  });

  it('read an empty rules column as buying everything, any time, without limits', () => {
    expect(buyerFromRow(row())).toMatchObject({ services: [], states: [], zips: [], sites: [], caps: {}, budgetCents: {} });
    expect(buyerFromRow(row()).schedule).toBeUndefined();
  });

  it('seal header secrets so the column never holds them, and open them to send', () => {
    const sealed = sealHeaders({ 'X-Api-Key': 'sk_live_12345678' }, box);
    expect(sealed).not.toContain('sk_live_12345678');
    expect(openHeaders({ headers_sealed: sealed }, box)).toEqual({ 'x-api-key': 'sk_live_12345678' });
    expect(() => openHeaders({ headers_sealed: sealed }, undefined)).toThrow(/BUYER_SECRET_KEY/);
  });
});
