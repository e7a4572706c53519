// The buyer form's fields as the operator types them (text, boxes) and the way to and from the API's buyer.
// Only what cannot be sent as typed is checked here (hours written as "8-17", lists split at commas); the
// server checks the rest and its messages are shown at the fields they name.
import type { Buyer, BuyerChange, BuyerMode, Limits, Schedule, Weekday } from './buyers-api.ts';

export const WEEKDAYS: readonly [Weekday, string][] = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
];

export type Area = 'everywhere' | 'zips' | 'radius';
type Periods = Record<keyof Limits, string>;

export interface HeaderRow {
  /** Stable across edits, for React and the inputs' ids. */
  key: number;
  name: string;
  /** Typed value; empty on a stored header keeps its value. */
  value: string;
  /** The stored value, masked, when the header is already saved under this name. */
  stored: string | null;
}

export interface FormState {
  name: string;
  active: boolean;
  mode: BuyerMode;
  postUrl: string;
  pingUrl: string;
  price: string;
  minBid: string;
  timeoutMs: string;
  headers: HeaderRow[];
  services: string[];
  states: string;
  area: Area;
  zips: string;
  radiusZip: string;
  radiusMiles: string;
  sites: string;
  anyTime: boolean;
  schedule: Record<Weekday, string>;
  timeZone: string;
  caps: Periods;
  budget: Periods;
  exclusiveOnly: boolean;
  priority: string;
  bidPenaltyPercent: string;
  returnWindowDays: string;
  /** The highest return rate in percent (the API takes a fraction). */
  maxReturnPercent: string;
  returnsNeedApproval: boolean;
}

const emptyDays = (): Record<Weekday, string> => ({ mon: '', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '' });
const periods = (l: Limits | undefined): Periods => ({
  daily: l?.daily === null || l?.daily === undefined ? '' : String(l.daily),
  weekly: l?.weekly === null || l?.weekly === undefined ? '' : String(l.weekly),
  monthly: l?.monthly === null || l?.monthly === undefined ? '' : String(l.monthly),
});
/** Dollars as typed back: 12.5 -> "12.50", 30 -> "30". */
const dollarsText = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

let nextKey = 1;
export const newHeaderRow = (name = '', stored: string | null = null): HeaderRow => ({ key: nextKey++, name, value: '', stored });

/** "8-12, 13-17" for [[8, 12], [13, 17]]. */
export const rangesText = (ranges: readonly (readonly [number, number])[]) => ranges.map(([a, b]) => `${a}-${b}`).join(', ');

/** The form for a new buyer (`buyer` undefined; its zone left to the server unless given) or for changing one. */
export function formFrom(buyer: Buyer | undefined, timeZone = ''): FormState {
  const schedule = emptyDays();
  for (const [day] of WEEKDAYS) schedule[day] = rangesText(buyer?.schedule?.[day] ?? []);
  return {
    name: buyer?.name ?? '',
    active: buyer?.active ?? false,
    mode: buyer?.mode ?? 'ping-post',
    postUrl: buyer?.postUrl ?? '',
    pingUrl: buyer?.pingUrl ?? '',
    price: buyer ? dollarsText(buyer.price) : '',
    minBid: buyer ? dollarsText(buyer.minBid) : '',
    timeoutMs: buyer ? String(buyer.timeoutMs) : '',
    headers: buyer ? Object.entries(buyer.headers).map(([name, masked]) => newHeaderRow(name, masked)) : [],
    services: buyer?.services ?? [],
    states: buyer?.states.join(', ') ?? '',
    area: buyer?.radius ? 'radius' : buyer?.zips.length ? 'zips' : 'everywhere',
    zips: buyer?.zips.join(', ') ?? '',
    radiusZip: buyer?.radius?.zip ?? '',
    radiusMiles: buyer?.radius ? String(buyer.radius.miles) : '',
    sites: buyer?.sites.join(', ') ?? '',
    anyTime: !buyer?.schedule,
    schedule,
    timeZone: buyer?.timeZone ?? timeZone,
    caps: periods(buyer?.caps),
    budget: periods(buyer?.budget),
    exclusiveOnly: buyer?.exclusiveOnly ?? false,
    priority: buyer ? String(buyer.priority) : '0',
    bidPenaltyPercent: buyer ? String(buyer.bidPenaltyPercent) : '0',
    returnWindowDays: buyer ? String(buyer.returnWindowDays) : '7',
    maxReturnPercent: buyer ? String(Math.round(buyer.maxReturnRate * 10_000) / 100) : '30',
    returnsNeedApproval: buyer?.returnsNeedApproval ?? false,
  };
}

const list = (text: string) => text.split(/[\s,]+/).filter(Boolean);
/** A whole number as a number, anything else as typed (the server names what is wrong with it). */
const numberOr = (text: string): number | string => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : text.trim());
const limit = (text: string) => (text.trim() === '' ? null : numberOr(text));
const money = (text: string) => (text.trim() === '' ? null : text.trim());

/** "8-12, 13-17" as hour ranges; undefined when it does not read as hours. */
export function parseRanges(text: string): [number, number][] | undefined {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const ranges: [number, number][] = [];
  for (const part of parts) {
    const m = /^(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})$/.exec(part);
    if (!m) return undefined;
    ranges.push([Number(m[1]), Number(m[2])]);
  }
  return ranges;
}

export interface FormResult {
  change: BuyerChange;
  /** What could not be read, by the API's field name. */
  errors: Record<string, string>;
}

/** The whole buyer as the API takes it, from the form. */
export function changeFrom(form: FormState): FormResult {
  const errors: Record<string, string> = {};
  // What the server would refuse first: said at once, with the rest of the form's own reading.
  if (!form.name.trim()) errors.name = 'Name: give the company name.';
  if (form.mode === 'ping-post' && !form.pingUrl.trim())
    errors.pingUrl = 'Ping URL: a ping-post buyer is pinged first, so give its ping URL.';
  if (!form.postUrl.trim()) errors.postUrl = 'Post URL: give an http:// or https:// URL.';
  let schedule: Schedule | null = null;
  if (!form.anyTime) {
    schedule = {};
    for (const [day, label] of WEEKDAYS) {
      const ranges = parseRanges(form.schedule[day]);
      if (ranges === undefined) errors[`schedule.${day}`] = `${label}: write hours as from-to in 24-hour time, e.g. 8-17 or 8-12, 13-17.`;
      else schedule[day] = ranges;
    }
  }
  const headers: Record<string, string | null> = {};
  for (const h of form.headers) {
    const name = h.name.trim();
    if (!name && !h.value) continue;
    if (!name) errors.headers = 'Give each header a name.';
    else if (h.value === '' && h.stored === null) errors[`headers.${name}`] = `${name}: give its value.`;
    else headers[name] = h.value === '' ? null : h.value;
  }
  const penalty = numberOr(form.bidPenaltyPercent || '0');
  const returnPercent = numberOr(form.maxReturnPercent || '30');
  const change: BuyerChange = {
    name: form.name,
    active: form.active,
    mode: form.mode,
    postUrl: form.postUrl.trim(),
    pingUrl: form.mode === 'ping-post' ? form.pingUrl.trim() || null : null,
    ...(form.mode === 'post' ? { price: (form.price.trim() || '0') as unknown as number } : {}),
    ...(form.mode === 'ping-post' ? { minBid: (form.minBid.trim() || '0') as unknown as number } : {}),
    ...(form.timeoutMs.trim() !== '' ? { timeoutMs: numberOr(form.timeoutMs) as number } : {}),
    headers,
    services: form.services,
    states: list(form.states).map((s) => s.toUpperCase()),
    zips: form.area === 'zips' ? list(form.zips) : [],
    radius: form.area === 'radius' ? { zip: form.radiusZip.trim(), miles: numberOr(form.radiusMiles) as number } : null,
    sites: list(form.sites),
    schedule,
    // Empty: the server gives a new buyer the console's own zone (CONSOLE_TIME_ZONE).
    ...(form.timeZone.trim() !== '' ? { timeZone: form.timeZone.trim() } : {}),
    caps: { daily: limit(form.caps.daily), weekly: limit(form.caps.weekly), monthly: limit(form.caps.monthly) } as Limits,
    budget: {
      daily: money(form.budget.daily),
      weekly: money(form.budget.weekly),
      monthly: money(form.budget.monthly),
    } as unknown as Limits,
    exclusiveOnly: form.exclusiveOnly,
    priority: numberOr(form.priority || '0') as number,
    bidPenaltyPercent: penalty as number,
    returnWindowDays: numberOr(form.returnWindowDays || '7') as number,
    // Percent to a fraction, rounded to the API's four decimals (12.5 % -> 0.125, not 0.12500000000000001).
    maxReturnRate: (typeof returnPercent === 'number' ? Math.round(returnPercent * 100) / 10_000 : returnPercent) as number,
    returnsNeedApproval: form.returnsNeedApproval,
  };
  return { change, errors };
}

/**
 * Of a whole change, what differs from the saved buyer: a PATCH names only those fields, so the audit log
 * says what was changed. Headers count as changed when a name was added or removed or a value typed.
 */
export function changedFields(change: BuyerChange, saved: Buyer): BuyerChange {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(change)) {
    if (key === 'headers') {
      const given = value as Record<string, string | null>;
      const names = Object.keys(given).map((n) => n.toLowerCase());
      const same =
        names.length === Object.keys(saved.headers).length &&
        names.every((n) => n in saved.headers) &&
        Object.values(given).every((v) => v === null);
      if (!same) out.headers = given;
      continue;
    }
    const before = (saved as unknown as Record<string, unknown>)[key];
    if (JSON.stringify(value) !== JSON.stringify(normalise(key, before))) out[key] = value;
  }
  return out as BuyerChange;
}

/** The saved value as the form would send it, so an untouched field compares equal. */
function normalise(key: string, value: unknown): unknown {
  if (key === 'price' || key === 'minBid') return dollarsText(value as number);
  if (key === 'budget') {
    const l = value as Limits;
    const t = (n: number | null) => (n === null ? null : dollarsText(n));
    return { daily: t(l.daily), weekly: t(l.weekly), monthly: t(l.monthly) };
  }
  if (key === 'schedule' && value) {
    // The form sends every day (an empty list for a day without hours).
    const s = value as Schedule;
    return Object.fromEntries(WEEKDAYS.map(([d]) => [d, s[d] ?? []]));
  }
  return value;
}
