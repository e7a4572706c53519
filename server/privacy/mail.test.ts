// Privacy mail against a real SMTP server on loopback (the smtp-server package), never a mock: with
// SMTP_URL the requester gets a confirmation with their reference and the operators a notice without
// personal data; a mail server that is down costs the visitor nothing.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleFixture, JSON_HEADERS, type ConsoleFixture } from '#tests/support/console-fixture.ts';
import { eventually } from '#tests/support/test-app.ts';

interface Received {
  to: string[];
  data: string;
}

async function smtpServer(): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, inbox };
}

const post = (f: ConsoleFixture, payload: object) =>
  f.app.inject({ method: 'POST', url: '/api/privacy-requests', headers: JSON_HEADERS, payload });

describe('privacy mail', () => {
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  beforeAll(async () => {
    smtp = await smtpServer();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });
  // Its app starts after the mail server, whose port it reads then.
  const f = consoleFixture({
    env: () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PRIVACY_NOTIFY_EMAIL: 'privacy-team@example.com' }),
  });

  it('sends the requester a confirmation with the reference, and the operators a notice without personal data', async () => {
    const r = await post(f, { type: 'delete', name: 'Ana Rivera', email: 'ana.rivera@gmail.com', phone: '3105550142' });
    expect(r.statusCode).toBe(201);
    const { reference } = r.json();
    const [toPerson, toTeam] = await eventually(() => {
      const a = smtp.inbox.find((m) => m.to.includes('ana.rivera@gmail.com'));
      const b = smtp.inbox.find((m) => m.to.includes('privacy-team@example.com'));
      return a && b ? [a, b] : undefined;
    });
    expect(toPerson.data).toContain(`Subject: We received your privacy request ${reference}`);
    expect(toPerson.data).toContain('Hello Ana Rivera');
    expect(toTeam.data).toContain(reference);
    expect(toTeam.data).not.toMatch(/Ana|Rivera|ana\.rivera|3105550142/);

    const cookie = await f.adminCookie();
    expect((await f.app.inject({ url: '/api/admin/privacy/requests', headers: { cookie } })).json().mail).toBe(true);
  });

  describe('when the mail server is down', () => {
    const down = consoleFixture({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });

    it('a mail server that is down does not fail the request', async () => {
      const r = await post(down, { type: 'know', name: 'Ana Rivera', email: 'ana.rivera@gmail.com' });
      expect(r.statusCode).toBe(201);
      expect(r.json().reference).toMatch(/^PR-/);
    });
  });
});
