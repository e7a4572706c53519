// Step events through the real app on both engines (contract section 11): POST /api/events validates and
// bounds its input, counts a submission's first view of a step once, attributes the source (aff_id, else
// utm_source, else direct), takes back what a bot caught by the trap counted, keeps no IP, no answer and
// no submission id; GET /api/admin/funnel adds it up (views, exits = views less the next step's).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { wizardSteps } from '#domain/steps.ts';
import { ADMIN_TOKEN, consoleFixture, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const solar = findServiceByTitle('Solar')!;
const roofing = findServiceByTitle('Roofing')!;
const BEARER = { authorization: `Bearer ${ADMIN_TOKEN}` };
// The product's Solar wizard: 4 questions of its own, then the 14 shared contact and project steps.
const SOLAR_STEPS = 18;

interface FunnelAnswer {
  steps: { step: number; label: string; views: number; exits: number; dropOff: number }[];
  starts: number;
  submits: number;
  accepted: number;
  delivered: number;
  worstStep: number | null;
}

describe.each(ENGINES)('funnel events ($name)', ({ make }) => {
  const f = consoleFixture({ make });
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

  it('lines all services up by meaning: each service exits on its own steps, added up', async () => {
    await walk(0, { serviceId: roofing.id, extra: { aff_id: 'all-test' } }); // leaves on Roofing's first question
    await walk(3, { serviceId: solar.id, extra: { aff_id: 'all-test' } }); // leaves on Solar's fourth question
    const a = await funnel('source=all-test');
    expect(a.starts).toBe(2);
    expect(a.steps[0]).toMatchObject({ label: 'Service question 1', views: 2, exits: 1 });
    expect(a.steps[3]).toMatchObject({ label: 'Service question 4', views: 1, exits: 1 });
    expect(a.steps.find((s) => s.label === 'Which state is your project in?')).toMatchObject({ views: 0, exits: 0 });
  });

  it('keeps no IP address, no submission id and no cookie in its tables', async () => {
    const id = await walk(1, { extra: { aff_id: 'privacy-test' } });
    await f.app.insight.recorder.drain();
    const seen = await f.store.db
      .withTables<{ funnel_seen: Record<string, unknown>; funnel_counts: Record<string, unknown> }>()
      .selectFrom('funnel_seen')
      .selectAll()
      .execute();
    const counts = await f.store.db
      .withTables<{ funnel_counts: Record<string, unknown> }>()
      .selectFrom('funnel_counts')
      .selectAll()
      .execute();
    const dump = JSON.stringify([seen, counts]);
    expect(dump).not.toContain(id);
    expect(dump).not.toContain('127.0.0.1');
    expect(Object.keys(seen[0]!).sort()).toEqual(['day', 'expires_at', 'kind', 'service_id', 'source', 'step', 'submission_hash']);
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
