// Alerts by e-mail, against a real SMTP server on loopback (smtp-server), on both engines: each kind is
// sent when its condition holds, at most once an hour (also with two servers checking the same database),
// a failed send is tried again at the next check, and no mail carries a visitor's personal data.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertConsoleLead } from '#tests/support/console-fixture.ts';
import { eventually } from '#tests/support/test-app.ts';
import { ENGINES, type TestDb } from '#tests/support/test-db.ts';
import type { LeadStore } from '../store/lead-store.ts';
import type { LeadStatus } from '../store/schema.ts';
import { Alerter } from './alerts.ts';

interface Mail {
  to: string[];
  /** The message with quoted-printable soft line breaks joined. */
  raw: string;
  subject: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
class MailSink {
  readonly mails: Mail[] = [];
  down = false;
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo: (address, _session, cb) => (this.down ? cb(new Error('mailbox unavailable')) : cb()),
    onData: (stream, session, cb) => {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString()));
      stream.on('end', () => {
        const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '';
        this.mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: raw.replace(/=\r\n/g, ''), subject });
        cb();
      });
    },
  });
  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }
  start(): Promise<void> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
  subjects(): string[] {
    return this.mails.map((m) => m.subject);
  }
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const log = pino({ level: 'silent' });

describe.each(ENGINES)('alerts ($name)', ({ make }) => {
  const sink = new MailSink();
  let db: TestDb;
  let store: LeadStore;
  let alerters: Alerter[] = [];
  const alerter = (opts: { networkConfigured?: boolean } = {}) => {
    const a = new Alerter({
      db: store.db,
      smtpUrl: sink.url,
      to: ['ops@example.com', 'owner@example.com'],
      rejectShare: 0.5,
      networkConfigured: opts.networkConfigured ?? true,
      log,
    });
    alerters.push(a);
    return a;
  };
  const lead = (status: LeadStatus, at: number, extra: { deliveredAt?: number } = {}) =>
    insertConsoleLead(store, {
      status,
      createdAt: at,
      deliveredAt: extra.deliveredAt,
      details: { email: 'private.person@gmail.com', phone: '3105550199', firstName: 'Privata' },
    });
  const touch = (id: string, at: number) => store.db.updateTable('leads').set({ updated_at: at }).where('id', '=', id).execute();
  const mailsAbout = (word: string) => sink.mails.filter((m) => m.subject.includes(word));

  beforeAll(async () => {
    await sink.start();
  });
  afterAll(async () => {
    await sink.stop();
  });
  beforeEach(async () => {
    db = await make();
    store = await db.open();
    sink.mails.length = 0;
    sink.down = false;
  });
  afterEach(async () => {
    for (const a of alerters) await a.stop();
    alerters = [];
    await store.close();
    await db.drop();
  });

  it('tells of new contact messages at most once an hour, then of those that came since', async () => {
    const now = Date.now();
    const a = alerter();
    await store.insertContactMessage({
      id: randomUUID(),
      name: 'Privata Person',
      email: 'private.person@gmail.com',
      subject: 'Quote',
      message: 'Call me',
      now: now - MIN,
    });
    await a.check(now);
    expect(mailsAbout('contact message').map((m) => m.subject)).toEqual(['[BuildMatch Pros] 1 new contact message']);
    expect(mailsAbout('contact message')[0]!.to).toEqual(['ops@example.com', 'owner@example.com']);
    await store.insertContactMessage({
      id: randomUUID(),
      name: 'B',
      email: 'b@gmail.com',
      subject: 'Quote',
      message: 'Hi',
      now: now + 5 * MIN,
    });
    await store.insertContactMessage({
      id: randomUUID(),
      name: 'C',
      email: 'c@gmail.com',
      subject: 'Quote',
      message: 'Hi',
      now: now + 6 * MIN,
    });
    await a.check(now + 10 * MIN);
    await a.check(now + 59 * MIN);
    expect(mailsAbout('contact message')).toHaveLength(1);
    await a.check(now + 61 * MIN);
    expect(mailsAbout('contact message').map((m) => m.subject)).toEqual([
      '[BuildMatch Pros] 1 new contact message',
      '[BuildMatch Pros] 2 new contact messages',
    ]);
  });

  it('says the network is silent when a lead has waited 15 minutes and nothing was delivered since', async () => {
    const now = Date.now();
    const a = alerter();
    await lead('queued', now - 10 * MIN);
    await a.check(now);
    expect(mailsAbout('no lead')).toHaveLength(0); // waiting only 10 minutes
    await lead('queued', now - 16 * MIN);
    const delivered = await lead('delivered', now - 20 * MIN, { deliveredAt: now - 5 * MIN });
    await touch(delivered, now - 5 * MIN); // as the worker leaves a delivered lead
    await a.check(now);
    expect(mailsAbout('no lead')).toHaveLength(0); // a delivery 5 minutes ago: the network works
    await store.db
      .updateTable('leads')
      .set({ delivered_at: now - 40 * MIN, updated_at: now - 40 * MIN })
      .where('id', '=', delivered)
      .execute();
    await a.check(now);
    expect(mailsAbout('no lead').map((m) => m.subject)).toEqual(['[BuildMatch Pros] The network has taken no lead for 15 minutes']);
    // Without a network configured, held leads are expected: no alert.
    sink.mails.length = 0;
    await alerter({ networkConfigured: false }).check(now + 2 * HOUR);
    expect(mailsAbout('no lead')).toHaveLength(0);
  });

  it('says the network rejects too much when over the set share of the last hour was rejected', async () => {
    const now = Date.now();
    const a = alerter();
    for (const s of ['rejected', 'rejected', 'delivered', 'delivered'] as const) await touch(await lead(s, now - 30 * MIN), now - 20 * MIN);
    await a.check(now);
    expect(mailsAbout('rejected')).toHaveLength(0); // 2 of 4: too few answers, and not over half
    await touch(await lead('rejected', now - 30 * MIN), now - 10 * MIN);
    await a.check(now);
    expect(mailsAbout('rejected').map((m) => m.subject)).toEqual(['[BuildMatch Pros] The network rejected 60% of leads in the last hour']);
  });

  it("lists leads that failed for good by id, without anyone's personal data", async () => {
    const now = Date.now();
    const failed = await lead('failed', now - 3 * 86_400_000);
    await touch(failed, now - MIN);
    await alerter().check(now);
    const mail = mailsAbout('failed for good')[0]!;
    expect(mail.subject).toBe('[BuildMatch Pros] 1 lead failed for good');
    expect(mail.raw).toContain(failed);
    // And by the reference the console's search finds it by.
    expect(mail.raw).toMatch(/ {2}L-[2-9A-Z]{4}-[2-9A-Z]{4} /);
    expect(mail.raw).toContain((await store.findLead(failed))!.reference!);
    for (const m of sink.mails) for (const personal of ['private.person', '3105550199', 'Privata']) expect(m.raw).not.toContain(personal);
  });

  it("sends yesterday's summary once a day, with the top sources", async () => {
    const today = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const yesterday = today - 86_400_000;
    for (const [status, source] of [
      ['delivered', 'AFF-1'],
      ['delivered', 'AFF-1'],
      ['rejected', 'newsletter'],
      ['queued', 'direct'],
    ] as const) {
      await insertConsoleLead(store, { status, createdAt: yesterday + HOUR, details: { source } });
    }
    await insertConsoleLead(store, { status: 'delivered', createdAt: today + MIN }); // today's: not in it
    const a = alerter();
    await a.check(today + 2 * MIN);
    await a.check(today + HOUR * 3);
    const summaries = mailsAbout('Daily summary');
    expect(summaries.map((m) => m.subject)).toEqual([
      `[BuildMatch Pros] Daily summary for ${new Date(yesterday).toISOString().slice(0, 10)}`,
    ]);
    const text = summaries[0]!.raw;
    expect(text).toContain('Leads: 4');
    expect(text).toContain('Delivered: 2');
    expect(text).toContain('Rejected: 1');
    expect(text).toMatch(/AFF-1: 2\r?\n\s+(direct|newsletter): 1/);
    await a.check(today + 86_400_000 + MIN);
    expect(mailsAbout('Daily summary')).toHaveLength(2);
  });

  it('marks the sources in the daily summary as visitor text: one line, quoted, shortened, no link that looks like ours', async () => {
    const today = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const forged =
      'https://www.buildmatchpros.com.payout-check.example/login\r\nURGENT: your payouts are on hold, sign in at the link above or call 555-0100';
    for (const source of [forged, forged, 'AFF-7']) {
      await insertConsoleLead(store, { status: 'delivered', createdAt: today - 86_400_000 + HOUR, details: { source } });
    }
    await alerter().check(today + 2 * MIN);
    // Quoted-printable undone (the ellipsis is UTF-8).
    const raw = mailsAbout('Daily summary')[0]!.raw;
    const text = Buffer.from(
      raw.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
    expect(text).toContain("Top sources (names from the visitors' own links, unchecked; shown quoted and shortened):");
    const lines = text.split(/\r?\n/);
    // The visitor's words never start a line of their own, carry no working link and stop at 40 characters.
    expect(lines.some((l) => l.startsWith('URGENT'))).toBe(false);
    expect(text).not.toMatch(/https?:\/\/|buildmatchpros\.com\.payout/);
    const forgedLine = lines.find((l) => l.includes('payout'))!;
    expect(forgedLine).toMatch(/^ {2}"hxxps\[:\]\/\/www\[\.\]buildmatchpros\[\.\]com\[\.\]payout-.*…": 2$/);
    expect(/"(.*)"/.exec(forgedLine)![1]!.replace(/\[(.)\]|\[:\]/g, '$1').length).toBeLessThanOrEqual(40);
    expect(lines).toContain('  AFF-7: 1');
  });

  it('sends one alert when two servers check the same database at once', async () => {
    const now = Date.now();
    await store.insertContactMessage({
      id: randomUUID(),
      name: 'A',
      email: 'a@gmail.com',
      subject: 'Quote',
      message: 'Hi',
      now: now - MIN,
    });
    await Promise.all([alerter().check(now), alerter().check(now)]);
    expect(mailsAbout('contact message')).toHaveLength(1);
  });

  it('tries again at the next check when the mail server refused the alert', async () => {
    const now = Date.now();
    await store.insertContactMessage({
      id: randomUUID(),
      name: 'A',
      email: 'a@gmail.com',
      subject: 'Quote',
      message: 'Hi',
      now: now - MIN,
    });
    const a = alerter();
    sink.down = true;
    await a.check(now);
    expect(mailsAbout('contact message')).toHaveLength(0);
    sink.down = false;
    await a.check(now + MIN);
    await eventually(() => mailsAbout('contact message').length === 1 || undefined);
  });
});
