// A buyer as the database keeps it (the `buyers` table) read into what the auction decides with
// (buyer-rules.ts) and what a ping or post sends (its URLs and opened headers). The rules column holds the
// filters, schedule, caps and budget as one JSON document, so a new filter needs no migration; this file is
// the one place that knows its shape, in both directions.
import type { Insertable, Selectable } from 'kysely';
import type { BuyersTable } from '../store/schema.ts';
import type { BuyerRules, Limits, Schedule } from './buyer-rules.ts';
import { maskSecret, type SecretBox } from './secret-box.ts';

/** The `rules` column's JSON. Money in cents. */
export interface StoredRules {
  services?: string[];
  states?: string[];
  zips?: string[];
  radius?: { zip: string; miles: number };
  sites?: string[];
  schedule?: Schedule;
  caps?: Limits;
  budgetCents?: Limits;
}

export type BuyerRow = Selectable<BuyersTable>;

/** What the auction needs of a buyer beyond its rules: where it is reached and how it returns leads. */
export interface BuyerEndpoint extends BuyerRules {
  postUrl: string;
  pingUrl: string | null;
  returnWindowDays: number;
  maxReturnRateBasisPoints: number;
  returnsNeedApproval: boolean;
}

/** Everything an operator sets on a buyer, in stored units (cents, basis points): a record without its id and dates. */
export type BuyerSettings = Omit<BuyerEndpoint, 'id' | 'createdAt'>;

/** The columns that hold a buyer's settings: the way back from `buyerFromRow`. */
export function settingsColumns(
  s: BuyerSettings,
): Omit<Insertable<BuyersTable>, 'id' | 'headers_sealed' | 'key_hash' | 'created_at' | 'updated_at'> {
  return {
    name: s.name,
    active: s.active ? 1 : 0,
    mode: s.mode,
    post_url: s.postUrl,
    ping_url: s.pingUrl,
    price_cents: s.priceCents,
    min_bid_cents: s.minBidCents,
    timeout_ms: s.timeoutMs,
    rules: storedRulesOf(s),
    time_zone: s.timeZone,
    exclusive_only: s.exclusiveOnly ? 1 : 0,
    priority: s.priority,
    bid_penalty_bp: s.bidPenaltyBasisPoints,
    return_window_days: s.returnWindowDays,
    max_return_rate_bp: s.maxReturnRateBasisPoints,
    returns_need_approval: s.returnsNeedApproval ? 1 : 0,
  };
}

function parseRules(text: string): StoredRules {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as StoredRules) : {};
  } catch {
    return {};
  }
}

export function storedRulesOf(
  rules: Pick<BuyerRules, 'services' | 'states' | 'zips' | 'radius' | 'sites' | 'schedule' | 'caps' | 'budgetCents'>,
): string {
  const stored: StoredRules = {
    services: [...rules.services],
    states: [...rules.states],
    zips: [...rules.zips],
    sites: [...rules.sites],
    caps: rules.caps,
    budgetCents: rules.budgetCents,
    ...(rules.radius && { radius: rules.radius }),
    ...(rules.schedule && { schedule: rules.schedule }),
  };
  return JSON.stringify(stored);
}

export function buyerFromRow(row: BuyerRow): BuyerEndpoint {
  const r = parseRules(row.rules);
  return {
    id: row.id,
    name: row.name,
    active: Number(row.active) === 1,
    mode: row.mode,
    priceCents: Number(row.price_cents),
    minBidCents: Number(row.min_bid_cents),
    timeoutMs: Number(row.timeout_ms),
    services: r.services ?? [],
    states: r.states ?? [],
    zips: r.zips ?? [],
    ...(r.radius && { radius: r.radius }),
    sites: r.sites ?? [],
    ...(r.schedule && { schedule: r.schedule }),
    timeZone: row.time_zone,
    caps: r.caps ?? {},
    budgetCents: r.budgetCents ?? {},
    exclusiveOnly: Number(row.exclusive_only) === 1,
    priority: Number(row.priority),
    bidPenaltyBasisPoints: Number(row.bid_penalty_bp),
    createdAt: Number(row.created_at),
    postUrl: row.post_url,
    pingUrl: row.ping_url,
    returnWindowDays: Number(row.return_window_days),
    maxReturnRateBasisPoints: Number(row.max_return_rate_bp),
    returnsNeedApproval: Number(row.returns_need_approval) === 1,
  };
}

/** The `headers_sealed` column's JSON: header name -> value sealed by the SecretBox. */
export function sealHeaders(headers: Readonly<Record<string, string>>, box: SecretBox): string {
  return JSON.stringify(Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), box.seal(value)])));
}

/** The headers to send, opened; without a key (BUYER_SECRET_KEY unset) only a buyer without headers can be sent to. */
export function openHeaders(row: Pick<BuyerRow, 'headers_sealed'>, box: SecretBox | undefined): Record<string, string> {
  const sealed = JSON.parse(row.headers_sealed || '{}') as Record<string, string>;
  const names = Object.keys(sealed);
  if (names.length === 0) return {};
  if (!box) throw new Error('BUYER_SECRET_KEY is not set: this buyer has header secrets that cannot be opened');
  return Object.fromEntries(names.map((name) => [name, box.open(sealed[name]!)]));
}

/** The `headers_sealed` column as it is: header name -> sealed value. */
export function sealedHeaders(row: Pick<BuyerRow, 'headers_sealed'>): Record<string, string> {
  return JSON.parse(row.headers_sealed || '{}') as Record<string, string>;
}

/** The names of the headers a buyer is sent (their values stay sealed). */
export function headerNames(row: Pick<BuyerRow, 'headers_sealed'>): string[] {
  return Object.keys(sealedHeaders(row));
}

/**
 * The headers as the console shows them: each name with its value masked (its last four characters at
 * most). Without the key, or with a value that no longer opens under it, the mask alone.
 */
export function maskedHeaders(row: Pick<BuyerRow, 'headers_sealed'>, box: SecretBox | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(sealedHeaders(row)).map(([name, sealed]) => {
      if (!box) return [name, maskSecret('')];
      try {
        return [name, maskSecret(box.open(sealed))];
      } catch {
        return [name, maskSecret('')];
      }
    }),
  );
}
