// Who a privacy request reaches, through the real app on both engines, with its mail received by a real
// SMTP server on loopback: access, deletion and correction reach only the leads of the e-mail the
// requester proved by the mailed link, never before it is proven, and never a stranger's lead that merely
// shares the phone typed into the form; the console shows what each lead matched on. Also: the queue
// comes in pages, and the suppression list knows Gmail's dot and +tag variants (rows written before too).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { consoleFixture, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { suiteSmtpSink } from '#tests/support/smtp-sink.ts';
import { eventually, postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { suppressionHashKey } from './hash-key.ts';
import { SuppressionList } from './suppression.ts';

const solar = findServiceByTitle('Solar')!;

function person() {
  const tag = randomUUID().slice(0, 8);
  const digits = String(parseInt(tag, 16) % 10_000).padStart(4, '0');
  return { name: `Ana Rivera ${tag}`, email: `ana.${tag}@gmail.com`, phone: `310555${digits}` };
}

interface Match {
  email: 'proven' | 'unproven' | null;
  phone: 'unproven' | null;
}

describe.each(ENGINES)('privacy requests reach only what the requester proved ($name)', ({ make }) => {
  const smtp = suiteSmtpSink();
  const f = consoleFixture({ make, signedIn: true, env: () => ({ SMTP_URL: smtp.url }) });
  const { get, post } = f;
  const publicPost = (url: string, payload: object) => f.app.inject({ method: 'POST', url, headers: JSON_HEADERS, payload });
  const requestId = async (reference: string) =>
    (
      await f.app.privacy.requests.db
        .selectFrom('privacy_requests')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
    ).id;
  /** The confirmation link's path and query, as the requester's mail carries it. */
  const mailedLink = async (email: string) => {
    const mail = await eventually(() => smtp.to(email)[0]);
    const url = new URL(/https?:\/\/\S+ConfirmPrivacyRequest\S+/.exec(mail.text)![0]);
    return { path: `${url.pathname}${url.search}`, token: url.searchParams.get('token')! };
  };
  const openAndConfirm = async (email: string) => {
    const { path, token } = await mailedLink(email);
    const page = await f.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm my request');
    const confirmed = await f.app.inject({
      method: 'POST',
      url: '/ConfirmPrivacyRequest',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.body).toContain('Request confirmed');
  };
  const leadRow = (id: string) =>
    f.app.privacy.requests.db
      .selectFrom('leads')
      .select(['email', 'phone', 'last_name', 'erased_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it("own e-mail + a stranger's phone: the stranger's lead is shown as a phone-only candidate, never exported or erased", async () => {
    const me = person();
    const stranger = person();
    const mine = (await postLead(f.app, validLead(solar, { email: me.email, phone: me.phone, lastName: 'Mine' }))).json().id as string;
    const theirs = (await postLead(f.app, validLead(solar, { email: stranger.email, phone: stranger.phone, lastName: 'Stranger' }))).json()
      .id as string;

    const know = (
      await publicPost('/api/privacy-requests', { type: 'know', name: me.name, email: me.email, phone: stranger.phone })
    ).json();
    const del = (
      await publicPost('/api/privacy-requests', { type: 'delete', name: me.name, email: me.email, phone: stranger.phone })
    ).json();
    const knowId = await requestId(know.reference);
    const delId = await requestId(del.reference);
    await eventually(() => (smtp.to(me.email).length >= 2 ? true : undefined));
    // Both links mailed to me; confirm both.
    for (const mail of smtp.to(me.email)) {
      const token = new URL(/https?:\/\/\S+ConfirmPrivacyRequest\S+/.exec(mail.text)![0]).searchParams.get('token')!;
      await f.app.inject({
        method: 'POST',
        url: '/ConfirmPrivacyRequest',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${token}`,
      });
    }

    const detail = (await get(`/api/admin/privacy/requests/${knowId}`)).json();
    expect(detail.emailProvenAt).not.toBeNull();
    const byId = Object.fromEntries(
      (detail.leads as { id: string; match: Match; proven: boolean }[]).map((l) => [l.id, { match: l.match, proven: l.proven }]),
    );
    expect(byId[mine]).toEqual({ match: { email: 'proven', phone: null }, proven: true });
    expect(byId[theirs]).toEqual({ match: { email: null, phone: 'unproven' }, proven: false });

    const exported = JSON.parse((await get(`/api/admin/privacy/requests/${knowId}/export.json`)).body);
    expect(exported.leads.map((l: { id: string }) => l.id)).toEqual([mine]);
    expect(JSON.stringify(exported)).not.toContain(stranger.email);
    expect(JSON.stringify(exported)).not.toContain('Stranger');
    expect((await get(`/api/admin/privacy/requests/${knowId}/export.html`)).body).not.toContain(stranger.email);

    // Correcting the stranger's lead through my request is refused.
    const correct = await post(`/api/admin/privacy/requests/${knowId}/correct`, { leadId: theirs, fields: { lastName: 'Hijacked' } });
    expect(correct.statusCode).toBe(404);

    expect((await post(`/api/admin/privacy/requests/${delId}/erase`, {})).json()).toMatchObject({ leads: 1 });
    expect(await leadRow(theirs)).toMatchObject({ email: stranger.email, phone: stranger.phone, last_name: 'Stranger', erased_at: null });
    expect((await leadRow(mine)).erased_at).not.toBeNull();
  });

  it('nothing is exported, erased or corrected before the e-mail is confirmed; opening the link alone confirms nothing', async () => {
    const me = person();
    const mine = (await postLead(f.app, validLead(solar, { email: me.email, phone: me.phone }))).json().id as string;
    const reference = (await publicPost('/api/privacy-requests', { type: 'delete', ...me })).json().reference as string;
    const id = await requestId(reference);

    const before = (await get(`/api/admin/privacy/requests/${id}`)).json();
    expect(before.emailProvenAt).toBeNull();
    expect(before.leads.find((l: { id: string }) => l.id === mine)).toMatchObject({
      match: { email: 'unproven', phone: 'unproven' },
      proven: false,
    });
    for (const url of [`/api/admin/privacy/requests/${id}/export.json`, `/api/admin/privacy/requests/${id}/export.html`]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(409);
      expect(r.body).not.toContain(me.email);
    }
    const erase = await post(`/api/admin/privacy/requests/${id}/erase`, {});
    expect(erase.statusCode).toBe(409);
    expect(erase.json().error).toContain('has not confirmed their e-mail');
    expect((await post(`/api/admin/privacy/requests/${id}/correct`, { leadId: mine, fields: { city: 'Nowhere' } })).statusCode).toBe(409);
    expect((await leadRow(mine)).erased_at).toBeNull();

    // A mail scanner that follows the link (GET) confirms nothing; a wrong token neither.
    const { path } = await mailedLink(me.email);
    expect((await f.app.inject({ url: path })).statusCode).toBe(200);
    expect((await f.app.inject({ url: '/ConfirmPrivacyRequest?token=' + 'A'.repeat(43) })).statusCode).toBe(404);
    const forged = await f.app.inject({
      method: 'POST',
      url: '/ConfirmPrivacyRequest',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${'A'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(404);
    expect((await post(`/api/admin/privacy/requests/${id}/erase`, {})).statusCode).toBe(409);

    await openAndConfirm(me.email);
    expect((await get(`/api/admin/privacy/requests/${id}`)).json().leads.find((l: { id: string }) => l.id === mine)).toMatchObject({
      match: { email: 'proven', phone: 'unproven' },
      proven: true,
    });
    expect((await post(`/api/admin/privacy/requests/${id}/erase`, {})).json()).toMatchObject({ leads: 1 });
  });

  it('the confirmation form refuses a post from another site', async () => {
    const me = person();
    await publicPost('/api/privacy-requests', { type: 'know', ...me });
    const { token } = await mailedLink(me.email);
    const r = await f.app.inject({
      method: 'POST',
      url: '/ConfirmPrivacyRequest',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: `token=${token}`,
    });
    expect(r.statusCode).toBe(403);
  });
});

describe.each(ENGINES)('the privacy queue in pages ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true });
  const publicPost = (url: string, payload: object) => f.app.inject({ method: 'POST', url, headers: JSON_HEADERS, payload });

  it('gives every request once, open ones due first then closed ones newest first, a page at a time', async () => {
    const refs: string[] = [];
    for (let i = 0; i < 5; i++) refs.push((await publicPost('/api/privacy-requests', { type: 'know', ...person() })).json().reference);
    // Revocations are done on receipt: closed.
    for (let i = 0; i < 3; i++) refs.push((await publicPost('/api/stop-contact', { phone: person().phone })).json().reference);

    const all = (await f.get('/api/admin/privacy/requests?limit=200')).json();
    expect(all.counts).toEqual({ open: 5, closed: 3 });
    expect(all.nextCursor).toBeNull();
    const seen: { reference: string; due: string | null; receivedAt: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await f.get(`/api/admin/privacy/requests?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.requests.length).toBeLessThanOrEqual(3);
      seen.push(...body.requests);
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((r) => r.reference).sort()).toEqual([...refs].sort());
    expect(seen.map((r) => r.reference)).toEqual(all.requests.map((r: { reference: string }) => r.reference));
    const open = seen.filter((r) => r.due);
    expect(open.map((r) => r.due)).toEqual([...open.map((r) => r.due)].sort());
    expect(seen.slice(0, 5).every((r) => r.due)).toBe(true);
    const closed = seen.slice(5).map((r) => r.receivedAt);
    expect(closed).toEqual([...closed].sort().reverse());
  });

  it('refuses a page larger than 200 and a cursor it did not give', async () => {
    expect((await f.get('/api/admin/privacy/requests?limit=201')).statusCode).toBe(400);
    expect((await f.get('/api/admin/privacy/requests?cursor=bm90LWEtY3Vyc29y')).statusCode).toBe(400);
  });
});

describe.each(ENGINES)('the suppression list and Gmail addresses ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true });
  const publicPost = (url: string, payload: object) => f.app.inject({ method: 'POST', url, headers: JSON_HEADERS, payload });

  it('an opt-out of j.o.h.n+x@googlemail.com holds back the leads of john@gmail.com and its other variants', async () => {
    const local = `john${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
    f.network.mode = { kind: 'fail', status: 503 };
    const plain = (await postLead(f.app, validLead(solar, { email: `${local}@gmail.com`, phone: '3105550101' }))).json().id as string;
    const dotted = (
      await postLead(f.app, validLead(solar, { email: `${local.slice(0, 3)}.${local.slice(3)}+quotes@gmail.com`, phone: '3105550102' }))
    ).json().id as string;
    const optOut = await publicPost('/api/privacy-requests', {
      type: 'opt-out',
      name: 'John',
      email: `${local.split('').join('.')}+x@GoogleMail.com`,
    });
    expect(optOut.statusCode).toBe(201);
    for (const id of [plain, dotted]) {
      // Held at once, or (when an attempt was under way just then) by the outbox's check before the next one.
      await eventually(async () => (await f.store.findLead(id))?.status === 'suppressed' || undefined);
      expect((await f.post(`/api/admin/leads/${id}/resend`, {})).statusCode).toBe(409);
    }
    // A new variant arriving later is checked by the outbox, and a different mailbox is not suppressed.
    expect(await f.app.privacy.suppression.activeFor({ email: `${local}+later@gmail.com`, phone: '' }, 0)).toBeDefined();
    expect(await f.app.privacy.suppression.activeFor({ email: `${local}x@gmail.com`, phone: '' }, 0)).toBeUndefined();
    f.network.mode = { kind: 'accept' };
  });

  it('suppressions written before canonical hashing still match every variant once a server starts', async () => {
    const local = `mary${randomUUID().slice(0, 6).replace(/\d/g, 'y')}`;
    const typed = `${local.slice(0, 2)}.${local.slice(2)}+news@gmail.com`;
    // Stored the old way: the e-mail hashed as typed (lower-cased), hash_form 1.
    const optOut = await publicPost('/api/stop-contact', { email: typed });
    const request = await f.app.privacy.requests.db
      .selectFrom('privacy_requests')
      .select('id')
      .where('reference', '=', optOut.json().reference)
      .executeTakeFirstOrThrow();
    const keySource = () => suppressionHashKey(f.store.db, undefined);
    const oldHash = (await import('node:crypto'))
      .createHmac('sha256', await keySource())
      .update(`email:${typed}`)
      .digest('hex');
    await f.app.privacy.requests.db
      .updateTable('suppressions')
      .set({ value_hash: oldHash, hash_form: 1 })
      .where('request_id', '=', request.id)
      .where('kind', '=', 'email')
      .execute();
    // The running list still matches the address as typed.
    expect(await f.app.privacy.suppression.activeFor({ email: typed, phone: '' }, 0)).toBeDefined();
    // A server starting now re-hashes the old rows: every variant matches.
    const restarted = new SuppressionList(f.store.db, f.store.dialect, keySource);
    await restarted.ready();
    for (const variant of [`${local}@gmail.com`, `${local}@googlemail.com`, `${local}+x@gmail.com`, typed]) {
      expect(await restarted.activeFor({ email: variant, phone: '' }, 0), variant).toBeDefined();
    }
  });
});
