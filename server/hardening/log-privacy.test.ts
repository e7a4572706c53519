// No personal data in the logs: the server's whole log output, at the most verbose level, through the
// wizard's step checks and a submission that the network accepts, one it rejects, one it fails on and
// one that does not validate, contains none of the visitor's name, e-mail, phone, street address or IP.
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { LogCapture } from '#tests/support/log-capture.ts';
import { eventually, postLead, appFixture } from '#tests/support/test-app.ts';

const solar = findServiceByTitle('Solar')!;

// Distinctive values, so a match in the log can only be a leak.
const VISITOR = {
  firstName: 'Zebulon',
  lastName: 'Quackenbush',
  email: 'zebulon.quackenbush@gmail.com',
  phone: '3105550187',
  streetAddress: '4417 Marigold Terrace',
};
const VISITOR_IP = '73.162.19.201';
const PERSONAL = [...Object.values(VISITOR), 'zebulon.quackenbush', 'Marigold', VISITOR_IP];

const logs = new LogCapture();
const t = appFixture({ env: { TRUST_PROXY: 'true', LOG_LEVEL: 'trace' }, logStream: logs, beforeStart: () => logs.clear() });
const { network } = t;

const fromVisitor = { 'x-forwarded-for': VISITOR_IP, 'user-agent': 'Mozilla/5.0 (test)' };

/** What the wizard asks the server while the visitor fills it in. */
async function stepChecks() {
  for (const url of [
    '/api/visitor',
    '/api/zip/90210',
    `/api/email-domain?email=${encodeURIComponent(VISITOR.email)}`,
    '/api/providers?q=South',
  ]) {
    expect((await t.app.inject({ url, headers: fromVisitor })).statusCode, url).toBe(200);
  }
}

function expectNoPersonalData() {
  // The capture must have seen the traffic, or its silence proves nothing.
  expect(logs.text).toContain('incoming request');
  for (const value of PERSONAL) expect(logs.text, `the log contains "${value}"`).not.toContain(value);
}

describe('the log of a submission holds no personal data', () => {
  it('when the network accepts the lead', async () => {
    await stepChecks();
    const r = await postLead(t.app, validLead(solar, VISITOR), fromVisitor);
    expect(r.json().status).toBe('delivered');
    expect(network.received[0]!.body).toMatchObject({ firstName: VISITOR.firstName, ipaddress: VISITOR_IP });
    expect(logs.text).toContain('lead delivery finished');
    expectNoPersonalData();
  });

  it('when the network rejects the lead, naming the visitor in its answer', async () => {
    network.mode = { kind: 'reject', status: 200, body: { error: `Duplicate lead: ${VISITOR.phone} already submitted` } };
    const r = await postLead(t.app, validLead(solar, VISITOR), fromVisitor);
    expect(r.statusCode).toBe(422);
    expect(logs.text).toContain('lead delivery finished');
    expectNoPersonalData();
  });

  it('when the network fails, the lead waits and is retried', async () => {
    network.mode = { kind: 'reject', status: 503, body: { error: `Busy, try ${VISITOR.email} later` } };
    const r = await postLead(t.app, validLead(solar, VISITOR), fromVisitor);
    expect(r.json().status).toBe('queued');
    network.mode = { kind: 'accept' };
    await eventually(async () => (await t.app.store.findLead(r.json().id))?.status === 'delivered');
    expect(logs.text).toContain('lead delivery will be retried');
    expectNoPersonalData();
  });

  it('when the lead does not validate, or is not even JSON', async () => {
    const bad = await postLead(t.app, validLead(solar, { ...VISITOR, phone: `${VISITOR.phone}9`, zipCode: '00000' }), fromVisitor);
    expect(bad.statusCode).toBe(422);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { ...fromVisitor, 'content-type': 'application/json' },
      payload: `{"firstName":"${VISITOR.firstName}","lastName":"${VISITOR.lastName}", "email": ${VISITOR.email}}`,
    });
    expect(broken.statusCode).toBe(400);
    const huge = await postLead(t.app, { ...validLead(solar, VISITOR), requirements: 'x'.repeat(70_000) }, fromVisitor);
    expect(huge.statusCode).toBe(413);
    expectNoPersonalData();
  });
});
