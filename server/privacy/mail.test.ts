// Privacy mail against a real SMTP server on loopback (the smtp-server package), never a mock: with
// SMTP_URL the requester gets a receipt with their reference (and the link that proves their e-mail) and
// the operators a notice without personal data; the receipt carries no word the visitor typed and no
// header they could inject; one address gets a few mails a day at most, counted in the database; a mail
// server that is down costs the visitor nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SITE } from '#domain/site.ts';
import { consoleFixture, JSON_HEADERS, type ConsoleFixture } from '#tests/support/console-fixture.ts';
import { confirmationToken, suiteSmtpSink } from '#tests/support/smtp-sink.ts';
import { eventually } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { MailLimit, VISITOR_MAILS_PER_DAY } from './mail-limit.ts';
import { oneLine } from './mail.ts';

const post = (f: ConsoleFixture, payload: object) =>
  f.app.inject({ method: 'POST', url: '/api/privacy-requests', headers: JSON_HEADERS, payload });

const tag = () => randomUUID().slice(0, 8);

describe.each(ENGINES)('privacy mail ($name)', ({ make }) => {
  const smtp = suiteSmtpSink();
  // Its app starts after the mail server, whose port it reads then.
  const f = consoleFixture({
    make,
    env: () => ({ SMTP_URL: smtp.url, PRIVACY_NOTIFY_EMAIL: 'privacy-team@example.com' }),
  });

  it('sends the requester a receipt with the reference, and the operators a notice without personal data', async () => {
    const email = `ana.rivera.${tag()}@gmail.com`;
    const r = await post(f, { type: 'delete', name: 'Ana Rivera', email, phone: '3105550142' });
    expect(r.statusCode).toBe(201);
    const { reference } = r.json();
    const [toPerson, toTeam] = await eventually(() => {
      const a = smtp.to(email)[0];
      const b = smtp.to('privacy-team@example.com').find((m) => m.subject.includes(reference));
      return a && b ? [a, b] : undefined;
    });
    expect(toPerson.subject).toBe(`We received your privacy request ${reference}`);
    expect(toPerson.text).toContain(`Its reference number is ${reference}`);
    expect(toTeam.data).toContain(reference);
    expect(toTeam.data).not.toMatch(/Ana|Rivera|ana\.rivera|3105550142/);

    const cookie = await f.adminCookie();
    expect((await f.app.inject({ url: '/api/admin/privacy/requests', headers: { cookie } })).json().mail).toBe(true);
  });

  it('writes the receipt in Spanish to a request made on a Spanish page, and the page its link opens', async () => {
    const email = `lucia.gomez.${tag()}@gmail.com`;
    const r = await post(f, { type: 'know', name: 'Lucía Gómez', email, lang: 'es' });
    expect(r.statusCode).toBe(201);
    const { reference } = r.json();
    const mail = await eventually(() => smtp.to(email)[0]);
    expect(mail.subject).toBe(`Recibimos su solicitud de privacidad ${reference}`);
    // The sink undoes quoted-printable byte by byte: the bytes are UTF-8.
    const text = Buffer.from(mail.text, 'latin1').toString('utf8');
    expect(text).toContain(`Su número de referencia es ${reference}; menciónelo si nos escribe sobre ella.`);
    expect(text).toContain('(Saber qué información mía tienen / acceder a ella)');
    expect(text).toContain('presione "Confirmar mi solicitud"');
    expect(text).not.toMatch(/We received|reference number/);
    // The page the link opens speaks Spanish too, and so does the answer to its button.
    const token = confirmationToken(mail);
    const page = await f.app.inject({ url: `/ConfirmPrivacyRequest?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('>Confirmar mi solicitud</button>');
    expect(page.body).toContain('(Saber qué información mía tienen / acceder a ella)');
    const done = await f.app.inject({
      method: 'POST',
      url: '/ConfirmPrivacyRequest',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(`Gracias. Su solicitud ${reference} está confirmada`);
    expect(done.body).toContain('<a href="/es"');
    expect(
      await f.app.store.db.selectFrom('privacy_requests').select('lang').where('reference', '=', reference).executeTakeFirst(),
    ).toEqual({
      lang: 'es',
    });
  });

  it('carries no text the visitor typed (name, details, agent) and no header they could inject; the link is the site own', async () => {
    const email = `victim.${tag()}@example.com`;
    const typed = {
      name: 'Dear customer,\r\nBcc: many@evil.example\r\nlog in at buildmatchpros.com.evil.example',
      details: 'Your account is locked. Reset your password at https://evil.example/reset',
      agent: 'Support Team\nReply-To: thief@evil.example',
    };
    const r = await post(f, { type: 'know', email, ...typed });
    expect(r.statusCode, r.body).toBe(201);
    const { reference } = r.json();
    const mail = await eventually(() => smtp.to(email)[0]);
    // Delivered to the typed address alone, with fixed wording.
    expect(mail.to).toEqual([email]);
    for (const m of smtp.inbox.filter((x) => x.data.includes(reference))) {
      expect(m.to).not.toContain('many@evil.example');
      expect(m.data).not.toMatch(/evil\.example|Dear customer|account is locked|Reset your password|Support Team/);
      expect(m.headers).not.toMatch(/^(Bcc|Reply-To):/im);
    }
    expect(mail.headers).toMatch(new RegExp(`^From: ${SITE.brand} Privacy <${SITE.complianceEmail}>`, 'm'));
    // The one link: the confirmation page on the site's own address, with a long random token.
    const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(new RegExp(`^${SITE.siteUrl.replace(/\./g, '\\.')}/ConfirmPrivacyRequest\\?token=[A-Za-z0-9_-]{43}$`));
  });

  it('header values lose every line break, whatever they came from', () => {
    expect(oneLine('Request PR-2345-6789\r\nBcc: a@evil.example\u2028X: y')).toBe('Request PR-2345-6789 Bcc: a@evil.example X: y');
  });

  it(`mails one mailbox at most ${VISITOR_MAILS_PER_DAY} times a day, its Gmail variants counted as one`, async () => {
    const local = `rosa${tag()}`;
    const variants = [
      `${local}@gmail.com`,
      `${local.slice(0, 2)}.${local.slice(2)}@gmail.com`,
      `${local}+privacy@googlemail.com`,
      `${local.toUpperCase()}@GMAIL.COM`,
      `${local}+2@gmail.com`,
    ];
    const refs: string[] = [];
    for (const email of variants) refs.push((await post(f, { type: 'know', name: 'Rosa', email })).json().reference);
    // Every request is stored and reaches the operators; only the first three mails reach the mailbox.
    await eventually(() => refs.every((ref) => smtp.to('privacy-team@example.com').some((m) => m.subject.includes(ref))) || undefined);
    await new Promise((r) => setTimeout(r, 300));
    const toMailbox = smtp.inbox.filter((m) => variants.map((v) => v.toLowerCase()).includes(m.to[0]!.toLowerCase()));
    expect(toMailbox).toHaveLength(VISITOR_MAILS_PER_DAY);
  });

  it('the count is kept in the database: two servers taking sends at once, and a restart, never pass the bound', async () => {
    const db = f.store.db;
    const hash = async (a: string) => `test-${a}`;
    const serverA = new MailLimit(db, hash);
    const serverB = new MailLimit(db, hash);
    const address = `burst.${tag()}@example.com`;
    const taken = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? serverA : serverB).take(address, 3)));
    expect(taken.filter(Boolean)).toHaveLength(3);
    // A new server (a restart) sees the same count; the next day starts afresh.
    const restarted = new MailLimit(db, hash);
    expect(await restarted.take(address, 3)).toBe(false);
    expect(await restarted.take(address, 3, Date.now() + 86_400_000)).toBe(true);
    // The retention job forgets the days before yesterday.
    expect(await restarted.prune(Date.now() + 3 * 86_400_000)).toBeGreaterThan(0);
  });
});

describe('when the mail server is down', () => {
  const down = consoleFixture({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });

  it('a mail server that is down does not fail the request', async () => {
    const r = await post(down, { type: 'know', name: 'Ana Rivera', email: 'ana.rivera@gmail.com' });
    expect(r.statusCode).toBe(201);
    expect(r.json().reference).toMatch(/^PR-/);
  });
});
