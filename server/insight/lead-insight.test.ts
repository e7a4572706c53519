// Duplicates and quality flags through the real intake on both engines: a lead whose phone or e-mail
// came in within DUPLICATE_WINDOW_DAYS (30 by default) is stored and answered as usual but linked to the
// earlier lead; the flags never block a lead and show on the console's lead page.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { ADMIN_TOKEN, consoleFixture, insertConsoleLead } from '#tests/support/console-fixture.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { recordLeadInsight } from './lead-insight.ts';
import { isDisposableEmail, isPersonalLine, isRepeatedCharacter } from './quality-flags.ts';

const solar = findServiceByTitle('Solar')!;
const BEARER = { authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY = 86_400_000;

/** A fresh, valid phone number for each lead, so tests do not see each other's duplicates. */
let phoneSeq = 0;
const freshPhone = () => `310555${String(1000 + phoneSeq++).slice(-4)}`;
const freshEmail = () => `jane.${randomUUID().slice(0, 8)}@gmail.com`;

describe('quality flags', () => {
  it('knows disposable domains from the maintained list, including wildcard subdomains', () => {
    expect(isDisposableEmail('someone@mailinator.com')).toBe(true);
    expect(isDisposableEmail('someone@anything.0x01.gq')).toBe(true);
    expect(isDisposableEmail('someone@gmail.com')).toBe(false);
  });

  it('tells a number no mobile or landline can have, by the full phone metadata', () => {
    expect(isPersonalLine('3105550123')).toBe(true);
    // Exchange codes never start with 0 or 1 (NANP), though the area code is real.
    expect(isPersonalLine('2120551234')).toBe(false);
    expect(isPersonalLine('2121551234')).toBe(false);
  });

  it('sees a name of one repeated character, not a short real one', () => {
    for (const name of ['aaa', 'XX', 'Z z z', 'qqqqqq']) expect(isRepeatedCharacter(name), name).toBe(true);
    for (const name of ['J', 'Al', 'Anna', "O'Neil", 'Li']) expect(isRepeatedCharacter(name), name).toBe(false);
  });
});

describe.each(ENGINES)('duplicates and flags through intake ($name)', ({ make }) => {
  // No network: leads are held (not_configured), which is all intake's hook needs.
  const f = consoleFixture({ make, forward: false });
  const insight = async (id: string) => {
    const r = await f.app.inject({ url: `/api/admin/leads/${id}/insight`, headers: BEARER });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { flags: { flag: string; label: string }[]; duplicateOf: { id: string } | null; duplicates: { id: string }[] };
  };
  async function submit(overrides: Record<string, unknown>): Promise<string> {
    const r = await postLead(f.app, validLead(solar, overrides));
    expect(r.statusCode, r.body).toBe(201);
    return r.json().id;
  }

  it('links a lead with the same phone or the same e-mail (any case) to the earliest one, and still stores it', async () => {
    const phone = freshPhone();
    const email = freshEmail();
    const first = await submit({ phone, email });
    const samePhone = await submit({ phone, email: freshEmail(), firstName: 'Janet' });
    const sameEmail = await submit({ phone: freshPhone(), email: email.toUpperCase() });
    const other = await submit({ phone: freshPhone(), email: freshEmail() });
    expect((await f.store.findLead(samePhone))?.status).toBe('not_configured');
    expect((await insight(first)).duplicateOf).toBeNull();
    expect((await insight(samePhone)).duplicateOf?.id).toBe(first);
    expect((await insight(sameEmail)).duplicateOf?.id).toBe(first);
    expect((await insight(other)).duplicateOf).toBeNull();
    expect((await insight(first)).duplicates.map((d) => d.id).sort()).toEqual([samePhone, sameEmail].sort());
  });

  it('looks back 30 days by default: 29 days ago is a duplicate, 31 days ago is not', async () => {
    const recent = freshPhone();
    const old = freshPhone();
    const earlier = await insertConsoleLead(f.store, { createdAt: Date.now() - 29 * DAY, details: { phone: recent, email: freshEmail() } });
    await insertConsoleLead(f.store, { createdAt: Date.now() - 31 * DAY, details: { phone: old, email: freshEmail() } });
    expect((await insight(await submit({ phone: recent, email: freshEmail() }))).duplicateOf?.id).toBe(earlier);
    expect((await insight(await submit({ phone: old, email: freshEmail() }))).duplicateOf).toBeNull();
  });

  it('flags an odd phone, a repeated-character name and a too-fast fill, and never blocks the lead', async () => {
    const base = validLead(solar);
    // 5 s for ~100 typed characters: past the bot trap (3 s), faster than anyone types.
    const start = Date.now() - 5000;
    const id = await submit({
      phone: '2120551234',
      email: freshEmail(),
      firstName: 'Aaaa',
      tracking: { ...base.tracking, start, min: Math.floor(start / 60_000) },
    });
    expect((await f.store.findLead(id))?.status).toBe('not_configured');
    expect((await insight(id)).flags.map((x) => x.flag).sort()).toEqual(['odd_phone', 'repeated_name', 'too_fast']);
    expect((await insight(id)).flags.find((x) => x.flag === 'too_fast')?.label).toBe('Filled faster than a person can type');
    const clean = await submit({ phone: freshPhone(), email: freshEmail() });
    expect((await insight(clean)).flags).toEqual([]);
  });

  it('flags a disposable e-mail domain on the stored lead', async () => {
    const id = await insertConsoleLead(f.store, { details: { phone: freshPhone(), email: 'x@mailinator.com' } });
    const request = validLead(solar, { email: 'x@mailinator.com', phone: freshPhone() });
    await recordLeadInsight(f.store.db, { id, createdAt: Date.now(), request: request as never }, 30);
    expect((await insight(id)).flags.map((x) => x.flag)).toEqual(['disposable_email']);
  });

  it('answers 404 for a lead without insight and 401 without an operator', async () => {
    expect((await f.app.inject({ url: `/api/admin/leads/${randomUUID()}/insight`, headers: BEARER })).statusCode).toBe(404);
    expect((await f.app.inject({ url: `/api/admin/leads/${randomUUID()}/insight` })).statusCode).toBe(401);
  });
});
