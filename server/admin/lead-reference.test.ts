// A lead's short reference through the real app on both engines: given in POST /api/leads's 201, the same
// for a repeated post, unique (the database refuses a second lead with it; intake draws again), in the
// console's list, lead page and CSV, found by the console's search in any spelling through its index, and
// given by the migration to the leads stored before it.
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { leadFiltersSchema } from '#server/admin/lead-filters.ts';
import { leadPageQuery } from '#server/admin/lead-queries.ts';
import { newLeadReference } from '#server/store/lead-reference.ts';
import { ReferenceTaken } from '#server/store/lead-store.ts';
import { migrate } from '#server/store/migrate.ts';
import { consoleFixture, insertConsoleLead } from '#tests/support/console-fixture.ts';
import { parseCsv } from '#tests/support/csv.ts';
import { storedLead, validLead } from '#tests/support/lead-fixtures.ts';
import { postLead } from '#tests/support/test-app.ts';
import { ENGINES } from '#tests/support/test-db.ts';

// Intake's draws can be steered into a clash; every other call draws as the module does.
vi.mock('#server/store/lead-reference.ts', async (original) => {
  const real = await original<typeof import('#server/store/lead-reference.ts')>();
  return { ...real, newLeadReference: vi.fn(real.newLeadReference) };
});

const solar = findServiceByTitle('Solar')!;
/** L-, then two groups of four from an alphabet without 0, O, 1, I or L (the contract's example: L-7KQ2-M9XD). */
const REFERENCE = /^L-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

describe.each(ENGINES)('lead references ($name)', ({ make }) => {
  const f = consoleFixture({ make, signedIn: true });
  const ids = async (query: string, cookie = f.admin) => {
    const r = await f.get(`/api/admin/leads?${query}`, cookie);
    expect(r.statusCode, r.body).toBe(200);
    return (r.json().leads as { id: string }[]).map((l) => l.id);
  };

  describe('a lead submitted through the wizard', () => {
    const body = validLead(solar, { firstName: 'Refina', lastName: 'Shortcode', email: 'refina.shortcode@gmail.com' });
    let id: string;
    let reference: string;
    beforeAll(async () => {
      const r = await postLead(f.app, body);
      expect(r.statusCode, r.body).toBe(201);
      ({ id, reference } = r.json());
      expect(r.json()).toEqual({ id, reference, status: 'delivered' });
    });

    it('is answered 201 with its id, status and a short reference, the same for the same submission posted again', async () => {
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(reference).toMatch(REFERENCE);
      const again = await postLead(f.app, body);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({ id, reference, status: 'delivered' });
    });

    it('is found by the console search by its reference in any case, with or without the dashes and the L', async () => {
      const [, a, b] = /^L-(\w{4})-(\w{4})$/.exec(reference)!;
      for (const q of [reference, reference.toLowerCase(), `l${a}${b}`.toLowerCase(), `L${a}${b}`, `${a}-${b}`, ` ${reference} `]) {
        expect(await ids(`q=${encodeURIComponent(q)}`), q).toEqual([id]);
        // A viewer sees the reference, so may search by it.
        expect(await ids(`q=${encodeURIComponent(q)}`, f.viewer), q).toEqual([id]);
      }
    });

    it('is shown in the list, on the lead page and in the CSV', async () => {
      const list = (await f.get(`/api/admin/leads?q=${id}`)).json().leads;
      expect(list).toEqual([expect.objectContaining({ id, reference })]);
      expect((await f.get(`/api/admin/leads/${id}`)).json()).toMatchObject({ id, reference });
      const csv = parseCsv((await f.get(`/api/admin/leads.csv?q=${reference}`)).body.replace(/^\uFEFF/, ''));
      const header = csv[0]!;
      expect(csv).toHaveLength(2);
      const row = csv[1]!;
      expect(row[header.indexOf('id')]).toBe(id);
      expect(row[header.indexOf('reference')]).toBe(reference);
    });
  });

  it('is unique: the database refuses a second lead with it, and intake draws another when its first draw is taken', async () => {
    const first = storedLead();
    await f.store.insertLead({ ...first, reference: 'L-2345-6789' });
    await expect(f.store.insertLead({ ...storedLead(), reference: 'L-2345-6789' })).rejects.toBeInstanceOf(ReferenceTaken);
    // Even written around the store.
    await expect(
      f.store.db
        .insertInto('leads')
        .values({
          id: randomUUID(),
          submission_id: randomUUID(),
          service_id: 1,
          status: 'queued',
          payload: '{}',
          network_error: null,
          created_at: 0,
          updated_at: 0,
          delivered_at: null,
          reference: 'L-2345-6789',
        })
        .execute(),
    ).rejects.toThrow();

    vi.mocked(newLeadReference).mockReturnValueOnce('L-2345-6789');
    const r = await postLead(f.app, validLead(solar, { email: `clash.${Date.now()}@gmail.com`, phone: '3105550177' }));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().reference).toMatch(REFERENCE);
    expect(r.json().reference).not.toBe('L-2345-6789');
    expect(await ids(`q=${r.json().reference}`)).toEqual([r.json().id]);

    // Many leads, no two alike.
    const made = await Promise.all(Array.from({ length: 300 }, () => insertConsoleLead(f.store)));
    const refs = await f.store.db.selectFrom('leads').select('reference').where('id', 'in', made).execute();
    expect(refs.every((x) => REFERENCE.test(x.reference ?? ''))).toBe(true);
    expect(new Set(refs.map((x) => x.reference)).size).toBe(300);
  });

  it('is looked up through its index, not by reading the leads', async () => {
    // Enough leads that reading them all would cost the planner more than the index.
    await f.store.db.transaction().execute(async (trx) => {
      for (let s = 0; s < 4000; s += 500) {
        await trx
          .insertInto('leads')
          .values(
            Array.from({ length: 500 }, (_, i) => ({
              id: randomUUID(),
              reference: newLeadReference(),
              submission_id: randomUUID(),
              service_id: 1,
              status: 'delivered' as const,
              payload: '{}',
              network_error: null,
              created_at: Date.now() - (s + i) * 60_000,
              updated_at: 0,
              delivered_at: null,
              first_name: `Plan${s + i}`,
            })),
          )
          .execute();
      }
    });
    await sql`ANALYZE`.execute(f.store.db);
    for (const scope of ['full', 'visible'] as const) {
      for (const q of ['L-7KQ2-M9XD', 'l7kq2m9xd']) {
        const filters = leadFiltersSchema.parse({ q });
        const { sql: text, parameters } = leadPageQuery(f.store.db, filters, undefined, 51, scope).compile();
        const plan = await explain(f.db.url, f.store.dialect, text, parameters);
        expect(plan, `${scope} ${q}:\n${plan}`).toMatch(/leads_reference_idx/);
        // Leads are only looked up in indexes (SEARCH, Bitmap Index Scan), never read through (SCAN, Seq Scan).
        expect(plan, `${scope} ${q}:\n${plan}`).not.toMatch(/\bSCAN leads\b|Seq Scan on leads/);
      }
    }
  });
});

/** The engine's own plan for a statement, as text. */
async function explain(url: string, dialect: 'sqlite' | 'postgres', text: string, parameters: readonly unknown[]): Promise<string> {
  if (dialect === 'sqlite') {
    const db = new SQLite(url, { readonly: true });
    try {
      const rows = db.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...(parameters as unknown[])) as { detail: string }[];
      return rows.map((r) => r.detail).join('\n');
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, parameters as unknown[]);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

describe.each(ENGINES)('the migration that brought references ($name)', ({ make }) => {
  it('gives every lead stored before it a distinct reference, the same ones on every run', async () => {
    const runOnce = async () => {
      const t = await make();
      const store = await t.open();
      try {
        // The database as it was before: no reference column, and leads in it.
        await sql`DROP INDEX leads_reference_idx`.execute(store.db);
        await sql`ALTER TABLE leads DROP COLUMN reference`.execute(store.db);
        await store.db.deleteFrom('schema_migrations').where('version', '=', '010_lead_reference').execute();
        for (let i = 0; i < 200; i++) {
          await sql`INSERT INTO leads (id, submission_id, service_id, status, payload, created_at, updated_at)
            VALUES (${`lead-${String(i).padStart(3, '0')}`}, ${randomUUID()}, 1, 'delivered', '{}', ${1_700_000_000_000 + (i % 50)}, 0)`.execute(
            store.db,
          );
        }
        expect(await migrate({ db: store.db, dialect: store.dialect })).toEqual(['010_lead_reference']);
        return (await store.db.selectFrom('leads').select(['id', 'reference']).orderBy('id').execute()).map((r) => [r.id, r.reference]);
      } finally {
        await store.close();
        await t.drop();
      }
    };
    const first = await runOnce();
    expect(first).toHaveLength(200);
    for (const [, reference] of first) expect(reference).toMatch(REFERENCE);
    expect(new Set(first.map(([, r]) => r)).size).toBe(200);
    expect(await runOnce()).toEqual(first);
  });
});
