// The wizard's step events: validated, then counted per UTC hour, site, service, step and source (by the
// hour, so the console can assemble any operator's calendar days from them). Events are buffered in memory
// and written in one transaction per second (or per 500 events), so a burst of visitors costs the database
// a handful of commits, not one per click; the visitor is answered at once and never waits for the count.
// Losing a second of counts in a crash is the price, and an acceptable one for a report.
//
// A submission's first view of a step counts once: each (submission, step, kind) is remembered in
// funnel_seen under a SHA-256 of the wizard's random submission id, for two days only. No IP, no answer,
// no cookie is read or kept.
//
// Anyone can post events, with any source: the counts are a report, not evidence. So a day counts at most
// FUNNEL_SOURCES_PER_DAY distinct sources (besides 'direct' and 'other'); a source first seen once the
// day is full is counted as 'other', and a flood of made-up sources cannot grow the table without end.
// The retention job deletes counts older than FUNNEL_COUNTS_MONTHS.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { findServiceById } from '#domain/catalogue.ts';
import { LIMITS, singleLine } from '#domain/field-rules.ts';
import { wizardSteps } from '#domain/steps.ts';
import type { Dialect } from '../store/connect.ts';
import type { Database, FunnelCountsTable, FunnelKind, FunnelSeenTable } from '../store/schema.ts';
import { HOUR_MS, sourceOf, utcDay, utcHour } from './funnel-keys.ts';

/** How long a submission's seen steps are remembered: a visit, plus a night. */
export const SEEN_TTL_MS = 48 * 3600_000;

/** Distinct sources counted per UTC day; later new sources that day count as OTHER_SOURCE. */
export const FUNNEL_SOURCES_PER_DAY = 200;
export const OTHER_SOURCE = 'other';
/** Sources that never take one of the day's places. */
const ALWAYS_COUNTED = new Set(['direct', OTHER_SOURCE]);

/** How long the counts are kept: a year to compare against, and the month under way. */
export const FUNNEL_COUNTS_MONTHS = 13;

// Cleaned like the lead's own campaign fields (control characters out, NUL included: PostgreSQL refuses a
// NUL in text, which would fail the whole batch the event is written with), so an event's source is the
// same text as the source stored with the lead.
const campaignValue = z.string().overwrite(singleLine).trim().max(LIMITS.campaign).optional();

/** A step event as the wizard posts it, read into the event that is counted (its source told from the campaign ids). */
export const funnelEventSchema = z
  .object({
    submissionId: z.uuid('Invalid submission id'),
    serviceId: z.number().int().positive(),
    step: z.number().int().min(0),
    kind: z.enum(['view', 'submit']),
    // The visit's campaign ids, from which the source is told (aff_id, else utm_source, else direct).
    aff_id: campaignValue,
    utm_source: campaignValue,
  })
  .strict()
  .superRefine((e, ctx) => {
    const steps = stepCount(e.serviceId);
    if (steps === undefined) ctx.addIssue({ code: 'custom', path: ['serviceId'], message: 'Unknown service' });
    else if (e.step >= steps) ctx.addIssue({ code: 'custom', path: ['step'], message: `This service has ${steps} steps` });
  })
  .transform((e): StepEvent => ({
    submissionId: e.submissionId,
    serviceId: e.serviceId,
    step: e.step,
    kind: e.kind,
    source: sourceOf(e),
  }));

export interface FunnelEvent {
  submissionId: string;
  serviceId: number;
  step: number;
  kind: FunnelKind;
  source: string;
  /** The site whose host the event was posted to (the request's, never the body's). */
  siteId: string;
}

/** An event as its body tells it: the site is added from the request. */
export type StepEvent = Omit<FunnelEvent, 'siteId'>;

const stepCounts = new Map<number, number>();

/** How many steps the service's wizard has, or undefined for an unknown service. */
export function stepCount(serviceId: number): number | undefined {
  if (!stepCounts.has(serviceId)) {
    const service = findServiceById(serviceId);
    if (!service) return undefined;
    stepCounts.set(serviceId, wizardSteps(service).length);
  }
  return stepCounts.get(serviceId);
}

export function submissionHash(submissionId: string): string {
  return createHash('sha256').update(submissionId.toLowerCase()).digest('hex');
}

interface Pending extends FunnelEvent {
  at: number;
}

const INSERT_CHUNK = 400;
const DAY_MS = 86_400_000;

function counterKey(r: { hour: number; service_id: number; step: number; source: string; kind: string; site_id: string }): string {
  return JSON.stringify([r.hour, r.service_id, r.step, r.source, r.kind, r.site_id]);
}

/** Adds `by` to each counter, creating it at `by` (one multi-row upsert; keys are distinct). */
async function addToCounters(db: Kysely<Database>, increments: Map<string, number>, by: 1 | -1): Promise<void> {
  const rows = [...increments].map(([key, n]) => {
    const [hour, service_id, step, source, kind, site_id] = JSON.parse(key) as [number, number, number, string, FunnelKind, string];
    return { hour, service_id, step, source, kind, site_id, count: n * by };
  });
  await upsertCounts(db, rows);
}

async function upsertCounts(db: Kysely<Database>, rows: FunnelCountsTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('funnel_counts')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) =>
        oc
          .columns(['hour', 'service_id', 'step', 'source', 'kind', 'site_id'])
          .doUpdateSet({ count: sql<number>`funnel_counts.count + excluded.count` }),
      )
      .execute();
  }
}

/**
 * The same upsert on PostgreSQL as one statement over arrays, one per column: a million leads' walks make
 * about eleven million counters, which in statements of 400 rows took minutes of round trips.
 */
async function upsertCountsAsArrays(db: Kysely<Database>, rows: FunnelCountsTable[]): Promise<void> {
  const column = <K extends keyof FunnelCountsTable>(k: K) => rows.map((r) => r[k]);
  await sql`INSERT INTO funnel_counts (hour, service_id, step, source, kind, count, site_id)
    SELECT * FROM unnest(${column('hour')}::bigint[], ${column('service_id')}::int[], ${column('step')}::int[],
      ${column('source')}::text[], ${column('kind')}::text[], ${column('count')}::int[], ${column('site_id')}::text[])
    ON CONFLICT (hour, service_id, step, source, kind, site_id) DO UPDATE SET count = funnel_counts.count + excluded.count`.execute(db);
}

/**
 * Counts already made (the demo seed's): added to the counters as they are, their sources recorded for
 * their day without the bound (the seed is the operator's own doing, not a stranger's).
 */
export async function addFunnelCounts(db: Kysely<Database>, rows: FunnelCountsTable[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) await upsertCountsAsArrays(trx, rows);
    else await upsertCounts(trx, rows);
    const sources = [...new Set(rows.map((r) => JSON.stringify([utcDay(r.hour * HOUR_MS), r.source])))].map((k) => {
      const [day, source] = JSON.parse(k) as [string, string];
      return { day, source };
    });
    for (let i = 0; i < sources.length; i += INSERT_CHUNK)
      await trx
        .insertInto('funnel_sources')
        .values(sources.slice(i, i + INSERT_CHUNK))
        .onConflict((oc) => oc.columns(['day', 'source']).doNothing())
        .execute();
  });
}

/**
 * The source each (day, source) of a batch is counted under: itself when the day already counts it or
 * has room for it (it is then recorded), else OTHER_SOURCE. Runs inside the batch's transaction; on
 * PostgreSQL a lock makes servers admitting new sources take turns, so the bound holds across them
 * (SQLite writes one transaction at a time anyway).
 */
async function admittedSources(trx: Kysely<Database>, batch: readonly Pending[], perDay: number): Promise<Map<string, string>> {
  const wanted = new Map<string, Set<string>>();
  for (const e of batch) {
    if (ALWAYS_COUNTED.has(e.source)) continue;
    const day = utcDay(e.at);
    if (!wanted.has(day)) wanted.set(day, new Set());
    wanted.get(day)!.add(e.source);
  }
  const admitted = new Map<string, string>();
  let locked = false;
  for (const [day, sources] of wanted) {
    const known = async () => {
      const found = new Set<string>();
      const list = [...sources];
      for (let i = 0; i < list.length; i += INSERT_CHUNK) {
        const rows = await trx
          .selectFrom('funnel_sources')
          .select('source')
          .where('day', '=', day)
          .where('source', 'in', list.slice(i, i + INSERT_CHUNK))
          .execute();
        for (const r of rows) found.add(r.source);
      }
      return found;
    };
    let counted = await known();
    if (counted.size < sources.size) {
      if (!locked && trx.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`SELECT pg_advisory_xact_lock(727275)`.execute(trx);
        locked = true;
        counted = await known();
      }
      const used = await trx
        .selectFrom('funnel_sources')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('day', '=', day)
        .executeTakeFirstOrThrow();
      const fresh = [...sources].filter((s) => !counted.has(s)).slice(0, Math.max(0, perDay - Number(used.n)));
      for (let i = 0; i < fresh.length; i += INSERT_CHUNK)
        await trx
          .insertInto('funnel_sources')
          .values(fresh.slice(i, i + INSERT_CHUNK).map((source) => ({ day, source })))
          .execute();
      for (const s of fresh) counted.add(s);
    }
    for (const s of sources) admitted.set(JSON.stringify([day, s]), counted.has(s) ? s : OTHER_SOURCE);
  }
  return admitted;
}

/** Writes one batch: the steps not seen before for their submission are counted, the rest ignored. */
export async function writeEvents(db: Kysely<Database>, batch: readonly Pending[], sourcesPerDay = FUNNEL_SOURCES_PER_DAY): Promise<void> {
  if (batch.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const admitted = await admittedSources(trx, batch, sourcesPerDay);
    const rows = new Map<string, FunnelSeenTable>();
    for (const e of batch) {
      const row = {
        submission_hash: submissionHash(e.submissionId),
        step: e.step,
        kind: e.kind,
        hour: utcHour(e.at),
        service_id: e.serviceId,
        source: admitted.get(JSON.stringify([utcDay(e.at), e.source])) ?? e.source,
        expires_at: e.at + SEEN_TTL_MS,
        site_id: e.siteId,
      };
      const key = `${row.submission_hash}:${row.step}:${row.kind}`;
      if (!rows.has(key)) rows.set(key, row);
    }
    const hashes = [...new Set([...rows.values()].map((r) => r.submission_hash))];
    const trapped = new Set<string>();
    for (let i = 0; i < hashes.length; i += INSERT_CHUNK) {
      const found = await trx
        .selectFrom('funnel_seen')
        .select('submission_hash')
        .where('kind', '=', 'trap')
        .where('submission_hash', 'in', hashes.slice(i, i + INSERT_CHUNK))
        .execute();
      for (const f of found) trapped.add(f.submission_hash);
    }
    const fresh = [...rows.values()].filter((r) => !trapped.has(r.submission_hash));
    const increments = new Map<string, number>();
    for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
      const inserted = await trx
        .insertInto('funnel_seen')
        .values(fresh.slice(i, i + INSERT_CHUNK))
        .onConflict((oc) => oc.columns(['submission_hash', 'step', 'kind']).doNothing())
        .returning(['hour', 'service_id', 'step', 'source', 'kind', 'site_id'])
        .execute();
      for (const r of inserted) increments.set(counterKey(r), (increments.get(counterKey(r)) ?? 0) + 1);
    }
    await addToCounters(trx, increments, 1);
  });
}

/**
 * The bot trap caught this submission: take back what its events counted, and mark it so events still
 * on their way (a beacon sent beside the lead) are not counted either.
 */
export async function forgetTrappedSubmission(db: Kysely<Database>, submissionId: string, now = Date.now()): Promise<void> {
  const hash = submissionHash(submissionId);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('funnel_seen')
      .values({
        submission_hash: hash,
        step: -1,
        kind: 'trap',
        hour: utcHour(now),
        service_id: 0,
        source: '',
        expires_at: now + SEEN_TTL_MS,
        site_id: '',
      })
      .onConflict((oc) => oc.columns(['submission_hash', 'step', 'kind']).doNothing())
      .execute();
    const counted = await trx
      .deleteFrom('funnel_seen')
      .where('submission_hash', '=', hash)
      .where('kind', '<>', 'trap')
      .returning(['hour', 'service_id', 'step', 'source', 'kind', 'site_id'])
      .execute();
    const decrements = new Map<string, number>();
    for (const r of counted) decrements.set(counterKey(r), (decrements.get(counterKey(r)) ?? 0) + 1);
    await addToCounters(trx, decrements, -1);
  });
}

/** The first UTC day whose counts are kept: FUNNEL_COUNTS_MONTHS calendar months before `now`'s day. */
export function funnelCountsCutoff(now: number): string {
  const d = new Date(now);
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - FUNNEL_COUNTS_MONTHS);
  const day = Math.min(new Date(now).getUTCDate(), new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate());
  d.setUTCDate(day);
  return utcDay(d.getTime());
}

/**
 * Deletes the counts (and their days' source lists) of UTC days before `cutoff` (YYYY-MM-DD), one day per
 * transaction so a first run over years of counts never holds the database long. Returns the counters
 * deleted.
 */
export async function pruneFunnelCounts(db: Kysely<Database>, cutoff: string): Promise<number> {
  const hoursPerDay = DAY_MS / HOUR_MS;
  const cutoffHour = utcHour(Date.parse(`${cutoff}T00:00:00Z`));
  const days = new Set<string>();
  const countDays = await db
    .selectFrom('funnel_counts')
    .select(sql<number>`hour / ${sql.lit(hoursPerDay)}`.as('d'))
    .distinct()
    .where('hour', '<', cutoffHour)
    .execute();
  for (const r of countDays) days.add(utcDay(Number(r.d) * DAY_MS));
  const sourceDays = await db.selectFrom('funnel_sources').select('day').distinct().where('day', '<', cutoff).execute();
  for (const r of sourceDays) days.add(r.day);
  let deleted = 0;
  for (const day of [...days].sort())
    deleted += await db.transaction().execute(async (trx) => {
      const first = utcHour(Date.parse(`${day}T00:00:00Z`));
      const counts = await trx
        .deleteFrom('funnel_counts')
        .where('hour', '>=', first)
        .where('hour', '<', first + hoursPerDay)
        .executeTakeFirst();
      await trx.deleteFrom('funnel_sources').where('day', '=', day).execute();
      return Number(counts.numDeletedRows);
    });
  return deleted;
}

export interface RecorderOptions {
  flushMs?: number;
  /** A batch this large is written at once, without waiting for the timer. */
  batchSize?: number;
  log: FastifyBaseLogger;
}

/** Events waiting beyond this (the database is down) are dropped: counts must never cost memory. */
const MAX_WAITING = 20_000;
const PRUNE_EVERY_MS = 10 * 60_000;

export class FunnelRecorder {
  private waiting: Pending[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** A write is queued and has not taken its batch yet: another would only find crumbs. */
  private queued = false;
  private lastPrune = 0;
  private readonly flushMs: number;
  private readonly batchSize: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly opts: RecorderOptions,
  ) {
    this.flushMs = opts.flushMs ?? 1000;
    this.batchSize = opts.batchSize ?? 500;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  record(event: FunnelEvent, at = Date.now()): void {
    if (this.waiting.length >= MAX_WAITING) return;
    this.waiting.push({ ...event, at });
    if (this.waiting.length >= this.batchSize && !this.queued) void this.flush();
  }

  /** Writes what is waiting; one write at a time, so batches never race each other. */
  flush(): Promise<void> {
    this.queued = true;
    this.writing = this.writing.then(() => this.writeWaiting());
    return this.writing;
  }

  /** Writes everything waiting now (at shutdown; tests call it before reading the counts). */
  async drain(): Promise<void> {
    await this.flush();
    while (this.waiting.length > 0) await this.flush();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.drain();
  }

  private async writeWaiting(): Promise<void> {
    this.queued = false;
    const batch = this.waiting.splice(0, this.batchSize);
    try {
      await writeEvents(this.db, batch);
      if (this.waiting.length >= this.batchSize && !this.queued) void this.flush();
      if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        await this.db.deleteFrom('funnel_seen').where('expires_at', '<', Date.now()).execute();
      }
    } catch (err) {
      // A report must never take the site down with it: the batch is dropped and said so.
      this.opts.log.warn({ err: { message: (err as Error).message }, events: batch.length }, 'funnel events not counted');
    }
  }
}

/** LeadIntake's hook for a lead the bot trap refused: never fails the (quiet) answer to the bot. */
export async function noteTrappedSubmission(db: Kysely<Database>, submissionId: string, log: FastifyBaseLogger): Promise<void> {
  try {
    await forgetTrappedSubmission(db, submissionId);
  } catch (err) {
    log.warn({ err: { message: (err as Error).message } }, 'trapped submission not taken out of the funnel');
  }
}

/**
 * Empties funnel_days (migration 024) and sums every stored counter into it again per UTC day, in one
 * transaction (`npm run reports:rebuild`). The same sum as the migration's. On PostgreSQL the table is
 * locked first, so a counter written meanwhile waits for the rebuild and is then added by its trigger,
 * never twice nor missed. Returns the rows written.
 */
export async function rebuildFunnelDays(db: Kysely<Database>, dialect: Dialect): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`LOCK TABLE funnel_days IN EXCLUSIVE MODE`.execute(trx);
    await trx.deleteFrom('funnel_days').execute();
    await sql`
      INSERT INTO funnel_days (day, service_id, step, source, kind, site_id, count)
      SELECT hour / 24, service_id, step, source, kind, site_id, sum(count) FROM funnel_counts GROUP BY 1, 2, 3, 4, 5, 6`.execute(trx);
    const row = await trx
      .selectFrom('funnel_days')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
}
