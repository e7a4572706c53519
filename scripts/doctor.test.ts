// `npm run doctor` fails on the configuration the project ships (a 555 phone, a partner list of 5,000
// names with 2,276 distinct, no network, no operator) and passes on a clean one: a config folder of a
// real business, a network URL and an admin account in the database, on SQLite and PostgreSQL.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { Operators } from '#server/admin/operators.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import { writeThreeSites } from '#tests/support/three-sites.ts';

const run = promisify(execFile);
const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'doctor-'));
  temps.push(dir);
  return dir;
}

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run doctor` with only these variables (no .env): its exit code and output. */
async function doctor(env: Record<string, string>, args: string[] = []): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', 'doctor', '--', ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ENV_FILE: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

function cleanConfig(): string {
  const dir = tempDir();
  writeFileSync(
    join(dir, 'site.json'),
    JSON.stringify({
      brand: 'Harbor Home Match',
      legalName: 'Harbor Home Match LLC',
      phone: '(302) 734-0147',
      phoneE164: '+13027340147',
      email: 'support@harborhomematch.com',
      complianceEmail: 'privacy@harborhomematch.com',
      address: { street: '12 Loockerman St', city: 'Dover', state: 'DE', zip: '19901' },
      siteUrl: 'https://www.harborhomematch.com',
      conversionTags: { googleAdsId: '', googleAdsLabel: '', metaPixelId: '', tagManagerId: '' },
    }),
  );
  writeFileSync(
    join(dir, 'partner-companies.json'),
    JSON.stringify(['Blue Ridge Roofing LLC', 'Harbor Solar Inc.', 'Keystone Windows Co.']),
  );
  return dir;
}

describe('npm run doctor', () => {
  it('fails on the shipped configuration, one plain line per problem, without making a database', async () => {
    const database = join(tempDir(), 'not-made-yet.db');
    const out = await doctor({ DATABASE_URL: database });
    expect(out.code).toBe(1);
    expect(out.stdout.trim().split('\n')).toEqual([
      'config/site.json phone (302) 555-0147 and phoneE164 +13025550147: a 555 number, which no one can call; put the number visitors should call.',
      expect.stringMatching(
        /^config\/partner-companies\.json has 5,000 names but 2,276 distinct \(.* repeated, e\.g\. ".+" \d+ times\): list each company once\.$/,
      ),
      'No network configured: LEAD_FORWARD_URL is unset, so leads are stored but never delivered (status “Not sent: no buyer set up”).',
      'No admin operator account, so no one can sign in to the console: npm run operator -- add --email <email> --role admin',
      expect.stringMatching(/^4 problems to fix before launch\./),
    ]);
    expect(existsSync(database)).toBe(false);
  }, 60_000);

  it('names alerts that cannot be mailed, and refuses a bad argument in one line', async () => {
    const out = await doctor({ DATABASE_URL: join(tempDir(), 'x.db'), ALERT_EMAILS: 'ops@harborhomematch.com' }, [
      '--config',
      cleanConfig(),
    ]);
    expect(out.code).toBe(1);
    expect(out.stdout).toContain('ALERT_EMAILS is set but SMTP_URL is not, so no alert is ever sent: set SMTP_URL.\n');
    const bad = await doctor({}, ['--colour']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect((await doctor({}, ['--config', join(tempDir(), 'nowhere')])).stderr).toMatch(
      /^Cannot read .*nowhere\/site\.json: no such file\.\n$/,
    );
  }, 60_000);

  describe.each(ENGINES)('on a clean configuration ($name)', ({ make }) => {
    it('passes, and fails again once the admin account is gone', async () => {
      const db = await make();
      const store = await db.open();
      try {
        const operators = new Operators(store.db);
        await operators.add('owner@harborhomematch.com', 'admin', 'a long enough passphrase', { name: 'test', ip: 'cli' });
        const env = { DATABASE_URL: db.url, LEAD_FORWARD_URL: 'https://leads.networkpartner.com/api/leads' };
        const ready = await doctor(env, ['--config', cleanConfig()]);
        expect(ready).toMatchObject({ code: 0, stderr: '' });
        expect(ready.stdout).toMatch(/^Ready to launch: no problems found\./);

        await operators.remove('owner@harborhomematch.com', { name: 'test', ip: 'cli' });
        const alone = await doctor(env, ['--config', cleanConfig()]);
        expect(alone.code).toBe(1);
        expect(alone.stdout.split('\n')[0]).toBe(
          'No admin operator account, so no one can sign in to the console: npm run operator -- add --email <email> --role admin',
        );
      } finally {
        await store.close();
        await db.drop();
      }
    }, 90_000);

    it('says when buyers exist that LEAD_FORWARD_URL takes no new leads, and when their headers need BUYER_SECRET_KEY', async () => {
      const db = await make();
      const store = await db.open();
      try {
        await new Operators(store.db).add('owner@harborhomematch.com', 'admin', 'a long enough passphrase', { name: 'test', ip: 'cli' });
        const buyer = {
          name: 'Harbor Solar Inc.',
          active: 1,
          mode: 'post' as const,
          post_url: 'https://leads.harborsolar.com/post',
          ping_url: null,
          price_cents: 2500,
          min_bid_cents: 0,
          timeout_ms: 1000,
          rules: '{}',
          time_zone: 'America/New_York',
          exclusive_only: 0,
          priority: 0,
          bid_penalty_bp: 0,
          return_window_days: 7,
          max_return_rate_bp: 3000,
          returns_need_approval: 0,
          key_hash: null,
          created_at: Date.now(),
          updated_at: Date.now(),
        };
        await store.db
          .insertInto('buyers')
          .values([
            { ...buyer, id: 'buyer-a', headers_sealed: JSON.stringify({ 'x-api-key': 'v1:c2VhbGVk' }) },
            { ...buyer, id: 'buyer-b', headers_sealed: '{}' },
          ])
          .execute();
        const env = { DATABASE_URL: db.url, LEAD_FORWARD_URL: 'https://leads.networkpartner.com/api/leads' };
        const out = await doctor(env, ['--config', cleanConfig()]);
        expect(out.code).toBe(1);
        expect(out.stdout.trim().split('\n')).toEqual([
          "LEAD_FORWARD_URL is set but takes no new leads, since 2 buyers exist (jobs already queued for it finish): unset it, or add the network as a buyer on the console's Buyers page.",
          '1 buyer has header values but BUYER_SECRET_KEY is unset, so it cannot be pinged or posted: set BUYER_SECRET_KEY to the key the headers were saved with.',
          expect.stringMatching(/^2 problems to fix before launch\./),
        ]);
        const ready = await doctor({ DATABASE_URL: db.url, BUYER_SECRET_KEY: 'a-buyer-secret-key-of-32-characters-or-more' }, [
          '--config',
          cleanConfig(),
        ]);
        expect(ready).toMatchObject({ code: 0, stderr: '' });
      } finally {
        await store.close();
        await db.drop();
      }
    }, 90_000);
  });

  it('checks every site file of config/sites/ in place of config/site.json, one line per problem naming the file', async () => {
    const sitesDir = join(tempDir(), 'sites');
    writeThreeSites(sitesDir);
    const change = (file: string, edit: (site: Record<string, unknown>) => void) => {
      const site = JSON.parse(readFileSync(join(sitesDir, file), 'utf8')) as Record<string, unknown>;
      edit(site);
      writeFileSync(join(sitesDir, file), JSON.stringify(site));
    };
    const database = join(tempDir(), 'x.db');
    // Three good sites: config/site.json (whose 555 phone the first test finds) is none of them, so only the
    // deployment's own findings remain, its partner list (the sites without their own use it) among them.
    const good = await doctor({ DATABASE_URL: database, SITES_DIR: sitesDir });
    expect(good.code).toBe(1);
    expect(good.stdout).not.toContain('config/site.json');
    expect(good.stdout).not.toContain(sitesDir);
    expect(good.stdout).toMatch(/^config\/partner-companies\.json has 5,000 names/m);

    change('a-solar.json', (s) => {
      delete s.brand;
      s.email = 'help@sunwardsolar';
    });
    change('b-roofing.json', (s) => {
      s.services = ['Movers', 'Hot Tubs'];
      s.hosts = ['www.ridgelineroof.com', 'sunwardsolar.com'];
    });
    change('c-movers.json', (s) => {
      s.phone = '(617) 555-0303';
      s.siteUrl = 'https://easyhaulmoves.com';
      s.partnersFile = 'movers/partners.json';
    });
    const bad = await doctor({ DATABASE_URL: database, SITES_DIR: sitesDir });
    expect(bad.code).toBe(1);
    const lines = bad.stdout.split('\n').filter((l) => l.includes(sitesDir));
    const a = join(sitesDir, 'a-solar.json');
    const b = join(sitesDir, 'b-roofing.json');
    const c = join(sitesDir, 'c-movers.json');
    expect(lines).toEqual([
      `${a} has no brand: every site file needs it.`,
      `${a} email: Invalid email address.`,
      `${b} hosts: sunwardsolar.com is named by ${a} too; a host belongs to one site.`,
      `${b} services: no service is titled "Hot Tubs" (the titles are Solar, Windows, Roofing, HVAC, Painting, Plumbing, Gutters, HomeSecurity, Kitchen, Siding, Bathroom, Fencing, Flooring, Movers).`,
      `${c} phone (617) 555-0303: a 555 number, which no one can call; put the number visitors should call.`,
      `${c} siteUrl https://easyhaulmoves.com: its host easyhaulmoves.com is not in hosts, so the site's canonical links and sitemap point to a host it does not answer on.`,
      `${c} partnersFile movers/partners.json: cannot read ${join(sitesDir, 'movers', 'partners.json')} (no such file).`,
    ]);

    change('a-solar.json', (s) => {
      s.brand = 'Sunward Solar Match';
      s.email = 'help@sunwardsolar.com';
    });
    writeFileSync(
      join(sitesDir, 'solar', 'partner-companies.json'),
      JSON.stringify(['Sunward Installers Inc.', 'sunward installers inc.', 'Test Company']),
    );
    const list = await doctor({ DATABASE_URL: database, SITES_DIR: sitesDir });
    expect(list.stdout).toContain(
      `${join(sitesDir, 'solar', 'partner-companies.json')} has 3 names but 2 distinct (1 repeated, e.g. "Sunward Installers Inc." 2 times): list each company once.\n`,
    );
  }, 60_000);
});
