// GET /api/admin/funnel (contract section 9): per step its views and exits (views less the next step's;
// for the last step, less the submits), the starts (views of step 0), submits, the leads accepted (answered
// 201: every stored lead but the rejected) and delivered. The step that loses most is named.
//
// For all services at once, steps are lined up by meaning, not by index: the service's own questions by
// position ("Service question 2"), then the shared contact steps by name. Exits are worked out per service
// first and then added, so a service with fewer questions never shows as visitors lost.
import type { Kysely } from 'kysely';
import { findServiceById, SERVICES, type Service } from '#domain/catalogue.ts';
import type { FunnelReport, FunnelStep } from '#domain/insight-report.ts';
import { CONTACT_STEPS, wizardSteps } from '#domain/steps.ts';
import type { Database } from '../store/schema.ts';
import { insightDb } from './insight-tables.ts';
import { dayText, endOf, type ReportFilters } from './report-filters.ts';

export type { FunnelReport, FunnelStep } from '#domain/insight-report.ts';

interface ServiceCounts {
  views: Map<number, number>;
  submits: number;
}

async function countsByService(db: Kysely<Database>, f: ReportFilters): Promise<Map<number, ServiceCounts>> {
  let q = insightDb(db)
    .selectFrom('funnel_counts')
    .select(['service_id', 'step', 'kind', (eb) => eb.fn.sum<number>('count').as('n')])
    .where('day', '>=', dayText(f.from))
    .where('day', '<=', dayText(f.to));
  if (f.serviceId !== undefined) q = q.where('service_id', '=', f.serviceId);
  if (f.source !== undefined) q = q.where('source', '=', f.source);
  const rows = await q.groupBy(['service_id', 'step', 'kind']).execute();
  const byService = new Map<number, ServiceCounts>();
  for (const r of rows) {
    const c = byService.get(r.service_id) ?? { views: new Map(), submits: 0 };
    byService.set(r.service_id, c);
    if (r.kind === 'submit') c.submits += Number(r.n);
    else c.views.set(r.step, (c.views.get(r.step) ?? 0) + Number(r.n));
  }
  return byService;
}

async function leadOutcomes(db: Kysely<Database>, f: ReportFilters): Promise<{ accepted: number; delivered: number }> {
  let q = db
    .selectFrom('leads')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', f.from)
    .where('created_at', '<', endOf(f));
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

/** Where a service's step sits in the all-services funnel: its own questions first, then the shared steps. */
function alignedKey(service: Service, step: number): string {
  const own = service.questions.length;
  return step < own ? `q${step}` : CONTACT_STEPS[step - own]!.name;
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
    const ownMax = Math.max(...SERVICES.map((s) => s.questions.length));
    const keys = [...Array.from({ length: ownMax }, (_, i) => `q${i}`), ...CONTACT_STEPS.map((s) => s.name)];
    const labels = [...Array.from({ length: ownMax }, (_, i) => `Service question ${i + 1}`), ...CONTACT_STEPS.map((s) => s.label)];
    const sums = new Map(keys.map((k) => [k, { views: 0, exits: 0 }]));
    for (const service of SERVICES) {
      serviceFunnel(service, counts.get(service.id)).forEach((s, i) => {
        const sum = sums.get(alignedKey(service, i))!;
        sum.views += s.views;
        sum.exits += s.exits;
      });
    }
    steps = withDropOff(keys.map((k, i) => ({ step: i, label: labels[i]!, ...sums.get(k)! })));
  }
  let submits = 0;
  for (const c of counts.values()) submits += c.submits;
  return { steps, starts: steps[0]?.views ?? 0, submits, ...outcomes, worstStep: worst(steps) };
}
