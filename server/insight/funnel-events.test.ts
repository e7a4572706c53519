// Step events through the real app on both engines: POST /api/events validates and
// bounds its input, counts a submission's first view of a step once, attributes the source (aff_id, else
// utm_source, else direct), takes back what a bot caught by the trap counted, keeps no IP, no answer and
// no submission id; GET /api/admin/funnel adds it up (views, exits = views less the next step's). Forged
// or broken events cannot hurt the counts: a NUL in one event costs no other event its count, a day counts
// at most 200 sources (then 'other'), and the retention job deletes counts older than 13 months.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { wizardSteps } from '#domain/steps.ts';
import { ADMIN_TOKEN, consoleFixture, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { RetentionJob } from '#server/privacy/retention.ts';
import { funnelCountsCutoff } from './funnel-events.ts';

const solar = findServiceByTitle('Solar')!;
const roofing = findServiceByTitle('Roofing')!;
const BEARER = { authorization: `Bearer ${ADMIN_TOKEN}` };
// The product's Solar wizard: 4 questions of its own, then the 14 shared contact and project steps.
const SOLAR_STEPS = 18;
// The shared steps after a service's own questions: state, ZIP, city | street | first and last name,
// e-mail, phone | home owner, property type, timeframe, time to call, description | review.
const SHARED = { location: 0, address: 3, contact: 4, project: 8, review: 13 };
/** The distinct sources a day counts (docs/reliability.md), besides 'direct' and 'other'. */
const SOURCES_PER_DAY = 200;
const log = pino({ level: 'silent' });

interface FunnelAnswer {
  steps: { step: number; label: string; views: number; exits: number; dropOff: number }[];
  starts: number;
  submits: number;
  accepted: number;
  delivered: number;
  worstStep: number | null;
}

describe.each(ENGINES)('funnel events ($name)', ({ make }) => {
  // The console's days are UTC days here, the days the sources' bound and the retention job count by.
  const f = consoleFixture({ make, env: { CONSOLE_TIME_ZONE: 'UTC' } });
  const send = (body: unknown, headers: Record<string, string> = JSON_HEADERS) =>
    f.app.inject({ method: 'POST', url: '/api/events', headers, payload: JSON.stringify(body) });
  const view = (submissionId: string, step: number, extra: object = {}, serviceId = solar.id) =>
    send({ submissionId, serviceId, step, kind: 'view', ...extra });
  /** A visitor who saw steps 0..last, in order, and (optionally) pressed Submit. */
  async function walk(last: number, opts: { submit?: boolean; extra?: object; serviceId?: number; id?: string } = {}) {
    const id = opts.id ?? randomUUID();
    for (let s = 0; s <= last; s++) expect((await view(id, s, opts.extra, opts.serviceId)).statusCode).toBe(204);
    if (opts.submit)
      expect(
        (await send({ submissionId: id, serviceId: opts.serviceId ?? solar.id, step: last, kind: 'submit', ...opts.extra })).statusCode,
      ).toBe(204);
    return id;
  }
  async function funnel(query: string): Promise<FunnelAnswer> {
    await f.app.insight.recorder.drain();
    const r = await f.app.inject({ url: `/api/admin/funnel?${query}`, headers: BEARER });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  }
  const views = (a: FunnelAnswer) => a.steps.map((s) => s.views);

  it('refuses malformed events with 400 and field errors, and non-JSON with 415', async () => {
    const ok = { submissionId: randomUUID(), serviceId: solar.id, step: 0, kind: 'view' };
    for (const [bad, field] of [
      [{ ...ok, serviceId: 999 }, 'serviceId'],
      [{ ...ok, step: SOLAR_STEPS }, 'step'],
      [{ ...ok, step: -1 }, 'step'],
      [{ ...ok, step: 1.5 }, 'step'],
      [{ ...ok, kind: 'click' }, 'kind'],
      [{ ...ok, submissionId: 'not-a-uuid' }, 'submissionId'],
      [{ ...ok, aff_id: 'x'.repeat(129) }, 'aff_id'],
      // Nothing else is taken: no answer, no e-mail rides along.
      [{ ...ok, email: 'jane@example.com' }, 'body'],
    ] as const) {
      const r = await send(bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json().error).toBe('Invalid event.');
      expect(Object.keys(r.json().fields)).toContain(field);
    }
    expect((await send('nope', { 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect((await send(ok)).statusCode).toBe(204);
  });

  it("counts a submission's first view of a step once, however often it is reported", async () => {
    const from = new Date().toISOString().slice(0, 10);
    const q = `service=Roofing&from=${from}&to=${from}&source=once-test`;
    const id = randomUUID();
    for (let i = 0; i < 3; i++) await view(id, 0, { aff_id: 'once-test' }, roofing.id);
    await view(id, 1, { aff_id: 'once-test' }, roofing.id);
    await view(id, 0, { aff_id: 'once-test' }, roofing.id); // back to the first step
    await view(randomUUID(), 0, { aff_id: 'once-test' }, roofing.id);
    const a = await funnel(q);
    expect(a.steps).toHaveLength(wizardSteps(roofing).length);
    expect(views(a).slice(0, 3)).toEqual([2, 1, 0]);
    expect(a.starts).toBe(2);
  });

  it('adds up views, exits and drop-off for three visitors who stop at different steps and one who submits', async () => {
    const extra = { aff_id: 'dropoff-test' };
    await walk(1, { extra }); // stops on step 2
    await walk(4, { extra }); // stops on step 5
    await walk(4, { extra }); // stops on step 5 too
    await walk(SOLAR_STEPS - 1, { extra, submit: true });
    const a = await funnel('service=Solar&source=dropoff-test');
    expect(a.starts).toBe(4);
    expect(a.submits).toBe(1);
    expect(views(a)).toEqual([4, 4, 3, 3, 3, ...Array(SOLAR_STEPS - 5).fill(1)]);
    expect(a.steps.map((s) => s.exits)).toEqual([0, 1, 0, 0, 2, ...Array(SOLAR_STEPS - 5).fill(0)]);
    expect(a.steps[4]!.dropOff).toBeCloseTo(2 / 3);
    expect(a.steps[1]!.dropOff).toBeCloseTo(1 / 4);
    expect(a.worstStep).toBe(4);
    expect(a.steps[0]!.label).toBe(wizardSteps(solar)[0]!.label);
    expect(a.steps.at(-1)!.label).toBe('Review and submit your request');
  });

  it('attributes events to aff_id, else utm_source, else direct', async () => {
    await walk(0, { extra: { aff_id: 'AFF-77', utm_source: 'newsletter-77' } });
    await walk(0, { extra: { utm_source: 'newsletter-77' } });
    await walk(0, { extra: { utm_source: 'newsletter-77' } });
    const before = (await funnel('service=Solar&source=direct')).starts;
    await walk(0);
    expect((await funnel('service=Solar&source=AFF-77')).starts).toBe(1);
    expect((await funnel('service=Solar&source=newsletter-77')).starts).toBe(2);
    expect((await funnel('service=Solar&source=direct')).starts).toBe(before + 1);
  });

  it('takes back what a submission the bot trap caught counted, and ignores its later events', async () => {
    const extra = { aff_id: 'bot-test' };
    const human = await walk(2, { extra });
    const bot = await walk(SOLAR_STEPS - 1, { extra });
    await f.app.insight.recorder.drain();
    expect(views(await funnel('service=Solar&source=bot-test')).slice(0, 4)).toEqual([2, 2, 2, 1]);
    // The honeypot is filled: answered like a success, nothing stored.
    const trapped = validLead(solar, { submissionId: bot, website: 'http://spam.example' });
    expect((await postLead(f.app, trapped)).statusCode).toBe(201);
    // Its submit beacon arrives after the lead.
    await send({ submissionId: bot, serviceId: solar.id, step: SOLAR_STEPS - 1, kind: 'submit', ...extra });
    const a = await funnel('service=Solar&source=bot-test');
    expect(views(a).slice(0, 4)).toEqual([1, 1, 1, 0]);
    expect(a.submits).toBe(0);
    expect(human).toBeTruthy();
  });

  it('counts accepted and delivered leads from the leads themselves', async () => {
    const id = await walk(SOLAR_STEPS - 1, { extra: { aff_id: 'accept-test' }, submit: true });
    const lead = validLead(solar, { submissionId: id, tracking: { ...validLead(solar).tracking, aff_id: 'accept-test' } });
    const r = await postLead(f.app, lead);
    expect(r.statusCode, r.body).toBe(201);
    const a = await funnel('service=Solar&source=accept-test');
    expect(a).toMatchObject({ starts: 1, submits: 1, accepted: 1, delivered: 1 });
  });

  it('lines all services up by kind of step: each service exits on its own steps, added up', async () => {
    const extra = { aff_id: 'all-test' };
    const own = { roofing: roofing.questions.length, solar: solar.questions.length };
    await walk(0, { serviceId: roofing.id, extra }); // leaves on Roofing's first question
    await walk(own.solar - 1, { serviceId: solar.id, extra }); // leaves on Solar's last question
    await walk(own.roofing + SHARED.address, { serviceId: roofing.id, extra }); // leaves on the street address
    await walk(own.solar + SHARED.contact + 3, { serviceId: solar.id, extra }); // leaves on the phone
    await walk(own.roofing + SHARED.review, { serviceId: roofing.id, extra, submit: true }); // submits
    const a = await funnel('source=all-test');
    expect(a.steps.map((s) => s.label)).toEqual([
      'Service questions',
      'State, ZIP code and city',
      'Street address',
      'Name, e-mail and phone',
      'About the project',
      'Review and submit',
    ]);
    expect(a.steps.map((s) => [s.views, s.exits])).toEqual([
      [5, 2],
      [3, 0],
      [3, 1],
      [2, 1],
      [1, 0],
      [1, 0],
    ]);
    expect(a).toMatchObject({ starts: 5, submits: 1, worstStep: 0 });
    // One service alone still shows its own questions, one row each.
    const roof = await funnel('service=Roofing&source=all-test');
    expect(roof.steps.map((s) => s.label)).toEqual(wizardSteps(roofing).map((s) => s.label));
  });

  it('strips a NUL from an event, and the other events of its batch are counted', async () => {
    const source = 'nul-batch-test';
    const before = (await funnel(`service=Solar&source=${source}`)).starts;
    const sent = [
      await view(randomUUID(), 0, { aff_id: source }),
      await view(randomUUID(), 0, { aff_id: 'nul-batch\u0000-test' }),
      await view(randomUUID(), 0, { aff_id: source, utm_source: 'news\u0000letter' }),
      await view(randomUUID(), 0, { aff_id: source }),
    ];
    expect(sent.map((r) => r.statusCode)).toEqual([204, 204, 204, 204]);
    // All four in one batch, written at once: none is lost, the NUL is gone from the stored source.
    expect((await funnel(`service=Solar&source=${source}`)).starts).toBe(before + 4);
    const stored = await f.store.db.selectFrom('funnel_counts').select('source').distinct().execute();
    expect(stored.filter((r) => r.source.includes('\u0000'))).toEqual([]);
  });

  it('counts at most 200 sources a day: a new source past them counts as other, the known ones and direct still count', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const todaysFirstHour = Date.parse(`${today}T00:00:00Z`) / 3_600_000;
    const sourcesToday = async () =>
      (
        await f.store.db
          .selectFrom('funnel_counts')
          .select('source')
          .distinct()
          .where('hour', '>=', todaysFirstHour)
          .where('hour', '<', todaysFirstHour + 24)
          .where('source', 'not in', ['direct', 'other'])
          .execute()
      ).map((r) => r.source);
    await f.app.insight.recorder.drain();
    const room = SOURCES_PER_DAY - (await sourcesToday()).length;
    expect(room).toBeGreaterThan(0);
    // From addresses of their own, so the flood does not use up the other tests' rate limit.
    const forged = (i: number, source: string) =>
      f.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: JSON_HEADERS,
        remoteAddress: `10.9.${Math.floor(i / 250)}.${1 + (i % 250)}`,
        payload: { submissionId: randomUUID(), serviceId: solar.id, step: 0, kind: 'view', aff_id: source },
      });
    const otherBefore = (await funnel(`service=Solar&from=${today}&to=${today}&source=other`)).starts;
    for (let i = 0; i < room + 5; i++) expect((await forged(i, `forged-${i}`)).statusCode).toBe(204);
    await f.app.insight.recorder.drain();
    expect(await sourcesToday()).toHaveLength(SOURCES_PER_DAY);
    expect((await funnel(`service=Solar&from=${today}&to=${today}&source=other`)).starts).toBe(otherBefore + 5);
    expect((await funnel(`service=Solar&from=${today}&to=${today}&source=forged-${room + 4}`)).starts).toBe(0);
    // A source the day already counts goes on counting under its name, and so do visitors with none.
    await forged(1000, 'forged-0');
    const directBefore = (await funnel(`service=Solar&from=${today}&to=${today}&source=direct`)).starts;
    await walk(0);
    expect((await funnel(`service=Solar&from=${today}&to=${today}&source=forged-0`)).starts).toBe(2);
    expect((await funnel(`service=Solar&from=${today}&to=${today}&source=direct`)).starts).toBe(directBefore + 1);
    expect(await sourcesToday()).toHaveLength(SOURCES_PER_DAY);
  });

  it('the retention job deletes counts older than 13 months and keeps the rest', async () => {
    // 27 November 2026: counts from 27 October 2025 on are kept, the day before goes.
    const now = Date.UTC(2026, 10, 27, 12);
    // Each at its day's 00:00 UTC hour (whole hours since 1970).
    const row = (day: string) => ({
      hour: Date.parse(`${day}T00:00:00Z`) / 3_600_000,
      service_id: solar.id,
      step: 0,
      source: 'prune-test',
      kind: 'view' as const,
      count: 7,
      site_id: 'default',
    });
    await f.store.db
      .insertInto('funnel_counts')
      .values([row('2024-03-01'), row('2025-10-26'), row('2025-10-27'), row('2026-11-01')])
      .execute();
    const result = await new RetentionJob(f.store.db, f.store.dialect, { leadRetentionDays: 1095, log }).run(now);
    expect(result).toBeDefined();
    const left = await f.store.db.selectFrom('funnel_counts').select('hour').where('source', '=', 'prune-test').orderBy('hour').execute();
    expect(left.map((r) => new Date(Number(r.hour) * 3_600_000).toISOString())).toEqual([
      '2025-10-27T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
    ]);
    expect((await funnel('service=Solar&from=2025-10-26&to=2025-10-26&source=prune-test')).starts).toBe(0);
    expect((await funnel('service=Solar&from=2025-10-27&to=2025-10-27&source=prune-test')).starts).toBe(7);
  });

  it('keeps the counts of the last 13 calendar months, whatever the length of the month', () => {
    expect(funnelCountsCutoff(Date.UTC(2026, 10, 27, 12))).toBe('2025-10-27');
    expect(funnelCountsCutoff(Date.UTC(2026, 2, 31))).toBe('2025-02-28');
    expect(funnelCountsCutoff(Date.UTC(2025, 0, 15, 23, 59))).toBe('2023-12-15');
  });

  it('keeps no IP address, no submission id and no cookie in its tables', async () => {
    const id = await walk(1, { extra: { aff_id: 'privacy-test' } });
    await f.app.insight.recorder.drain();
    const seen = await f.store.db.selectFrom('funnel_seen').selectAll().execute();
    const counts = await f.store.db.selectFrom('funnel_counts').selectAll().execute();
    const dump = JSON.stringify([seen, counts]);
    expect(dump).not.toContain(id);
    expect(dump).not.toContain('127.0.0.1');
    expect(Object.keys(seen[0]!).sort()).toEqual([
      'expires_at',
      'hour',
      'kind',
      'service_id',
      'site_id',
      'source',
      'step',
      'submission_hash',
    ]);
    const r = await view(id, 2);
    expect(r.headers['set-cookie']).toBeUndefined();
  });

  it('rejects a report with a bad date or service, and needs an operator', async () => {
    expect((await f.app.inject({ url: '/api/admin/funnel' })).statusCode).toBe(401);
    expect((await f.app.inject({ url: '/api/admin/funnel?service=Nope', headers: BEARER })).statusCode).toBe(400);
    expect((await f.app.inject({ url: '/api/admin/funnel?from=2026-13-01', headers: BEARER })).statusCode).toBe(400);
    expect((await f.app.inject({ url: '/api/admin/funnel?from=2026-05-02&to=2026-05-01', headers: BEARER })).statusCode).toBe(400);
    const viewer = await f.viewerCookie();
    expect((await f.app.inject({ url: '/api/admin/funnel', headers: { cookie: viewer } })).statusCode).toBe(200);
  });
});
