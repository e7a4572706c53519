// Thousands of generated requests at POST /api/leads and the lookups, through the real app: arbitrary
// JSON, valid leads with one field broken, huge strings, wrong types, unicode, control characters and
// prototype-pollution keys. Whatever comes in: never a 5xx, never a delivery for a lead that was not
// accepted, nothing polluted, and the server still takes a valid lead afterwards. On SQLite and on the
// real PostgreSQL, which refuses bytes (NUL) that SQLite stores.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const POISON_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty', 'toString', 'valueOf'];

/** Values that break a field: wrong types, empty and huge strings, unicode, control characters, nesting. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom('', ' ', '\u0000', '\u202e', '😀'.repeat(60), '<script>alert(1)</script>', "'; DROP TABLE leads; --", '9'.repeat(400)),
  fc.integer({ min: 1, max: 70_000 }).map((n) => 'x'.repeat(n)),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.oneof(fc.string(), fc.constantFrom(...POISON_KEYS)), fc.jsonValue(), { maxKeys: 5 }),
);

/** Every field path of a lead body: top-level fields, each answer and each tracking field. */
function fieldPaths(body: Record<string, unknown>): string[][] {
  return Object.entries(body).flatMap(([key, value]) =>
    value && typeof value === 'object' ? [[key], ...Object.keys(value).map((k) => [key, k])] : [[key]],
  );
}

/** A valid lead for one of the 14 services with one field replaced by a nasty value, or removed. */
const nearValidLead = fc
  .record({
    service: fc.constantFrom(...SERVICES),
    pick: fc.nat(),
    value: fc.option(nastyValue, { freq: 8 }),
  })
  .map(({ service, pick, value }) => {
    const body = validLead(service) as Record<string, unknown>;
    const paths = fieldPaths(body);
    const path = paths[pick % paths.length]!;
    const parent = (path.length === 2 ? body[path[0]!] : body) as Record<string, unknown>;
    const key = path[path.length - 1]!;
    if (value === null) delete parent[key];
    else parent[key] = value;
    return JSON.stringify(body);
  });

/** A valid lead with control characters slipped into one of its text fields, where they would reach the database. */
const controlledLead = fc
  .record({
    service: fc.constantFrom(...SERVICES),
    pick: fc.nat(),
    at: fc.nat(),
    bytes: fc.array(fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009f', '\r', '\n', '\t'), {
      minLength: 1,
      maxLength: 4,
    }),
  })
  .map(({ service, pick, at, bytes }) => {
    const body = validLead(service) as Record<string, unknown>;
    const paths = fieldPaths(body).filter(
      (p) => typeof (p.length === 2 ? (body[p[0]!] as Record<string, unknown>)[p[1]!] : body[p[0]!]) === 'string',
    );
    const path = paths[pick % paths.length]!;
    const parent = (path.length === 2 ? body[path[0]!] : body) as Record<string, unknown>;
    const key = path[path.length - 1]!;
    const text = parent[key] as string;
    const i = at % (text.length + 1);
    parent[key] = text.slice(0, i) + bytes.join('') + text.slice(i);
    return JSON.stringify(body);
  });

/** A valid lead carrying prototype-pollution keys, written as JSON text so the keys really are there. */
const pollutingLead = fc
  .record({
    service: fc.constantFrom(...SERVICES),
    key: fc.constantFrom('__proto__', 'constructor'),
    where: fc.constantFrom('top', 'answers', 'tracking'),
  })
  .map(({ service, key, where }) => {
    const poison =
      key === '__proto__' ? `"__proto__": {"polluted": "yes", "serviceId": 1}` : `"constructor": {"prototype": {"polluted": "yes"}}`;
    const text = JSON.stringify(validLead(service));
    if (where === 'top') return `{${poison},${text.slice(1)}`;
    return text.replace(`"${where}":{`, `"${where}":{${poison},`);
  });

const anyBody = fc.oneof(
  { arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)), weight: 3 },
  { arbitrary: nearValidLead, weight: 5 },
  { arbitrary: controlledLead, weight: 2 },
  { arbitrary: pollutingLead, weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }), weight: 1 },
);

function expectNotServerError(r: LightMyRequestResponse, what: string) {
  expect(r.statusCode, `${what} -> ${r.statusCode} ${r.body.slice(0, 300)}`).toBeLessThan(500);
  expect(typeof r.json(), what).toBe('object');
}

describe.each(ENGINES)('generated input on $name', ({ make }) => {
  const t = appFixture({ make, once: true, env: { RATE_LIMIT_WRITES_PER_MINUTE: '1000000', RATE_LIMIT_READS_PER_MINUTE: '1000000' } });
  const { network } = t;
  const post = (payload: string): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'POST', url: '/api/leads', headers: { 'content-type': 'application/json' }, payload });

  it('POST /api/leads: never a 5xx, and a delivery only for a lead answered 201', async () => {
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(anyBody, async (payload) => {
        const before = network.received.length;
        const r = await post(payload);
        expectNotServerError(r, payload.slice(0, 300));
        const delivered = network.received.length - before;
        if (r.statusCode === 201) {
          // Accepted and delivered, or refused quietly as a bot (nothing stored, nothing sent).
          const lead = await t.app.store.findLead(r.json().id);
          expect(delivered).toBe(lead ? 1 : 0);
          if (lead) stored++;
        } else {
          expect(r.statusCode, payload.slice(0, 300)).toBeGreaterThanOrEqual(400);
          expect(typeof r.json().error).toBe('string');
          expect(delivered, `a delivery for a lead answered ${r.statusCode}`).toBe(0);
        }
      }),
      { numRuns: 8000 },
    );
    // The run met real leads too, or it only proved that garbage is refused.
    expect(stored).toBeGreaterThan(50);
    expect(network.received).toHaveLength((await t.app.store.listLeads()).length);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    // NOTE: generous, as SQLite now syncs every commit to disk (synchronous=FULL) and the machine may be shared.
  }, 240_000);

  it('the lookups: never a 5xx for any zip, search text or e-mail address', async () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme', maxLength: 120 }),
      fc.string({ unit: 'binary', maxLength: 120 }),
      fc.constantFrom(...POISON_KEYS),
    );
    const email = fc.oneof(
      text,
      fc.emailAddress(),
      text.map((t) => `jane@${t}`),
    );
    const request = fc.oneof(
      text.map((t) => `/api/zip/${encodeURIComponent(t)}`),
      text.map((t) => `/api/providers?q=${encodeURIComponent(t)}`),
      email.map((e) => `/api/email-domain?email=${encodeURIComponent(e)}`),
      fc.constantFrom(...POISON_KEYS).map((k) => `/api/providers?${k}=x&q=a&q=b`),
    );
    await fc.assert(
      fc.asyncProperty(request, async (url) => {
        expectNotServerError(await t.app.inject(url), url);
      }),
      { numRuns: 4000 },
    );
  }, 60_000);

  it('the server still takes a valid lead afterwards', async () => {
    const before = network.received.length;
    const r = await post(JSON.stringify(validLead(SERVICES[0]!)));
    expect(r.statusCode).toBe(201);
    expect(r.json().status).toBe('delivered');
    expect(network.received.length).toBe(before + 1);
  });
});
