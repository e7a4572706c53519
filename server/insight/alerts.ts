// Alerts to the operator by e-mail (SMTP_URL, ALERT_EMAILS): the network failing (no delivery for 15
// minutes while leads wait, or more than ALERT_REJECT_SHARE of the last hour's answers rejections), leads
// that failed for good (with several sites, each site's in a mail from its own address and in its name),
// new contact messages, and a daily summary. At most one alert of a kind per hour,
// shared by every server through alert_sends. The checks read the database once a minute, so no other
// module has to call in. The mails carry counts and lead ids, never a visitor's personal data.
// The one thing a visitor chooses that they show, a source name, is marked as such (visitorText).
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import { SITE } from '#domain/site.ts';
import { consoleBrand, type ConsoleBrand, type MailIdentity } from '../sites/console-brand.ts';
import type { Database } from '../store/schema.ts';
import { utcDay } from './funnel-keys.ts';
import { plural } from '#domain/wording.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** No delivery for this long while a lead waits: the network is down. */
export const SILENCE_MS = 15 * MINUTE;
/** Fewer answers than this in an hour say nothing about the network. */
export const MIN_ANSWERS_FOR_SHARE = 5;
const LISTED_IDS = 20;

export type AlertKind = 'network-silent' | 'network-rejecting' | 'lead-failed' | 'contact-message' | 'daily-summary';

export interface Alert {
  kind: AlertKind;
  subject: string;
  text: string;
  /** A mail about one site's leads is from that site (its name and address); else the console's. */
  from?: MailIdentity;
}

/** What an alert's claim is kept under, at most how often it is sent, and what finds it (since the last one). */
type Rule = [key: string, gapMs: number, find: (since: number) => Promise<Alert | undefined>];

export interface AlerterOptions {
  db: Kysely<Database>;
  smtpUrl: string;
  to: string[];
  rejectShare: number;
  /** Whether LEAD_FORWARD_URL is set: without a network, nothing is expected to be delivered. */
  networkConfigured: boolean;
  log: FastifyBaseLogger;
  /** Where links in the mail point (the console). */
  consoleUrl?: string;
  checkEveryMs?: number;
  /** The console's name and the sites' brands (server/sites/console-brand.ts); the one-site layout's when absent. */
  brand?: ConsoleBrand;
}

/** How much of a visitor-given value a mail shows. */
export const VISITOR_TEXT_MAX = 40;
// eslint-disable-next-line no-control-regex -- line breaks and control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

/**
 * A value a visitor chose (a source is whatever their link said), as an operator's mail shows it: on one
 * line, at most VISITOR_TEXT_MAX characters, and, unless it is a plain name, in quotes with its dots, `@`
 * and schemes broken ("evil[.]example", "hxxps"), so no mail client turns it into a link that looks like
 * the brand's, and no line of it passes for the mail's own words.
 */
export function visitorText(value: string): string {
  const flat = value.replace(CONTROL, ' ').trim();
  const cut = flat.length > VISITOR_TEXT_MAX ? `${flat.slice(0, VISITOR_TEXT_MAX - 1)}…` : flat;
  if (/^[A-Za-z0-9_-]+$/.test(cut)) return cut;
  const defanged = cut
    .replace(/\./g, '[.]')
    .replace(/@/g, '[at]')
    .replace(/\b(h)tt(ps?)/gi, '$1xx$2')
    .replace(/:\/\//g, '[:]//')
    .replace(/"/g, "''");
  return `"${defanged}"`;
}

function count(rows: { n: number | string | bigint }[]): number {
  return Number(rows[0]?.n ?? 0);
}

export class Alerter {
  private readonly db: Kysely<Database>;
  private readonly mail: Transporter;
  private readonly brand: ConsoleBrand;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly opts: AlerterOptions) {
    this.db = opts.db;
    this.brand = opts.brand ?? consoleBrand([SITE]);
    this.mail = nodemailer.createTransport(opts.smtpUrl);
  }

  start(): void {
    this.timer ??= setInterval(() => void this.check(), this.opts.checkEveryMs ?? MINUTE);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.mail.close();
  }

  /** One round of checks; never throws (a failed check is logged and tried again next minute). */
  check(now = Date.now()): Promise<void> {
    this.running = this.running.then(() => this.checkAll(now));
    return this.running;
  }

  private async checkAll(now: number): Promise<void> {
    // The claim's key: a kind, or with several sites a kind per site (`lead-failed:solar`), each site's
    // failed leads being told in a mail of its own, at most once an hour.
    const rules: Rule[] = [
      ['network-silent', HOUR, () => this.networkSilent(now)],
      ['network-rejecting', HOUR, () => this.networkRejecting(now)],
      ...this.leadFailedRules(),
      ['contact-message', HOUR, (since) => this.contactMessages(since)],
    ];
    for (const [kind, gap, rule] of rules) {
      try {
        await this.maybeSend(kind, now, gap, rule);
      } catch (err) {
        this.opts.log.warn({ err: { message: (err as Error).message }, kind }, 'alert check failed');
      }
    }
    try {
      await this.dailySummary(now);
    } catch (err) {
      this.opts.log.warn({ err: { message: (err as Error).message } }, 'daily summary failed');
    }
  }

  /**
   * Sends the kind's alert if its rule finds something and none was sent in the last `gapMs`. The rule
   * gets the time of the previous alert (or an hour ago), to report only what is new since. The send is
   * claimed by compare-and-set on alert_sends, so two servers never send the same alert twice.
   */
  private async maybeSend(kind: string, now: number, gapMs: number, rule: (since: number) => Promise<Alert | undefined>) {
    const previous = await this.lastSent(kind);
    if (previous !== undefined && now - previous < gapMs) return;
    const alert = await rule(Math.max(previous ?? 0, now - gapMs));
    if (!alert) return;
    if (!(await this.claim(kind, previous, now))) return;
    await this.send(alert, kind, previous, now);
  }

  private async lastSent(kind: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('alert_sends').select('last_sent_at').where('kind', '=', kind).executeTakeFirst();
    return row?.last_sent_at;
  }

  private async claim(kind: string, previous: number | undefined, now: number): Promise<boolean> {
    if (previous === undefined) {
      const r = await this.db
        .insertInto('alert_sends')
        .values({ kind, last_sent_at: now })
        .onConflict((oc) => oc.column('kind').doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    }
    const r = await this.db
      .updateTable('alert_sends')
      .set({ last_sent_at: now })
      .where('kind', '=', kind)
      .where('last_sent_at', '=', previous)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  private async send(alert: Alert, kind: string, previous: number | undefined, now: number): Promise<void> {
    try {
      const from = alert.from ?? this.brand;
      await this.mail.sendMail({
        from: from.sender.replace(CONTROL, ' '),
        to: this.opts.to,
        // One line: a header with a line break in it would start a header of someone else's choosing.
        subject: `[${from.name}] ${alert.subject}`.replace(CONTROL, ' '),
        text: `${alert.text}\n\n${this.opts.consoleUrl ? `The console: ${this.opts.consoleUrl}\n` : ''}`,
      });
      this.opts.log.info({ kind }, 'alert sent');
    } catch (err) {
      // Give the claim back, so the next check tries again instead of waiting out the hour.
      const back = this.db.updateTable('alert_sends').where('kind', '=', kind).where('last_sent_at', '=', now);
      await (
        previous === undefined
          ? this.db.deleteFrom('alert_sends').where('kind', '=', kind).where('last_sent_at', '=', now)
          : back.set({ last_sent_at: previous })
      ).execute();
      this.opts.log.warn({ err: { message: (err as Error).message }, kind }, 'alert not sent');
    }
  }

  private async networkSilent(now: number): Promise<Alert | undefined> {
    if (!this.opts.networkConfigured) return undefined;
    const waiting = await this.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'queued')
      .where('created_at', '<=', now - SILENCE_MS)
      .where('created_at', '>=', now - DAY)
      .execute();
    if (count(waiting) === 0) return undefined;
    const delivered = await this.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'delivered')
      // updated_at bounds the scan (leads_status_updated_idx): a delivery sets it.
      .where('updated_at', '>=', now - SILENCE_MS)
      .where('delivered_at', '>=', now - SILENCE_MS)
      .execute();
    if (count(delivered) > 0) return undefined;
    return {
      kind: 'network-silent',
      subject: 'The network has taken no lead for 15 minutes',
      text: `No lead has been delivered in the last 15 minutes, while ${plural(count(waiting), 'lead')} ${count(waiting) === 1 ? 'has' : 'have'} been waiting longer than that. They are retried automatically; check LEAD_FORWARD_URL and the network's status.`,
    };
  }

  private async networkRejecting(now: number): Promise<Alert | undefined> {
    const rows = await this.db
      .selectFrom('leads')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('updated_at', '>=', now - HOUR)
      .where('status', 'in', ['delivered', 'rejected'])
      .groupBy('status')
      .execute();
    const rejected = Number(rows.find((r) => r.status === 'rejected')?.n ?? 0);
    const answered = rows.reduce((n, r) => n + Number(r.n), 0);
    if (answered < MIN_ANSWERS_FOR_SHARE || rejected / answered <= this.opts.rejectShare) return undefined;
    const share = Math.round((rejected / answered) * 100);
    return {
      kind: 'network-rejecting',
      subject: `The network rejected ${share}% of leads in the last hour`,
      text: `In the last hour the network answered ${plural(answered, 'lead')} and rejected ${rejected} (${share}%, the alert is set above ${Math.round(this.opts.rejectShare * 100)}%). The sources report groups the network's reasons.`,
    };
  }

  /**
   * One site: one rule for every failed lead, from the console, as ever. Several: one per site, from that
   * site's address and in its name, and one from the console for the leads of an id no site has now (a
   * site since removed), each named by its id.
   */
  private leadFailedRules(): Rule[] {
    if (!this.brand.many) return [['lead-failed', HOUR, (since) => this.leadsFailed(since, { sites: 'all' })]];
    const ids = this.brand.siteIds;
    return [
      ...ids.map((id): Rule => [
        `lead-failed:${id}`,
        HOUR,
        (since) => this.leadsFailed(since, { sites: 'one', id, from: this.brand.siteMail(id) }),
      ]),
      ['lead-failed', HOUR, (since) => this.leadsFailed(since, { sites: 'none-of', ids })],
    ];
  }

  private async leadsFailed(
    since: number,
    of: { sites: 'all' } | { sites: 'one'; id: string; from: MailIdentity | undefined } | { sites: 'none-of'; ids: readonly string[] },
  ): Promise<Alert | undefined> {
    let query = this.db
      .selectFrom('leads')
      .select(['id', 'reference', 'site_id'])
      .where('status', '=', 'failed')
      .where('updated_at', '>', since);
    if (of.sites === 'one') query = query.where('site_id', '=', of.id);
    if (of.sites === 'none-of') query = query.where('site_id', 'not in', of.ids);
    const failed = await query.orderBy('updated_at').limit(1000).execute();
    if (failed.length === 0) return undefined;
    const listed = failed
      .slice(0, LISTED_IDS)
      // The reference is what the console's search and the visitor quote; the id is what the network got.
      // A lead of a site since removed is named by its site's id: the operator has to know whose it was.
      .map((l) => `  ${l.reference ?? ''} ${l.id}${of.sites === 'none-of' ? ` (${this.brand.siteName(l.site_id)})` : ''}`.trimEnd())
      .join('\n');
    return {
      kind: 'lead-failed',
      ...(of.sites === 'one' && of.from && { from: of.from }),
      subject: `${plural(failed.length, 'lead')} failed for good`,
      text: `These leads could not be delivered in the whole retry window and will not be retried unless resent from the console:\n${listed}${failed.length > LISTED_IDS ? `\n  … and ${failed.length - LISTED_IDS} more` : ''}`,
    };
  }

  private async contactMessages(since: number): Promise<Alert | undefined> {
    const rows = await this.db
      .selectFrom('contact_messages')
      .select(['site_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('created_at', '>', since)
      .groupBy('site_id')
      .orderBy('site_id')
      .execute();
    const n = rows.reduce((sum, r) => sum + Number(r.n), 0);
    if (n === 0) return undefined;
    return {
      kind: 'contact-message',
      subject: `${plural(n, 'new contact message')}`,
      text: `${plural(n, 'new message')} arrived through the contact form. Read and answer them in the console's inbox.${this.bySite(rows)}`,
    };
  }

  /** With several brands, the counts per site ("\n\nBy site:\n  A Solar: 2"); nothing with one. */
  private bySite(rows: { site_id: string; n: number | string | bigint }[]): string {
    if (!this.brand.many || rows.length === 0) return '';
    return `\n\nBy site:\n${rows.map((r) => `  ${this.brand.siteName(r.site_id)}: ${Number(r.n)}`).join('\n')}`;
  }

  /** Yesterday's figures (UTC), sent once, with the first check of the day. */
  private async dailySummary(now: number): Promise<void> {
    const todayStart = Math.floor(now / DAY) * DAY;
    const previous = await this.lastSent('daily-summary');
    if (previous !== undefined && previous >= todayStart) return;
    const from = todayStart - DAY;
    const byStatus = await this.db
      .selectFrom('leads')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', from)
      .where('created_at', '<', todayStart)
      .groupBy('status')
      .execute();
    const of = (s: string) => Number(byStatus.find((r) => r.status === s)?.n ?? 0);
    const leads = byStatus.reduce((n, r) => n + Number(r.n), 0);
    const sources = await this.db
      .selectFrom('leads')
      .select(['source', (eb) => eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', from)
      .where('created_at', '<', todayStart)
      .groupBy('source')
      .orderBy('n', 'desc')
      .orderBy('source')
      .limit(5)
      .execute();
    const perSite = this.brand.many
      ? await this.db
          .selectFrom('leads')
          .select(['site_id', (eb) => eb.fn.countAll<number>().as('n')])
          .where('created_at', '>=', from)
          .where('created_at', '<', todayStart)
          .groupBy('site_id')
          .orderBy('site_id')
          .execute()
      : [];
    const top = sources.map((s) => `  ${visitorText(s.source)}: ${Number(s.n)}`).join('\n') || '  (none)';
    const alert: Alert = {
      kind: 'daily-summary',
      subject: `Daily summary for ${utcDay(from)}`,
      text: `Leads: ${leads}\nDelivered: ${of('delivered')}\nRejected: ${of('rejected')}\nFailed: ${of('failed')}\nStill queued: ${of('queued')}${this.bySite(perSite)}\n\nTop sources (names from the visitors' own links, unchecked; shown quoted and shortened):\n${top}`,
    };
    if (!(await this.claim('daily-summary', previous, now))) return;
    await this.send(alert, 'daily-summary', previous, now);
  }
}
