// How the console words a buyer in a list: its mode, its price, its caps and budget, what it took today.
import type { Buyer, Limits } from './buyers-api.ts';
import { plural } from './format.ts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatMoney = (dollars: number) => money.format(dollars);

export const modeLabel = (b: Pick<Buyer, 'mode'>) => (b.mode === 'post' ? 'Post' : 'Ping-post');

/** "$25.00 a lead" for a post buyer, "Bids, at least $2.50" for a ping-post one. */
export const priceText = (b: Pick<Buyer, 'mode' | 'price' | 'minBid'>) =>
  b.mode === 'post' ? `${formatMoney(b.price)} a lead` : `Bids, at least ${formatMoney(b.minBid)}`;

/** "10 leads a day · 200 leads a month", or "None". */
export function limitsText(l: Limits, unit: (n: number) => string): string {
  const parts = [
    l.daily !== null && `${unit(l.daily)} a day`,
    l.weekly !== null && `${unit(l.weekly)} a week`,
    l.monthly !== null && `${unit(l.monthly)} a month`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'None';
}

/** Its caps in leads, then its budget when it has one. */
export function capsText(b: Buyer): string {
  const caps = limitsText(b.caps, (n) => plural(n, 'lead'));
  const budget = limitsText(b.budget, formatMoney);
  return budget === 'None' ? caps : `${caps === 'None' ? 'No lead cap' : caps}; budget ${budget}`;
}

/** "3 leads ($45.50)": what it took today in its own zone. */
export const todayText = (b: Buyer) => `${plural(b.today.leads, 'lead')}${b.today.spent > 0 ? ` (${formatMoney(b.today.spent)})` : ''}`;
