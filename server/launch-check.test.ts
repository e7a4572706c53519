// The launch check: each thing that would embarrass an operator at launch is named in one line, a site
// ready to launch has none, and the console's API gives admins (only) the same list as this server sees
// it, including requests that came through a proxy TRUST_PROXY does not name.
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, consoleFixture } from '#tests/support/console-fixture.ts';
import { killAll, startServer } from '#tests/support/server-process.ts';
import { ENGINES, sqliteTestDb } from '#tests/support/test-db.ts';
import { loadConfig } from './config.ts';
import { launchProblems, type LaunchFacts } from './launch-check.ts';
import { ProxyHeaderWatch } from './proxy-header-watch.ts';

const CLEAN_SITE = {
  brand: 'Harbor Home Match',
  phone: '(302) 734-0147',
  phoneE164: '+13027340147',
  email: 'support@harborhomematch.com',
  complianceEmail: 'privacy@harborhomematch.com',
  address: { street: '12 Loockerman St', city: 'Dover', state: 'DE', zip: '19901' },
  siteUrl: 'https://www.harborhomematch.com',
};
const CLEAN_PARTNERS = ['Blue Ridge Roofing LLC', 'Harbor Solar Inc.', 'Keystone Windows Co.'];

function facts(change: Partial<LaunchFacts> = {}, env: Record<string, string> = {}): LaunchFacts {
  return {
    site: CLEAN_SITE,
    partners: CLEAN_PARTNERS,
    config: loadConfig({ LEAD_FORWARD_URL: 'https://leads.networkpartner.com/api/leads', ...env }),
    adminAccounts: 1,
    ...change,
  };
}

const checks = (f: LaunchFacts) => launchProblems(f).map((p) => p.check);
const messages = (f: LaunchFacts) => launchProblems(f).map((p) => p.message);

describe('launch check', () => {
  it('finds nothing on a site ready to launch', () => {
    expect(launchProblems(facts())).toEqual([]);
  });

  it('names a 555 phone, in either field, once', () => {
    expect(messages(facts({ site: { ...CLEAN_SITE, phone: '(302) 555-0147', phoneE164: '+13025550147' } }))).toEqual([
      'config/site.json phone (302) 555-0147 and phoneE164 +13025550147: a 555 number, which no one can call; put the number visitors should call.',
    ]);
    expect(checks(facts({ site: { ...CLEAN_SITE, phoneE164: '+1 302 555 0147' } }))).toEqual(['phone']);
    expect(messages(facts({ site: { ...CLEAN_SITE, phone: '' } }))).toEqual([
      'config/site.json has no phone: put the number visitors should call.',
    ]);
    // 555 elsewhere in the number is an ordinary number.
    expect(launchProblems(facts({ site: { ...CLEAN_SITE, phone: '(555) 734-0147', phoneE164: '+15557340147' } }))).toEqual([]);
  });

  it('names example and reserved addresses, in config/site.json and in the variables', () => {
    const site = { ...CLEAN_SITE, siteUrl: 'https://www.example.com', address: { ...CLEAN_SITE.address }, email: 'help@shop.test' };
    expect(messages(facts({ site }))).toEqual([
      'config/site.json email help@shop.test is an example address: put your own.',
      'config/site.json siteUrl https://www.example.com is an example address: put your own.',
    ]);
    expect(
      messages(
        facts(
          {},
          { LEAD_FORWARD_URL: 'https://example.org/leads', ALERT_EMAILS: 'ops@example.net', SMTP_URL: 'smtp://u:p@mail.example.com' },
        ),
      ),
    ).toEqual([
      'LEAD_FORWARD_URL names https://example.org/leads, an example address: put the real one.',
      // The SMTP password is never printed.
      'SMTP_URL names //mail.example.com, an example address: put the real one.',
      'ALERT_EMAILS names ops@example.net, an example address: put the real one.',
    ]);
    // A name that merely contains the word is a real address.
    expect(launchProblems(facts({ site: { ...CLEAN_SITE, siteUrl: 'https://www.counterexample.com' } }))).toEqual([]);
  });

  it('names repeated partner names (ignoring case and spacing) and placeholder ones', () => {
    const partners = [
      'Blue Ridge Roofing LLC',
      'blue ridge  roofing llc',
      'Harbor Solar Inc.',
      'Harbor Solar Inc.',
      'Harbor Solar Inc.',
      'Example Co.',
    ];
    expect(messages(facts({ partners }))).toEqual([
      'config/partner-companies.json has 6 names but 3 distinct (2 repeated, e.g. "Blue Ridge Roofing LLC" 2 times): list each company once.',
      'config/partner-companies.json has 1 placeholder name (e.g. "Example Co."): list the companies that buy your leads.',
    ]);
    expect(checks(facts({ partners: [] }))).toEqual(['partners']);
    expect(messages(facts({ partners: { names: [] } }))).toEqual([
      'config/partner-companies.json is not a list of names (a JSON array of strings).',
    ]);
  });

  it('names a site that cannot deliver, a console no one can sign in to, and alerts that cannot be mailed', () => {
    expect(messages(facts({}, { LEAD_FORWARD_URL: '' }))).toEqual([
      'No network configured: LEAD_FORWARD_URL is unset, so leads are stored but never delivered (status “Not sent: no buyer set up”).',
    ]);
    expect(messages(facts({ adminAccounts: 0 }))).toEqual([
      'No admin operator account, so no one can sign in to the console: npm run operator -- add --email <email> --role admin',
    ]);
    expect(messages(facts({}, { ALERT_EMAILS: 'ops@harborhomematch.com' }))).toEqual([
      'ALERT_EMAILS is set but SMTP_URL is not, so no alert is ever sent: set SMTP_URL.',
    ]);
    expect(launchProblems(facts({}, { ALERT_EMAILS: 'ops@harborhomematch.com', SMTP_URL: 'smtp://mail.harborhomematch.com' }))).toEqual([]);
  });

  it('once buyers exist: names the network URL that takes no new leads, no active buyer, and headers without BUYER_SECRET_KEY', () => {
    const key = { BUYER_SECRET_KEY: 'a-buyer-secret-key-of-32-characters-or-more' };
    // Buyers without a network URL, one active, no headers: ready.
    expect(launchProblems(facts({ buyers: { total: 2, active: 1, withHeaders: 0 } }, { LEAD_FORWARD_URL: '' }))).toEqual([]);
    expect(messages(facts({ buyers: { total: 2, active: 1, withHeaders: 0 } }))).toEqual([
      "LEAD_FORWARD_URL is set but takes no new leads, since 2 buyers exist (jobs already queued for it finish): unset it, or add the network as a buyer on the console's Buyers page.",
    ]);
    expect(messages(facts({ buyers: { total: 1, active: 0, withHeaders: 0 } }, { LEAD_FORWARD_URL: '' }))).toEqual([
      "1 buyer but none active, so no lead is sold: activate one on the console's Buyers page.",
    ]);
    expect(checks(facts({ buyers: { total: 3, active: 1, withHeaders: 2 } }, { LEAD_FORWARD_URL: '' }))).toEqual(['buyer-secret']);
    expect(messages(facts({ buyers: { total: 3, active: 1, withHeaders: 2 } }, { LEAD_FORWARD_URL: '' }))).toEqual([
      '2 buyers have header values but BUYER_SECRET_KEY is unset, so they cannot be pinged or posted: set BUYER_SECRET_KEY to the key the headers were saved with.',
    ]);
    expect(launchProblems(facts({ buyers: { total: 3, active: 1, withHeaders: 2 } }, { LEAD_FORWARD_URL: '', ...key }))).toEqual([]);
    // No buyers: the network URL is the destination, as before.
    expect(launchProblems(facts({ buyers: { total: 0, active: 0, withHeaders: 0 } }))).toEqual([]);
  });

  it('names X-Forwarded-For seen while TRUST_PROXY is false, and only then', () => {
    expect(checks(facts({ proxyHeaders: { forwarded: 3, total: 4 } }))).toEqual(['proxy']);
    expect(messages(facts({ proxyHeaders: { forwarded: 1200, total: 1500 } }))[0]).toMatch(
      /^TRUST_PROXY is false but 1,200 of 1,500 requests since the start came with X-Forwarded-For: .*set TRUST_PROXY/,
    );
    expect(launchProblems(facts({ proxyHeaders: { forwarded: 0, total: 10 } }))).toEqual([]);
    expect(launchProblems(facts({ proxyHeaders: { forwarded: 3, total: 4 } }, { TRUST_PROXY: 'true' }))).toEqual([]);
  });

  it('warns of the first forwarded request only, and counts every request', () => {
    let warnings = 0;
    const watch = new ProxyHeaderWatch(() => warnings++);
    watch.see({});
    watch.see({ 'x-forwarded-for': '203.0.113.9' });
    watch.see({ 'x-forwarded-for': '203.0.113.10' });
    expect(watch.count).toEqual({ forwarded: 2, total: 3 });
    expect(warnings).toBe(1);
  });
});

describe.each(ENGINES)('GET /api/admin/launch-check ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true });

  it('answers admins only', async () => {
    expect((await f.app.inject({ url: '/api/admin/launch-check' })).statusCode).toBe(401);
    expect((await f.get('/api/admin/launch-check', f.viewer)).statusCode).toBe(403);
    const token = await f.app.inject({ url: '/api/admin/launch-check', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(token.statusCode).toBe(200);
  });

  it("lists the shipped configuration's problems, not the ones this server has solved, then the proxy it sees", async () => {
    const before = await f.get('/api/admin/launch-check');
    expect(before.statusCode).toBe(200);
    const list = (before.json() as { problems: { check: string; message: string }[] }).problems;
    // The shipped config/ holds a 555 phone and a partner list of 5,000 names with 2,276 distinct; this
    // server forwards to a network and has an admin account.
    expect(list.map((p) => p.check)).toEqual(['phone', 'partners']);
    expect(list[1]!.message).toMatch(/^config\/partner-companies\.json has 5,000 names but 2,276 distinct/);

    await f.app.inject({ url: '/api/zip/19901', headers: { 'x-forwarded-for': '203.0.113.7' } });
    const after = (await f.get('/api/admin/launch-check')).json() as { problems: { check: string; message: string }[] };
    expect(after.problems.map((p) => p.check)).toEqual(['phone', 'partners', 'proxy']);
    expect(after.problems[2]!.message).toMatch(/^TRUST_PROXY is false but 1 of \d+ requests since the start came with X-Forwarded-For/);
  });

  it('says nothing of X-Forwarded-For on a server that trusts its proxy', async () => {
    const app = await f.another({ env: { TRUST_PROXY: 'true' } });
    await app.inject({ url: '/api/zip/19901', headers: { 'x-forwarded-for': '203.0.113.7' } });
    const res = await app.inject({ url: '/api/admin/launch-check', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect((res.json() as { problems: { check: string }[] }).problems.map((p) => p.check)).toEqual(['phone', 'partners']);
  });
});

describe('the server at start', () => {
  afterEach(killAll);

  it('logs the launch check as warnings, one record each', async () => {
    const db = sqliteTestDb();
    try {
      const server = await startServer({ DATABASE_URL: db.url }, { timeoutMs: 60_000 });
      const records = server.output
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { level: number; launchCheck?: string; msg: string })
        .filter((r) => r.launchCheck);
      // pino's level 40 is warn. No network, no operator on this fresh database, and the shipped config/.
      expect(records.map((r) => [r.level, r.launchCheck])).toEqual([
        [40, 'phone'],
        [40, 'partners'],
        [40, 'delivery'],
        [40, 'operator'],
      ]);
      expect(records[2]!.msg).toBe(
        'No network configured: LEAD_FORWARD_URL is unset, so leads are stored but never delivered (status “Not sent: no buyer set up”).',
      );
    } finally {
      await killAll();
      await db.drop();
    }
  }, 90_000);
});
