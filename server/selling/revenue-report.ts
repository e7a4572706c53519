// What the business earned: sales, returns, net and earnings per lead, grouped by day (in the operator's
// zone), service, source, buyer or state. Sums are integer cents in SQL and in the folding here; dollars
// appear only in the answer. The database groups by UTC hour, so any zone's days are assembled from the
// hours without a zone-aware query on either engine: from sale_hours (migration 023), counted ahead by the
// hour, when the period is whole hours, otherwise from the leads and their sales themselves.
import type { Lang } from '#domain/language.ts';
import { sql, type Kysely } from 'kysely';
import { findServiceById } from '#domain/catalogue.ts';
import type { RevenueGroup, RevenueRow } from '#domain/selling-report.ts';
import type { Database } from '../store/schema.ts';
import { toDollars } from './money.ts';
import { wholeHours } from '../insight/report-hours.ts';
import { localDay } from './zoned-time.ts';

export { REVENUE_GROUPS, type RevenueGroup, type RevenueRow } from '#domain/selling-report.ts';

interface Tally {
  leads: number;
  sold: number;
  revenueCents: number;
  returnedCents: number;
}

const HOUR_MS = 3_600_000;

function row(key: string, t: Tally): RevenueRow {
  const netCents = t.revenueCents - t.returnedCents;
  return {
    key,
    leads: t.leads,
    sold: t.sold,
    revenue: toDollars(t.revenueCents),
    returned: toDollars(t.returnedCents),
    net: toDollars(netCents),
    // Per lead, to the cent (rounded half up), so a page of rows reads in money.
    epl: t.leads ? toDollars(Math.round(netCents / t.leads)) : 0,
  };
}

type RevenueQuery = { from: number; to: number; groupBy: RevenueGroup; timeZone: string; site?: string; lang?: Lang };

/** Accepted leads by UTC hour and the grouping's key (none per buyer: a buyer's leads are its sales). */
type LeadHour = { hour: number; key: string; n: number };
/** Sold sales by UTC hour and the grouping's key, with their prices and accepted returns in cents. */
type SaleHour = { hour: number; key: string; sold: number; revenue: number | null; returned: number | null };

export async function revenueReport(
  db: Kysely<Database>,
  /** `site`: only that site's leads and their sales; `lang`: only the leads sent from pages in that language. */
  q: RevenueQuery,
): Promise<{ rows: RevenueRow[]; totals: RevenueRow }> {
  const hours = wholeHours(q.from, q.to);
  const { leads, sales } = hours ? await fromSaleHours(db, q, hours) : await fromLeads(db, q);
  return fold(q, leads, sales);
}

/**
 * The period's hours of sale_hours, in the rows of the grouping asked for (a zone a whole number of hours
 * from UTC: its days are whole hours). The accepted leads of a buyer report's total come from the hours'
 * totals ('day'), as a buyer's rows hold none.
 */
async function fromSaleHours(
  db: Kysely<Database>,
  q: RevenueQuery,
  h: { fromHour: number; toHour: number },
): Promise<{ leads: LeadHour[]; sales: SaleHour[] }> {
  // Only days need the hour; every other grouping (and a buyer report's total) adds its key's hours up in
  // the database.
  const read = async (dimension: RevenueGroup): Promise<(LeadHour & SaleHour)[]> => {
    const by = q.groupBy === 'day' ? 'hour' : 'group_key';
    const rows = await db
      .selectFrom('sale_hours')
      .select([
        sql<string | number>`${sql.ref(by)}`.as('k'),
        (eb) => eb.fn.sum<number>('leads').as('n'),
        (eb) => eb.fn.sum<number>('sold').as('sold'),
        (eb) => eb.fn.sum<number>('revenue_cents').as('revenue'),
        (eb) => eb.fn.sum<number>('returned_cents').as('returned'),
      ])
      .where('dimension', '=', dimension)
      .where('hour', '>=', h.fromHour)
      .where('hour', '<', h.toHour)
      .$if(q.site !== undefined, (w) => w.where('site_id', '=', q.site!))
      .$if(q.lang !== undefined, (w) => w.where('lang', '=', q.lang!))
      .groupBy(by)
      .orderBy(by)
      .execute();
    return rows.map(({ k, ...r }) => ({ ...r, hour: by === 'hour' ? Number(k) : 0, key: by === 'hour' ? '' : String(k) }));
  };
  const rows = await read(q.groupBy);
  // A key whose leads and sales all moved away or were taken back stays in the table at zero; the leads
  // themselves would not show it.
  const sales = rows.filter((r) => Number(r.sold) !== 0);
  const leads = q.groupBy === 'buyer' ? await read('day') : rows;
  return { leads: leads.filter((r) => Number(r.n) !== 0), sales };
}

/** The period's leads and their sales themselves (a zone off the whole hour, whose days cut hours). */
async function fromLeads(db: Kysely<Database>, q: RevenueQuery): Promise<{ leads: LeadHour[]; sales: SaleHour[] }> {
  // Integer division on both engines (created_at is an integer column).
  const hour = sql<number>`(l.created_at / ${sql.lit(HOUR_MS)})`;
  // The grouping column of the lead (the buyer is a sale's, so leads per buyer are the leads it bought).
  const leadKey = (g: RevenueGroup) =>
    g === 'service'
      ? sql<string>`cast(l.service_id as text)`
      : g === 'source'
        ? sql<string>`l.source`
        : g === 'state'
          ? sql<string>`l.state`
          : sql<string>`''`;
  const key = leadKey(q.groupBy);
  // PostgreSQL refuses a constant in GROUP BY: group by the hour alone when the lead has no key column.
  const keyed = q.groupBy !== 'day' && q.groupBy !== 'buyer';

  const leads = await db
    .selectFrom('leads as l')
    .select([hour.as('hour'), key.as('key'), (eb) => eb.fn.countAll<number>().as('n')])
    // Accepted leads: one every buyer refused sent its visitor back to correct it (the funnel's count too).
    .where('l.status', '!=', 'rejected')
    .where('l.created_at', '>=', q.from)
    .where('l.created_at', '<', q.to)
    .$if(q.site !== undefined, (w) => w.where('l.site_id', '=', q.site!))
    .$if(q.lang !== undefined, (w) => w.where('l.lang', '=', q.lang!))
    .groupBy(keyed ? [hour, key] : [hour])
    .execute();

  const saleKey = q.groupBy === 'buyer' ? sql<string>`s.buyer_id` : key;
  const sales = await db
    .selectFrom('sales as s')
    .innerJoin('leads as l', 'l.id', 's.lead_id')
    .leftJoin('sale_returns as r', (j) =>
      j.onRef('r.lead_id', '=', 's.lead_id').onRef('r.buyer_id', '=', 's.buyer_id').on('r.state', '=', 'accepted'),
    )
    .select([
      hour.as('hour'),
      saleKey.as('key'),
      (eb) => eb.fn.countAll<number>().as('sold'),
      (eb) => eb.fn.sum<number>('s.price_cents').as('revenue'),
      (eb) => eb.fn.sum<number>(eb.fn.coalesce('r.price_cents', sql<number>`0`)).as('returned'),
    ])
    .where('s.state', '=', 'sold')
    .where('l.created_at', '>=', q.from)
    .where('l.created_at', '<', q.to)
    .$if(q.site !== undefined, (w) => w.where('l.site_id', '=', q.site!))
    .$if(q.lang !== undefined, (w) => w.where('l.lang', '=', q.lang!))
    .groupBy(keyed || q.groupBy === 'buyer' ? [hour, saleKey] : [hour])
    .execute();
  return { leads, sales };
}

/** Days (in the operator's zone) or keys, each a row of integer cents turned into dollars, and the total. */
function fold(q: RevenueQuery, leads: LeadHour[], sales: SaleHour[]): { rows: RevenueRow[]; totals: RevenueRow } {
  const label = (hourValue: number, k: string) =>
    q.groupBy === 'day'
      ? localDay(Number(hourValue) * HOUR_MS, q.timeZone)
      : q.groupBy === 'service'
        ? (findServiceById(Number(k))?.title ?? k)
        : k;
  const tallies = new Map<string, Tally>();
  const tally = (k: string) => {
    let t = tallies.get(k);
    if (!t) tallies.set(k, (t = { leads: 0, sold: 0, revenueCents: 0, returnedCents: 0 }));
    return t;
  };
  if (q.groupBy !== 'buyer') for (const r of leads) tally(label(r.hour, r.key)).leads += Number(r.n);
  for (const r of sales) {
    const t = tally(label(r.hour, r.key));
    t.sold += Number(r.sold);
    t.revenueCents += Number(r.revenue ?? 0);
    t.returnedCents += Number(r.returned ?? 0);
    // A buyer's leads are the ones it bought.
    if (q.groupBy === 'buyer') t.leads += Number(r.sold);
  }
  const total: Tally = { leads: 0, sold: 0, revenueCents: 0, returnedCents: 0 };
  for (const t of tallies.values()) {
    total.sold += t.sold;
    total.revenueCents += t.revenueCents;
    total.returnedCents += t.returnedCents;
  }
  total.leads = leads.reduce((n, r) => n + Number(r.n), 0);
  const rows = [...tallies]
    .map(([k, t]) => row(k, t))
    .sort((a, b) => (q.groupBy === 'day' ? (a.key < b.key ? -1 : 1) : b.net - a.net || (a.key < b.key ? -1 : 1)));
  return { rows, totals: row('total', total) };
}
