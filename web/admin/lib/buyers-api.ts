// The console's buyer calls (server/routes/admin-buyer-routes.ts, docs/admin-api.md "Buyers"); the shapes
// they send and read are the server's own (domain/buyer-answer.ts, domain/console-api/buyers.ts). Errors are
// the console's ApiError, whose body carries the server's `fields` for the form.
import type { BuyerAnswer } from '#domain/buyer-answer.ts';
import type { BuyerChange, BuyerKey, BuyerList, TestPing } from '#domain/console-api/buyers.ts';
import { request } from './api.ts';

// The console's pages say Buyer, Limits and Schedule for the answer's shapes.
export type { BuyerAnswer as Buyer, BuyerMode, LimitsAnswer as Limits, WeeklyHours as Schedule, Weekday } from '#domain/buyer-answer.ts';
export type { BuyerChange } from '#domain/console-api/buyers.ts';

const base = (id: string) => `/api/admin/buyers/${encodeURIComponent(id)}`;

export const getBuyers = () => request<BuyerList>('/api/admin/buyers');
export const getBuyer = (id: string) => request<BuyerAnswer>(base(id));
export const createBuyer = (change: BuyerChange) => request<BuyerAnswer>('/api/admin/buyers', { method: 'POST', body: change });
export const updateBuyer = (id: string, change: BuyerChange) => request<BuyerAnswer>(base(id), { method: 'PATCH', body: change });
export const deleteBuyer = (id: string) => request<void>(base(id), { method: 'DELETE' });
export const createBuyerKey = (id: string) => request<BuyerKey>(`${base(id)}/key`, { method: 'POST' });
export const testBuyer = (id: string) => request<TestPing>(`${base(id)}/test`, { method: 'POST' });
