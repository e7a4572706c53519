// The console's buyer calls (server/routes/admin-buyer-routes.ts, docs/admin-api.md "Buyers"). Errors are
// the console's ApiError, whose body carries the server's `fields` for the form.
import type { BuyerAnswer, LimitsAnswer, WeeklyHours } from '#domain/buyer-answer.ts';
import { request } from './api.ts';

export type { BuyerMode, Weekday } from '#domain/buyer-answer.ts';
export type Schedule = WeeklyHours;
export type Limits = LimitsAnswer;
export type Buyer = BuyerAnswer;

/** What the form sends: every field as the API takes it; a header value of null keeps the stored one. */
export type BuyerChange = Partial<Omit<Buyer, 'id' | 'headers' | 'hasKey' | 'partnerListed' | 'today' | 'createdAt' | 'updatedAt'>> & {
  headers?: Record<string, string | null>;
};

export interface TestPing {
  status: number | null;
  answer: string;
  ms: number;
  bid?: number;
  outcome: string;
  ping: Record<string, unknown>;
}

const base = (id: string) => `/api/admin/buyers/${encodeURIComponent(id)}`;

export const getBuyers = () => request<{ buyers: Buyer[] }>('/api/admin/buyers');
export const getBuyer = (id: string) => request<Buyer>(base(id));
export const createBuyer = (change: BuyerChange) => request<Buyer>('/api/admin/buyers', { method: 'POST', body: change });
export const updateBuyer = (id: string, change: BuyerChange) => request<Buyer>(base(id), { method: 'PATCH', body: change });
export const deleteBuyer = (id: string) => request<void>(base(id), { method: 'DELETE' });
export const createBuyerKey = (id: string) => request<{ key: string }>(`${base(id)}/key`, { method: 'POST' });
export const testBuyer = (id: string) => request<TestPing>(`${base(id)}/test`, { method: 'POST' });
