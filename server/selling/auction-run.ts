// A lead's auction, run in the visitor's request once the lead and its consent are committed, all of it
// within LEAD_FORWARD_TIMEOUT_MS:
// 1. Every buyer in the database is checked (eligibility.ts, then "bought this person lately"); the others
//    are skipped with the reason.
// 2. Ping-post buyers are pinged in parallel with what prices a lead and nothing that identifies the person
//    (ping.ts), each cut at the smaller of its timeoutMs and the time left; post buyers bid their price.
// 3. auction.ts chooses the winners (exclusive, or shared among up to LEAD_MAX_SALES buyers; one buyer for a
//    visitor who sent Global Privacy Control or is on the opt-out list). Each winner's sale is reserved in
//    the database (sales-ledger.ts: slot, pair, caps and budgets, exactly under concurrency), its job stored,
//    and it is posted through the outbox's first attempt, in parallel.
// 4. A refused post (or a reservation refused at the last moment, a cap reached by another server) gives
//    its slot to the next-ranked bid while time is left. A post with no answer yet stays with the outbox
//    (section 8's late answers, then retries), its sale pending; the outbox settles it later.
// Every buyer considered gets its auction entry (auction-entries.ts says what each column means).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Service } from '#domain/catalogue.ts';
import type { LeadStatus } from '#domain/lead-summary.ts';
import type { Config } from '../config.ts';
import type { AttemptResult } from '../delivery/buyers/buyer.ts';
import type { PingAnswer } from '../delivery/buyers/database-buyer.ts';
import { HELD_BACK, type DeliveryWorker } from '../delivery/delivery-worker.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { chooseWinners, compareBids, type Bid } from './auction.ts';
import { notePost, writeEntries, type AuctionEntry } from './auction-entries.ts';
import type { Seller } from './buyer-directory.ts';
import { skipReason, type Usage } from './eligibility.ts';
import { lockLead, writeLeadStatus } from './lead-status.ts';
import type { PartnerList } from './partner-list.ts';
import { pingBody } from './ping.ts';
import type { ReserveRefusal, SalesLedger } from './sales-ledger.ts';
import { periodStarts } from './zoned-time.ts';

const DAY_MS = 86_400_000;

/** The lead as the auction needs it, from what intake has just stored. */
export interface AuctionLead {
  id: string;
  service: Service;
  /** The site the lead came in on (a buyer may buy only some sites' leads). */
  site: string;
  /** That site's own partner companies list, when it has one (eligibility.ts's LeadPlace says why). */
  partners?: PartnerList;
  state: string;
  zip: string;
  city: string;
  email: string;
  phone: string;
  /** The stored answers: labels by question id and by shared field name (HomeOwner, …). */
  answers: Readonly<Record<string, string>>;
  /** The coded payload stored with the lead: what a winner is posted. */
  payload: Record<string, unknown>;
  /** The visitor sent Sec-GPC: 1. */
  gpc: boolean;
}

export interface AuctionDeps {
  store: LeadStore;
  ledger: SalesLedger;
  worker: DeliveryWorker;
  config: Pick<Config, 'forwardTimeoutMs'> & {
    selling: Pick<Config['selling'], 'maxSales'>;
    insight: Pick<Config['insight'], 'duplicateWindowDays'>;
  };
  /** Whether the person (e-mail or phone) is on the privacy opt-out list at all (then one sale at most). */
  optedOut: (contact: { email: string; phone: string }) => Promise<boolean>;
  log: FastifyBaseLogger;
}

export interface AuctionOutcome {
  status: LeadStatus;
  /** The first refusal in the buyer's own words, for the visitor's plain sentence when every post was refused. */
  refusal?: string;
}

/** How one winner's post ended within the visitor's wait. */
type PostEnd = { kind: 'sold' | 'pending' | 'held' } | { kind: 'refused'; words: string } | { kind: 'reserve'; reason: ReserveRefusal };

interface Candidate extends Bid {
  seller: Seller;
  token?: string;
  /** How long its ping took; null for a post buyer. */
  answerMs: number | null;
}

type EntryFacts = Omit<AuctionEntry, 'buyerId' | 'buyerName'>;

/** Runs one lead's auction (see the top of this file); the lead's status afterwards, as stored. */
export function runAuction(
  deps: AuctionDeps,
  lead: AuctionLead,
  sellers: readonly Seller[],
  startedAt = Date.now(),
): Promise<AuctionOutcome> {
  return new LeadAuction(deps, lead, startedAt + deps.config.forwardTimeoutMs).run(sellers, startedAt);
}

class LeadAuction {
  private readonly entries = new Map<string, AuctionEntry>();

  constructor(
    private readonly deps: AuctionDeps,
    private readonly lead: AuctionLead,
    private readonly deadline: number,
  ) {}

  private entry(seller: Seller, e: EntryFacts): void {
    this.entries.set(seller.rules.id, { buyerId: seller.rules.id, buyerName: seller.rules.name, ...e });
  }

  async run(sellers: readonly Seller[], startedAt: number): Promise<AuctionOutcome> {
    const lead = this.lead;
    const [usage, bought, optedOut] = await Promise.all([
      this.usageOf(sellers, startedAt),
      this.boughtThisPerson(sellers, startedAt),
      lead.gpc ? Promise.resolve(true) : this.deps.optedOut(lead),
    ]);
    const maxSales = optedOut ? 1 : this.deps.config.selling.maxSales;

    const eligible: Seller[] = [];
    const place = { site: lead.site, service: lead.service.title, state: lead.state, zip: lead.zip, partners: lead.partners };
    for (const seller of sellers) {
      const r = seller.rules;
      const price = r.mode === 'post' ? r.priceCents : r.minBidCents;
      const reason =
        skipReason(r, place, startedAt, usage.get(r.id) ?? NO_USAGE, price) ??
        (bought.has(r.id) ? 'duplicate' : undefined) ??
        (seller.buyer ? undefined : 'headers');
      if (reason) this.entry(seller, { outcome: 'skipped', reason, bidCents: null, answerMs: null, postStatus: null, postAnswer: null });
      else eligible.push(seller);
    }

    const candidates = await this.collectBids(eligible);
    const { refusal, timedOut, ends } = await this.sell(candidates, maxSales);
    for (const c of candidates) {
      if (this.entries.has(c.buyerId)) continue;
      const reason = timedOut.has(c.buyerId) ? 'time' : 'outbid';
      this.entry(c.seller, { outcome: 'lost', reason, bidCents: c.bidCents, answerMs: c.answerMs, postStatus: null, postAnswer: null });
    }
    const at = Date.now();
    await writeEntries(this.deps.store.db, lead.id, [...this.entries.values()], at);
    const status = await this.finalStatus(ends, at, refusal);
    this.deps.log.info(
      {
        leadId: lead.id,
        buyers: sellers.length,
        eligible: eligible.length,
        bids: candidates.length,
        posts: ends.length,
        status,
        ms: at - startedAt,
      },
      'lead auctioned',
    );
    return { status, ...(refusal !== undefined && { refusal }) };
  }

  /**
   * The lead's status once the visitor's wait is over. When every post made was answered sold or refused,
   * the outbox wrote it with the last answer already; with no post the lead is unsold; otherwise (a post
   * still pending or held back) it is written from all the sales.
   */
  private async finalStatus(ends: readonly PostEnd[], at: number, refusal: string | undefined): Promise<LeadStatus> {
    const { db, dialect } = this.deps.store;
    const posted = ends.filter((e) => e.kind !== 'reserve');
    if (posted.length === 0) {
      await db
        .updateTable('leads')
        .set({ status: 'unsold', updated_at: at })
        .where('id', '=', this.lead.id)
        .where('status', '=', 'queued')
        .execute();
      return 'unsold';
    }
    if (posted.every((e) => e.kind === 'sold' || e.kind === 'refused'))
      return posted.some((e) => e.kind === 'sold') ? 'delivered' : 'rejected';
    return db.transaction().execute(async (trx) => {
      await lockLead(trx, dialect, this.lead.id);
      return writeLeadStatus(trx, this.lead.id, at, refusal);
    });
  }

  /** Pings the ping-post buyers in parallel; post buyers bid their price. Bids at or over each minimum. */
  private async collectBids(eligible: readonly Seller[]): Promise<Candidate[]> {
    const lead = this.lead;
    const answers = await Promise.all(
      eligible.map(async (seller): Promise<PingAnswer> => {
        const r = seller.rules;
        if (r.mode === 'post') return { kind: 'bid', bidCents: r.priceCents, token: '', ms: -1 };
        const left = this.deadline - Date.now();
        if (left <= 0) return { kind: 'no_bid', reason: 'timeout', detail: 'no time left to ping', ms: 0 };
        const body = pingBody(randomUUID(), {
          service: lead.service,
          answers: lead.answers,
          contact: lead.answers,
          state: lead.state,
          zip: lead.zip,
          city: lead.city,
        });
        return seller.buyer!.ping(body, Math.min(r.timeoutMs, left));
      }),
    );
    const candidates: Candidate[] = [];
    eligible.forEach((seller, i) => {
      const a = answers[i]!;
      const r = seller.rules;
      const answerMs = a.ms >= 0 ? a.ms : null;
      if (a.kind === 'no_bid') {
        this.entry(seller, {
          outcome: 'no_bid',
          reason: a.reason,
          bidCents: a.bidCents ?? null,
          answerMs,
          postStatus: null,
          postAnswer: a.detail,
        });
        return;
      }
      candidates.push({
        buyerId: r.id,
        bidCents: a.bidCents,
        penaltyBasisPoints: r.bidPenaltyBasisPoints,
        exclusiveOnly: r.exclusiveOnly,
        priority: r.priority,
        createdAt: r.createdAt,
        seller,
        answerMs,
        ...(r.mode === 'ping-post' && { token: a.token }),
      });
    });
    return candidates.sort(compareBids);
  }

  /**
   * Posts to the winners and refills a refused slot from the next-ranked bid while time is left. The first
   * round is posted even when the pings used the whole wait: a post then answers the visitor `queued` and
   * goes on with the outbox, rather than losing a sale the bids were there for.
   */
  private async sell(
    candidates: readonly Candidate[],
    maxSales: number,
  ): Promise<{ refusal?: string; timedOut: Set<string>; ends: PostEnd[] }> {
    const tried = new Set<string>();
    const timedOut = new Set<string>();
    const all: PostEnd[] = [];
    let taken = 0;
    let slots = 0;
    let mode: 'exclusive' | 'shared' | undefined;
    let refusal: string | undefined;
    let round = 0;
    for (;;) {
      const open = candidates.filter((c) => !tried.has(c.buyerId));
      let next: Candidate[];
      if (taken === 0) {
        const choice = chooseWinners(open, maxSales);
        if (choice.mode === 'none') return { refusal, timedOut, ends: all };
        mode = choice.mode;
        slots = choice.winners.length;
        next = choice.winners as Candidate[];
      } else if (mode === 'shared' && taken < slots) {
        next = open.filter((c) => !c.exclusiveOnly).slice(0, slots - taken);
        if (next.length === 0) return { refusal, timedOut, ends: all };
      } else {
        return { refusal, timedOut, ends: all };
      }
      if (round > 0 && Date.now() >= this.deadline) {
        for (const c of next) timedOut.add(c.buyerId);
        return { refusal, timedOut, ends: all };
      }
      round++;
      const ends = await Promise.all(next.map((c) => this.post(c, maxSales)));
      all.push(...ends);
      next.forEach((c, i) => {
        tried.add(c.buyerId);
        const end = ends[i]!;
        const { answerMs } = c;
        if (end.kind === 'reserve') {
          this.entry(c.seller, { outcome: 'lost', reason: end.reason, bidCents: c.bidCents, answerMs, postStatus: null, postAnswer: null });
          return;
        }
        // The won entry was written before the post; the outbox fills in its answer.
        this.entry(c.seller, { outcome: 'won', reason: 'pending', bidCents: c.bidCents, answerMs, postStatus: null, postAnswer: null });
        if (end.kind === 'refused') refusal ??= end.words;
        else taken++;
      });
      if (ends.some((e) => e.kind === 'held')) return { refusal, timedOut, ends: all };
    }
  }

  /** Reserves the sale, stores the job under this process's lease and makes the first attempt. */
  private async post(c: Candidate, maxSales: number): Promise<PostEnd> {
    const { store, ledger, worker } = this.deps;
    const lead = this.lead;
    const r = c.seller.rules;
    const now = Date.now();
    const lease = worker.newLease();
    // The sale, its job and its entry exist together or not at all: a reserved sale always has a job that
    // posts it (this attempt, or the outbox once the lease runs out), so no slot or cap is held by nothing.
    const won: AuctionEntry = {
      buyerId: r.id,
      buyerName: r.name,
      outcome: 'won',
      reason: 'pending',
      bidCents: c.bidCents,
      answerMs: c.answerMs,
      postStatus: null,
      postAnswer: null,
    };
    const reserved = await ledger.reserve(
      {
        leadId: lead.id,
        buyer: { id: r.id, timeZone: r.timeZone, caps: r.caps, budgetCents: r.budgetCents },
        priceCents: c.bidCents,
        maxSales,
        at: now,
        ...(c.token !== undefined && { pingToken: c.token }),
      },
      async (trx) => {
        await store.insertJob(lead.id, r.id, { state: 'pending', nextAttemptAt: now, now, lease }, trx);
        await writeEntries(trx, lead.id, [won], now);
      },
    );
    if (!reserved.ok) return { kind: 'reserve', reason: reserved.reason };
    const result: AttemptResult = await worker.attempt(
      {
        leadId: lead.id,
        buyerId: r.id,
        token: lease.token,
        attempts: 0,
        trigger: 'first',
        serviceId: lead.service.id,
        ageMs: 0,
        payload: lead.payload,
        ...(c.token !== undefined && { pingToken: c.token }),
      },
      this.deadline - Date.now(),
    );
    if (result === HELD_BACK) {
      await notePost(store.db, lead.id, r.id, { reason: 'held' });
      return { kind: 'held' };
    }
    if (result.kind === 'delivered') return { kind: 'sold' };
    if (result.kind === 'rejected') return { kind: 'refused', words: result.error };
    return { kind: 'pending' };
  }

  /** What each capped buyer has taken in its current day, week and month (its own zone). */
  private async usageOf(sellers: readonly Seller[], at: number): Promise<Map<string, Usage>> {
    const limited = sellers.filter((s) => hasLimits(s.rules.caps) || hasLimits(s.rules.budgetCents));
    const out = new Map<string, Usage>();
    if (limited.length === 0) return out;
    const starts = new Map(limited.map((s) => [s.rules.id, periodStarts(at, s.rules.timeZone)]));
    const earliest = Math.min(...[...starts.values()].map((p) => Math.min(p.day, p.week, p.month)));
    const rows = await this.deps.store.db
      .selectFrom('buyer_usage')
      .select(['buyer_id', 'period', 'period_start', 'leads', 'cents'])
      .where(
        'buyer_id',
        'in',
        limited.map((s) => s.rules.id),
      )
      .where('period_start', '>=', earliest)
      .execute();
    for (const s of limited) out.set(s.rules.id, structuredClone(NO_USAGE));
    for (const row of rows) {
      const p = starts.get(row.buyer_id);
      if (!p || Number(row.period_start) !== p[row.period]) continue;
      out.get(row.buyer_id)![row.period] = { leads: Number(row.leads), cents: Number(row.cents) };
    }
    return out;
  }

  /** The buyers sold this person (same e-mail or phone) within DUPLICATE_WINDOW_DAYS, sold or still pending. */
  private async boughtThisPerson(sellers: readonly Seller[], at: number): Promise<Set<string>> {
    const lead = this.lead;
    const email = lead.email.trim().toLowerCase();
    const phone = lead.phone.trim();
    if (sellers.length === 0 || (!email && !phone)) return new Set();
    const since = at - this.deps.config.insight.duplicateWindowDays * DAY_MS;
    const rows = await this.deps.store.db
      .selectFrom('leads as l')
      .innerJoin('sales as s', 's.lead_id', 'l.id')
      .select('s.buyer_id')
      .distinct()
      .where((w) => w.or([...(email ? [w(sql<string>`lower(l.email)`, '=', email)] : []), ...(phone ? [w('l.phone', '=', phone)] : [])]))
      .where('l.created_at', '>=', since)
      .where('l.id', '!=', lead.id)
      .where('s.state', 'in', ['pending', 'sold'])
      .execute();
    return new Set(rows.map((r) => r.buyer_id));
  }
}

const NO_USAGE: Usage = { day: { leads: 0, cents: 0 }, week: { leads: 0, cents: 0 }, month: { leads: 0, cents: 0 } };

function hasLimits(l: { daily?: number; weekly?: number; monthly?: number }): boolean {
  return l.daily !== undefined || l.weekly !== undefined || l.monthly !== undefined;
}
