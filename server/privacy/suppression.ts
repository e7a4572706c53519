// The suppression list: e-mails and phones of people who opted out of sale and sharing or revoked consent
// to be contacted, kept only as keyed hashes. A suppression holds back the person's leads stored before
// it that are not yet delivered (the outbox skips them with a recorded reason, and resend refuses them)
// until an admin reverses it with a written reason. A lead stored after it came with fresh consent: it is
// delivered, and the console flags it.
import { createHmac, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { phoneDigits } from '#domain/privacy.ts';
import type { Dialect } from '../store/connect.ts';
import { databaseNow, type ClaimedJob } from '../store/lead-store.ts';
import type { Database, SuppressionsTable } from '../store/schema.ts';

export type Contact = { email: string; phone: string };

/**
 * Stops the delivery of leads whose personal data was deleted (their payload is blank): jobs done, leads
 * held back. `token` limits it to the worker holding that lease; without it, leased jobs are left to the
 * outbox's own check. Returns whether any was stopped.
 */
export async function stopErased(trx: Transaction<Database>, ids: readonly string[], now: number, token?: string): Promise<boolean> {
  if (ids.length === 0) return false;
  let jobs = trx
    .updateTable('delivery_jobs')
    .set({ state: 'done', lease_until: null, lease_token: null, last_error: 'personal data deleted before delivery' })
    .where('lead_id', 'in', ids)
    .where('state', 'in', ['pending', 'held', 'suppressed']);
  jobs = token ? jobs.where('lease_token', '=', token) : jobs.where('lease_token', 'is', null);
  const stopped = await jobs.returning('lead_id').execute();
  if (stopped.length === 0) return false;
  await trx
    .updateTable('leads')
    .set({ status: 'suppressed', updated_at: now })
    .where(
      'id',
      'in',
      stopped.map((j) => j.lead_id),
    )
    .execute();
  return true;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Domains whose mailboxes ignore dots in the local part and everything after a `+`. */
const GMAIL_DOMAINS_LIST = ['gmail.com', 'googlemail.com'];
const GMAIL_DOMAINS: ReadonlySet<string> = new Set(GMAIL_DOMAINS_LIST);

/**
 * The mailbox an address reaches: lower-cased, and for Gmail without dots and `+tag`, on gmail.com.
 * j.o.h.n+x@googlemail.com and john@gmail.com are one person's mailbox, so one suppression covers both.
 */
export function canonicalEmail(email: string): string {
  const e = normaliseEmail(email);
  const at = e.lastIndexOf('@');
  if (at < 1) return e;
  const domain = e.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return e;
  const local = e.slice(0, at).split('+')[0]!.replace(/\./g, '');
  return local ? `${local}@gmail.com` : e;
}

export function normalisePhone(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length === 10 ? digits : '';
}

/** Why a held lead was not delivered, as the outbox records it. */
export function holdReason(reference: string): string {
  return `Not delivered: the person is on the suppression list (privacy request ${reference}).`;
}

/** Why resend refuses a held-back lead. */
export function suppressionRefusal(reference: string): string {
  return `This person is on the suppression list (privacy request ${reference}): their leads cannot be resent until an admin reverses it with a reason.`;
}

export const ERASED_REFUSAL = "This lead's personal data was deleted: there is nothing left to send.";

export interface ActiveSuppression {
  id: string;
  kind: SuppressionsTable['kind'];
  createdAt: number;
  reference: string;
}

type Db = Kysely<Database> | Transaction<Database>;

function hmac(key: Buffer, kind: string, value: string): string {
  return createHmac('sha256', key).update(`${kind}:${value}`).digest('hex');
}

export class SuppressionList {
  readonly db: Kysely<Database>;

  constructor(
    db: Kysely<Database>,
    private readonly dialect: Dialect,
    /** The HMAC key, read once when first needed (so a server can start while its database is down). */
    keySource: () => Promise<Buffer>,
  ) {
    this.db = db;
    this.keySource = keySource;
  }

  private readonly keySource: () => Promise<Buffer>;
  private key: Promise<Buffer> | undefined;

  // NOTE: ready() (below) reads the key once. It is called before any transaction that hashes: on SQLite
  // the one connection is held by the transaction, so reading the key inside it would wait for itself.

  /** Reads the key and, once per server, re-hashes the e-mail rows written before the canonical form. */
  ready(): Promise<Buffer> {
    this.key ??= this.keySource()
      .then(async (key) => {
        await this.upgradeLegacyHashes(key);
        return key;
      })
      .catch((err: unknown) => {
        this.key = undefined;
        throw err;
      });
    return this.key;
  }

  async hash(kind: 'email' | 'phone' | 'mail-recipient', value: string): Promise<string> {
    return hmac(await this.ready(), kind, value);
  }

  /**
   * The hashes a contact is looked up by: the canonical e-mail, the e-mail as typed (rows of the first form
   * whose request no longer holds the address stay matchable that way), and the phone.
   */
  private async hashes(c: Contact): Promise<string[]> {
    const email = normaliseEmail(c.email);
    const phone = normalisePhone(c.phone);
    const emails = email ? [...new Set([canonicalEmail(email), email])] : [];
    return [...(await Promise.all(emails.map((e) => this.hash('email', e)))), ...(phone ? [await this.hash('phone', phone)] : [])];
  }

  /**
   * E-mail suppressions written before the canonical form hash the address as typed: re-hashed from their
   * request's e-mail, so a dot or +tag variant of the address now matches them. Idempotent: servers
   * starting together write the same values.
   */
  private async upgradeLegacyHashes(key: Buffer): Promise<void> {
    const legacy = await this.db
      .selectFrom('suppressions as s')
      .innerJoin('privacy_requests as r', 'r.id', 's.request_id')
      .select(['s.id', 'r.email'])
      .where('s.kind', '=', 'email')
      .where('s.hash_form', '=', 1)
      .where('r.email', '!=', '')
      .execute();
    for (const row of legacy) {
      await this.db
        .updateTable('suppressions')
        .set({ value_hash: hmac(key, 'email', canonicalEmail(row.email)), hash_form: 2 })
        .where('id', '=', row.id)
        .where('hash_form', '=', 1)
        .execute();
    }
  }

  /** Puts the contact on the list for this request and holds back the person's undelivered leads (call ready() first). */
  async add(trx: Transaction<Database>, requestId: string, reference: string, c: Contact, now: number): Promise<number> {
    const email = normaliseEmail(c.email);
    const phone = normalisePhone(c.phone);
    const rows = [
      ...(email ? [{ kind: 'email' as const, value_hash: await this.hash('email', canonicalEmail(email)) }] : []),
      ...(phone ? [{ kind: 'phone' as const, value_hash: await this.hash('phone', phone) }] : []),
    ].map((r) => ({
      ...r,
      id: randomUUID(),
      request_id: requestId,
      created_at: now,
      reversed_at: null,
      reversed_by: null,
      reversed_reason: null,
      hash_form: 2,
    }));
    if (rows.length === 0) return 0;
    await trx.insertInto('suppressions').values(rows).execute();
    const canonical = email && canonicalEmail(email);
    // A Gmail address's variants share the canonical form's first letter: the LIKE narrows the rows, the
    // canonical comparison decides.
    const variants = canonical.endsWith('@gmail.com') ? GMAIL_DOMAINS_LIST.map((d) => `${canonical[0]}%@${d}`) : [];
    const candidates = await trx
      .selectFrom('leads')
      .select(['id', 'email', 'phone'])
      .where('status', 'in', ['queued', 'not_configured'])
      .where('created_at', '<=', now)
      .where((w) =>
        w.or([
          ...(email ? [w(sql<string>`lower(email)`, '=', email)] : []),
          ...variants.map((v) => w(sql<string>`lower(email)`, 'like', v)),
          ...(phone ? [w('phone', '=', phone)] : []),
        ]),
      )
      .execute();
    const leads = candidates.filter((l) => (phone && l.phone === phone) || (canonical && canonicalEmail(l.email) === canonical));
    let held = 0;
    for (const lead of leads) if (await this.holdLead(trx, lead.id, rows[0]!.id, reference, now)) held++;
    return held;
  }

  /**
   * Holds back one lead whose job is waiting (not one an attempt is under way for: that attempt's next
   * retry is stopped by the outbox's own check). `token` limits it to the worker holding that lease.
   */
  private async holdLead(
    trx: Transaction<Database>,
    leadId: string,
    suppressionId: string,
    reference: string,
    now: number,
    token?: string,
  ): Promise<boolean> {
    const dbNow = databaseNow(this.dialect);
    let job = trx
      .updateTable('delivery_jobs')
      .set({ state: 'suppressed', lease_until: null, lease_token: null })
      .where('lead_id', '=', leadId)
      .where('state', 'in', ['pending', 'held']);
    job = token
      ? job.where('lease_token', '=', token)
      : job.where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', dbNow)]));
    const updated = await job.executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx.updateTable('leads').set({ status: 'suppressed', updated_at: now }).where('id', '=', leadId).execute();
    await trx
      .insertInto('delivery_holds')
      .values({
        id: randomUUID(),
        lead_id: leadId,
        suppression_id: suppressionId,
        at: now,
        reason: holdReason(reference),
        released_at: null,
      })
      .execute();
    return true;
  }

  /** The suppression that holds back a lead stored at `storedAt` with this contact, if any. */
  async activeFor(c: Contact, storedAt: number, db: Db = this.db): Promise<ActiveSuppression | undefined> {
    const hashes = await this.hashes(c);
    if (hashes.length === 0) return undefined;
    const row = await db
      .selectFrom('suppressions as s')
      .innerJoin('privacy_requests as r', 'r.id', 's.request_id')
      .select(['s.id', 's.kind', 's.created_at', 'r.reference'])
      .where('s.value_hash', 'in', hashes)
      .where('s.reversed_at', 'is', null)
      .where('s.created_at', '>=', storedAt)
      .orderBy('s.created_at')
      .limit(1)
      .executeTakeFirst();
    return row && { id: row.id, kind: row.kind, createdAt: row.created_at, reference: row.reference };
  }

  /**
   * Whether the contact is on the list at all (not reversed), whenever it was put there: a person who opted
   * out of sale and then asked for quotes again is sold to one buyer at most.
   */
  async listed(c: Contact): Promise<boolean> {
    const hashes = await this.hashes(c);
    if (hashes.length === 0) return false;
    const row = await this.db
      .selectFrom('suppressions')
      .select('id')
      .where('value_hash', 'in', hashes)
      .where('reversed_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Why resend must refuse this lead (its person is suppressed, or its personal data was deleted), if so. */
  async resendRefusal(leadId: string): Promise<string | undefined> {
    const lead = await this.db
      .selectFrom('leads')
      .select(['email', 'phone', 'created_at', 'erased_at'])
      .where('id', '=', leadId)
      .executeTakeFirst();
    if (!lead) return undefined;
    if (lead.erased_at !== null) return ERASED_REFUSAL;
    const s = await this.activeFor(lead, lead.created_at);
    return s && suppressionRefusal(s.reference);
  }

  /**
   * The outbox's check before it forwards a job it holds the lease of: a suppressed person's lead is held
   * back (job and lead marked, the reason recorded) instead of sent. True when it was held back.
   */
  async holdIfSuppressed(job: Pick<ClaimedJob, 'leadId' | 'token' | 'justStored'>): Promise<boolean> {
    // NOTE: reads first, outside a transaction: almost every lead is not suppressed, and on SQLite a
    // transaction would hold the one connection. The hold itself is fenced by the lease token.
    const stored = job.justStored;
    const lead = stored
      ? { email: stored.email, phone: stored.phone, created_at: stored.createdAt, erased_at: null }
      : await this.db
          .selectFrom('leads')
          .select(['email', 'phone', 'created_at', 'erased_at'])
          .where('id', '=', job.leadId)
          .executeTakeFirst();
    if (!lead) return false;
    if (lead.erased_at !== null) return this.db.transaction().execute((trx) => stopErased(trx, [job.leadId], Date.now(), job.token));
    const hashes = await this.hashes(lead);
    if (hashes.length === 0) return false;
    const rows = await this.db
      .selectFrom('suppressions as s')
      .innerJoin('privacy_requests as r', 'r.id', 's.request_id')
      .select(['s.id', 's.created_at', 'r.reference'])
      .where('s.value_hash', 'in', hashes)
      .where('s.reversed_at', 'is', null)
      .orderBy('s.created_at')
      .execute();
    const holding = rows.find((r) => r.created_at >= lead.created_at);
    if (holding) {
      return this.db.transaction().execute((trx) => this.holdLead(trx, job.leadId, holding.id, holding.reference, Date.now(), job.token));
    }
    // Suppressed before this lead was stored: the person asked again with fresh consent. It goes out,
    // flagged for the console.
    const earlier = rows.find((r) => r.created_at < lead.created_at);
    if (earlier) {
      await this.db
        .insertInto('privacy_flags')
        .values({ lead_id: job.leadId, suppression_id: earlier.id, at: Date.now() })
        .onConflict((oc) => oc.column('lead_id').doNothing())
        .execute();
    }
    return false;
  }

  /**
   * Reverses a request's suppressions (an admin, with a reason) and lets go of the leads they held back
   * that nothing else holds: back in the queue (or held, when no network is configured). Returns them.
   */
  async reverse(requestId: string, actor: string, reason: string, now: number, networkConfigured: boolean): Promise<string[]> {
    await this.ready();
    return this.db.transaction().execute(async (trx) => {
      const reversed = await trx
        .updateTable('suppressions')
        .set({ reversed_at: now, reversed_by: actor, reversed_reason: reason })
        .where('request_id', '=', requestId)
        .where('reversed_at', 'is', null)
        .returning('id')
        .execute();
      if (reversed.length === 0) return [];
      const holds = await trx
        .selectFrom('delivery_holds as h')
        .innerJoin('leads as l', 'l.id', 'h.lead_id')
        .select(['h.id', 'h.lead_id', 'l.email', 'l.phone', 'l.created_at'])
        .where(
          'h.suppression_id',
          'in',
          reversed.map((r) => r.id),
        )
        .where('h.released_at', 'is', null)
        .execute();
      const released: string[] = [];
      for (const h of holds) {
        await trx.updateTable('delivery_holds').set({ released_at: now }).where('id', '=', h.id).execute();
        if (await this.activeFor(h, h.created_at, trx)) continue;
        const job = await trx
          .updateTable('delivery_jobs')
          .set(
            networkConfigured ? { state: 'pending', next_attempt_at: databaseNow(this.dialect), next_trigger: 'retry' } : { state: 'held' },
          )
          .where('lead_id', '=', h.lead_id)
          .where('state', '=', 'suppressed')
          .executeTakeFirst();
        if (Number(job.numUpdatedRows) === 0) continue;
        await trx
          .updateTable('leads')
          .set({ status: networkConfigured ? 'queued' : 'not_configured', updated_at: now })
          .where('id', '=', h.lead_id)
          .execute();
        released.push(h.lead_id);
      }
      return released;
    });
  }

  /** The recorded holds of a lead, newest first (the console's lead timeline can show them). */
  async holdsOf(leadId: string) {
    return this.db.selectFrom('delivery_holds').selectAll().where('lead_id', '=', leadId).orderBy('at', 'desc').execute();
  }
}
