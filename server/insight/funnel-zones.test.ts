// The funnel's days are the signed-in operator's, on both engines: step events are counted by the UTC hour
// they happened in, and GET /api/admin/funnel adds up the hours of the operator's calendar days. A visitor
// at 23:30 in Los Angeles (07:30 UTC the next day) is that day's visitor for an operator there, and the
// next day's for one in New York or on UTC.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { wizardSteps } from '#domain/steps.ts';
import { consoleFixture, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const LA = 'America/Los_Angeles';
const solar = findServiceByTitle('Solar')!;
const SOURCE = 'zone-test';

// 10 November 2026 is after the clocks went back (1 November): Los Angeles is on PST, UTC-8, so 23:30
// there is 07:30 UTC on the 11th. New York (EST, UTC-5) reads the same instant as 02:30 on the 11th.
const AT = Date.UTC(2026, 10, 11, 7, 30);
const LA_DAY = '2026-11-10';
const NEXT_DAY = '2026-11-11';

describe.each(ENGINES)("the funnel over the operator's days ($name)", ({ make }) => {
  const f = consoleFixture({ make, signedIn: true, env: { CONSOLE_TIME_ZONE: 'America/New_York' } });
  const setZone = async (timeZone: string) => {
    const r = await f.app.inject({
      method: 'PUT',
      url: '/api/admin/me/time-zone',
      headers: { cookie: f.admin, ...JSON_HEADERS },
      payload: { timeZone },
    });
    expect(r.statusCode, r.body).toBe(200);
  };
  /** The funnel of one day as `cookie`'s operator reads it: its starts and submits, and the zone it names. */
  async function day(day: string, cookie: string) {
    const r = await f.get(`/api/admin/funnel?service=Solar&source=${SOURCE}&from=${day}&to=${day}`, cookie);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({ from: day, to: day });
    return { starts: body.starts as number, submits: body.submits as number, timeZone: body.timeZone as string };
  }

  beforeAll(async () => {
    // The instant is what the platform's Intl calls 23:30 on the 10th in Los Angeles (not the product's code).
    const la = new Intl.DateTimeFormat('en-CA', { timeZone: LA, dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(AT);
    expect(la).toBe(`${LA_DAY}, 23:30`);
    // One visitor's walk, recorded at that instant by the server's own recorder (the public route stamps
    // events with the time they arrive, which a test cannot choose).
    const submissionId = randomUUID();
    const last = wizardSteps(solar).length - 1;
    for (let step = 0; step <= last; step++)
      f.app.insight.recorder.record({ submissionId, serviceId: solar.id, step, kind: 'view', source: SOURCE, siteId: 'default' }, AT);
    f.app.insight.recorder.record({ submissionId, serviceId: solar.id, step: last, kind: 'submit', source: SOURCE, siteId: 'default' }, AT);
    await f.app.insight.recorder.drain();
  });

  it('counts the 23:30 visitor on that Los Angeles day for an operator in Los Angeles', async () => {
    await setZone(LA);
    expect(await day(LA_DAY, f.admin)).toEqual({ starts: 1, submits: 1, timeZone: LA });
    expect(await day(NEXT_DAY, f.admin)).toEqual({ starts: 0, submits: 0, timeZone: LA });
  });

  it('counts the same visitor on the next day for an operator in New York', async () => {
    // The viewer keeps the console's zone, New York.
    expect(await day(LA_DAY, f.viewer)).toEqual({ starts: 0, submits: 0, timeZone: 'America/New_York' });
    expect(await day(NEXT_DAY, f.viewer)).toEqual({ starts: 1, submits: 1, timeZone: 'America/New_York' });
  });

  it('counts it on the next day for an operator on UTC, and once over both days', async () => {
    await setZone('UTC');
    expect(await day(LA_DAY, f.admin)).toEqual({ starts: 0, submits: 0, timeZone: 'UTC' });
    expect(await day(NEXT_DAY, f.admin)).toEqual({ starts: 1, submits: 1, timeZone: 'UTC' });
    const both = await f.get(`/api/admin/funnel?service=Solar&source=${SOURCE}&from=${LA_DAY}&to=${NEXT_DAY}`);
    expect(both.json()).toMatchObject({ starts: 1, submits: 1, from: LA_DAY, to: NEXT_DAY });
  });
});
