// Delivery against a fake contractor network on loopback, on SQLite and (with TEST_DATABASE_URL) on the
// real PostgreSQL: accepted, down then back, hanging, rejected with HTTP 200 + error, restarted with a
// queued lead, posted twice. Each delivery promise (docs/reliability.md), proven end to end.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture, eventually, postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { GIVE_UP_AFTER_MS, retryDelay } from './backoff.ts';

const solar = findServiceByTitle('Solar')!;
const movers = findServiceByTitle('Movers')!;

describe('retry schedule', () => {
  it('doubles from the base, caps at an hour, and jitters by at most 20 %', () => {
    expect(retryDelay(1, 30_000, () => 0.5)).toBe(30_000);
    expect(retryDelay(2, 30_000, () => 0.5)).toBe(60_000);
    expect(retryDelay(5, 30_000, () => 0.5)).toBe(480_000);
    expect(retryDelay(20, 30_000, () => 0.5)).toBe(3_600_000);
    expect(retryDelay(1, 30_000, () => 0)).toBe(24_000);
    expect(retryDelay(1, 30_000, () => 0.999999)).toBeLessThanOrEqual(36_000);
  });
});

describe.each(ENGINES)('delivery on $name', ({ make }) => {
  const t = appFixture({ make });
  const { network } = t;

  it('delivers an accepted lead at once, with its id as Idempotency-Key and the coded payload', async () => {
    const body = validLead(solar);
    const r = await postLead(t.app, body);
    expect(r.statusCode).toBe(201);
    expect(r.json().status).toBe('delivered');
    expect(network.received).toHaveLength(1);
    const got = network.received[0]!;
    expect(got.idempotencyKey).toBe(r.json().id);
    expect(got.contentType).toContain('application/json');
    expect(got.body).toMatchObject({
      firstName: 'Jane',
      phone: '3105550123',
      state: 'CA',
      zip: '90210',
      category: 20,
      SolarCurrencyBill: 1,
      HowMuchSun: 1,
      ProjectNature: 1,
      ElectricalEnergyProvider: 'Southern California Edison',
      homeOwner: 1,
      Propertytype: 3,
      Purchasetimeframe: 1,
      Timetocall: 2,
      ipaddress: '127.0.0.1',
      affid: 'OP-AFF',
      aff_id: 'AFF1',
      TcpaText: body.tcpaText,
    });
    expect((await t.app.store.findLead(r.json().id))?.status).toBe('delivered');
  });

  it('network down, then back: the visitor is thanked and the lead is delivered exactly once', async () => {
    await network.stop();
    const r = await postLead(t.app, validLead(movers));
    expect(r.statusCode).toBe(201);
    expect(r.json().status).toBe('queued');
    await network.start();
    await network.waitFor(1, 15_000, () => network.accepted);
    await eventually(async () => (await t.app.store.findLead(r.json().id))?.status === 'delivered');
    await new Promise((res) => setTimeout(res, 500));
    expect(network.accepted).toHaveLength(1);
    expect(network.accepted[0]!.idempotencyKey).toBe(r.json().id);
    expect(network.accepted[0]!.body.Movesize).toBe(1);
  });

  it('network hanging: the visitor is thanked after the time-out and the lead is delivered later', async () => {
    network.mode = { kind: 'hang' };
    const started = Date.now();
    const r = await postLead(t.app, validLead(solar));
    expect(r.statusCode).toBe(201);
    expect(r.json().status).toBe('queued');
    expect(Date.now() - started).toBeLessThan(3000);
    network.mode = { kind: 'accept' };
    await network.waitFor(1, 15_000, () => network.accepted);
    await eventually(async () => (await t.app.store.findLead(r.json().id))?.status === 'delivered');
    expect(network.accepted).toHaveLength(1);
  });

  it('a 5xx answer is retried until the network accepts', async () => {
    network.mode = { kind: 'fail', status: 503 };
    const r = await postLead(t.app, validLead(solar));
    expect(r.json().status).toBe('queued');
    await network.waitFor(2);
    network.mode = { kind: 'accept' };
    await network.waitFor(1, 15_000, () => network.accepted);
    const job = await eventually(async () => {
      const j = await t.app.store.jobFor(r.json().id);
      return j?.state === 'done' ? j : undefined;
    });
    expect(job.attempts).toBeGreaterThanOrEqual(3);
  });

  it('a rejection with HTTP 200 and an error field is told to the visitor in plain words and never retried', async () => {
    network.mode = { kind: 'reject', status: 200, body: { status: 'error', error: 'Duplicate lead: phone already submitted today' } };
    const body = validLead(solar);
    const r = await postLead(t.app, body);
    expect(r.statusCode).toBe(422);
    const sentence =
      'We already received a recent request with this phone number or email, so local pros have your details and will contact you. You do not need to send it again.';
    expect(r.json().error).toBe(sentence);
    const lead = (await t.app.store.listLeads()).find((l) => l.submissionId === body.submissionId)!;
    expect(lead.status).toBe('rejected');
    // The network's own words stay on the lead for the console.
    expect(lead.networkError).toBe('Duplicate lead: phone already submitted today');
    await new Promise((res) => setTimeout(res, 600));
    expect(network.received).toHaveLength(1);
    // The same submission posted again gets the same answer, without a second delivery.
    const again = await postLead(t.app, body);
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe(sentence);
    expect(network.received).toHaveLength(1);
  });

  it('a 4xx rejection without text shows the default message', async () => {
    network.mode = { kind: 'reject', status: 400, body: {} };
    const r = await postLead(t.app, validLead(solar));
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toBe('There was a problem submitting your request. Please press Submit again.');
  });

  it('a server restarted with a queued lead delivers it exactly once', async () => {
    await network.stop();
    const r = await postLead(t.app, validLead(solar));
    expect(r.json().status).toBe('queued');
    await t.app.close();
    await network.start();
    await t.restart();
    await network.waitFor(1, 15_000, () => network.accepted);
    await eventually(async () => (await t.app.store.findLead(r.json().id))?.status === 'delivered');
    await new Promise((res) => setTimeout(res, 500));
    expect(network.accepted).toHaveLength(1);
  });

  it('the same submission posted twice makes one lead and one delivery', async () => {
    const body = validLead(solar);
    const [a, b] = await Promise.all([postLead(t.app, body), postLead(t.app, body)]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json()).toEqual(b.json());
    const c = await postLead(t.app, body);
    expect(c.json()).toEqual(a.json());
    expect(network.received).toHaveLength(1);
    expect((await t.app.store.listLeads()).filter((l) => l.submissionId === body.submissionId)).toHaveLength(1);
  });

  it('a lead the network has not taken for three days is marked failed and tried no more', async () => {
    await network.stop();
    const id = randomUUID();
    const createdAt = Date.now() - GIVE_UP_AFTER_MS - 60_000;
    await t.app.store.insertLead({
      id,
      submissionId: randomUUID(),
      serviceId: solar.id,
      status: 'queued',
      payload: { firstName: 'Jane' },
      consent: {
        text: 'I agree.',
        version: 'v1',
        at: createdAt,
        ip: '127.0.0.1',
        userAgent: 'test',
        pageUrl: '',
        certificateUrl: '',
        leadIdToken: '',
      },
      job: { state: 'pending', nextAttemptAt: Date.now(), leaseUntil: null },
      now: createdAt,
    });
    await eventually(async () => (await t.app.store.findLead(id))?.status === 'failed');
    await new Promise((res) => setTimeout(res, 300));
    expect(await t.app.store.jobFor(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('a network answering after the visitor time-out gets the lead once, and the lead ends delivered', async () => {
    // The visitor waits 1 s; the network answers in 2.5 s; the attempt listens for up to 5 s.
    await t.app.close();
    await t.restart({ env: { LEAD_FORWARD_TIMEOUT_MS: '1000', LEAD_LATE_ANSWER_MS: '5000' } });
    network.mode = { kind: 'slow', ms: 2500 };
    const started = Date.now();
    const r = await postLead(t.app, validLead(solar));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(r.statusCode).toBe(201);
    expect(r.json().status).toBe('queued');
    const id = r.json().id as string;
    await eventually(async () => (await t.app.store.findLead(id))?.status === 'delivered');
    // Past where a retry would have come (base 100 ms) had the slow answer counted as a failure.
    await new Promise((res) => setTimeout(res, 1000));
    expect(network.received.map((x) => x.idempotencyKey)).toEqual([id]);
    const timeline = await t.app.store.attemptsFor(id);
    expect(timeline).toEqual([expect.objectContaining({ attempt: 1, trigger: 'first', outcome: 'delivered', http_status: 200 })]);
    expect(timeline[0]!.duration_ms).toBeGreaterThanOrEqual(2400);
  });

  it('an answer later than the late-answer window counts as a failed attempt and is retried', async () => {
    await t.app.close();
    await t.restart({ env: { LEAD_FORWARD_TIMEOUT_MS: '500', LEAD_LATE_ANSWER_MS: '1000' } });
    network.mode = { kind: 'slow', ms: 5000 };
    const r = await postLead(t.app, validLead(solar));
    expect(r.json().status).toBe('queued');
    const id = r.json().id as string;
    await network.waitFor(1);
    network.mode = { kind: 'accept' };
    await eventually(async () => (await t.app.store.findLead(id))?.status === 'delivered');
    const timeline = await t.app.store.attemptsFor(id);
    expect(timeline.map((a) => [a.attempt, a.trigger, a.outcome])).toEqual([
      [1, 'first', 'retry'],
      [2, 'retry', 'delivered'],
    ]);
    expect(timeline[0]!.error).toBe('no answer within 1000 ms');
  });

  it('puts every attempt on the lead timeline once, numbered, with the network answer', async () => {
    network.mode = { kind: 'fail', status: 503 };
    const r = await postLead(t.app, validLead(solar));
    const id = r.json().id as string;
    await network.waitFor(3);
    network.mode = { kind: 'accept' };
    await eventually(async () => (await t.app.store.findLead(id))?.status === 'delivered');
    const timeline = await t.app.store.attemptsFor(id);
    // One row per request the network received, in order.
    expect(timeline).toHaveLength(network.received.length);
    expect(timeline.map((a) => a.attempt)).toEqual(timeline.map((_, i) => i + 1));
    expect(timeline[0]).toMatchObject({
      trigger: 'first',
      outcome: 'retry',
      http_status: 503,
      response: 'upstream error',
      error: 'HTTP 503',
    });
    expect(timeline.slice(1).every((a) => a.trigger === 'retry')).toBe(true);
    expect(timeline.at(-1)).toMatchObject({ outcome: 'delivered', http_status: 200 });
  });

  it('leads held while no forwarding URL was set are delivered once the server starts with one, each once', async () => {
    await t.app.close();
    await t.restart({ forward: false });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await postLead(t.app, validLead(solar));
      expect(r.json().status).toBe('not_configured');
      ids.push(r.json().id as string);
    }
    await new Promise((res) => setTimeout(res, 300));
    expect(network.received).toHaveLength(0);
    await t.app.close();
    await t.restart();
    await eventually(async () => (await t.app.store.listLeads()).every((l) => l.status === 'delivered'));
    await new Promise((res) => setTimeout(res, 500));
    expect(network.received.map((x) => x.idempotencyKey).sort()).toEqual([...ids].sort());
    // A second start finds nothing left to send.
    await t.app.close();
    await t.restart();
    await new Promise((res) => setTimeout(res, 500));
    expect(network.received).toHaveLength(3);
  });

  it('a job whose worker died is taken again once its lease runs out', async () => {
    // A job leased by a worker that is gone: its lease ended a moment ago.
    await network.stop();
    const r = await postLead(t.app, validLead(solar));
    const id = r.json().id as string;
    await t.app.store.db
      .updateTable('delivery_jobs')
      .set({ next_attempt_at: Date.now(), lease_until: Date.now() - 1 })
      .where('lead_id', '=', id)
      .execute();
    await network.start();
    await eventually(async () => (await t.app.store.findLead(id))?.status === 'delivered');
    expect(network.accepted).toHaveLength(1);
  });
});
