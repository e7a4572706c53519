// The console's funnel insight: the funnel and sources reports (any operator: they hold no personal
// data), the sources CSV (admins, audited like every export) and a lead's flags and duplicate links.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FunnelAnswer, LeadInsight, SourcesAnswer } from '#domain/console-api/insight.ts';
import { writeAudit } from '../admin/audit.ts';
import { requireRole } from '../admin/auth.ts';
import { unknownSite } from '../admin/lead-filters.ts';
import type { HeavyWork } from '../admin/heavy-work.ts';
import { malformedIdIsUnknown } from '../http/error-answers.ts';
import { funnelReport } from '../insight/funnel-report.ts';
import { leadInsight } from '../insight/lead-flags.ts';
import { operatorTimeZone } from '../admin/operator-zone.ts';
import { reportFiltersSchema, zonedReportFilters } from '../insight/report-filters.ts';
import { sourcesCsv, sourcesReport } from '../insight/sources-report.ts';
import type { LeadStore } from '../store/lead-store.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const NO_INSIGHT = 'No insight for this lead.';

/** A period the filters parse but a report cannot cover (the first day after the last, too many days). */
const badPeriod = (reply: FastifyReply, error: string) => reply.code(400).send({ error });
/** A `site=` the deployment has no site for. */
/** The funnel's answer to lang=. */
export const FUNNEL_NO_LANG = 'The funnel is not kept by language: its steps are counted for every visitor.';
const badSite = (reply: FastifyReply, error: string) => reply.code(400).send({ error, fields: { site: error } });

export function adminInsightRoutes(
  app: FastifyInstance,
  store: Pick<LeadStore, 'db' | 'reads'>,
  heavy: HeavyWork,
  config: { consoleTimeZone: string },
) {
  const { db, reads } = store;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The role is checked before the schemas (401/403 come first); the reports scan the period's leads:
  // heavy work, admitted a few at a time once the request is known to be good, on the console's own reads.
  const report = { preValidation: requireRole('any'), preHandler: heavy.admit, schema: { querystring: reportFiltersSchema } };
  const adminReport = { ...report, preValidation: requireRole('admin') };

  // The reports count steps and leads by the hour, so their days are the operator's own.
  routes.get('/api/admin/funnel', report, async (req, reply): Promise<FunnelAnswer | undefined> => {
    const timeZone = operatorTimeZone(req.operator, config);
    const f = zonedReportFilters(req.query, timeZone);
    if (typeof f === 'string') return badPeriod(reply, f);
    const noSite = unknownSite(f.site, app.sites.sites);
    if (noSite) return badSite(reply, noSite);
    // The steps are counted by site but not by language (a step event carries none): a funnel of one
    // language's leads over every visitor's steps would read as that language's conversion, which it is not.
    if (f.lang !== undefined) return reply.code(400).send({ error: FUNNEL_NO_LANG, fields: { lang: FUNNEL_NO_LANG } });
    return { ...(await funnelReport(reads, f)), from: f.fromDay, to: f.toDay, timeZone };
  });

  routes.get('/api/admin/sources', report, async (req, reply): Promise<SourcesAnswer | undefined> => {
    const timeZone = operatorTimeZone(req.operator, config);
    const f = zonedReportFilters(req.query, timeZone);
    if (typeof f === 'string') return badPeriod(reply, f);
    const noSite = unknownSite(f.site, app.sites.sites);
    if (noSite) return badSite(reply, noSite);
    return { sources: await sourcesReport(reads, f), from: f.fromDay, to: f.toDay, timeZone };
  });

  routes.get('/api/admin/sources.csv', adminReport, async (req, reply) => {
    const f = zonedReportFilters(req.query, operatorTimeZone(req.operator, config));
    if (typeof f === 'string') return badPeriod(reply, f);
    const noSite = unknownSite(f.site, app.sites.sites);
    if (noSite) return badSite(reply, noSite);
    // The query as it was asked (req.query holds it parsed: a service id, days as epoch ms).
    const asked = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
    const detail = new URLSearchParams(asked).toString().slice(0, 500);
    await writeAudit(db, { actor: req.operator!.email, action: 'export', target: 'sources.csv', ip: req.ip, detail });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="sources-${f.fromDay}-${f.toDay}.csv"`)
      .send(sourcesCsv(await sourcesReport(reads, f)));
  });

  routes.get(
    '/api/admin/leads/:id/insight',
    { preValidation: requireRole('any'), schema: { params: idParams }, errorHandler: malformedIdIsUnknown(NO_INSIGHT) },
    async (req, reply): Promise<LeadInsight | undefined> => {
      const found = await leadInsight(db, req.params.id);
      if (!found) return reply.code(404).send({ error: NO_INSIGHT });
      return found;
    },
  );
}
