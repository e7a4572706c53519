// A privacy request is the business of the site it was made on (the e-mails are the
// request's site's): its receipt and the operators' notice come from that site's compliance address in its
// name, the page its link opens and the copy of everything held carry its brand, whichever of the
// deployment's hosts they are opened on. The request here is made on the second of three sites, so the
// deployment's first site (what loopback names and the console's host serve) would be the wrong brand.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { consoleFixture, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { confirmationToken, suiteSmtpSink } from '#tests/support/smtp-sink.ts';
import { eventually } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { THREE_SITES, writeThreeSites } from '#tests/support/three-sites.ts';

const sitesDir = mkdtempSync(join(tmpdir(), 'site-privacy-'));
writeThreeSites(sitesDir);
afterAll(() => rmSync(sitesDir, { recursive: true, force: true }));

// The one-site layout's brand (config/site.json), which is none of the three.
const BRANDS = [...THREE_SITES.map((s) => s.brand), 'BuildMatch Pros'];
const named = (text: string) => BRANDS.filter((b) => text.includes(b));
const roofing = THREE_SITES.find((s) => s.id === 'roofing')!;
const NOTIFY = 'privacy-team@example.com';

describe.each(ENGINES)('a privacy request made on the second of three sites ($name)', ({ make }) => {
  const smtp = suiteSmtpSink();
  // Its app starts after the mail server, whose port it reads then.
  const f = consoleFixture({
    make,
    signedIn: true,
    env: () => ({ SITES_DIR: sitesDir, SMTP_URL: smtp.url, PRIVACY_NOTIFY_EMAIL: NOTIFY }),
  });

  it('is mailed, shown and exported in that site’s name, from its address, on any host', async () => {
    const email = `jane.${randomUUID().slice(0, 8)}@gmail.com`;
    const r = await f.app.inject({
      method: 'POST',
      url: '/api/privacy-requests',
      headers: { host: roofing.hosts[0]!, ...JSON_HEADERS },
      payload: { type: 'know', name: 'Jane Homeowner', email, phone: '', details: 'What do you hold?' },
    });
    expect(r.statusCode, r.body).toBe(201);
    const { reference } = r.json() as { reference: string };

    // The receipt and the operators' notice: from the site's compliance address, signed with its company.
    const [receipt, notice] = await eventually(() => {
      const a = smtp.to(email)[0];
      const b = smtp.to(NOTIFY).find((m) => m.subject.includes(reference));
      return a && b ? [a, b] : undefined;
    });
    for (const mail of [receipt, notice]) {
      expect(mail.headers).toMatch(/^From: Ridgeline Roof Quotes Privacy <privacy@ridgelineroof\.com>$/m);
      expect(named(mail.data)).toEqual([roofing.brand]);
    }
    expect(receipt.text).toMatch(/^Ridgeline Roof Quotes LLC\r?\nprivacy@ridgelineroof\.com\r?$/m);
    expect(receipt.text.match(/https?:\/\/\S+/g)).toEqual([
      expect.stringMatching(/^https:\/\/www\.ridgelineroof\.com\/ConfirmPrivacyRequest\?token=[A-Za-z0-9_-]{43}$/),
    ]);

    // Its link opened on a loopback name (which serves the first site): the page is still the request's site's.
    const token = confirmationToken(receipt);
    const ask = await f.app.inject({ url: `/ConfirmPrivacyRequest?token=${token}`, headers: { host: '127.0.0.1' } });
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('<title>Confirm your privacy request | Ridgeline Roof Quotes</title>');
    expect(named(ask.body)).toEqual([roofing.brand]);
    const done = await f.app.inject({
      method: 'POST',
      url: '/ConfirmPrivacyRequest',
      headers: { host: '127.0.0.1', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<title>Request confirmed | Ridgeline Roof Quotes</title>');
    expect(named(done.body)).toEqual([roofing.brand]);

    // The copy of everything held, from the console (on the deployment's first host): the request's site's
    // brand, colour and contact address.
    const { id } = await f.store.db
      .selectFrom('privacy_requests')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const page = await f.get(`/api/admin/privacy/requests/${id}/export.html`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<title>Your information held by Ridgeline Roof Quotes (${reference})</title>`);
    expect(page.body).toContain('<h1>Your information held by Ridgeline Roof Quotes</h1>');
    expect(page.body).toContain('<p>Ridgeline Roof Quotes LLC · privacy@ridgelineroof.com</p>');
    expect(page.body).toContain(`border-top:2px solid ${roofing.themeColor}`);
    expect(named(page.body)).toEqual([roofing.brand]);
    const json = await f.get(`/api/admin/privacy/requests/${id}/export.json`);
    expect((JSON.parse(json.body) as { request: { site: string } }).request.site).toBe('roofing');
  });
});

describe.each(ENGINES)('the operators’ notice of a request, with no PRIVACY_NOTIFY_EMAIL ($name)', ({ make }) => {
  const smtp = suiteSmtpSink();
  const f = consoleFixture({ make, env: () => ({ SITES_DIR: sitesDir, SMTP_URL: smtp.url }) });

  it('goes to the compliance address of the site the request was made on, not the first site’s', async () => {
    const first = THREE_SITES[0]!;
    const r = await f.app.inject({
      method: 'POST',
      url: '/api/privacy-requests',
      headers: { host: roofing.hosts[0]!, ...JSON_HEADERS },
      payload: { type: 'opt-out', name: 'Jane Homeowner', email: `jane.${randomUUID().slice(0, 8)}@gmail.com`, phone: '' },
    });
    expect(r.statusCode, r.body).toBe(201);
    const { reference } = r.json() as { reference: string };
    const notice = await eventually(() => smtp.inbox.find((m) => m.subject.startsWith(`New privacy request ${reference}`)));
    expect(notice.to).toEqual(['privacy@ridgelineroof.com']);
    expect(notice.headers).toMatch(/^From: Ridgeline Roof Quotes Privacy <privacy@ridgelineroof\.com>$/m);
    expect(smtp.to(first.complianceEmail)).toEqual([]);
  });
});
