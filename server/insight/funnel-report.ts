// GET /api/admin/funnel (docs/admin-api.md): per step its views and exits (views less the next step's;
// for the last step, less the submits), the starts (views of step 0), submits, the leads accepted (answered
// 201: every stored lead but the rejected) and delivered. The step that loses most is named.
//
// For all services at once, steps are grouped by what they ask, not lined up by index: a service's own
// questions differ from every other service's (Solar's second asks about shade, Movers' about a ZIP), so
// they make one row, "Service questions"; the shared steps make a row per kind (location, address,
// contact, the project, the review). A group's views are its first step's, its exits the visitors lost
// anywhere inside it. Exits are worked out per service first and then added, so a service with fewer
// questions never shows as visitors lost.
//
// The period is the operator's calendar days (zonedReportFilters): the step counts are kept per UTC hour
// (migration 022), so those days are the whole hours between the first day's start and the last day's end;
// the whole UTC days among them are also summed per day (migration 024), which the report reads instead.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { findServiceById, SERVICES, type Service } from '#domain/catalogue.ts';
import type { FunnelReport, FunnelStep } from '#domain/insight-report.ts';
import type { ContactFieldName } from '#domain/contact-fields.ts';
import { wizardSteps } from '#domain/steps.ts';
import type { Database } from '../store/schema.ts';
import { endOf, type ReportFilters } from './report-filters.ts';
import { HOUR_MS, periodRows } from './report-hours.ts';

export type { FunnelReport, FunnelStep } from '#domain/insight-report.ts';

interface ServiceCounts {
  views: Map<number, number>;
  submits: number;
}

const HOURS_PER_DAY = 24;

/** The step counts of a period's rows (by day or by hour, the same columns) summed per service, step and kind. */
function stepSums<T extends 'funnel_days' | 'funnel_counts'>(q: SelectQueryBuilder<Database, T, object>, f: ReportFilters) {
  // Both tables have these columns; the union of their names is what Kysely cannot see through.
  let rows = q as unknown as SelectQueryBuilder<Database, 'funnel_counts', object>;
  if (f.serviceId !== undefined) rows = rows.where('service_id', '=', f.serviceId);
  if (f.source !== undefined) rows = rows.where('source', '=', f.source);
  if (f.site !== undefined) rows = rows.where('site_id', '=', f.site);
  return rows.select(['service_id', 'step', 'kind', (eb) => eb.fn.sum<number>('count').as('n')]).groupBy(['service_id', 'step', 'kind']);
}

async function countsByService(db: Kysely<Database>, f: ReportFilters): Promise<Map<number, ServiceCounts>> {
  // The period's hours as before: [first, end). The whole UTC days inside them are read from funnel_days
  // (migration 024), the hours before the first whole day and after the last from funnel_counts, so any
  // zone's days (a half-hour zone's edges included, rounded to hours as always) add up to the same counts
  // as summing every hour, from a few hundred thousand rows instead of millions.
  const first = Math.floor(f.from / HOUR_MS);
  const end = Math.floor(endOf(f) / HOUR_MS);
  const firstDay = Math.ceil(first / HOURS_PER_DAY);
  const endDay = Math.floor(end / HOURS_PER_DAY);
  const hourRanges: [number, number][] = [];
  const parts: Promise<{ service_id: number; step: number; kind: string; n: number | string }[]>[] = [];
  if (firstDay < endDay) {
    if (first < firstDay * HOURS_PER_DAY) hourRanges.push([first, firstDay * HOURS_PER_DAY]);
    if (endDay * HOURS_PER_DAY < end) hourRanges.push([endDay * HOURS_PER_DAY, end]);
    const q = db.selectFrom('funnel_days').where('day', '>=', firstDay).where('day', '<', endDay);
    parts.push(stepSums(q, f).execute());
  } else if (first < end) hourRanges.push([first, end]);
  for (const [from, to] of hourRanges) {
    const q = db.selectFrom('funnel_counts').where('hour', '>=', from).where('hour', '<', to);
    parts.push(stepSums(q, f).execute());
  }
  const byService = new Map<number, ServiceCounts>();
  for (const rows of await Promise.all(parts))
    for (const r of rows) {
      const c = byService.get(r.service_id) ?? { views: new Map(), submits: 0 };
      byService.set(r.service_id, c);
      if (r.kind === 'submit') c.submits += Number(r.n);
      else c.views.set(r.step, (c.views.get(r.step) ?? 0) + Number(r.n));
    }
  return byService;
}

async function leadOutcomes(db: Kysely<Database>, f: ReportFilters): Promise<{ accepted: number; delivered: number }> {
  // From the period's hours in report_hours (migration 021), not a count of every lead of the period; one
  // site's from its leads (periodRows).
  let q = periodRows(db, { from: f.from, to: endOf(f), site: f.site }).select(['status', sql<number>`sum(leads)`.as('n')]);
  if (f.serviceId !== undefined) q = q.where('service_id', '=', f.serviceId);
  if (f.source !== undefined) q = q.where('source', '=', f.source);
  const rows = await q.groupBy('status').execute();
  let accepted = 0;
  let delivered = 0;
  for (const r of rows) {
    if (r.status !== 'rejected') accepted += Number(r.n);
    if (r.status === 'delivered') delivered += Number(r.n);
  }
  return { accepted, delivered };
}

/** Each of one service's steps: its views and exits. */
function serviceFunnel(service: Service, c: ServiceCounts | undefined): { views: number; exits: number }[] {
  const n = wizardSteps(service).length;
  const views = Array.from({ length: n }, (_, i) => c?.views.get(i) ?? 0);
  // NOTE: never negative: a visitor restoring saved progress may see a later step without an earlier one.
  return views.map((v, i) => ({ views: v, exits: Math.max(0, v - (i + 1 < n ? views[i + 1]! : (c?.submits ?? 0))) }));
}

/** The rows of the all-services funnel, in the wizard's order. */
export const STEP_GROUPS = [
  { key: 'service', label: 'Service questions' },
  { key: 'location', label: 'State, ZIP code and city' },
  { key: 'address', label: 'Street address' },
  { key: 'contact', label: 'Name, e-mail and phone' },
  { key: 'project', label: 'About the project' },
  { key: 'review', label: 'Review and submit' },
] as const;

type StepGroup = (typeof STEP_GROUPS)[number]['key'];

// Every shared step has its group: a step added to the wizard fails the type check until it is placed.
const GROUP_OF: Record<ContactFieldName, StepGroup> = {
  state: 'location',
  zipCode: 'location',
  city: 'location',
  streetAddress: 'address',
  firstName: 'contact',
  lastName: 'contact',
  email: 'contact',
  phone: 'contact',
  HomeOwner: 'project',
  PropertyType: 'project',
  PurchaseTimeFrame: 'project',
  BestTimeToCall: 'project',
  requirements: 'project',
  agreement: 'review',
};

/** One service's steps added up by group: views where the group starts, exits anywhere inside it. */
function groupedFunnel(service: Service, c: ServiceCounts | undefined): Map<StepGroup, { views: number; exits: number }> {
  const names = wizardSteps(service).map((s) => s.name);
  const groups = new Map<StepGroup, { views: number; exits: number }>();
  serviceFunnel(service, c).forEach((s, i) => {
    const key = i < service.questions.length ? 'service' : GROUP_OF[names[i] as ContactFieldName];
    const g = groups.get(key);
    if (g) g.exits += s.exits;
    else groups.set(key, { views: s.views, exits: s.exits });
  });
  return groups;
}

function withDropOff(steps: Omit<FunnelStep, 'dropOff'>[]): FunnelStep[] {
  return steps.map((s) => ({ ...s, dropOff: s.views === 0 ? 0 : s.exits / s.views }));
}

function worst(steps: FunnelStep[]): number | null {
  let best: number | null = null;
  for (const s of steps) if (s.exits > 0 && (best === null || s.exits > steps[best]!.exits)) best = s.step;
  return best;
}

export async function funnelReport(db: Kysely<Database>, f: ReportFilters): Promise<FunnelReport> {
  const [counts, outcomes] = await Promise.all([countsByService(db, f), leadOutcomes(db, f)]);
  let steps: FunnelStep[];
  if (f.serviceId !== undefined) {
    const service = findServiceById(f.serviceId)!;
    const labels = wizardSteps(service).map((s) => s.label);
    steps = withDropOff(serviceFunnel(service, counts.get(service.id)).map((s, i) => ({ step: i, label: labels[i]!, ...s })));
  } else {
    const sums = new Map(STEP_GROUPS.map((g) => [g.key, { views: 0, exits: 0 }]));
    for (const service of SERVICES) {
      for (const [key, g] of groupedFunnel(service, counts.get(service.id))) {
        const sum = sums.get(key)!;
        sum.views += g.views;
        sum.exits += g.exits;
      }
    }
    steps = withDropOff(STEP_GROUPS.map((g, i) => ({ step: i, label: g.label, ...sums.get(g.key)! })));
  }
  let submits = 0;
  for (const c of counts.values()) submits += c.submits;
  return { steps, starts: steps[0]?.views ?? 0, submits, ...outcomes, worstStep: worst(steps) };
}
