// The CSV export of a filtered lead list, streamed: pages of rows are read by keyset and written as they
// come, so 100,000 leads never sit in memory at once and the first bytes leave at once. Excel-safe:
// a UTF-8 byte-order mark, RFC 4180 quoting of every cell, and cells that a spreadsheet would run as a
// formula are prefixed with an apostrophe. The columns are one table: a header and a value per lead.
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { CAMPAIGN_FIELDS, type CampaignField } from '#domain/campaign-fields.ts';
import { findServiceById } from '#domain/catalogue.ts';
import { LANG_NAMES } from '#domain/lead-summary.ts';
import type { Database } from '../store/schema.ts';
import type { Cursor } from './cursor.ts';
import type { LeadFilters } from './lead-filters.ts';
import { leadPage, parsePayload, parseTracking, serviceTitle, type LeadRowWithAttempts } from './lead-queries.ts';
import { exportQuestionLabels, parseAnswers, readableAnswers } from '../leads/readable-answers.ts';
import { localDateTime } from './zoned-days.ts';

const BOM = '\uFEFF';
const PAGE = 1000;
const SLICE = 100;

/** One lead as the columns read it: its row and its JSON fields, parsed once. */
export interface ExportLead {
  /** The operator's zone, which the times are written in. */
  timeZone: string;
  row: LeadRowWithAttempts;
  payload: Record<string, unknown>;
  tracking: Record<CampaignField, string>;
  answers: Record<string, string>;
}

type Cell = string | number | null | undefined;

/** A column of the export: its header and what a lead puts in it. */
export interface Column {
  header: string;
  value(lead: ExportLead): Cell;
}

export const FIXED_COLUMNS: readonly Column[] = [
  { header: 'id', value: (l) => l.row.id },
  // The operator's local time with its offset (2026-11-27T23:30:00-08:00): readable, and still one instant.
  { header: 'created_at', value: (l) => localDateTime(l.row.created_at, l.timeZone) },
  { header: 'service', value: (l) => serviceTitle(l.row.service_id) },
  { header: 'status', value: (l) => l.row.status },
  { header: 'source', value: (l) => l.row.source },
  { header: 'host', value: (l) => l.row.host },
  ...CAMPAIGN_FIELDS.map((k): Column => ({ header: k, value: (l) => l.tracking[k] })),
  { header: 'first_name', value: (l) => l.row.first_name },
  { header: 'last_name', value: (l) => l.row.last_name },
  { header: 'email', value: (l) => l.row.email },
  { header: 'phone', value: (l) => l.row.phone },
  { header: 'address', value: (l) => l.row.address },
  { header: 'city', value: (l) => l.row.city },
  { header: 'state', value: (l) => l.row.state },
  { header: 'zip', value: (l) => l.row.zip },
  { header: 'attempts', value: (l) => Number(l.row.attempts ?? 0) },
  { header: 'network_error', value: (l) => l.row.network_error },
  { header: 'reference', value: (l) => l.row.reference },
  { header: 'disposition', value: (l) => l.row.disposition },
  // Last of the fixed columns, so the columns a spreadsheet or an import already reads keep their places.
  { header: 'site', value: (l) => l.row.site_id },
  { header: 'language', value: (l) => LANG_NAMES[l.row.lang] },
];

/**
 * One cell: formula starters neutralised, then always quoted. Quoting every cell, not only those with a
 * comma, keeps a cell whole in spreadsheets that split on another character (Excel in many European
 * locales splits on ';', some importers on tabs).
 */
export function csvCell(value: Cell): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The question labels an export has columns for: with a service chosen, only that service's questions. */
export function exportLabels(filters: LeadFilters): string[] {
  return exportQuestionLabels(filters.service === undefined ? undefined : findServiceById(filters.service));
}

/**
 * Every lead matching the filters, a slice of rows at a time, as the columns read them. On SQLite `db` is
 * the console's read pool: a page is read on another thread while this one serves visitors, and the next
 * page is only read once the consumer has taken this one. The rows are turned into cells on the server's
 * one thread, a slice at a time, letting visitors' requests in between.
 */
export async function* exportSlices(db: Kysely<Database>, filters: LeadFilters): AsyncGenerator<ExportLead[]> {
  const timeZone = filters.timeZone ?? 'UTC';
  let after: Cursor | undefined;
  for (;;) {
    const rows = await leadPage(db, filters, after, PAGE);
    for (let start = 0; start < rows.length; start += SLICE) {
      if (start > 0) await setImmediate();
      yield rows.slice(start, start + SLICE).map((row) => ({
        timeZone,
        row,
        payload: parsePayload(row.payload),
        tracking: parseTracking(row.tracking),
        answers: readableAnswers(row.service_id, parseAnswers(row.answers)),
      }));
    }
    if (rows.length < PAGE) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.created_at, id: last.id };
  }
}

export function exportLeadsCsv(db: Kysely<Database>, filters: LeadFilters): Readable {
  const labels = exportLabels(filters);
  const columns: readonly Column[] = [
    ...FIXED_COLUMNS,
    ...labels.map((label): Column => ({ header: label, value: (l) => l.answers[label] ?? '' })),
  ];
  async function* lines() {
    yield BOM + csvRow(columns.map((c) => c.header));
    for await (const slice of exportSlices(db, filters)) {
      let chunk = '';
      for (const lead of slice) chunk += csvRow(columns.map((c) => c.value(lead)));
      yield chunk;
    }
  }
  return Readable.from(lines());
}
