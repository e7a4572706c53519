// Simple bots are stopped without a captcha and without ever blocking a person: a filled honeypot field
// or a wizard "filled" in under three seconds is answered like a success, but nothing is stored or
// delivered, and the log says why without any of the lead's personal data.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { LogCapture } from '#tests/support/log-capture.ts';
import { appFixture, postLead, testApp } from '#tests/support/test-app.ts';
import { sqliteTestDb } from '#tests/support/test-db.ts';
import { botSign, MAX_FILL_MS, MIN_FILL_MS } from '../leads/bot-trap.ts';

const solar = findServiceByTitle('Solar')!;
const logs = new LogCapture();
const t = appFixture({ once: true, env: { LOG_LEVEL: 'info' }, logStream: logs, beforeStart: () => logs.clear() });
const { network } = t;

function startedAgo(ms: number) {
  const start = Date.now() - ms;
  return { ...validLead(solar).tracking, start, min: Math.floor(start / 60_000) };
}

async function expectRefusedQuietly(body: ReturnType<typeof validLead>, sign: string) {
  const r = await postLead(t.app, body);
  expect(r.statusCode).toBe(201);
  // Shaped like a real lead's answer, short reference and all.
  expect(Object.keys(r.json()).sort()).toEqual(['id', 'reference', 'status']);
  expect(r.json().reference).toMatch(/^L-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  expect(r.json().status).toBe('queued');
  expect(r.json().id).toMatch(/^[0-9a-f-]{36}$/);
  expect(await t.app.store.findBySubmissionId(body.submissionId)).toBeUndefined();
  expect(await t.app.store.findLead(r.json().id)).toBeUndefined();
  await new Promise((res) => setTimeout(res, 200));
  expect(network.received).toHaveLength(0);
  const warning = logs.records().find((l) => l.msg === 'lead refused quietly: it looks automated');
  expect(warning).toMatchObject({ level: 40, sign, serviceId: solar.id });
  for (const personal of [body.firstName, body.lastName, body.email, body.phone, body.streetAddress])
    expect(logs.text).not.toContain(personal);
}

describe('honeypot', () => {
  it('refuses a lead whose hidden website field is filled, quietly: 201, nothing stored or delivered', async () => {
    await expectRefusedQuietly(validLead(solar, { website: 'https://cheap-pills.example' }), 'honeypot');
  });

  it('takes a lead whose website field is empty or absent', async () => {
    for (const body of [validLead(solar, { website: '' }), validLead(solar)]) {
      const r = await postLead(t.app, body);
      expect(r.statusCode).toBe(201);
      expect(r.json().status).toBe('delivered');
      expect(await t.app.store.findBySubmissionId(body.submissionId)).toBeDefined();
    }
    expect(network.accepted).toHaveLength(2);
  });

  it('bounds the field like every other string', async () => {
    const r = await postLead(t.app, validLead(solar, { website: 'x'.repeat(5000) }));
    expect(r.statusCode).toBe(422);
    expect(network.received).toHaveLength(0);
  });
});

describe('minimum fill time', () => {
  it(`refuses a wizard filled in under ${MIN_FILL_MS} ms, quietly`, async () => {
    await expectRefusedQuietly(validLead(solar, { tracking: startedAgo(500) }), 'too-fast');
    await expectRefusedQuietly(validLead(solar, { tracking: startedAgo(0) }), 'too-fast');
  });

  it('takes a wizard filled in just over the minimum', async () => {
    const body = validLead(solar, { tracking: startedAgo(MIN_FILL_MS + 200) });
    const r = await postLead(t.app, body);
    expect(r.statusCode).toBe(201);
    expect(r.json().status).toBe('delivered');
  });

  it('refuses a tracking.start of 0 (or any time before the wizard could plausibly have opened), quietly', async () => {
    await expectRefusedQuietly(validLead(solar, { tracking: { ...validLead(solar).tracking, start: 0, min: 0 } }), 'implausible-start');
    await expectRefusedQuietly(validLead(solar, { tracking: startedAgo(MAX_FILL_MS + 60_000) }), 'implausible-start');
  });

  it('takes a visitor who left the wizard open for days', async () => {
    const r = await postLead(t.app, validLead(solar, { tracking: startedAgo(3 * 86_400_000) }));
    expect(r.statusCode).toBe(201);
    expect(r.json().status).toBe('delivered');
  });

  it('never blocks a visitor whose clock runs ahead of the server', async () => {
    const body = validLead(solar, { tracking: startedAgo(-10 * 60_000) });
    const r = await postLead(t.app, body);
    expect(r.statusCode).toBe(201);
    expect(r.json().status).toBe('delivered');
  });
});

describe('a trapped submission posted again', () => {
  it('gets the same answer every time, as a stored lead would, and another submission another id', async () => {
    const body = validLead(solar, { website: 'https://cheap-pills.example' });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await postLead(t.app, body)).json());
    expect(answers[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      reference: expect.stringMatching(/^L-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/),
      status: 'queued',
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    const other = (await postLead(t.app, validLead(solar, { website: 'https://cheap-pills.example' }))).json();
    expect(other.id).not.toBe(answers[0].id);
    expect(other.reference).not.toBe(answers[0].reference);
    expect(network.received).toHaveLength(0);
  });

  it('gets the same id from every server on one database, whatever their ADMIN_TOKEN (each reads the key kept in the database), and another id on another database', async () => {
    const body = validLead(solar, { tracking: startedAgo(100) });
    // More servers on the block's database, silent and not forwarding, each with its own token.
    const server = (ADMIN_TOKEN: string) => t.another({ forward: false, logStream: undefined, env: { ADMIN_TOKEN, LOG_LEVEL: 'silent' } });
    const servers = [
      await server('operator-secret-token-1234'),
      await server('operator-secret-token-1234'),
      await server('another-token-5678-abcd'),
    ];
    const ids = [];
    for (const s of servers) ids.push((await postLead(s, body)).json().id);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toBe(ids[0]);
    // Another operator's deployment (its own database) answers another id.
    const elsewhere = sqliteTestDb();
    const other = await testApp({ db: elsewhere, dnsServer: t.dns.server, env: { ADMIN_TOKEN: 'operator-secret-token-1234' } });
    try {
      expect((await postLead(other, body)).json().id).not.toBe(ids[0]);
    } finally {
      await other.close();
      await elsewhere.drop();
    }
  });

  it('gets an id that says nothing about ADMIN_TOKEN: guessing the token offline from decoy ids is not possible', async () => {
    const token = 'operator-secret-token-1234';
    const server = await t.another({ forward: false, logStream: undefined, env: { ADMIN_TOKEN: token, LOG_LEVEL: 'silent' } });
    const body = validLead(solar, { website: 'https://cheap-pills.example' });
    const id: string = (await postLead(server, body)).json().id;
    // What a bot holding a decoy id could check a guessed token against, were the id keyed by the token.
    const keyFromToken = createHmac('sha256', token).update('bot-trap decoy ids').digest();
    for (const key of [keyFromToken, Buffer.from(token)]) {
      const hex = createHmac('sha256', key).update(body.submissionId).digest('hex');
      expect(id.replace(/-/g, '').slice(0, 12)).not.toBe(hex.slice(0, 12));
    }
  });
});

describe('botSign', () => {
  const now = 1_800_000_000_000;
  const lead = (website: string, start: number) => ({ website, tracking: { start } }) as Parameters<typeof botSign>[0];
  it('names what gave a bot away, and nothing for a person', () => {
    expect(botSign(lead('x', now - 60_000), now)).toBe('honeypot');
    expect(botSign(lead('', now - 2999), now)).toBe('too-fast');
    expect(botSign(lead('', now - 3000), now)).toBeUndefined();
    expect(botSign(lead('   ', now - 60_000), now)).toBeUndefined();
    expect(botSign(lead('', now + 5000), now)).toBeUndefined();
    expect(botSign(lead('', 0), now)).toBe('implausible-start');
    expect(botSign(lead('', now - 29 * 86_400_000), now)).toBeUndefined();
  });
});
