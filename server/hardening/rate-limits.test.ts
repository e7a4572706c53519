// Per-IP rate limits on the public API: the limit answers 429 with a message the visitor can act on,
// another IP is unaffected, several servers share their counts through Redis (with TEST_REDIS_URL,
// the real Redis), and a Redis outage lets requests through instead of failing them. The wizard's step
// events have a limit of their own: a visitor's whole wizard is never refused, and never costs the lead.
import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { findServiceByTitle, SERVICES } from '#domain/catalogue.ts';
import { wizardSteps } from '#domain/steps.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture } from '#tests/support/test-app.ts';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL;
if (!TEST_REDIS_URL) console.warn('TEST_REDIS_URL is not set: the shared (Redis) rate-limit tests are SKIPPED.');

const t = appFixture({ forward: false });

/** A fresh private address per test, so counts left in a shared Redis by an earlier run do not matter. */
function someIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A server of its own on this test's database, with these limits. */
function app(env: Record<string, string>): Promise<FastifyInstance> {
  return t.another({ env });
}

function contact(a: FastifyInstance, ip: string) {
  return a.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: ip,
    payload: { name: 'Jane', email: 'jane@gmail.com', subject: 'Hello', message: 'A question.' },
  });
}

describe('rate limits in one server', () => {
  it('answers 429 with a clear JSON error past the write limit, and another IP is unaffected', async () => {
    const a = await app({ RATE_LIMIT_WRITES_PER_MINUTE: '3' });
    const [ip, other] = [someIp(), someIp()];
    for (let i = 0; i < 3; i++) expect((await contact(a, ip)).statusCode).toBe(201);
    const limited = await contact(a, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/json');
    expect(limited.json().error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await contact(a, other)).statusCode).toBe(201);
  });

  it('limits the lookups separately, and more loosely', async () => {
    const a = await app({ RATE_LIMIT_WRITES_PER_MINUTE: '1', RATE_LIMIT_READS_PER_MINUTE: '5' });
    const ip = someIp();
    expect((await contact(a, ip)).statusCode).toBe(201);
    expect((await contact(a, ip)).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) expect((await a.inject({ url: '/api/zip/90210', remoteAddress: ip })).statusCode).toBe(200);
    const limited = await a.inject({ url: '/api/zip/90210', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toContain('Too many requests');
  });

  it('lets requests through when the Redis store is unreachable, rather than failing them', async () => {
    const a = await app({ RATE_LIMIT_WRITES_PER_MINUTE: '2', REDIS_URL: 'redis://127.0.0.1:1' });
    const started = Date.now();
    for (let i = 0; i < 4; i++) expect((await contact(a, someIp())).statusCode).toBe(201);
    expect((await a.inject('/api/zip/90210')).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

function stepEvent(a: FastifyInstance, ip: string, event: { submissionId: string; serviceId: number; step: number; kind?: string }) {
  return a.inject({ method: 'POST', url: '/api/events', remoteAddress: ip, payload: { kind: 'view', ...event } });
}

/** The longest wizard of the product, walked with Back and Forward on every step, then submitted. */
function carefulVisit(): { submissionId: string; serviceId: number; step: number; kind?: string }[] {
  const service = SERVICES.reduce((a, b) => (wizardSteps(b).length > wizardSteps(a).length ? b : a));
  const last = wizardSteps(service).length - 1;
  const submissionId = randomUUID();
  const at = (step: number) => ({ submissionId, serviceId: service.id, step });
  const events = [at(0)];
  for (let step = 1; step <= last; step++) events.push(at(step), at(step - 1), at(step));
  return [...events, { ...at(last), kind: 'submit' }];
}

/** A quick visit: every step once, then Submit. */
function quickVisit(serviceTitle: string) {
  const service = findServiceByTitle(serviceTitle)!;
  const submissionId = randomUUID();
  const steps = wizardSteps(service).map((_, step) => ({ submissionId, serviceId: service.id, step }));
  return [...steps, { ...steps.at(-1)!, kind: 'submit' }];
}

describe('step events have a limit of their own', () => {
  it("never refuses a visitor's whole wizard with Back and Forward, nor two quick visits after it, under the default limits", async () => {
    // The shipped limits: 30 writes a minute, and the events' own default.
    const a = await app({ RATE_LIMIT_WRITES_PER_MINUTE: '30' });
    const ip = someIp();
    const events = [...carefulVisit(), ...quickVisit('HVAC'), ...quickVisit('Solar')];
    // Three times the writes limit: under a shared limit most of these would have been refused.
    expect(events.length).toBeGreaterThan(90);
    const codes = [];
    for (const e of events) codes.push((await stepEvent(a, ip, e)).statusCode);
    expect(codes.filter((c) => c !== 204)).toEqual([]);
    // And the visitor's lead goes through after all of them.
    const lead = await a.inject({ method: 'POST', url: '/api/leads', remoteAddress: ip, payload: validLead(findServiceByTitle('HVAC')!) });
    expect(lead.statusCode, lead.body).toBe(201);
  });

  it('answers 429 past the events limit, for that address only, and the lead and contact forms still take it', async () => {
    const a = await app({ RATE_LIMIT_EVENTS_PER_MINUTE: '40', RATE_LIMIT_WRITES_PER_MINUTE: '5' });
    const [ip, other] = [someIp(), someIp()];
    const solar = findServiceByTitle('Solar')!;
    const event = () => ({ submissionId: randomUUID(), serviceId: solar.id, step: 0 });
    for (let i = 0; i < 40; i++) expect((await stepEvent(a, ip, event())).statusCode).toBe(204);
    const limited = await stepEvent(a, ip, event());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect((await stepEvent(a, other, event())).statusCode).toBe(204);
    const lead = await a.inject({ method: 'POST', url: '/api/leads', remoteAddress: ip, payload: validLead(solar) });
    expect(lead.statusCode, lead.body).toBe(201);
    expect((await contact(a, ip)).statusCode).toBe(201);
  });

  it('keeps the lead and contact forms to their own limit, whatever the events do', async () => {
    const a = await app({ RATE_LIMIT_WRITES_PER_MINUTE: '2' });
    const ip = someIp();
    const solar = findServiceByTitle('Solar')!;
    expect((await contact(a, ip)).statusCode).toBe(201);
    expect((await contact(a, ip)).statusCode).toBe(201);
    expect((await contact(a, ip)).statusCode).toBe(429);
    expect((await stepEvent(a, ip, { submissionId: randomUUID(), serviceId: solar.id, step: 0 })).statusCode).toBe(204);
  });
});

describe.skipIf(!TEST_REDIS_URL)('rate limits shared through Redis', () => {
  it('counts one IP across two servers, and another IP is unaffected', async () => {
    const env = { RATE_LIMIT_WRITES_PER_MINUTE: '3', REDIS_URL: TEST_REDIS_URL! };
    const [a, b] = [await app(env), await app(env)];
    const [ip, other] = [someIp(), someIp()];
    expect((await contact(a, ip)).statusCode).toBe(201);
    expect((await contact(b, ip)).statusCode).toBe(201);
    expect((await contact(a, ip)).statusCode).toBe(201);
    // The fourth request within the minute, whichever server it reaches.
    const limited = await contact(b, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect((await contact(a, ip)).statusCode).toBe(429);
    expect((await contact(b, other)).statusCode).toBe(201);
    expect((await contact(a, other)).statusCode).toBe(201);
  });
});
