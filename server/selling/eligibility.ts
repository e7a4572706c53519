// Whether a buyer may be offered a lead, and if not, the first reason why: the lead's page shows each
// buyer's reason, so the order of the checks is the order an operator reasons in (what the buyer buys,
// when it buys, how much more it may buy). Caps and budgets here are a first look from the counts; the
// sale itself is reserved in the database, which is what holds under concurrency.
import { zipDistanceMiles } from '../lookups/zip-lookup.ts';
import type { BuyerRules, Limits } from './buyer-rules.ts';
import type { PartnerList } from './partner-list.ts';
import { localTime, type Period } from './zoned-time.ts';

export type SkipReason = 'paused' | 'site' | 'partner_list' | 'service' | 'state' | 'zip' | 'radius' | 'schedule' | 'cap' | 'budget';

export interface LeadPlace {
  site: string;
  /** The service's title. */
  service: string;
  state: string;
  zip: string;
  /**
   * The site's own partner companies list, when it has one: the visitor's consent names that list, so a
   * buyer not on it may not buy the lead. Absent, the deployment's list applies, and a buyer is already on
   * it (it is checked when the buyer is activated).
   */
  partners?: Pick<PartnerList, 'has'>;
}

/** What the buyer has bought so far in each of its current periods (pending posts included). */
export type Usage = Record<Period, { leads: number; cents: number }>;

const PERIOD_OF: Record<keyof Limits, Period> = { daily: 'day', weekly: 'week', monthly: 'month' };

function overLimit(limits: Limits, usage: Usage, measure: 'leads' | 'cents', adding: number): boolean {
  return (Object.keys(PERIOD_OF) as (keyof Limits)[]).some((key) => {
    const limit = limits[key];
    return limit !== undefined && usage[PERIOD_OF[key]][measure] + adding > limit;
  });
}

/** Whether the buyer's schedule has it taking leads at `at`. */
export function inSchedule(buyer: Pick<BuyerRules, 'schedule' | 'timeZone'>, at: number): boolean {
  if (!buyer.schedule) return true;
  const t = localTime(at, buyer.timeZone);
  const hour = t.hour + t.minute / 60;
  return (buyer.schedule[t.weekday] ?? []).some(([from, to]) => hour >= from && hour < to);
}

export function skipReason(buyer: BuyerRules, lead: LeadPlace, at: number, usage: Usage, priceCents: number): SkipReason | undefined {
  if (!buyer.active) return 'paused';
  if (buyer.sites.length && !buyer.sites.includes(lead.site)) return 'site';
  if (lead.partners && !lead.partners.has(buyer.name)) return 'partner_list';
  if (buyer.services.length && !buyer.services.some((s) => s.toLowerCase() === lead.service.toLowerCase())) return 'service';
  if (buyer.states.length && !buyer.states.includes(lead.state)) return 'state';
  if (buyer.zips.length && !buyer.zips.includes(lead.zip)) return 'zip';
  if (buyer.radius) {
    const miles = zipDistanceMiles(buyer.radius.zip, lead.zip);
    if (miles === undefined || miles > buyer.radius.miles) return 'radius';
  }
  if (!inSchedule(buyer, at)) return 'schedule';
  if (overLimit(buyer.caps, usage, 'leads', 1)) return 'cap';
  if (overLimit(buyer.budgetCents, usage, 'cents', priceCents)) return 'budget';
  return undefined;
}
