// The console's funnel insight: the funnel and sources reports (any operator: they hold no personal
// data), the sources CSV (admins, audited like every export) and a lead's flags and duplicate links.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { writeAudit } from '../admin/audit.ts';
import { requireRole } from '../admin/auth.ts';
import type { HeavyWork } from '../admin/heavy-work.ts';
import { funnelReport } from '../insight/funnel-report.ts';
import { leadInsight } from '../insight/lead-flags.ts';
import { dayText, reportFilters, reportFiltersSchema, type ReportFilters } from '../insight/report-filters.ts';
import { sourcesCsv, sourcesReport } from '../insight/sources-report.ts';
import type { LeadStore } from '../store/lead-store.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

function filtersOf(req: FastifyRequest): ReportFilters | string {
  const parsed = reportFiltersSchema.safeParse(req.query);
  if (!parsed.success) return parsed.error.issues[0]!.message;
  return reportFilters(parsed.data);
}

export function adminInsightRoutes(app: FastifyInstance, store: Pick<LeadStore, 'db' | 'reads'>, heavy: HeavyWork) {
  const { db, reads } = store;
  const anyone = { preHandler: requireRole('any') };
  // The reports scan the period's leads: heavy work, admitted a few at a time, on the console's own reads.
  const anyoneHeavy = { preHandler: [requireRole('any'), heavy.admit] };
  const adminsHeavy = { preHandler: [requireRole('admin'), heavy.admit] };

  app.get('/api/admin/funnel', anyoneHeavy, async (req, reply) => {
    const f = filtersOf(req);
    if (typeof f === 'string') return reply.code(400).send({ error: f });
    return { ...(await funnelReport(reads, f)), from: dayText(f.from), to: dayText(f.to) };
  });

  app.get('/api/admin/sources', anyoneHeavy, async (req, reply) => {
    const f = filtersOf(req);
    if (typeof f === 'string') return reply.code(400).send({ error: f });
    return { sources: await sourcesReport(reads, f), from: dayText(f.from), to: dayText(f.to) };
  });

  app.get('/api/admin/sources.csv', adminsHeavy, async (req, reply) => {
    const f = filtersOf(req);
    if (typeof f === 'string') return reply.code(400).send({ error: f });
    const detail = new URLSearchParams(req.query as Record<string, string>).toString().slice(0, 500);
    await writeAudit(db, { actor: req.operator!.email, action: 'export', target: 'sources.csv', ip: req.ip, detail });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="sources-${dayText(f.from)}-${dayText(f.to)}.csv"`)
      .send(sourcesCsv(await sourcesReport(reads, f)));
  });

  app.get('/api/admin/leads/:id/insight', anyone, async (req, reply) => {
    const params = idParams.safeParse(req.params);
    const found = params.success ? await leadInsight(db, params.data.id) : undefined;
    if (!found) return reply.code(404).send({ error: 'No insight for this lead.' });
    return found;
  });
}
