// Who this server sells to: the buyers in the database, or, while there is none, the contractor network at
// LEAD_FORWARD_URL (id `network`), or nobody (leads are held, not_configured). The auction asks it for every
// new lead; the outbox asks it which buyers' jobs it may claim and how to post each one.
//
// The table is read again after a few seconds (TTL_MS) rather than per lead: a lead's auction then costs no
// extra query, and a buyer an admin adds or pauses is seen by every server within that time. The console's
// buyer routes call invalidate() after a write, so the server that made it sees it at once.
//
// Once any buyer exists, the network takes no new leads; its jobs already queued still finish, so the
// network stays a buyer the outbox can post to for as long as LEAD_FORWARD_URL is set.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Buyer } from '../delivery/buyers/buyer.ts';
import { databaseBuyer, type DatabaseBuyer } from '../delivery/buyers/database-buyer.ts';
import { networkBuyer } from '../delivery/buyers/network-buyer.ts';
import type { BuyerSource } from '../delivery/delivery-worker.ts';
import type { Database } from '../store/schema.ts';
import { buyerFromRow, openHeaders, type BuyerEndpoint } from './buyer-record.ts';
import { SecretBox } from './secret-box.ts';

const TTL_MS = 2000;

/** A buyer from the database: its rules for deciding, and how it is reached (none when its headers cannot be opened). */
export interface Seller {
  rules: BuyerEndpoint;
  /** Undefined when the buyer has header secrets and BUYER_SECRET_KEY is unset or wrong: it cannot be sent to. */
  buyer: DatabaseBuyer | undefined;
}

export interface Roster {
  /** Every buyer in the database, paused ones too, oldest first. */
  sellers: readonly Seller[];
  /** The network at LEAD_FORWARD_URL, when it is set. */
  network: Buyer | undefined;
  /** Where a new lead goes: the auction among `sellers`, the network alone, or nowhere (held). */
  newLeads: 'auction' | 'network' | 'none';
}

export type DirectoryConfig = Pick<Config, 'forwardUrl' | 'allowPrivateTargets'> & { selling: Pick<Config['selling'], 'buyerSecretKey'> };

export class BuyerDirectory implements BuyerSource {
  private cached: { at: number; roster: Roster } | undefined;
  private loading: Promise<Roster> | undefined;
  /** Bumped by invalidate(): a read that began before a write must neither be reused nor cached after it. */
  private generation = 0;
  private readonly box: SecretBox | undefined;
  private readonly network: Buyer | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: DirectoryConfig,
    private readonly log: FastifyBaseLogger,
    private readonly ttlMs = TTL_MS,
  ) {
    this.box = config.selling.buyerSecretKey ? new SecretBox(config.selling.buyerSecretKey) : undefined;
    this.network = config.forwardUrl === undefined ? undefined : networkBuyer(config.forwardUrl);
  }

  /** The buyers as of at most a few seconds ago (read now if older). */
  async roster(): Promise<Roster> {
    const c = this.cached;
    if (c && Date.now() - c.at < this.ttlMs) return c.roster;
    if (this.loading) return this.loading;
    const loading = this.load(this.generation).finally(() => {
      if (this.loading === loading) this.loading = undefined;
    });
    this.loading = loading;
    return loading;
  }

  /** Forget the cached buyers: the next lead reads the table (after a buyer was added, changed or removed). */
  invalidate(): void {
    this.generation++;
    this.cached = undefined;
    this.loading = undefined;
  }

  private async load(generation: number): Promise<Roster> {
    const rows = await this.db.selectFrom('buyers').selectAll().orderBy('created_at').orderBy('id').execute();
    const sellers = rows.map((row): Seller => {
      const rules = buyerFromRow(row);
      let headers: Record<string, string>;
      try {
        headers = openHeaders(row, this.box);
      } catch (err) {
        // Logged without the value: only that this buyer's secrets could not be opened.
        this.log.error({ buyerId: row.id, err: (err as Error).message }, 'buyer headers cannot be opened: it is not sent leads');
        return { rules, buyer: undefined };
      }
      const spec = { ...rules, headers };
      return { rules, buyer: databaseBuyer(spec, { allowPrivate: this.config.allowPrivateTargets }) };
    });
    const roster: Roster = {
      sellers,
      network: this.network,
      newLeads: sellers.length > 0 ? 'auction' : this.network ? 'network' : 'none',
    };
    if (generation === this.generation) this.cached = { at: Date.now(), roster };
    return roster;
  }

  // What the outbox needs (BuyerSource).

  async buyer(id: string): Promise<Buyer | undefined> {
    const roster = await this.roster();
    if (this.network && id === this.network.id) return this.network;
    return roster.sellers.find((s) => s.rules.id === id)?.buyer;
  }

  async ids(): Promise<string[]> {
    const roster = await this.roster();
    const ids = roster.sellers.flatMap((s) => (s.buyer ? [s.rules.id] : []));
    return this.network ? [this.network.id, ...ids] : ids;
  }

  get networkConfigured(): boolean {
    return this.network !== undefined;
  }

  get anyKnown(): boolean {
    return this.network !== undefined || (this.cached?.roster.sellers.length ?? 0) > 0;
  }
}
