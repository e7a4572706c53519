// The CSV export of a filtered lead list, streamed: pages of rows are read by keyset and written as they
// come, so 100,000 leads never sit in memory at once and the first bytes leave at once. Excel-safe:
// a UTF-8 byte-order mark, RFC 4180 quoting, and cells that a spreadsheet would run as a formula are
// prefixed with an apostrophe.
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { CAMPAIGN_FIELDS } from '#domain/campaign-fields.ts';
import { findServiceById } from '#domain/catalogue.ts';
import type { Database } from '../store/schema.ts';
import type { Cursor } from './cursor.ts';
import type { LeadFilters } from './lead-filters.ts';
import { leadPage, parseTracking, serviceTitle } from './lead-queries.ts';
import { exportQuestionLabels, parseAnswers, readableAnswers } from './readable-answers.ts';

const BOM = '\uFEFF';
const PAGE = 1000;

const FIXED_COLUMNS = [
  'id',
  'created_at',
  'service',
  'status',
  'source',
  'host',
  ...CAMPAIGN_FIELDS,
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'attempts',
  'network_error',
];

/** One cell: formula starters neutralised, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function exportLeadsCsv(db: Kysely<Database>, filters: LeadFilters): Readable {
  const labels = exportQuestionLabels(filters.service === undefined ? undefined : findServiceById(filters.service));
  async function* lines() {
    yield BOM + csvRow([...FIXED_COLUMNS, ...labels]);
    let after: Cursor | undefined;
    for (;;) {
      const rows = await leadPage(db, filters, after, PAGE);
      let chunk = '';
      for (const r of rows) {
        const tracking = parseTracking(r.tracking);
        const answers = readableAnswers(r.service_id, parseAnswers(r.answers));
        chunk += csvRow([
          r.id,
          new Date(r.created_at).toISOString(),
          serviceTitle(r.service_id),
          r.status,
          r.source,
          r.host,
          ...CAMPAIGN_FIELDS.map((k) => tracking[k]),
          r.first_name,
          r.last_name,
          r.email,
          r.phone,
          r.address,
          r.city,
          r.state,
          r.zip,
          Number(r.attempts ?? 0),
          r.network_error,
          ...labels.map((l) => answers[l] ?? ''),
        ]);
      }
      if (chunk) yield chunk;
      if (rows.length < PAGE) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.created_at, id: last.id };
    }
  }
  return Readable.from(lines());
}
