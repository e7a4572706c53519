// The console's lead filters (the list, the CSV export and bulk resend share them): parsed and bounded
// from the query string, then turned into one parameterised WHERE clause that the indexes serve.
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import { z } from 'zod';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { LEAD_STATUSES } from '#domain/lead-summary.ts';
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
  /** Start of that UTC day. */
  from: optional(isoDay),
  /** Start of that UTC day; the filter takes the whole day (inclusive). */
  to: optional(isoDay),
  q: optional(z.string().trim().max(200)),
  source: optional(z.string().trim().max(128)),
  host: optional(z.string().trim().toLowerCase().max(253)),
});

export type LeadFilters = z.infer<typeof leadFiltersSchema>;

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

/** q: a lead id, an e-mail (or its start), phone digits (or their start), or a name (first, last or both). */
function search(eb: Eb, q: string): Expression<SqlBool> {
  if (UUID.test(q)) return eb('leads.id', '=', q.toLowerCase());
  const text = q.toLowerCase();
  if (text.includes('@')) return startsWith(eb, 'email', text);
  if (/^[\d\s()+.-]+$/.test(text)) {
    let digits = text.replace(/\D/g, '');
    if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
    if (digits.length === 0) return eb.val(false);
    return digits.length === 10 ? eb('leads.phone', '=', digits) : startsWith(eb, 'phone', digits);
  }
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length >= 2) {
    return eb.and([startsWith(eb, 'first_name', words[0]!), startsWith(eb, 'last_name', words.slice(1).join(' '))]);
  }
  return eb.or([startsWith(eb, 'first_name', text), startsWith(eb, 'last_name', text), startsWith(eb, 'email', text)]);
}

export function leadConditions(eb: Eb, f: LeadFilters): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [];
  if (f.service !== undefined) all.push(eb('leads.service_id', '=', f.service));
  if (f.status !== undefined) all.push(eb('leads.status', '=', f.status));
  if (f.from !== undefined) all.push(eb('leads.created_at', '>=', f.from));
  if (f.to !== undefined) all.push(eb('leads.created_at', '<', f.to + DAY_MS));
  if (f.source !== undefined) all.push(eb('leads.source', '=', f.source));
  if (f.host !== undefined) all.push(eb('leads.host', '=', f.host));
  if (f.q) all.push(search(eb, f.q));
  return eb.and(all);
}
