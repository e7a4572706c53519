// The sources report on both engines: per source and campaign, leads and what became of them (delivered,
// rejected with the network's reasons grouped, failed, waiting), duplicates and flags, the share
// delivered; and its CSV (admins only, audited, formula starters neutralised).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { ADMIN_TOKEN, consoleFixture } from '#tests/support/console-fixture.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';
import type { LeadStatus } from '../store/schema.ts';

const solar = findServiceByTitle('Solar')!;
const BEARER = { authorization: `Bearer ${ADMIN_TOKEN}` };

interface Row {
  source: string;
  campaign: string;
  leads: number;
  delivered: number;
  rejected: number;
  failed: number;
  waiting: number;
  duplicates: number;
  flags: Record<string, number>;
  deliveredShare: number;
  rejections: { reason: string; count: number }[];
}

describe.each(ENGINES)('sources report ($name)', ({ make }) => {
  const f = consoleFixture({ make, forward: false });
  let n = 0;
  /** A lead through the real intake with these campaign fields, then given the network's outcome. */
  async function lead(tracking: Record<string, string>, outcome: LeadStatus, networkError: string | null = null, phone?: string) {
    const base = validLead(solar);
    const r = await postLead(
      f.app,
      validLead(solar, {
        phone: phone ?? `310555${String(2000 + n++)}`,
        email: `s${randomUUID().slice(0, 8)}@gmail.com`,
        tracking: { ...base.tracking, aff_id: '', ...tracking },
      }),
    );
    expect(r.statusCode, r.body).toBe(201);
    // What the network answered is outside the code under test: set it as the worker would have.
    await f.store.db.updateTable('leads').set({ status: outcome, network_error: networkError }).where('id', '=', r.json().id).execute();
  }

  beforeAll(async () => {
    await lead({ aff_id: 'AFF-1', utm_campaign: 'spring' }, 'delivered', null, '3105559001');
    await lead({ aff_id: 'AFF-1', utm_campaign: 'spring' }, 'rejected', 'Duplicate lead', '3105559001');
    await lead({ aff_id: 'AFF-1', utm_campaign: 'spring' }, 'rejected', 'Duplicate lead');
    await lead({ aff_id: 'AFF-1', utm_campaign: 'spring' }, 'rejected', 'Zip not covered');
    await lead({ aff_id: 'AFF-1', utm_campaign: 'spring' }, 'failed');
    await lead({ aff_id: 'AFF-1', utm_source: 'ignored-when-aff-id', utm_campaign: 'summer' }, 'delivered');
    await lead({ utm_source: 'newsletter' }, 'not_configured');
    await lead({ utm_source: '=HYPERLINK("x")' }, 'delivered');
    await lead({}, 'queued');
  });

  it('groups by source and campaign with outcomes, rejection reasons, duplicates and the share delivered', async () => {
    const r = await f.app.inject({ url: '/api/admin/sources?service=Solar', headers: BEARER });
    expect(r.statusCode, r.body).toBe(200);
    const rows: Row[] = r.json().sources;
    const spring = rows.find((x) => x.source === 'AFF-1' && x.campaign === 'spring')!;
    expect(spring).toMatchObject({ leads: 5, delivered: 1, rejected: 3, failed: 1, waiting: 0, duplicates: 1 });
    expect(spring.deliveredShare).toBeCloseTo(0.2);
    expect(spring.rejections).toEqual([
      { reason: 'Duplicate lead', count: 2 },
      { reason: 'Zip not covered', count: 1 },
    ]);
    expect(rows.find((x) => x.source === 'AFF-1' && x.campaign === 'summer')).toMatchObject({ leads: 1, delivered: 1, deliveredShare: 1 });
    expect(rows.find((x) => x.source === 'newsletter')).toMatchObject({ leads: 1, waiting: 1, delivered: 0 });
    expect(rows.find((x) => x.source === 'direct')).toMatchObject({ leads: 1, waiting: 1 });
    expect(rows[0]!.source).toBe('AFF-1'); // most leads first
    expect(rows.every((x) => x.source !== 'ignored-when-aff-id')).toBe(true);
  });

  it('filters by source, and a viewer may read it', async () => {
    const viewer = await f.viewerCookie();
    const r = await f.app.inject({ url: '/api/admin/sources?source=newsletter', headers: { cookie: viewer } });
    expect(r.statusCode).toBe(200);
    expect(r.json().sources.map((x: Row) => x.source)).toEqual(['newsletter']);
  });

  it('exports CSV for admins only, audited, with formula starters neutralised', async () => {
    const viewer = await f.viewerCookie();
    expect((await f.app.inject({ url: '/api/admin/sources.csv', headers: { cookie: viewer } })).statusCode).toBe(403);
    const r = await f.app.inject({ url: '/api/admin/sources.csv?service=Solar', headers: BEARER });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.body.startsWith('\uFEFF')).toBe(true);
    const lines = r.body.slice(1).trimEnd().split('\r\n');
    // Every cell quoted: the reasons hold '; ', which spreadsheets set to split on ';' would cut.
    expect(lines[0]).toBe(
      '"source","campaign","leads","delivered","rejected","failed","waiting","duplicates","disposable_email","odd_phone","too_fast","repeated_name","delivered_share","rejection_reasons"',
    );
    expect(lines).toContain('"AFF-1","spring","5","1","3","1","0","1","0","0","0","0","0.200","Duplicate lead (2); Zip not covered (1)"');
    expect(lines).toContain(`"'=HYPERLINK(""x"")","","1","1","0","0","0","0","0","0","0","0","1.000",""`);
    const audit = await f.app.inject({ url: '/api/admin/audit', headers: BEARER });
    expect(audit.json().entries.some((e: { action: string; target: string }) => e.action === 'export' && e.target === 'sources.csv')).toBe(
      true,
    );
  });
});
