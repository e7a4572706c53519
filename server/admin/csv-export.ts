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
import type { LeadFilters } from './lead-filters.ts';
import { leadPage, parseTracking, serviceTitle, type LeadRowWithAttempts } from './lead-queries.ts';
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
  if (value === null || value === undefined) return '""';
  let text = typeof value === 'string' ? value : String(value);
  // = + - @ tab CR: what a spreadsheet would start a formula with. (A code check, not a regex: this runs for
  // every cell of an export, two million and more for 100,000 leads.)
  const first = text.charCodeAt(0);
  if (first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13) text = `'${text}`;
  return text.includes('"') ? `"${text.replaceAll('"', '""')}"` : `"${text}"`;
}

export function csvRow(cells: readonly Cell[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) line += i === 0 ? csvCell(cells[i]) : `,${csvCell(cells[i])}`;
  return `${line}\r\n`;
}

/** One lead's line: its cells read straight into the text, without an array of them in between. */
function leadLine(columns: readonly Column[], lead: ExportLead): string {
  let line = '';
  for (let i = 0; i < columns.length; i++) line += i === 0 ? csvCell(columns[i]!.value(lead)) : `,${csvCell(columns[i]!.value(lead))}`;
  return `${line}\r\n`;
}

/** The question labels an export has columns for: with a service chosen, only that service's questions. */
export function exportLabels(filters: LeadFilters): string[] {
  return exportQuestionLabels(filters.service === undefined ? undefined : findServiceById(filters.service));
}

/**
 * Every lead matching the filters, a slice of rows at a time, as the columns read them. On SQLite `db` is
 * the console's read pool: a page is read on another thread while this one serves visitors. The next page
 * is asked for as soon as this one arrives, so the database reads it while this thread turns this one into
 * cells (one page ahead at most: memory stays bounded by two pages). The rows become cells on the server's
 * one thread, a slice at a time, letting visitors' requests in between.
 */
export async function* exportSlices(db: Kysely<Database>, filters: LeadFilters): AsyncGenerator<ExportLead[]> {
  const timeZone = filters.timeZone ?? 'UTC';
  let next: Promise<LeadRowWithAttempts[]> | undefined = leadPage(db, filters, undefined, PAGE);
  while (next) {
    const rows: LeadRowWithAttempts[] = await next;
    const last = rows[rows.length - 1];
    next = rows.length === PAGE && last ? leadPage(db, filters, { at: last.created_at, id: last.id }, PAGE) : undefined;
    // A consumer that stops early (a closed download) leaves the page read ahead unawaited: not a failure.
    next?.catch(() => {});
    for (let start = 0; start < rows.length; start += SLICE) {
      if (start > 0) await setImmediate();
      yield rows.slice(start, start + SLICE).map((row) => ({
        timeZone,
        row,
        tracking: parseTracking(row.tracking),
        answers: readableAnswers(row.service_id, parseAnswers(row.answers)),
      }));
    }
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
      for (const lead of slice) chunk += leadLine(columns, lead);
      yield chunk;
    }
  }
  return Readable.from(lines());
}
