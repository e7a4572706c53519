// Buyers, sales and auction rows written straight to the database, as the buyers API and the auction
// leave them, for tests (and screenshots) of what is built on them: returns, revenue, a lead's auction.
import type { Kysely } from 'kysely';
import type { Database, SaleState } from '#server/store/schema.ts';

export interface TestBuyer {
  id: string;
  name?: string;
  /** The SHA-256 (hex) of the buyer's key, as the buyers API stores it. */
  keyHash?: string | null;
  returnWindowDays?: number;
  maxReturnRateBp?: number;
  returnsNeedApproval?: boolean;
  timeZone?: string;
}

export async function insertBuyer(db: Kysely<Database>, b: TestBuyer): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('buyers')
    .values({
      id: b.id,
      name: b.name ?? b.id,
      active: 1,
      mode: 'post',
      post_url: `https://${b.id}.example.com/leads`,
      ping_url: null,
      price_cents: 2500,
      min_bid_cents: 0,
      timeout_ms: 1000,
      headers_sealed: '{}',
      rules: '{}',
      time_zone: b.timeZone ?? 'America/New_York',
      exclusive_only: 0,
      priority: 0,
      bid_penalty_bp: 0,
      // The contract's defaults (7 days, 30 %), unless a test says otherwise.
      return_window_days: b.returnWindowDays ?? 7,
      max_return_rate_bp: b.maxReturnRateBp ?? 3000,
      returns_need_approval: b.returnsNeedApproval ? 1 : 0,
      key_hash: b.keyHash ?? null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export interface TestSale {
  leadId: string;
  buyerId: string;
  priceCents: number;
  /** When it was sold (settled); reserved a second before. */
  at: number;
  state?: SaleState;
}

export async function insertSale(db: Kysely<Database>, s: TestSale): Promise<void> {
  const state = s.state ?? 'sold';
  await db
    .insertInto('sales')
    .values({
      lead_id: s.leadId,
      buyer_id: s.buyerId,
      price_cents: s.priceCents,
      state,
      reserved_at: s.at - 1000,
      settled_at: state === 'pending' ? null : s.at,
      day_start: 0,
      week_start: 0,
      month_start: 0,
      ping_token: null,
    })
    .execute();
}

export interface TestAuctionEntry {
  leadId: string;
  buyerId: string;
  buyerName: string;
  outcome: string;
  reason?: string | null;
  bidCents?: number | null;
  answerMs?: number | null;
  postStatus?: number | null;
  postAnswer?: string | null;
  at: number;
}

export async function insertAuctionEntry(db: Kysely<Database>, e: TestAuctionEntry): Promise<void> {
  await db
    .insertInto('auction_entries')
    .values({
      lead_id: e.leadId,
      buyer_id: e.buyerId,
      buyer_name: e.buyerName,
      outcome: e.outcome,
      reason: e.reason ?? null,
      bid_cents: e.bidCents ?? null,
      answer_ms: e.answerMs ?? null,
      post_status: e.postStatus ?? null,
      post_answer: e.postAnswer ?? null,
      at: e.at,
    })
    .execute();
}
