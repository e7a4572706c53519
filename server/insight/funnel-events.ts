// The wizard's step events (contract section 11): validated, then counted per UTC day, service, step and
// source. Events are buffered in memory and written in one transaction per second (or per 500 events), so
// a burst of visitors costs the database a handful of commits, not one per click; the visitor is answered
// at once and never waits for the count. Losing a second of counts in a crash is the price, and an
// acceptable one for a report.
//
// A submission's first view of a step counts once: each (submission, step, kind) is remembered in
// funnel_seen under a SHA-256 of the wizard's random submission id, for two days only. No IP, no answer,
// no cookie is read or kept.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { findServiceById } from '#domain/catalogue.ts';
import { LIMITS } from '#domain/schemas.ts';
import { wizardSteps } from '#domain/steps.ts';
import type { Database } from '../store/schema.ts';
import { insightDb, sourceOf, utcDay, type FunnelKind, type InsightDatabase } from './insight-tables.ts';

/** How long a submission's seen steps are remembered: a visit, plus a night. */
export const SEEN_TTL_MS = 48 * 3600_000;

const campaignValue = z.string().trim().max(LIMITS.campaign).optional();

const eventSchema = z
  .object({
    submissionId: z.uuid('Invalid submission id'),
    serviceId: z.number().int().positive(),
    step: z.number().int().min(0),
    kind: z.enum(['view', 'submit']),
    // The visit's campaign ids, from which the source is told (aff_id, else utm_source, else direct).
    aff_id: campaignValue,
    utm_source: campaignValue,
  })
  .strict();

export interface FunnelEvent {
  submissionId: string;
  serviceId: number;
  step: number;
  kind: FunnelKind;
  source: string;
}

export type ParsedEvent = { ok: true; event: FunnelEvent } | { ok: false; error: string; fields: Record<string, string> };

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

export function parseFunnelEvent(body: unknown): ParsedEvent {
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'body', i.message]));
    return { ok: false, error: 'Invalid event.', fields };
  }
  const e = parsed.data;
  const steps = stepCount(e.serviceId);
  if (steps === undefined) return { ok: false, error: 'Invalid event.', fields: { serviceId: 'Unknown service' } };
  if (e.step >= steps) return { ok: false, error: 'Invalid event.', fields: { step: `This service has ${steps} steps` } };
  return {
    ok: true,
    event: { submissionId: e.submissionId, serviceId: e.serviceId, step: e.step, kind: e.kind, source: sourceOf(e) },
  };
}

export function submissionHash(submissionId: string): string {
  return createHash('sha256').update(submissionId.toLowerCase()).digest('hex');
}

interface Pending extends FunnelEvent {
  at: number;
}

const INSERT_CHUNK = 400;

function counterKey(r: { day: string; service_id: number; step: number; source: string; kind: string }): string {
  return JSON.stringify([r.day, r.service_id, r.step, r.source, r.kind]);
}

/** Adds `by` to each counter, creating it at `by` (one multi-row upsert; keys are distinct). */
async function addToCounters(db: Kysely<InsightDatabase>, increments: Map<string, number>, by: 1 | -1): Promise<void> {
  const rows = [...increments].map(([key, n]) => {
    const [day, service_id, step, source, kind] = JSON.parse(key) as [string, number, number, string, FunnelKind];
    return { day, service_id, step, source, kind, count: n * by };
  });
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('funnel_counts')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) =>
        oc
          .columns(['day', 'service_id', 'step', 'source', 'kind'])
          .doUpdateSet({ count: sql<number>`funnel_counts.count + excluded.count` }),
      )
      .execute();
  }
}

/** Writes one batch: the steps not seen before for their submission are counted, the rest ignored. */
export async function writeEvents(db: Kysely<InsightDatabase>, batch: readonly Pending[]): Promise<void> {
  if (batch.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const rows = new Map<string, InsightDatabase['funnel_seen']>();
    for (const e of batch) {
      const row = {
        submission_hash: submissionHash(e.submissionId),
        step: e.step,
        kind: e.kind,
        day: utcDay(e.at),
        service_id: e.serviceId,
        source: e.source,
        expires_at: e.at + SEEN_TTL_MS,
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
        .returning(['day', 'service_id', 'step', 'source', 'kind'])
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
export async function forgetTrappedSubmission(db: Kysely<InsightDatabase>, submissionId: string, now = Date.now()): Promise<void> {
  const hash = submissionHash(submissionId);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('funnel_seen')
      .values({ submission_hash: hash, step: -1, kind: 'trap', day: utcDay(now), service_id: 0, source: '', expires_at: now + SEEN_TTL_MS })
      .onConflict((oc) => oc.columns(['submission_hash', 'step', 'kind']).doNothing())
      .execute();
    const counted = await trx
      .deleteFrom('funnel_seen')
      .where('submission_hash', '=', hash)
      .where('kind', '<>', 'trap')
      .returning(['day', 'service_id', 'step', 'source', 'kind'])
      .execute();
    const decrements = new Map<string, number>();
    for (const r of counted) decrements.set(counterKey(r), (decrements.get(counterKey(r)) ?? 0) + 1);
    await addToCounters(trx, decrements, -1);
  });
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
    private readonly db: Kysely<InsightDatabase>,
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
    await forgetTrappedSubmission(insightDb(db), submissionId);
  } catch (err) {
    log.warn({ err: { message: (err as Error).message } }, 'trapped submission not taken out of the funnel');
  }
}
