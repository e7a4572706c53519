// The buyers admins manage (docs/admin-api.md, "Buyers"): created, changed, listed, deleted and given their
// own key, with the checks that need more than the request body. A buyer is activated only under a name
// on the partner companies list (what the visitor's consent names); its URLs must be public unless private
// targets are allowed; its ping deadline fits inside the visitor's whole wait; its header values are
// stored only sealed, so without BUYER_SECRET_KEY none is taken. Answers never carry a header value.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BuyerAnswer } from '#domain/buyer-answer.ts';
import { urlRefusal } from '../security/public-address.ts';
import type { Database } from '../store/schema.ts';
import { buyerKeyHash, newBuyerKey } from './buyer-key.ts';
import { applyInput, defaultSettings, type BuyerInput } from './buyer-input.ts';
import {
  buyerFromRow,
  maskedHeaders,
  sealedHeaders,
  sealHeaders,
  settingsColumns,
  type BuyerRow,
  type BuyerSettings,
} from './buyer-record.ts';
import { toDollars } from './money.ts';
import { PARTNER_FILE, type PartnerList } from './partner-list.ts';
import { SecretBox } from './secret-box.ts';
import { periodStart } from './zoned-time.ts';

/** A refusal of what was sent, by field: answered 400 `{ error, fields }`. */
export class BuyerInputError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? 'The buyer is not valid.');
  }
}

export class BuyerNotFound extends Error {
  constructor() {
    super('No such buyer.');
  }
}

/** The request is sound but the buyer's state forbids it (answered 409). */
export class BuyerConflict extends Error {}

export const NO_SECRET_KEY =
  'Header values are stored encrypted, and BUYER_SECRET_KEY is not set: set BUYER_SECRET_KEY (at least 32 characters) and restart the server, then save the headers.';
export const HAS_SALES =
  'This buyer has sales on record (revenue, returns and the leads’ auctions name it), so it cannot be deleted: pause it instead (set it inactive).';

export interface BuyerStoreOptions {
  /** BUYER_SECRET_KEY: seals header values; unset, no header value can be stored or sent. */
  secretKey: string | undefined;
  /** WEBHOOK_ALLOW_PRIVATE: buyer URLs may be private addresses (test setups). */
  allowPrivateTargets: boolean;
  /** LEAD_FORWARD_TIMEOUT_MS: the visitor's whole wait, which a ping deadline must fit in. */
  forwardTimeoutMs: number;
  /** The zone of a buyer created without one. */
  defaultTimeZone: string;
  /** The partner companies list as it is now. */
  partners: () => PartnerList;
  now?: () => number;
}

export type { BuyerAnswer };

export class BuyerStore {
  readonly box: SecretBox | undefined;
  /** Whether buyer URLs may be private addresses (WEBHOOK_ALLOW_PRIVATE), for saving and for the test ping. */
  readonly allowPrivateTargets: boolean;
  readonly #db: Kysely<Database>;
  readonly #opts: BuyerStoreOptions;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, opts: BuyerStoreOptions) {
    this.#db = db;
    this.#opts = opts;
    this.#now = opts.now ?? Date.now;
    this.allowPrivateTargets = opts.allowPrivateTargets;
    this.box = opts.secretKey ? new SecretBox(opts.secretKey) : undefined;
  }

  async list(): Promise<BuyerAnswer[]> {
    const rows = await this.#db.selectFrom('buyers').selectAll().orderBy('created_at').orderBy('id').execute();
    const today = await this.#usageToday(rows);
    const partners = this.#opts.partners();
    return rows.map((row) => this.#answer(row, partners, today.get(row.id)));
  }

  async get(id: string): Promise<BuyerAnswer> {
    const row = await this.row(id);
    const today = await this.#usageToday([row]);
    return this.#answer(row, this.#opts.partners(), today.get(id));
  }

  /** The stored row (for the test ping, which opens its headers). */
  async row(id: string): Promise<BuyerRow> {
    const row = await this.#db.selectFrom('buyers').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new BuyerNotFound();
    return row;
  }

  async create(input: BuyerInput): Promise<BuyerAnswer> {
    const missing: Record<string, string> = {};
    if (input.name === undefined) missing.name = 'Name: give the company name.';
    if (input.mode === undefined) missing.mode = 'Mode: post or ping-post.';
    if (input.postUrl === undefined) missing.postUrl = 'Post URL: give an http:// or https:// URL.';
    if (Object.keys(missing).length > 0) throw new BuyerInputError(missing);
    const { headers = {}, ...fields } = input;
    const settings = applyInput(defaultSettings(this.#opts.defaultTimeZone, Math.min(1000, this.#opts.forwardTimeoutMs)), fields);
    await this.#check(settings, undefined, input, new Set());
    const now = this.#now();
    const id = randomBytes(12).toString('base64url');
    await this.#db
      .insertInto('buyers')
      .values({
        id,
        ...settingsColumns(settings),
        headers_sealed: this.#sealed({}, headers),
        key_hash: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return this.get(id);
  }

  /** Changes the fields `input` names; `changed` lists them (for the audit log). */
  async update(id: string, input: BuyerInput): Promise<{ buyer: BuyerAnswer; changed: string[] }> {
    const row = await this.row(id);
    const before = buyerFromRow(row);
    const { headers, ...fields } = input;
    const settings = applyInput(before, fields);
    await this.#check(settings, before, input, new Set(Object.keys(sealedHeaders(row))));
    const values: Partial<BuyerRow> = { ...settingsColumns(settings), updated_at: this.#now() };
    if (headers !== undefined) values.headers_sealed = this.#sealed(sealedHeaders(row), headers);
    await this.#db.updateTable('buyers').set(values).where('id', '=', id).execute();
    return { buyer: await this.get(id), changed: Object.keys(input) };
  }

  /**
   * Deletes a buyer that never had a sale. One with sales stays, since revenue, returns and the leads'
   * auctions refer to it: it can be paused instead. The check is in the DELETE itself, so a sale recorded
   * at the same moment keeps the buyer.
   */
  async delete(id: string): Promise<string> {
    const row = await this.row(id);
    const deleted = await this.#db
      .deleteFrom('buyers')
      .where('id', '=', id)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('sales').select('sales.lead_id').where('sales.buyer_id', '=', id))))
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new BuyerConflict(HAS_SALES);
    await this.#db.deleteFrom('buyer_usage').where('buyer_id', '=', id).execute();
    return row.name;
  }

  /** A new key for the buyer to return leads with: returned once, stored only as its hash; the old one stops working. */
  async issueKey(id: string): Promise<string> {
    await this.row(id);
    const key = newBuyerKey();
    await this.#db
      .updateTable('buyers')
      .set({ key_hash: buyerKeyHash(key), updated_at: this.#now() })
      .where('id', '=', id)
      .execute();
    return key;
  }

  async #check(s: BuyerSettings, before: BuyerSettings | undefined, input: BuyerInput, storedHeaders: ReadonlySet<string>): Promise<void> {
    const fields: Record<string, string> = {};
    if (s.mode === 'ping-post' && !s.pingUrl) fields.pingUrl = 'Ping URL: a ping-post buyer is pinged first, so give its ping URL.';
    if (s.mode === 'post' && s.pingUrl) fields.pingUrl = 'Ping URL: a post buyer is not pinged; leave it empty, or choose ping-post.';
    if (s.zips.length > 0 && s.radius) fields.zips = 'ZIP codes: give a list of ZIP codes or a radius, not both.';
    if (s.timeoutMs > this.#opts.forwardTimeoutMs) {
      fields.timeoutMs = `Ping deadline: at most ${this.#opts.forwardTimeoutMs} ms, the visitor’s whole wait (LEAD_FORWARD_TIMEOUT_MS).`;
    }
    // An activated buyer is sold leads under its name, so the name must be one the consent names. Checked
    // when it becomes active or is renamed, so an edit of an active buyer is not refused for a list that
    // changed under it (the launch check and the auction see to that).
    if (s.active && (!before?.active || before.name !== s.name) && !this.#opts.partners().has(s.name)) {
      fields.name = `“${s.name}” is not on the partner companies list (${PARTNER_FILE}), which the visitor’s consent names: add it there exactly as written before activating this buyer, or keep it paused.`;
    }
    for (const [name, value] of Object.entries(input.headers ?? {})) {
      if (value !== null && !this.box) fields.headers = NO_SECRET_KEY;
      if (value === null && !storedHeaders.has(name.toLowerCase())) {
        fields[`headers.${name}`] = `${name}: give its value (there is no stored one to keep).`;
      }
    }
    for (const [key, url, was] of [
      ['postUrl', s.postUrl, before?.postUrl],
      ['pingUrl', s.pingUrl, before?.pingUrl],
    ] as const) {
      if (!url || url === was || fields[key]) continue;
      const refusal = await urlRefusal(url, this.allowPrivateTargets);
      if (refusal) fields[key] = refusal;
    }
    if (Object.keys(fields).length > 0) throw new BuyerInputError(fields);
  }

  /**
   * The headers column after a change: `given` is the whole new set; a null value keeps the stored one
   * (#check made sure there is one), any other is sealed (#check made sure there is a key).
   */
  #sealed(stored: Record<string, string>, given: Record<string, string | null>): string {
    const entries = Object.entries(given);
    const kept = entries.filter(([, v]) => v === null).map(([name]) => [name.toLowerCase(), stored[name.toLowerCase()]!]);
    const fresh = Object.fromEntries(entries.filter((e): e is [string, string] => e[1] !== null));
    const sealed = Object.keys(fresh).length > 0 ? sealedHeaders({ headers_sealed: sealHeaders(fresh, this.box!) }) : {};
    return JSON.stringify({ ...Object.fromEntries(kept), ...sealed });
  }

  /** Today's usage row of each buyer (its own zone's day), as the sales left it: one query for all. */
  async #usageToday(rows: readonly BuyerRow[]): Promise<Map<string, { leads: number; cents: number }>> {
    const out = new Map<string, { leads: number; cents: number }>();
    if (rows.length === 0) return out;
    const now = this.#now();
    const wanted = new Map(rows.map((r) => [r.id, periodStart(now, 'day', r.time_zone)]));
    const usage = await this.#db
      .selectFrom('buyer_usage')
      .select(['buyer_id', 'period_start', 'leads', 'cents'])
      .where('period', '=', 'day')
      .where('buyer_id', 'in', [...wanted.keys()])
      .where('period_start', '>=', Math.min(...wanted.values()))
      .execute();
    for (const u of usage) {
      if (Number(u.period_start) === wanted.get(u.buyer_id)) out.set(u.buyer_id, { leads: Number(u.leads), cents: Number(u.cents) });
    }
    return out;
  }

  #answer(row: BuyerRow, partners: PartnerList, today: { leads: number; cents: number } | undefined): BuyerAnswer {
    const b = buyerFromRow(row);
    const limit = (l: { daily?: number; weekly?: number; monthly?: number }, f: (n: number) => number) => ({
      daily: l.daily === undefined ? null : f(l.daily),
      weekly: l.weekly === undefined ? null : f(l.weekly),
      monthly: l.monthly === undefined ? null : f(l.monthly),
    });
    return {
      id: b.id,
      name: b.name,
      active: b.active,
      mode: b.mode,
      postUrl: b.postUrl,
      pingUrl: b.pingUrl,
      price: toDollars(b.priceCents),
      minBid: toDollars(b.minBidCents),
      timeoutMs: b.timeoutMs,
      headers: maskedHeaders(row, this.box),
      services: [...b.services],
      states: [...b.states],
      zips: [...b.zips],
      radius: b.radius ?? null,
      sites: [...b.sites],
      schedule: b.schedule ?? null,
      timeZone: b.timeZone,
      caps: limit(b.caps, (n) => n),
      budget: limit(b.budgetCents, toDollars),
      exclusiveOnly: b.exclusiveOnly,
      priority: b.priority,
      bidPenaltyPercent: b.bidPenaltyBasisPoints / 100,
      returnWindowDays: b.returnWindowDays,
      maxReturnRate: b.maxReturnRateBasisPoints / 10_000,
      returnsNeedApproval: b.returnsNeedApproval,
      hasKey: row.key_hash !== null,
      partnerListed: partners.has(b.name),
      today: { leads: today?.leads ?? 0, spent: toDollars(today?.cents ?? 0) },
      createdAt: new Date(Number(row.created_at)).toISOString(),
      updatedAt: new Date(Number(row.updated_at)).toISOString(),
    };
  }
}
