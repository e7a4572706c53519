// How many privacy mails one address may receive per day. Anyone can type anyone's address into a privacy
// form, so without a bound the site would mail a stranger as often as someone posts it. Counted in the
// database (a keyed hash of the canonical address, never the address), so the bound holds across restarts
// and every server sharing the database.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { canonicalEmail } from './suppression.ts';

/** Mails to a visitor's address per UTC day: a confirmation and a receipt or two, never a flood. */
export const VISITOR_MAILS_PER_DAY = 3;
/** Notices to the operators' own address per UTC day; past it the console's queue still lists every request. */
export const OPERATOR_MAILS_PER_DAY = 200;

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export class MailLimit {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly hash: (canonicalAddress: string) => Promise<string>,
  ) {}

  /**
   * Takes one of the address's sends for today: true when it may be sent. One atomic statement (insert,
   * or add one while under the bound), so concurrent requests on any server never pass the bound together.
   */
  async take(address: string, perDay: number, now = Date.now()): Promise<boolean> {
    const recipient_hash = await this.hash(canonicalEmail(address));
    const row = await this.db
      .insertInto('privacy_mail_sends')
      .values({ recipient_hash, day: utcDay(now), sent: 1 })
      .onConflict((oc) =>
        oc
          .columns(['recipient_hash', 'day'])
          .doUpdateSet({ sent: sql<number>`privacy_mail_sends.sent + 1` })
          .where('privacy_mail_sends.sent', '<', perDay),
      )
      .returning('sent')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Forgets the counts of days before yesterday (the retention job calls it). */
  async prune(now = Date.now()): Promise<number> {
    const r = await this.db
      .deleteFrom('privacy_mail_sends')
      .where('day', '<', utcDay(now - 86_400_000))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
