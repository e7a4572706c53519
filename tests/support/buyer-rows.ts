// Buyers written straight into the `buyers` table, the way the console's buyer API stores them (rules as
// buyer-record.ts's JSON, headers sealed with BUYER_SECRET_KEY), for tests of selling that do not go
// through that API.
import type { Kysely } from 'kysely';
import { storedRulesOf, sealHeaders } from '#server/selling/buyer-record.ts';
import type { BuyerRules } from '#server/selling/buyer-rules.ts';
import { SecretBox } from '#server/selling/secret-box.ts';
import type { Database } from '#server/store/schema.ts';

export const TEST_BUYER_SECRET_KEY = 'test-buyer-secret-key-0123456789abcdef';

export interface TestBuyer extends Partial<Omit<BuyerRules, 'id'>> {
  id: string;
  postUrl: string;
  pingUrl?: string;
  headers?: Record<string, string>;
}

let order = 0;

/** Stores a buyer (active, no filters, post at $10, 2 s to answer a ping, unless said otherwise). */
export async function insertBuyer(db: Kysely<Database>, b: TestBuyer, secretKey = TEST_BUYER_SECRET_KEY): Promise<void> {
  // Distinct creation times in the order of the calls: the older buyer wins a tie.
  const createdAt = b.createdAt ?? Date.now() - 3_600_000 + order++;
  await db
    .insertInto('buyers')
    .values({
      id: b.id,
      name: b.name ?? `Buyer ${b.id}`,
      active: b.active === false ? 0 : 1,
      mode: b.mode ?? (b.pingUrl ? 'ping-post' : 'post'),
      post_url: b.postUrl,
      ping_url: b.pingUrl ?? null,
      price_cents: b.priceCents ?? 1000,
      min_bid_cents: b.minBidCents ?? 0,
      // Generous: a loaded test machine must not turn a bid into a time-out.
      timeout_ms: b.timeoutMs ?? 2000,
      headers_sealed: b.headers ? sealHeaders(b.headers, new SecretBox(secretKey)) : '{}',
      rules: storedRulesOf({
        services: b.services ?? [],
        states: b.states ?? [],
        zips: b.zips ?? [],
        sites: b.sites ?? [],
        caps: b.caps ?? {},
        budgetCents: b.budgetCents ?? {},
        ...(b.radius && { radius: b.radius }),
        ...(b.schedule && { schedule: b.schedule }),
      }),
      time_zone: b.timeZone ?? 'America/Los_Angeles',
      exclusive_only: b.exclusiveOnly ? 1 : 0,
      priority: b.priority ?? 0,
      bid_penalty_bp: b.bidPenaltyBasisPoints ?? 0,
      return_window_days: 7,
      max_return_rate_bp: 3000,
      returns_need_approval: 0,
      key_hash: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}
