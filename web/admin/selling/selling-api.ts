// The console's selling calls: the revenue report, the returns waiting for an admin, recording a return
// and deciding on one (server/routes/admin-revenue-routes.ts, admin-return-routes.ts). Errors are the
// console's ApiError, so a 401 brings back the sign-in page as for every other call. The shapes are the
// server's own (domain/selling-report.ts, domain/console-api/selling.ts).
import type { NewReturn, ReturnList } from '#domain/console-api/selling.ts';
import type { RevenueGroup, RevenueReport, SaleReturn } from '#domain/selling-report.ts';
import { request } from '../lib/api.ts';

export type { AuctionEntry, LeadSale, LeadSelling, RevenueGroup, RevenueReport, RevenueRow, SaleReturn } from '#domain/selling-report.ts';

export interface RevenueFilters {
  from?: string;
  to?: string;
  groupBy?: RevenueGroup;
  /** A site's id: that site's leads and sales only. */
  site?: string;
}

/** A GET, or a POST when there is a body: the console's one request function does the rest. */
function call<T>(path: string, body?: unknown): Promise<T> {
  return request<T>(path, body === undefined ? {} : { method: 'POST', body });
}

export function revenueQuery(f: RevenueFilters): string {
  const params = new URLSearchParams();
  if (f.from) params.set('from', f.from);
  if (f.to) params.set('to', f.to);
  if (f.groupBy) params.set('groupBy', f.groupBy);
  if (f.site) params.set('site', f.site);
  return params.toString();
}

export const getRevenue = (f: RevenueFilters) => call<RevenueReport>(`/api/admin/revenue?${revenueQuery(f)}`);
export const getPendingReturns = () => call<ReturnList>('/api/admin/returns?state=pending');
export const recordReturn = (leadId: string, body: NewReturn) =>
  call<SaleReturn>(`/api/admin/leads/${encodeURIComponent(leadId)}/returns`, body);
export const decideReturn = (id: string, decision: 'approve' | 'refuse') =>
  call<SaleReturn>(`/api/admin/returns/${encodeURIComponent(id)}/${decision}`, {});
