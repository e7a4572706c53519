// A viewer (who sees e-mails, phones and last names masked) cannot get them back through the console: the
// search takes from a viewer only what the viewer is shown or a whole value typed out, never the start of
// a masked one (which, watched for hits a character at a time, rebuilds it); a viewer's searches and lead
// views are in the audit log; a viewer's lead page holds no consent certificate and none of the visitor's
// own words. Admins keep the full search. Through the real app, on both engines.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { ADMIN_TOKEN, consoleFixture, VIEWER } from '#tests/support/console-fixture.ts';
import { storedLead } from '#tests/support/lead-fixtures.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const roofing = findServiceByTitle('Roofing')!;
const BEARER = { authorization: `Bearer ${ADMIN_TOKEN}` };
const CERTIFICATE = 'https://cert.trustedform.com/0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const LEADID_TOKEN = '5A1F3C2E-7B9D-4E11-9C3A-22B6D4E8F001';
const OWN_WORDS = 'Gate code 4471, ask for Maria at 9641 Sunset Blvd, cell 3105550188';

describe.each(ENGINES)('what a viewer can find and see ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true });
  const host = `viewer-${randomUUID().slice(0, 8)}.example`;
  let id: string;
  let reference: string;

  beforeAll(async () => {
    const lead = storedLead(Date.now(), {
      serviceId: roofing.id,
      status: 'delivered',
      payload: {
        firstName: 'Maria',
        lastName: 'Gonzalez',
        email: 'maria.gonzalez@gmail.com',
        phone: '3105550188',
        BriefRequirement: OWN_WORDS,
      },
      job: { state: 'done', nextAttemptAt: Date.now(), leaseUntil: null },
    });
    lead.consent = { ...lead.consent, certificateUrl: CERTIFICATE, leadIdToken: LEADID_TOKEN };
    await f.store.insertLead({
      ...lead,
      details: {
        host,
        firstName: 'Maria',
        lastName: 'Gonzalez',
        email: 'maria.gonzalez@gmail.com',
        phone: '3105550188',
        city: 'Beverly Hills',
        state: 'CA',
        source: 'direct',
        tracking: {},
        answers: { roofMaterial: 'Metal', HomeOwner: 'Yes', requirements: OWN_WORDS },
      },
    });
    id = lead.id;
    reference = (await f.store.findLead(id))!.reference!;
  });

  const found = async (q: string, cookie: string) => {
    const r = await f.get(`/api/admin/leads?host=${host}&q=${encodeURIComponent(q)}`, cookie);
    expect(r.statusCode, r.body).toBe(200);
    return (r.json().leads as { id: string }[]).map((l) => l.id);
  };

  // Starts of what a viewer sees masked (m***@gmail.com, ***-***-0188, G.): each would be one step of
  // rebuilding the whole value.
  const PREFIXES = [
    'Gonz',
    'gonzalez',
    'G',
    'maria g',
    'maria gonzalez',
    'maria.gon',
    'maria.gonzalez@',
    'maria.gonzalez@gmail.co',
    '310',
    '310555',
    '310555018',
    '+1 (310) 555-01',
  ];

  it('a viewer finds nothing by the start of a masked e-mail, phone or last name', async () => {
    for (const q of PREFIXES) expect(await found(q, f.viewer), q).toEqual([]);
  });

  it('a viewer finds the lead by what is shown (first name, reference, lead id) or a whole e-mail or phone', async () => {
    for (const q of [
      'Maria',
      'mar',
      reference,
      reference.toLowerCase().replace(/-/g, ''),
      id,
      'maria.gonzalez@gmail.com',
      'Maria.Gonzalez@Gmail.com',
      '3105550188',
      '(310) 555-0188',
      '+1 310 555 0188',
    ]) {
      expect(await found(q, f.viewer), q).toEqual([id]);
    }
  });

  it('an admin still finds the lead by the start of an e-mail, phone or last name', async () => {
    for (const q of ['Gonz', 'maria gonz', 'maria.gonzalez@', '310555']) expect(await found(q, f.admin), q).toEqual([id]);
    // Punctuation without digits is no phone number: nothing, not an error.
    expect(await found('()', f.admin)).toEqual([]);
  });

  it("a viewer's searches and lead views are written to the audit log", async () => {
    const viewer = await f.viewerCookie();
    await found('Gonz', viewer);
    await found('maria.gonzalez@gmail.com', viewer);
    expect((await f.get(`/api/admin/leads/${id}`, viewer)).statusCode).toBe(200);
    const entries = (await f.app.inject({ url: '/api/admin/audit', headers: BEARER })).json().entries as Record<string, string>[];
    const mine = entries.filter((e) => e.actor === VIEWER.email);
    expect(mine).toContainEqual(expect.objectContaining({ action: 'search-leads', ip: '127.0.0.1', detail: `host=${host} q=Gonz` }));
    expect(mine).toContainEqual(expect.objectContaining({ action: 'search-leads', detail: `host=${host} q=maria.gonzalez@gmail.com` }));
    expect(mine).toContainEqual(expect.objectContaining({ action: 'view-lead', target: id }));
  });

  it("a viewer's lead page carries no consent certificate and none of the visitor's own words", async () => {
    const r = await f.get(`/api/admin/leads/${id}`, f.viewer);
    expect(r.statusCode).toBe(200);
    const page = r.json();
    expect(page.answers).toEqual({ 'What kind of roof or roofing work do you need?': 'Metal', 'Do you own the home?': 'Yes' });
    expect(page.payload).toBeNull();
    expect(page.consent).toMatchObject({ certificateUrl: null, leadIdToken: null });
    for (const secret of [CERTIFICATE, 'trustedform', LEADID_TOKEN, 'Gate code', 'Sunset', 'Gonzalez', '3105550188']) {
      expect(r.body, secret).not.toContain(secret);
    }
  });

  it("an admin's lead page still has them", async () => {
    const page = (await f.get(`/api/admin/leads/${id}`, f.admin)).json();
    expect(page.answers['Briefly describe your project']).toBe(OWN_WORDS);
    expect(page.payload.BriefRequirement).toBe(OWN_WORDS);
    expect(page.consent).toMatchObject({ certificateUrl: CERTIFICATE, leadIdToken: LEADID_TOKEN });
  });
});
