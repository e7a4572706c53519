// Which buyers may be offered a lead and why the others are skipped, with places and times whose answers are
// known from outside the code: Beverly Hills (90210) is about 10 miles from downtown Los Angeles (90012) and
// about 380 from San Francisco (94103); 2026-11-27 is a Friday.
import { describe, expect, it } from 'vitest';
import type { BuyerRules } from './buyer-rules.ts';
import { skipReason, type Usage } from './eligibility.ts';
import { PartnerList } from './partner-list.ts';

const buyer = (over: Partial<BuyerRules> = {}): BuyerRules => ({
  id: 'b1',
  name: 'Acme Roofing',
  active: true,
  mode: 'post',
  priceCents: 2500,
  minBidCents: 0,
  timeoutMs: 1000,
  services: [],
  states: [],
  zips: [],
  sites: [],
  timeZone: 'America/Los_Angeles',
  caps: {},
  budgetCents: {},
  exclusiveOnly: false,
  priority: 0,
  bidPenaltyBasisPoints: 0,
  createdAt: 0,
  ...over,
});
const none: Usage = { day: { leads: 0, cents: 0 }, week: { leads: 0, cents: 0 }, month: { leads: 0, cents: 0 } };
const lead = { site: 'main', service: 'Roofing', state: 'CA', zip: '90210' };
// Friday 2026-11-27 10:00 in Los Angeles.
const fridayMorning = Date.parse('2026-11-27T18:00:00Z');

describe('eligibility', () => {
  it('takes a buyer with no filters', () => {
    expect(skipReason(buyer(), lead, fridayMorning, none, 2500)).toBeUndefined();
  });

  it('skips on what the buyer does not buy, saying which filter', () => {
    expect(skipReason(buyer({ active: false }), lead, fridayMorning, none, 2500)).toBe('paused');
    expect(skipReason(buyer({ sites: ['solar-brand'] }), lead, fridayMorning, none, 2500)).toBe('site');
    expect(skipReason(buyer({ services: ['Solar', 'HVAC'] }), lead, fridayMorning, none, 2500)).toBe('service');
    expect(skipReason(buyer({ services: ['roofing'] }), lead, fridayMorning, none, 2500)).toBeUndefined();
    expect(skipReason(buyer({ states: ['NV', 'AZ'] }), lead, fridayMorning, none, 2500)).toBe('state');
    expect(skipReason(buyer({ zips: ['90211', '90212'] }), lead, fridayMorning, none, 2500)).toBe('zip');
  });

  it("skips a buyer whose name is not on the site's own partner list, compared as people read names", () => {
    const listed = { ...lead, partners: new PartnerList(['  ACME   roofing ']) };
    expect(skipReason(buyer(), listed, fridayMorning, none, 2500)).toBeUndefined();
    expect(skipReason(buyer({ name: 'Other Roofing' }), listed, fridayMorning, none, 2500)).toBe('partner_list');
    // A buyer that does not buy the site's leads at all is skipped for that first.
    expect(skipReason(buyer({ name: 'Other Roofing', sites: ['solar-brand'] }), listed, fridayMorning, none, 2500)).toBe('site');
  });

  it('measures a radius from its ZIP', () => {
    expect(skipReason(buyer({ radius: { zip: '90012', miles: 25 } }), lead, fridayMorning, none, 2500)).toBeUndefined();
    expect(skipReason(buyer({ radius: { zip: '94103', miles: 100 } }), lead, fridayMorning, none, 2500)).toBe('radius');
    expect(skipReason(buyer({ radius: { zip: '94103', miles: 400 } }), lead, fridayMorning, none, 2500)).toBeUndefined();
  });

  it("follows the schedule in the buyer's own zone", () => {
    const weekdays9to17 = { mon: [[9, 17]], tue: [[9, 17]], wed: [[9, 17]], thu: [[9, 17]], fri: [[9, 17]] } as const;
    expect(skipReason(buyer({ schedule: weekdays9to17 }), lead, fridayMorning, none, 2500)).toBeUndefined();
    // The same instant is 13:00 in New York: still open; 18:00 UTC is 03:00 Saturday in Tokyo: closed.
    expect(skipReason(buyer({ schedule: weekdays9to17, timeZone: 'America/New_York' }), lead, fridayMorning, none, 2500)).toBeUndefined();
    expect(skipReason(buyer({ schedule: weekdays9to17, timeZone: 'Asia/Tokyo' }), lead, fridayMorning, none, 2500)).toBe('schedule');
    // 17:00 is closed ([9, 17) ends before it).
    expect(skipReason(buyer({ schedule: weekdays9to17 }), lead, Date.parse('2026-11-28T01:00:00Z'), none, 2500)).toBe('schedule');
  });

  it('skips a buyer whose next lead would pass a cap or a budget', () => {
    const used = (leads: number, cents: number): Usage => ({ day: { leads, cents }, week: { leads, cents }, month: { leads, cents } });
    expect(skipReason(buyer({ caps: { daily: 5 } }), lead, fridayMorning, used(4, 0), 2500)).toBeUndefined();
    expect(skipReason(buyer({ caps: { daily: 5 } }), lead, fridayMorning, used(5, 0), 2500)).toBe('cap');
    expect(skipReason(buyer({ caps: { monthly: 100 } }), lead, fridayMorning, { ...none, month: { leads: 100, cents: 0 } }, 2500)).toBe(
      'cap',
    );
    // A $100.00 daily budget with $80.00 spent takes a $20.00 lead, not a $20.01 one.
    expect(skipReason(buyer({ budgetCents: { daily: 10000 } }), lead, fridayMorning, used(0, 8000), 2000)).toBeUndefined();
    expect(skipReason(buyer({ budgetCents: { daily: 10000 } }), lead, fridayMorning, used(0, 8000), 2001)).toBe('budget');
  });
});
