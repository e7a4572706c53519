// The buyer form reads what an operator types into the API's buyer, and an untouched saved buyer sends no
// change: only the fields edited go into a PATCH (and so into the audit log).
import { describe, expect, it } from 'vitest';
import { changedFields, changeFrom, formFrom, parseRanges } from './buyer-form-state.ts';
import type { Buyer } from './buyers-api.ts';

const SAVED: Buyer = {
  id: 'b1',
  name: 'Harbor Solar Inc.',
  active: true,
  mode: 'ping-post',
  postUrl: 'https://buyer.test/post',
  pingUrl: 'https://buyer.test/ping',
  price: 0,
  minBid: 2.5,
  timeoutMs: 800,
  headers: { 'x-api-key': '••••3210' },
  services: ['Solar'],
  states: ['TX', 'OK'],
  zips: [],
  radius: { zip: '75201', miles: 40 },
  sites: [],
  schedule: {
    mon: [[8, 17]],
    tue: [
      [8, 12],
      [13, 17],
    ],
  },
  timeZone: 'America/Chicago',
  caps: { daily: 10, weekly: null, monthly: 200 },
  budget: { daily: null, weekly: null, monthly: 1500.25 },
  exclusiveOnly: false,
  priority: 3,
  bidPenaltyPercent: 12.5,
  returnWindowDays: 7,
  maxReturnRate: 0.125,
  returnsNeedApproval: false,
  hasKey: false,
  partnerListed: true,
  today: { leads: 0, spent: 0 },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('the buyer form', () => {
  it('reads hours as ranges, and refuses what is not hours', () => {
    expect(parseRanges('8-17')).toEqual([[8, 17]]);
    expect(parseRanges(' 8 - 12, 13 to 17 ')).toEqual([
      [8, 12],
      [13, 17],
    ]);
    expect(parseRanges('')).toEqual([]);
    expect(parseRanges('9am-5pm')).toBeUndefined();
  });

  it('sends nothing for a saved buyer left as it is', () => {
    const { change, errors } = changeFrom(formFrom(SAVED, 'America/New_York'));
    expect(errors).toEqual({});
    expect(changedFields(change, SAVED)).toEqual({});
  });

  it('sends only what was edited, a typed header value, and a rate in percent as a fraction', () => {
    const form = formFrom(SAVED, 'America/New_York');
    form.priority = '5';
    form.maxReturnPercent = '30';
    form.headers[0]!.value = 'sk_live_new_value';
    form.schedule.wed = '9-15';
    const { change } = changeFrom(form);
    expect(changedFields(change, SAVED)).toEqual({
      priority: 5,
      maxReturnRate: 0.3,
      headers: { 'x-api-key': 'sk_live_new_value' },
      schedule: {
        mon: [[8, 17]],
        tue: [
          [8, 12],
          [13, 17],
        ],
        wed: [[9, 15]],
        thu: [],
        fri: [],
        sat: [],
        sun: [],
      },
    });
  });

  it('makes a new buyer from plain text: lists split at commas, blanks as no limit, dollars as typed', () => {
    const form = formFrom(undefined, 'America/Denver');
    Object.assign(form, {
      name: 'Keystone Windows Co.',
      mode: 'post',
      postUrl: ' https://keystone.test/leads ',
      price: '24.99',
      states: 'pa, nj',
      area: 'zips',
      zips: '19103 19104,19106',
      caps: { daily: '25', weekly: '', monthly: '' },
      budget: { daily: '', weekly: '600', monthly: '' },
    });
    const { change, errors } = changeFrom(form);
    expect(errors).toEqual({});
    expect(change).toMatchObject({
      name: 'Keystone Windows Co.',
      mode: 'post',
      postUrl: 'https://keystone.test/leads',
      pingUrl: null,
      price: '24.99',
      states: ['PA', 'NJ'],
      zips: ['19103', '19104', '19106'],
      radius: null,
      schedule: null,
      timeZone: 'America/Denver',
      caps: { daily: 25, weekly: null, monthly: null },
      budget: { daily: null, weekly: '600', monthly: null },
      returnWindowDays: 7,
      maxReturnRate: 0.3,
    });
  });

  it('names what a new buyer needs, a new header without a value, and hours it cannot read', () => {
    expect(Object.keys(changeFrom(formFrom(undefined)).errors)).toEqual(['name', 'pingUrl', 'postUrl']);
    // Without a zone, none is sent: the server gives the console's own.
    expect(changeFrom(formFrom(undefined)).change).not.toHaveProperty('timeZone');
    const form = formFrom(undefined, 'America/Denver');
    Object.assign(form, { name: 'Harbor Solar Inc.', postUrl: 'https://harbor.test/post', pingUrl: 'https://harbor.test/ping' });
    form.headers = [{ key: 1, name: 'X-Api-Key', value: '', stored: null }];
    form.anyTime = false;
    form.schedule.fri = 'mornings';
    expect(changeFrom(form).errors).toEqual({
      'headers.X-Api-Key': 'X-Api-Key: give its value.',
      'schedule.fri': 'Friday: write hours as from-to in 24-hour time, e.g. 8-17 or 8-12, 13-17.',
    });
  });
});
