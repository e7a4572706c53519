// What an admin may send to create or change a buyer (docs/admin-api.md, "Buyers"), as zod schemas the
// routes declare: every field bounded (lengths, list sizes, ranges), dollars taken as numbers or decimal
// strings and turned into cents here, percentages and rates into basis points, so nothing past this file
// handles a float of money. What needs the database, the network or the configuration (the partner list,
// URL addresses, the ping deadline, the secret key) is checked by buyer-store.ts.
import { z } from 'zod';
import { SERVICES } from '#domain/catalogue.ts';
import { STATE_CODES } from '#domain/us-states.ts';
import { lookupZip } from '../lookups/zip-lookup.ts';
import type { BuyerSettings } from './buyer-record.ts';
import type { Limits, Schedule } from './buyer-rules.ts';
import { toCents } from './money.ts';
import { isTimeZone, WEEKDAYS, type Weekday } from './zoned-time.ts';

export const LIMITS = {
  name: 120,
  url: 2000,
  headers: 20,
  headerValue: 2000,
  zips: 2000,
  sites: 50,
  rangesPerDay: 24,
  priceCents: 1_000_000, // $10,000 a lead
  budgetCents: 1_000_000_000, // $10,000,000 a period
  cap: 1_000_000,
  priority: 1000,
  returnWindowDays: 365,
  radiusMiles: 500,
  minTimeoutMs: 50,
} as const;

const SERVICE_TITLES = new Set(SERVICES.map((s) => s.title));
const STATES = new Set<string>(STATE_CODES);

/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/;
/** A header value: visible ASCII and spaces, no line breaks (which would start another header). */
const HEADER_VALUE = /^[\x20-\x7e]+$/;
/** Headers the server sets itself on every ping and post; a buyer's own would clash with them. */
const RESERVED_HEADERS = new Set([
  'host',
  'content-type',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'accept',
  'idempotency-key',
]);

const yesNo = (what: string) => z.boolean({ error: `${what}: true or false.` });

/** Dollars, as a number or a decimal string with at most two decimals, as cents. */
function dollars(what: string, maxCents: number) {
  return z.union([z.number(), z.string().max(20)], { error: `${what}: give dollars, e.g. 12.50.` }).transform((value, ctx) => {
    const cents = toCents(value);
    if (cents === undefined) {
      ctx.addIssue({ code: 'custom', message: `${what}: give dollars with at most two decimals, e.g. 12.50.` });
      return z.NEVER;
    }
    if (cents > maxCents) {
      ctx.addIssue({ code: 'custom', message: `${what}: at most $${(maxCents / 100).toLocaleString('en-US')}.` });
      return z.NEVER;
    }
    return cents;
  });
}

/** A number with at most `decimals` decimals between min and max, times 10^decimals as a whole number. */
function scaled(what: string, min: number, max: number, decimals: number, unit: string) {
  const factor = 10 ** decimals;
  return z.number({ error: `${what}: give a number from ${min} to ${max}${unit}.` }).transform((value, ctx) => {
    const whole = Math.round(value * factor);
    if (value < min || value > max || Math.abs(whole - value * factor) > 1e-6) {
      ctx.addIssue({
        code: 'custom',
        message: `${what}: give a number from ${min} to ${max}${unit}, with at most ${decimals} decimals.`,
      });
      return z.NEVER;
    }
    return whole;
  });
}

function wholeNumber(what: string, min: number, max: number) {
  return z
    .number({ error: `${what}: give a whole number.` })
    .int(`${what}: give a whole number.`)
    .min(min, `${what}: at least ${min.toLocaleString('en-US')}.`)
    .max(max, `${what}: at most ${max.toLocaleString('en-US')}.`);
}

const httpUrl = (what: string) =>
  z
    .string({ error: `${what}: give an http:// or https:// URL.` })
    .trim()
    .min(1, `${what}: give an http:// or https:// URL.`)
    .max(LIMITS.url, `${what}: at most ${LIMITS.url} characters.`)
    .refine((u) => /^https?:\/\/[^\s]+$/i.test(u) && URL.canParse(u), `${what}: give an http:// or https:// URL.`);

const zipCode = z
  .string({ error: 'Give a 5-digit ZIP code.' })
  .regex(/^\d{5}$/, 'Give a 5-digit ZIP code.')
  .refine((zip) => lookupZip(zip) !== undefined, { error: (iss) => `${String(iss.input)} is not a US ZIP code we know.` });

function uniqueList<T extends z.ZodType<string>>(item: T, max: number, what: string) {
  return z
    .array(item, { error: `${what}: give a list.` })
    .max(max, `${what}: at most ${max.toLocaleString('en-US')}.`)
    .refine((list) => new Set(list).size === list.length, `${what}: each only once.`);
}

const hourRange = z
  .tuple([wholeNumber('Hour', 0, 24), wholeNumber('Hour', 0, 24)], { error: 'Give each time as [from, to] in whole hours, 0 to 24.' })
  .refine(([from, to]) => from < to, 'A time range ends after it starts: [from, to), e.g. [8, 17].');

const dayRanges = z
  .array(hourRange, { error: 'Give a list of [from, to] hour ranges.' })
  .max(LIMITS.rangesPerDay, `At most ${LIMITS.rangesPerDay} ranges a day.`)
  .refine((ranges) => {
    const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
    return sorted.every((r, i) => i === 0 || sorted[i - 1]![1] <= r[0]);
  }, 'The ranges of a day overlap.');

const schedule = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayRanges.optional()])) as Record<Weekday, z.ZodOptional<typeof dayRanges>>,
  {
    error: (iss) =>
      iss.code === 'unrecognized_keys'
        ? `Schedule days are ${WEEKDAYS.join(', ')}.`
        : 'Give the schedule per weekday: { mon: [[8, 17]], … }.',
  },
);

function limits<T extends z.ZodType<number, unknown>>(per: (period: string) => T, what: string) {
  return z.strictObject(
    {
      daily: per('a day').nullable().optional(),
      weekly: per('a week').nullable().optional(),
      monthly: per('a month').nullable().optional(),
    },
    {
      error: (iss) =>
        iss.code === 'unrecognized_keys' ? `${what}: daily, weekly and monthly only.` : `${what}: give { daily, weekly, monthly }.`,
    },
  );
}

const headers = z
  .record(
    z.string().regex(HEADER_NAME, 'A header name is letters, digits and - (at most 64 characters).'),
    z
      .string()
      .max(LIMITS.headerValue, `A header value is at most ${LIMITS.headerValue} characters.`)
      .regex(HEADER_VALUE, 'A header value is printable characters on one line.')
      // null keeps the value stored (the console shows it masked and sends null for "unchanged").
      .nullable(),
    { error: 'Headers: give { name: value }.' },
  )
  .superRefine((h, ctx) => {
    const names = Object.keys(h);
    if (names.length > LIMITS.headers) ctx.addIssue({ code: 'custom', message: `At most ${LIMITS.headers} headers.` });
    const seen = new Set<string>();
    for (const name of names) {
      const lower = name.toLowerCase();
      if (RESERVED_HEADERS.has(lower)) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is set by the server itself.` });
      if (seen.has(lower)) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is given twice.` });
      seen.add(lower);
    }
  });

/**
 * Every field of a buyer, each optional: a PATCH changes the ones it names; a POST fills the rest with the
 * defaults and needs `name`, `mode` and `postUrl` (and `pingUrl` for ping-post), which buyer-store.ts checks.
 */
export const buyerFields = z
  .strictObject(
    {
      name: z
        .string({ error: 'Name: give the company name.' })
        .trim()
        .min(1, 'Name: give the company name.')
        .max(LIMITS.name, `Name: at most ${LIMITS.name} characters.`)
        .transform((name) => name.replace(/\s+/g, ' ')),
      active: yesNo('Active'),
      mode: z.enum(['post', 'ping-post'], { error: 'Mode: post or ping-post.' }),
      postUrl: httpUrl('Post URL'),
      pingUrl: httpUrl('Ping URL').nullable(),
      price: dollars('Price', LIMITS.priceCents),
      minBid: dollars('Minimum bid', LIMITS.priceCents),
      timeoutMs: wholeNumber('Ping deadline (ms)', LIMITS.minTimeoutMs, 120_000),
      headers,
      services: uniqueList(
        z
          .string()
          .refine((t) => SERVICE_TITLES.has(t), { error: (iss) => `${String(iss.input)} is not a service (use a title such as Solar).` }),
        SERVICE_TITLES.size,
        'Services',
      ),
      states: uniqueList(
        z.string().refine((c) => STATES.has(c), { error: (iss) => `${String(iss.input)} is not a two-letter state code such as TX.` }),
        STATES.size,
        'States',
      ),
      zips: uniqueList(zipCode, LIMITS.zips, 'ZIP codes'),
      radius: z
        .strictObject(
          { zip: zipCode, miles: wholeNumber('Radius miles', 1, LIMITS.radiusMiles) },
          { error: 'Radius: give { zip, miles }.' },
        )
        .nullable(),
      sites: uniqueList(
        z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'A site id is lower-case letters, digits and - (at most 40 characters).'),
        LIMITS.sites,
        'Sites',
      ),
      schedule: schedule.nullable(),
      timeZone: z
        .string({ error: 'Time zone: give an IANA name such as America/Chicago.' })
        .max(64)
        .refine(isTimeZone, 'Time zone: give an IANA name such as America/Chicago.'),
      caps: limits((period) => wholeNumber(`Leads ${period}`, 0, LIMITS.cap), 'Caps'),
      budget: limits((period) => dollars(`Budget ${period}`, LIMITS.budgetCents), 'Budget'),
      exclusiveOnly: yesNo('Exclusive only'),
      priority: wholeNumber('Priority', -LIMITS.priority, LIMITS.priority),
      bidPenaltyPercent: scaled('Bid penalty', 0, 100, 2, ' %'),
      returnWindowDays: wholeNumber('Return window (days)', 0, LIMITS.returnWindowDays),
      maxReturnRate: scaled('Highest return rate', 0, 1, 4, ''),
      returnsNeedApproval: yesNo('Returns need approval'),
    },
    { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys.join(', ')}.` : 'Send the buyer as a JSON object.') },
  )
  .partial();

export type BuyerInput = z.output<typeof buyerFields>;

/** A new buyer before the admin's fields: paused, buying everything at any time, without limits. */
export function defaultSettings(timeZone: string, timeoutMs: number): BuyerSettings {
  return {
    name: '',
    active: false,
    mode: 'post',
    postUrl: '',
    pingUrl: null,
    priceCents: 0,
    minBidCents: 0,
    timeoutMs,
    services: [],
    states: [],
    zips: [],
    sites: [],
    timeZone,
    caps: {},
    budgetCents: {},
    exclusiveOnly: false,
    priority: 0,
    bidPenaltyBasisPoints: 0,
    returnWindowDays: 7,
    maxReturnRateBasisPoints: 3000,
    returnsNeedApproval: false,
  };
}

/** Null (no limit) and absent periods dropped. */
function presentLimits(given: { daily?: number | null; weekly?: number | null; monthly?: number | null }): Limits {
  const out: Limits = {};
  for (const period of ['daily', 'weekly', 'monthly'] as const) {
    const value = given[period];
    if (value !== null && value !== undefined) out[period] = value;
  }
  return out;
}

/** `base` with the fields `input` names (headers aside: they are sealed by the store). */
export function applyInput(base: BuyerSettings, input: Omit<BuyerInput, 'headers'>): BuyerSettings {
  const next: BuyerSettings = { ...base };
  const set = <K extends keyof BuyerSettings>(key: K, value: BuyerSettings[K] | undefined) => {
    if (value !== undefined) next[key] = value;
  };
  set('name', input.name);
  set('active', input.active);
  set('mode', input.mode);
  set('postUrl', input.postUrl);
  set('pingUrl', input.pingUrl);
  set('priceCents', input.price);
  set('minBidCents', input.minBid);
  set('timeoutMs', input.timeoutMs);
  set('services', input.services);
  set('states', input.states);
  set('zips', input.zips);
  set('sites', input.sites);
  set('timeZone', input.timeZone);
  set('exclusiveOnly', input.exclusiveOnly);
  set('priority', input.priority);
  set('bidPenaltyBasisPoints', input.bidPenaltyPercent);
  set('returnWindowDays', input.returnWindowDays);
  set('maxReturnRateBasisPoints', input.maxReturnRate);
  set('returnsNeedApproval', input.returnsNeedApproval);
  if (input.caps !== undefined) next.caps = presentLimits(input.caps);
  if (input.budget !== undefined) next.budgetCents = presentLimits(input.budget);
  if (input.radius !== undefined) {
    if (input.radius === null) delete next.radius;
    else next.radius = input.radius;
  }
  if (input.schedule !== undefined) {
    if (input.schedule === null) delete next.schedule;
    else next.schedule = input.schedule as Schedule;
  }
  // A post buyer is not pinged: switching to post drops the ping URL rather than keep one nobody calls.
  if (input.mode === 'post' && input.pingUrl === undefined) next.pingUrl = null;
  return next;
}
