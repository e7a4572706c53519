// NUL and other control characters in any field are dropped where the input is read, so SQLite and
// PostgreSQL store (and the network receives) the same text; before, PostgreSQL failed the lead with a 503
// while SQLite took it with the NUL inside. Line breaks stay where a visitor may write several lines.
// Names made of nothing visible, or of no letter at all, are refused with the field's required message.
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { appFixture, postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

const solar = findServiceByTitle('Solar')!;

describe.each(ENGINES)('control characters and invisible names on $name', ({ make }) => {
  const t = appFixture({ make });
  const { network } = t;

  it('stores and forwards a lead with NUL and control characters without them, keeping the line breaks of the requirements', async () => {
    const plain = validLead(solar);
    const body = validLead(solar, {
      firstName: 'Ja\u0000ne',
      lastName: 'Home\u0007owner\u001b',
      city: 'Beverly\tHills',
      streetAddress: '9641 Sunset\u0000 Blvd\r\n',
      requirements: 'Line one\u0000\r\nLine two\u0008\nLine three',
      answers: { ...plain.answers, energyProvider: 'Southern California\u0000 Edison' },
      tracking: { ...plain.tracking, userAgent: 'Mozilla/5.0\u0000 (test)\u0085', url: 'http://localhost/Services/Solar?x=\u0000\u007f1' },
    });
    const r = await postLead(t.app, body);
    expect(r.statusCode, r.body).toBe(201);
    const sent = network.received[0]!.body;
    expect(sent).toMatchObject({
      firstName: 'Jane',
      lastName: 'Homeowner',
      city: 'Beverly Hills',
      address: '9641 Sunset Blvd',
      BriefRequirement: 'Line one\nLine two\nLine three',
      browser: 'Mozilla/5.0 (test)',
      url: 'http://localhost/Services/Solar?x=1',
    });
    expect(Object.values(sent)).toContain('Southern California Edison');
    const stored = await t.app.store.findLead(r.json().id);
    expect(stored?.payload).toMatchObject({ firstName: 'Jane', BriefRequirement: 'Line one\nLine two\nLine three' });
    const consent = await t.app.store.consentFor(r.json().id);
    expect(consent).toMatchObject({ user_agent: 'Mozilla/5.0 (test)', page_url: 'http://localhost/Services/Solar?x=1' });
    expect(JSON.stringify(stored)).not.toContain('\\u0000');
  });

  it('refuses names made only of invisible characters, with the required message', async () => {
    for (const blank of ['\u200b', '\u200b\u200c\u200d', '\ufeff\u2060', ' \u00ad ', '\u3164', '\u202e\u200f', '\u0000\u200b']) {
      const r = await postLead(t.app, validLead(solar, { firstName: blank, lastName: blank }));
      expect(r.statusCode, JSON.stringify(blank)).toBe(422);
      expect(r.json().fields).toMatchObject({ firstName: 'First name is required', lastName: 'Last name is required' });
    }
    expect(network.received).toHaveLength(0);
  });

  it('refuses names without a letter, and takes names in any script, with joiners, apostrophes or hyphens', async () => {
    for (const noLetter of ['123', '---', '..', '😀']) {
      const r = await postLead(t.app, validLead(solar, { firstName: noLetter }));
      expect(r.statusCode, noLetter).toBe(422);
      expect(r.json().fields).toEqual({ firstName: 'First name is required' });
    }
    for (const name of ["O'Brien", 'Mary-Jane', 'José', 'Zoë', '李', 'می\u200cخواهم']) {
      const r = await postLead(t.app, validLead(solar, { firstName: name }));
      expect(r.statusCode, name).toBe(201);
      expect(network.received.at(-1)?.body.firstName).toBe(name);
    }
  });

  it('cleans a contact message the same way, keeping its line breaks, and refuses an invisible name', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Jane\u0000 Doe', email: 'jane@gmail.com', subject: 'Roof\u0000', message: 'Hello,\r\nmy roof\u0000 leaks.' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const row = await t.app.store.db.selectFrom('contact_messages').selectAll().where('id', '=', ok.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Jane Doe', subject: 'Roof', message: 'Hello,\nmy roof leaks.' });

    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '\u200b\u200b', email: 'jane@gmail.com', subject: 'Hi', message: 'Hello.' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().fields).toEqual({ name: 'Please enter your name' });
  });
});
