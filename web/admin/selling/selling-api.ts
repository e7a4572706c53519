// The console's selling calls: the revenue report, the returns waiting for an admin, recording a return
// and deciding on one (server/routes/admin-revenue-routes.ts, admin-return-routes.ts). Errors are the
// console's ApiError, so a 401 brings back the sign-in page as for every other call.
import type { ReturnReason, RevenueGroup, RevenueReport, SaleReturn } from '#domain/selling-report.ts';
import { ApiError } from '../lib/api.ts';

export type { AuctionEntry, LeadSale, LeadSelling, RevenueGroup, RevenueReport, RevenueRow, SaleReturn } from '#domain/selling-report.ts';

export type ListedReturn = SaleReturn & { leadReference: string | null; buyerName: string };

export interface RevenueFilters {
  from?: string;
  to?: string;
  groupBy?: RevenueGroup;
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('The server could not be reached. Check the connection and try again.', 0);
  }
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new ApiError(typeof json.error === 'string' ? json.error : `The server answered ${res.status}.`, res.status, json);
  return json as T;
}

export function revenueQuery(f: RevenueFilters): string {
  const params = new URLSearchParams();
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (f.groupBy) params.set('groupBy', f.groupBy);
  return params.toString();
}

export const getRevenue = (f: RevenueFilters) => call<RevenueReport>(`/api/admin/revenue?${revenueQuery(f)}`);
export const getPendingReturns = () => call<{ returns: ListedReturn[] }>('/api/admin/returns?state=pending');
export const recordReturn = (leadId: string, body: { buyerId: string; reason: ReturnReason; note: string }) =>
  call<SaleReturn>(`/api/admin/leads/${encodeURIComponent(leadId)}/returns`, body);
export const decideReturn = (id: string, decision: 'approve' | 'refuse') =>
  call<SaleReturn>(`/api/admin/returns/${encodeURIComponent(id)}/${decision}`, {});
