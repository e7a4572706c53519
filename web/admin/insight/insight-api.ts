// The console's funnel-insight calls: the funnel and sources reports, the sources CSV link, and a lead's
// flags and duplicate links, read as the server's own shapes (domain/console-api/insight.ts). Errors become the
// console's ApiError, so pages show them the same way.
import type { FunnelAnswer, LeadInsight, SourcesAnswer } from '#domain/console-api/insight.ts';
import { ApiError } from '../lib/api.ts';

export const REPORT_KEYS = ['service', 'from', 'to', 'source', 'site'] as const;
export type ReportFilters = Partial<Record<(typeof REPORT_KEYS)[number], string>>;

export type { FunnelStep, SourceRow } from '#domain/insight-report.ts';

export function readReportFilters(params: URLSearchParams): ReportFilters {
  const filters: ReportFilters = {};
  for (const key of REPORT_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

export function reportQuery(filters: ReportFilters): string {
  const params = new URLSearchParams();
  for (const key of REPORT_KEYS) if (filters[key]) params.set(key, filters[key]);
  return params.toString();
}

async function getJson<T>(path: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError('The server could not be reached. Check the connection and try again.', 0);
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new ApiError(typeof body.error === 'string' ? body.error : `The server answered ${res.status}.`, res.status, body);
  return body as T;
}

export const getFunnel = (f: ReportFilters) => getJson<FunnelAnswer>(`/api/admin/funnel?${reportQuery(f)}`);
export const getSources = (f: ReportFilters) => getJson<SourcesAnswer>(`/api/admin/sources?${reportQuery(f)}`);
export const sourcesCsvUrl = (f: ReportFilters) => `/api/admin/sources.csv?${reportQuery(f)}`;

/** A lead's insight, or null for a lead stored before insight was recorded. */
export async function getLeadInsight(id: string): Promise<LeadInsight | null> {
  try {
    return await getJson<LeadInsight>(`/api/admin/leads/${encodeURIComponent(id)}/insight`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}
