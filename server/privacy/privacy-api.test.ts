// Privacy rights through the real app on both engines (docs/compliance.md): requests stored
// with their legal deadlines, opt-outs and revocations that stop a queued lead and a resend, the console's
// queue and actions (access, delete, correct, confirm / extend / complete), roles and the audit log.
// Expected deadlines are counted by hand on OPM's federal holiday calendar, not by the code under test.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { consentSegments, consentText } from '#domain/consent.ts';
import { consoleFixture, JSON_HEADERS } from '#tests/support/console-fixture.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { confirmationToken, suiteSmtpSink } from '#tests/support/smtp-sink.ts';
import { eventually, postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const solar = findServiceByTitle('Solar')!;
const movers = findServiceByTitle('Movers')!;

/** A person of our own for each test, so tests never see each other's leads. */
function person() {
  const tag = randomUUID().slice(0, 8);
  const digits = String(parseInt(tag, 16) % 10_000).padStart(4, '0');
  return { name: `Ana Rivera ${tag}`, email: `ana.${tag}@gmail.com`, phone: `310555${digits}` };
}

describe.each(ENGINES)('privacy rights ($name)', ({ make }) => {
  // Requests to know, delete or correct act only once the requester proves the e-mail by the mailed link:
  // the mail is received by a real SMTP server on loopback.
  const smtp = suiteSmtpSink();
  const f = consoleFixture({ make, signedIn: true, env: () => ({ SMTP_URL: smtp.url }) });
  const { get, post } = f;
  /** The requester opens the link mailed to them and confirms. */
  const proveEmail = async (email: string) => {
    const token = confirmationToken(await eventually(() => smtp.to(email)[0]));
    const r = await f.app.inject({
      method: 'POST',
      url: '/ConfirmPrivacyRequest',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(r.statusCode, r.body).toBe(200);
  };
  const publicPost = (url: string, payload: object, headers: Record<string, string> = {}) =>
    f.app.inject({ method: 'POST', url, headers: { ...JSON_HEADERS, ...headers }, payload });
  const requestRow = (reference: string) =>
    f.app.privacy.requests.db.selectFrom('privacy_requests').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
  const queueEntry = async (reference: string) => {
    const q = (await get('/api/admin/privacy/requests')).json();
    return q.requests.find((r: { reference: string }) => r.reference === reference);
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('requests from the site', () => {
    it.each([
      // Monday of Thanksgiving week 2026: 10 business days skip Thanksgiving (Nov 26); 45 calendar days.
      ['know', '2026-11-23T17:00:00Z', '2026-11-23', '2026-12-08', '2027-01-07'],
      ['delete', '2026-11-23T17:00:00Z', '2026-11-23', '2026-12-08', '2027-01-07'],
      ['correct', '2026-11-23T17:00:00Z', '2026-11-23', '2026-12-08', '2027-01-07'],
      // Friday Dec 18, 2026: 15 business days skip Christmas (Fri Dec 25) and New Year's Day (Fri Jan 1).
      ['opt-out', '2026-12-18T18:00:00Z', '2026-12-18', null, '2027-01-12'],
      ['limit', '2026-12-18T18:00:00Z', '2026-12-18', null, '2027-01-12'],
      // Saturday July 4, 2026 (observed Friday July 3): counting starts Monday July 6.
      ['know', '2026-07-04T16:00:00Z', '2026-07-04', '2026-07-17', '2026-08-18'],
    ])('%s received %s is stored with its deadlines', async (type, now, receivedOn, confirmBy, respondBy) => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(now) });
      const p = person();
      const r = await publicPost('/api/privacy-requests', {
        type,
        name: p.name,
        email: p.email,
        phone: p.phone,
        details: 'Please act on this.',
      });
      expect(r.statusCode, r.body).toBe(201);
      const { reference } = r.json();
      expect(reference).toMatch(/^PR-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      const row = await requestRow(reference);
      expect(row).toMatchObject({ type, received_on: receivedOn, confirm_by: confirmBy, respond_by: respondBy, email: p.email });
    });

    it('a revocation from /StopContact takes a phone or an e-mail and is done at once (10 business days at most)', async () => {
      // Monday June 28, 2027: July 5 is the observed Independence Day.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2027-06-28T16:00:00Z') });
      const r = await publicPost('/api/stop-contact', { phone: '(310) 555-0142' });
      expect(r.statusCode, r.body).toBe(201);
      const row = await requestRow(r.json().reference);
      expect(row).toMatchObject({ type: 'revoke', phone: '3105550142', respond_by: '2027-07-13', status: 'completed' });
    });

    it('answers bad input with 422 and the field at fault, never stores it', async () => {
      const p = person();
      const bad = [
        [{ type: 'sell-everything', name: p.name, email: p.email }, 'type'],
        [{ type: 'know', name: '', email: p.email }, 'name'],
        [{ type: 'know', name: p.name, email: 'not-an-email' }, 'email'],
        [{ type: 'know', name: p.name, email: p.email, phone: '555' }, 'phone'],
        [{ type: 'know', name: p.name, email: p.email, details: 'x'.repeat(2001) }, 'details'],
      ] as const;
      for (const [body, field] of bad) {
        const r = await publicPost('/api/privacy-requests', body);
        expect(r.statusCode, JSON.stringify(body)).toBe(422);
        expect(Object.keys(r.json().fields)).toContain(field);
      }
      const stop = await publicPost('/api/stop-contact', {});
      expect(stop.statusCode).toBe(422);
      expect(stop.json().error).toBe('Enter your phone number, your email address, or both.');
    });

    it('refuses cross-site posts and non-JSON bodies like every public write', async () => {
      const p = person();
      const body = { type: 'know', name: p.name, email: p.email };
      expect((await publicPost('/api/privacy-requests', body, { origin: 'https://evil.example' })).statusCode).toBe(403);
      const form = await f.app.inject({
        method: 'POST',
        url: '/api/stop-contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'phone=3105550142',
      });
      expect(form.statusCode).toBe(415);
    });

    it('answers a bot that filled the hidden field like a person, and stores nothing', async () => {
      const p = person();
      const r = await publicPost('/api/privacy-requests', { type: 'know', name: p.name, email: p.email, website: 'http://spam.example' });
      expect(r.statusCode).toBe(201);
      expect(r.json().reference).toMatch(/^PR-/);
      const stored = await f.app.privacy.requests.db.selectFrom('privacy_requests').select('id').where('email', '=', p.email).execute();
      expect(stored).toHaveLength(0);
    });

    it('an authorized agent is recorded with the request; Sec-GPC: 1 is read from the header', async () => {
      const p = person();
      const r = await publicPost(
        '/api/privacy-requests',
        { type: 'delete', name: p.name, email: p.email, agent: 'Privacy Helpers LLC' },
        { 'sec-gpc': '1' },
      );
      const row = await requestRow(r.json().reference);
      expect(row).toMatchObject({ agent: 'Privacy Helpers LLC', gpc_signal: 1 });
      expect((await f.app.inject({ url: '/api/privacy/gpc', headers: { 'sec-gpc': '1' } })).json()).toEqual({ gpc: true });
      expect((await f.app.inject({ url: '/api/privacy/gpc' })).json()).toEqual({ gpc: false });
    });
  });

  describe('suppression', () => {
    it('an opt-out stops a queued lead and its resend, until an admin reverses it with a reason', async () => {
      const p = person();
      f.network.mode = { kind: 'fail', status: 503 };
      const lead = await postLead(f.app, validLead(solar, { email: p.email, phone: p.phone }));
      expect(lead.json().status).toBe('queued');
      const id = lead.json().id as string;
      // Queued means waiting for its retry: the first attempt's outcome may still be being written when the
      // visitor is answered (an attempt under way is the next test's case), so wait for its lease to end.
      await eventually(async () => (await f.store.jobFor(id))?.lease_token === null);

      // Opted out by e-mail only, typed in another case: the lead found by its normalised e-mail.
      const optOut = await publicPost('/api/privacy-requests', { type: 'opt-out', name: p.name, email: p.email.toUpperCase() });
      expect(optOut.statusCode).toBe(201);
      const reference = optOut.json().reference as string;
      expect((await f.store.findLead(id))?.status).toBe('suppressed');
      const holds = await f.app.privacy.suppression.holdsOf(id);
      expect(holds[0]?.reason).toBe(`Not delivered: the person is on the suppression list (privacy request ${reference}).`);

      // The network is back and the retry time passes: still not delivered.
      f.network.mode = { kind: 'accept' };
      const sent = f.network.received.length;
      await new Promise((r) => setTimeout(r, 600));
      expect(f.network.received.length).toBe(sent);
      expect((await f.store.jobFor(id))?.state).toBe('suppressed');

      const resend = await post(`/api/admin/leads/${id}/resend`, {});
      expect(resend.statusCode).toBe(409);
      expect(resend.json().error).toContain(reference);
      expect(f.network.received.length).toBe(sent);

      // Only an admin, only with a reason.
      const req = (await queueEntry(reference)) as { id: string };
      const detail = (await get(`/api/admin/privacy/requests/${req.id}`)).json();
      expect(detail.leads.find((l: { id: string }) => l.id === id)).toMatchObject({ status: 'suppressed', heldBack: holds[0]!.reason });
      // The console's lead list can show just the held-back leads.
      const listed = (await get('/api/admin/leads?status=suppressed')).json().leads.map((l: { id: string }) => l.id);
      expect(listed).toContain(id);
      expect((await post(`/api/admin/privacy/requests/${req.id}/reverse-suppression`, { reason: 'Sorry' }, f.viewer)).statusCode).toBe(403);
      expect((await post(`/api/admin/privacy/requests/${req.id}/reverse-suppression`, {})).statusCode).toBe(400);
      const reversed = await post(`/api/admin/privacy/requests/${req.id}/reverse-suppression`, {
        reason: 'The person wrote to withdraw the opt-out.',
      });
      expect(reversed.json()).toEqual({ released: 1 });
      await eventually(async () => (await f.store.findLead(id))?.status === 'delivered');
      expect(f.network.accepted.map((x) => x.idempotencyKey)).toEqual([id]);
    });

    it('the outbox checks the list before each attempt: a lead under way when the revocation came is not retried', async () => {
      const p = person();
      f.network.mode = { kind: 'fail', status: 503 };
      const id = (await postLead(f.app, validLead(solar, { email: p.email, phone: p.phone }))).json().id as string;
      // The job is leased (as while an attempt is under way), so the revocation's own sweep leaves it to the outbox.
      await f.store.db
        .updateTable('delivery_jobs')
        .set({ lease_until: Date.now() + 60_000, lease_token: 'in-flight' })
        .where('lead_id', '=', id)
        .execute();
      await publicPost('/api/stop-contact', { phone: p.phone });
      expect((await f.store.findLead(id))?.status).toBe('queued');
      f.network.mode = { kind: 'accept' };
      const sent = f.network.received.length;
      await f.store.db.updateTable('delivery_jobs').set({ lease_until: 0, next_attempt_at: 0 }).where('lead_id', '=', id).execute();
      await eventually(async () => (await f.store.findLead(id))?.status === 'suppressed');
      expect(f.network.received.length).toBe(sent);
      expect(await f.app.privacy.suppression.holdsOf(id)).toHaveLength(1);
    });

    it('a new lead from a suppressed person is accepted with fresh consent, delivered, and flagged in the console', async () => {
      const p = person();
      await publicPost('/api/stop-contact', { email: p.email, phone: p.phone });
      const lead = await postLead(f.app, validLead(solar, { email: p.email, phone: p.phone }));
      expect(lead.json().status).toBe('delivered');
      const q = (await get('/api/admin/privacy/requests')).json();
      expect(q.flaggedLeads.map((l: { id: string }) => l.id)).toContain(lead.json().id);
    });
  });

  describe('the console queue', () => {
    it('lists open requests due first, marks overdue ones, masks them for a viewer', async () => {
      const early = person();
      const late = person();
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-01-05T17:00:00Z') });
      const old = (await publicPost('/api/privacy-requests', { type: 'know', ...early })).json().reference;
      vi.useRealTimers();
      const recent = (await publicPost('/api/privacy-requests', { type: 'delete', ...late })).json().reference;
      const list = (await get('/api/admin/privacy/requests')).json().requests as { reference: string; overdue: boolean; status: string }[];
      const refs = list.map((r) => r.reference);
      expect(refs.indexOf(old)).toBeLessThan(refs.indexOf(recent));
      expect(list.find((r) => r.reference === old)?.overdue).toBe(true);
      expect(list.find((r) => r.reference === recent)?.overdue).toBe(false);

      const masked = (await get('/api/admin/privacy/requests', f.viewer))
        .json()
        .requests.find((r: { reference: string }) => r.reference === recent);
      expect(masked.email).toBe(`a***@gmail.com`);
      expect(masked.phone).toBe(`***-***-${late.phone.slice(-4)}`);
      expect((await get(`/api/admin/privacy/requests/${masked.id}`, f.viewer)).statusCode).toBe(403);
      expect((await f.app.inject({ url: '/api/admin/privacy/requests' })).statusCode).toBe(401);
    });

    it('deletion removes personal data from the lead and message rows, keeps the rows and the consent record', async () => {
      const p = person();
      const body = validLead(solar, {
        firstName: 'Ana',
        lastName: 'Rivera',
        email: p.email,
        phone: p.phone,
        requirements: 'Call me at home, gate code 4411.',
      });
      const leadId = (await postLead(f.app, body)).json().id as string;
      // Delivery runs after the answer; a request filed before it finishes holds the lead back (suppressed),
      // which is another test's case. This one erases a lead that was already sold.
      await eventually(async () => (await f.store.findLead(leadId))?.status === 'delivered');
      await publicPost('/api/contact', {
        name: 'Ana Rivera',
        email: p.email,
        subject: 'My quote',
        message: 'Please call me back at 310 555 0101.',
      });
      const consentBefore = await f.store.consentFor(leadId);
      const reference = (await publicPost('/api/privacy-requests', { type: 'delete', ...p })).json().reference;
      const { id } = await queueEntry(reference);
      await proveEmail(p.email);

      const detail = (await get(`/api/admin/privacy/requests/${id}`)).json();
      expect(detail.leads.map((l: { id: string }) => l.id)).toEqual([leadId]);
      expect(detail.messages).toHaveLength(1);

      expect((await post(`/api/admin/privacy/requests/${id}/erase`, {}, f.viewer)).statusCode).toBe(403);
      const erased = await post(`/api/admin/privacy/requests/${id}/erase`, {});
      expect(erased.json()).toEqual({ leads: 1, messages: 1, consentRecordsKept: true });

      const row = await f.app.privacy.requests.db.selectFrom('leads').selectAll().where('id', '=', leadId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        first_name: '',
        last_name: '',
        email: '',
        phone: '',
        city: '',
        service_id: solar.id,
        status: 'delivered',
      });
      expect(row.erased_at).not.toBeNull();
      const payload = JSON.parse(row.payload);
      for (const key of ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'zip', 'ipaddress', 'BriefRequirement'])
        expect(payload[key], key).toBe('');
      expect(row.payload).not.toContain('Rivera');
      expect(row.payload).not.toContain(p.phone);
      expect(row.answers).not.toContain('gate code');
      const msg = await f.app.privacy.requests.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('erased_at', 'is not', null)
        .where('subject', '=', '')
        .execute();
      expect(msg.some((m) => m.name === '' && m.email === '' && m.message === '')).toBe(true);
      expect(JSON.stringify(msg)).not.toContain(p.email);
      // The proof of consent stays, unchanged (legal obligation, five years).
      expect(await f.store.consentFor(leadId)).toEqual(consentBefore);

      const audit = (await get('/api/admin/audit')).json().entries as { action: string; target: string; detail: string }[];
      expect(audit.find((e) => e.action === 'privacy-erase' && e.target === reference)?.detail).toContain('consent records kept');
    });

    it('a deleted lead that was still waiting is never sent blank, and resend refuses it', async () => {
      const p = person();
      f.network.mode = { kind: 'fail', status: 503 };
      const leadId = (await postLead(f.app, validLead(solar, { email: p.email, phone: p.phone }))).json().id as string;
      const reference = (await publicPost('/api/privacy-requests', { type: 'delete', ...p })).json().reference;
      const { id } = await queueEntry(reference);
      await proveEmail(p.email);
      // Wait until the first attempt is recorded and its lease given back.
      await eventually(async () => (await f.store.jobFor(leadId))?.lease_token === null);
      expect((await post(`/api/admin/privacy/requests/${id}/erase`, {})).json()).toMatchObject({ leads: 1 });
      f.network.mode = { kind: 'accept' };
      const sent = f.network.received.length;
      await f.store.db.updateTable('delivery_jobs').set({ next_attempt_at: 0 }).where('lead_id', '=', leadId).execute();
      await new Promise((r) => setTimeout(r, 500));
      expect(f.network.received.length).toBe(sent);
      expect((await f.store.findLead(leadId))?.status).toBe('suppressed');
      const resend = await post(`/api/admin/leads/${leadId}/resend`, {});
      expect(resend.statusCode).toBe(409);
      expect(resend.json().error).toBe("This lead's personal data was deleted: there is nothing left to send.");
    });

    it('access: everything held as JSON and as a readable page; correct keeps the old values in the audit log only', async () => {
      const p = person();
      const leadId = (
        await postLead(f.app, validLead(solar, { firstName: 'Ana', lastName: 'Rivera<script>', email: p.email, phone: p.phone }))
      ).json().id;
      const reference = (await publicPost('/api/privacy-requests', { type: 'know', ...p })).json().reference;
      const { id } = await queueEntry(reference);
      await proveEmail(p.email);

      const json = await get(`/api/admin/privacy/requests/${id}/export.json`);
      expect(json.headers['content-disposition']).toBe(`attachment; filename="${reference}.json"`);
      const data = JSON.parse(json.body);
      expect(data.leads[0]).toMatchObject({ id: leadId, service: 'Solar', contact: { email: p.email, phone: p.phone } });
      expect(data.leads[0].consent.text).toBe(consentText(consentSegments(solar)));
      const html = await get(`/api/admin/privacy/requests/${id}/export.html`);
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).toContain('Rivera&lt;script&gt;');
      expect(html.body).not.toContain('Rivera<script>');

      const corrected = await post(`/api/admin/privacy/requests/${id}/correct`, {
        leadId,
        fields: { lastName: 'Rivera', city: 'Los Angeles' },
      });
      expect(corrected.json()).toEqual({ corrected: ['lastName', 'city'] });
      const lead = await f.app.privacy.requests.db
        .selectFrom('leads')
        .select(['last_name', 'city', 'payload'])
        .where('id', '=', leadId)
        .executeTakeFirstOrThrow();
      expect(lead).toMatchObject({ last_name: 'Rivera', city: 'Los Angeles' });
      expect(lead.payload).not.toContain('<script>');
      const audit = (await get('/api/admin/audit')).json().entries as { action: string; detail: string }[];
      expect(audit.find((e) => e.action === 'privacy-correct')?.detail).toBe(
        'lastName: "Rivera<script>" -> "Rivera"; city: "Beverly Hills" -> "Los Angeles"',
      );
    });

    it('confirm, extend once with a reason, then complete; each in the audit log', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-23T17:00:00Z') });
      const reference = (await publicPost('/api/privacy-requests', { type: 'know', ...person() })).json().reference;
      vi.useRealTimers();
      const { id } = await queueEntry(reference);
      expect((await post(`/api/admin/privacy/requests/${id}/confirm`, {})).json().status).toBe('confirmed');
      const extended = await post(`/api/admin/privacy/requests/${id}/extend`, { reason: 'Records are with a partner company.' });
      // 45 more days after January 7, 2027.
      expect(extended.json()).toMatchObject({ extendedTo: '2027-02-21', extensionReason: 'Records are with a partner company.' });
      expect((await post(`/api/admin/privacy/requests/${id}/extend`, { reason: 'Again' })).statusCode).toBe(409);
      expect((await post(`/api/admin/privacy/requests/${id}/complete`, {})).statusCode).toBe(400);
      const done = await post(`/api/admin/privacy/requests/${id}/complete`, { reason: 'Sent the copy by e-mail.' });
      expect(done.json()).toMatchObject({ status: 'completed', statusReason: 'Sent the copy by e-mail.', due: null, overdue: false });
      const audit = (await get('/api/admin/audit')).json().entries as { action: string; target: string; detail: string }[];
      expect(audit.filter((e) => e.action === 'privacy-status' && e.target === reference).map((e) => e.detail)).toEqual([
        'completed: Sent the copy by e-mail.',
        'extended to 2027-02-21: Records are with a partner company.',
        'confirmed',
      ]);
    });
  });

  describe('consent wording per service', () => {
    it('a Movers lead must carry the moving wording; the home-improvement text is refused for it', async () => {
      const ok = await postLead(f.app, validLead(movers));
      expect(ok.statusCode, ok.body).toBe(201);
      expect((await f.store.consentFor(ok.json().id))?.consent_text).toContain('about moving services for my move');
      const wrong = await postLead(f.app, validLead(movers, { tcpaText: consentText(consentSegments(solar)) }));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error).toBe('The consent text has changed. Please reload the page and submit again.');
      const solarWithMovingText = await postLead(f.app, validLead(solar, { tcpaText: consentText(consentSegments(movers)) }));
      expect(solarWithMovingText.statusCode).toBe(422);
    });
  });
});

describe('without SMTP_URL', () => {
  const f = consoleFixture({ signedIn: true });

  it('says mail is off when SMTP_URL is not set', async () => {
    expect((await f.get('/api/admin/privacy/requests')).json().mail).toBe(false);
  });
});

describe('privacy writes share the per-IP write limit', () => {
  const f = consoleFixture({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '2' } });

  it('answers 429 with a message once RATE_LIMIT_WRITES_PER_MINUTE is used up', async () => {
    const send = () => f.app.inject({ method: 'POST', url: '/api/stop-contact', headers: JSON_HEADERS, payload: { phone: '3105550142' } });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
  });
});
