// The console's lead filters (the list, the CSV export and bulk resend share them): parsed and bounded
// from the query string, then turned into one parameterised WHERE clause that the indexes serve.
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import { z } from 'zod';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { LANGS } from '#domain/language.ts';
import { LEAD_DISPOSITIONS, LEAD_STATUSES } from '#domain/lead-summary.ts';
import { zonedMidnight } from '../selling/zoned-time.ts';
import { referenceIn } from '../store/lead-reference.ts';
import type { Database } from '../store/schema.ts';

const DAY_MS = 86_400_000;

/** An empty query parameter (`?service=`) means "no filter". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.')
  .transform((v, ctx) => {
    const ms = Date.parse(`${v}T00:00:00Z`);
    if (Number.isNaN(ms)) ctx.addIssue({ code: 'custom', message: 'Dates are YYYY-MM-DD.' });
    return ms;
  });

export const leadFiltersSchema = z.object({
  service: optional(
    z
      .string()
      .max(60)
      .transform((title, ctx) => {
        const service = findServiceByTitle(title);
        if (!service) ctx.addIssue({ code: 'custom', message: `No service ${title}.` });
        return service?.id ?? 0;
      }),
  ),
  status: optional(z.enum(LEAD_STATUSES, { error: `The status is one of ${LEAD_STATUSES.join(', ')}.` })),
  /** The day as the start of that UTC day; the list reads it as a day in the operator's zone (`timeZone`). */
  from: optional(isoDay),
  /** The same; the filter takes the whole day (inclusive). */
  to: optional(isoDay),
  disposition: optional(z.enum(LEAD_DISPOSITIONS, { error: `The disposition is one of ${LEAD_DISPOSITIONS.join(', ')}.` })),
  q: optional(z.string().trim().max(200)),
  source: optional(z.string().trim().max(128)),
  host: optional(z.string().trim().toLowerCase().max(253)),
  /** A site's id (config/sites/); whether the deployment has that site is checked by unknownSite(). */
  site: optional(z.string().trim().max(64)),
  /** The language of the page the leads were sent from. */
  lang: optional(z.enum(LANGS, { error: `The language is one of ${LANGS.join(', ')}.` })),
});

/**
 * Why a `site=` filter is refused: the deployment has no site of that id. Said rather than answered with an
 * empty list, so a mistyped id or a link kept from a site since removed is not read as "no leads".
 */
export function unknownSite(site: string | undefined, known: readonly { id: string }[]): string | undefined {
  if (site === undefined || known.some((s) => s.id === site)) return undefined;
  return `No site ${site}: the sites are ${known.map((s) => s.id).join(', ')}.`;
}

export type LeadFilters = z.infer<typeof leadFiltersSchema> & {
  /** The zone `from` and `to` are days in (the operator's); UTC when absent. */
  timeZone?: string;
};

/** The first instant of the day `dayMs` names (the start of that UTC day), `plusDays` later, in the zone. */
function dayStartIn(dayMs: number, timeZone: string | undefined, plusDays = 0): number {
  const day = new Date(dayMs + plusDays * DAY_MS);
  if (!timeZone || timeZone === 'UTC') return day.getTime();
  return zonedMidnight(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), timeZone);
}

/** The least string greater than every string starting with `prefix` (byte order). */
function afterPrefix(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

type Eb = ExpressionBuilder<Database, 'leads'>;
type TextColumn = 'first_name' | 'last_name' | 'email' | 'phone';

/**
 * `column` (lower-cased, except the phone) starts with `prefix`. A range the index can walk, then the
 * exact test: the range alone is exact only under byte-order collation (SQLite's, and C on PostgreSQL).
 */
function startsWith(eb: Eb, column: TextColumn, prefix: string): Expression<SqlBool> {
  // Qualified: the list joins delivery_jobs, which has columns of the same names.
  const ref = eb.ref(`leads.${column}`);
  const value = column === 'phone' ? ref : eb.fn<string>('lower', [ref]);
  return eb.and([
    eb(value, '>=', prefix),
    eb(value, '<', afterPrefix(prefix)),
    eb(eb.fn<string>('substr', [value, eb.val(1), eb.val(prefix.length)]), '=', prefix),
  ]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a search may match on. `full` (an admin): starts of names, e-mails and phone numbers. `visible` (a
 * viewer, who sees e-mails, phones and last names masked): only what the viewer is shown anyway (the first
 * name, the reference, the lead id) or a whole value typed out (a full e-mail, a full 10-digit phone).
 * A start of a masked value would let a viewer rebuild it a character at a time, watching for hits.
 */
export type SearchScope = 'full' | 'visible';

/**
 * q: a lead id, a reference, an e-mail (or its start, or its domain), phone digits (the whole number, its
 * start, or its last 4 or more digits), or a name (first, last or both).
 */
function search(eb: Eb, q: string, scope: SearchScope): Expression<SqlBool> {
  if (UUID.test(q)) return eb('leads.id', '=', q.toLowerCase());
  const byText = scope === 'full' ? searchAll(eb, q) : searchVisible(eb, q);
  const reference = referenceIn(q);
  // A reference typed without its dashes may also be a name ("Kathryne"): both are looked up, each by its index.
  return reference ? eb.or([eb('leads.reference', '=', reference), byText]) : byText;
}

/** Ten digits of a US phone number as stored, from any spelling (+1, spaces, brackets, dots), or undefined. */
function phoneDigits(text: string): string | undefined {
  if (!/^[\d\s()+.-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Matches no lead. A literal: better-sqlite3 cannot bind a boolean as a parameter. */
const nothing = (eb: Eb) => eb.lit(false);

/** An e-mail domain as typed (`@gmail.com`, `gmail.com`), lower-cased without the @, or undefined. */
const DOMAIN = /^@?((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63})$/;
function domainIn(text: string): string | undefined {
  return DOMAIN.exec(text)?.[1];
}

/**
 * The phone ends with `digits` (4 to 9 of them): the engine-computed phone_last4 column (migration 018)
 * narrows to its index's matches, the whole ending is then checked on those rows only. Never a
 * leading-wildcard LIKE, which would read every lead.
 */
function endsWith(eb: Eb, digits: string): Expression<SqlBool> {
  const last4 = eb('leads.phone_last4', '=', digits.slice(-4));
  if (digits.length === 4) return last4;
  return eb.and([last4, eb(sql<string>`substr(leads.phone, length(leads.phone) - ${digits.length - 1})`, '=', digits)]);
}

function searchAll(eb: Eb, q: string): Expression<SqlBool> {
  const text = q.toLowerCase();
  // `@gmail.com`: every lead at that domain, by its own index; `gmail.com` may also be an address's start.
  if (text.startsWith('@')) {
    const domain = domainIn(text);
    return domain ? eb('leads.email_domain', '=', domain) : nothing(eb);
  }
  const domain = text.includes('@') ? undefined : domainIn(text);
  if (domain) return eb.or([eb('leads.email_domain', '=', domain), startsWith(eb, 'email', text)]);
  if (text.includes('@')) return startsWith(eb, 'email', text);
  const digits = phoneDigits(text);
  if (digits !== undefined) {
    if (digits.length === 0) return nothing(eb);
    if (digits.length === 10) return eb('leads.phone', '=', digits);
    // 4 to 9 digits: the number's end (what a caller quotes) or its start (an area code and exchange).
    return digits.length >= 4 ? eb.or([endsWith(eb, digits), startsWith(eb, 'phone', digits)]) : startsWith(eb, 'phone', digits);
  }
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length >= 2) {
    return eb.and([startsWith(eb, 'first_name', words[0]!), startsWith(eb, 'last_name', words.slice(1).join(' '))]);
  }
  return eb.or([startsWith(eb, 'first_name', text), startsWith(eb, 'last_name', text), startsWith(eb, 'email', text)]);
}

function searchVisible(eb: Eb, q: string): Expression<SqlBool> {
  const text = q.toLowerCase();
  // The domain and the last four digits are what a viewer is shown of an e-mail and a phone anyway.
  const domain = text.startsWith('@') || !text.includes('@') ? domainIn(text) : undefined;
  if (domain) return eb('leads.email_domain', '=', domain);
  // The whole address, compared as the index stores it (lower-cased); never a start of one.
  if (text.includes('@')) return eb(eb.fn<string>('lower', [eb.ref('leads.email')]), '=', text);
  const digits = phoneDigits(text);
  if (digits !== undefined) {
    if (digits.length === 10) return eb('leads.phone', '=', digits);
    return digits.length === 4 ? endsWith(eb, digits) : nothing(eb);
  }
  return startsWith(eb, 'first_name', text);
}

export function leadConditions(eb: Eb, f: LeadFilters, scope: SearchScope = 'full'): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [];
  if (f.service !== undefined) all.push(eb('leads.service_id', '=', f.service));
  if (f.status !== undefined) all.push(eb('leads.status', '=', f.status));
  if (f.from !== undefined) all.push(eb('leads.created_at', '>=', dayStartIn(f.from, f.timeZone)));
  if (f.to !== undefined) all.push(eb('leads.created_at', '<', dayStartIn(f.to, f.timeZone, 1)));
  if (f.disposition !== undefined) all.push(eb('leads.disposition', '=', f.disposition));
  if (f.source !== undefined) all.push(eb('leads.source', '=', f.source));
  if (f.host !== undefined) all.push(eb('leads.host', '=', f.host));
  if (f.site !== undefined) all.push(eb('leads.site_id', '=', f.site));
  if (f.lang !== undefined) all.push(eb('leads.lang', '=', f.lang));
  if (f.q) all.push(search(eb, f.q, scope));
  return eb.and(all);
}
