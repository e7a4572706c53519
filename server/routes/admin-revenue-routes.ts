// The revenue report (docs/admin-api.md): sales, returns, net and earnings per lead grouped by day, service,
// source, buyer or state, over days read in the operator's zone. Any operator may read it (it names no
// person); it scans the period's leads and sales, so it is heavy work, on the console's own reads.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REVENUE_GROUPS, type RevenueReport } from '#domain/selling-report.ts';
import { requireRole } from '../admin/auth.ts';
import { leadFiltersSchema, unknownSite } from '../admin/lead-filters.ts';
import type { HeavyWork } from '../admin/heavy-work.ts';
import { operatorTimeZone } from '../admin/operator-zone.ts';
import { calendarDay, zonedDays } from '../admin/zoned-days.ts';
import type { Config } from '../config.ts';
import { revenueReport } from '../selling/revenue-report.ts';
import type { LeadStore } from '../store/lead-store.ts';

const revenueQuery = z.object({
  from: calendarDay,
  to: calendarDay,
  groupBy: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(REVENUE_GROUPS, { error: `Group by one of ${REVENUE_GROUPS.join(', ')}.` }).default('day'),
  ),
  site: leadFiltersSchema.shape.site,
  lang: leadFiltersSchema.shape.lang,
});

export function adminRevenueRoutes(
  app: FastifyInstance,
  store: Pick<LeadStore, 'reads'>,
  heavy: HeavyWork,
  config: Pick<Config, 'consoleTimeZone'>,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/revenue',
    { preValidation: requireRole('any'), preHandler: heavy.admit, schema: { querystring: revenueQuery } },
    async (req, reply): Promise<RevenueReport | undefined> => {
      const timeZone = operatorTimeZone(req.operator, config);
      const days = zonedDays(req.query, timeZone);
      if (typeof days === 'string') return reply.code(400).send({ error: days, fields: { from: days } });
      const { groupBy, site, lang } = req.query;
      const noSite = unknownSite(site, app.sites.sites);
      if (noSite) return reply.code(400).send({ error: noSite, fields: { site: noSite } });
      const report = await revenueReport(store.reads, { from: days.from, to: days.to, groupBy, timeZone, site, lang });
      const answer: RevenueReport = { ...report, from: days.fromDay, to: days.toDay, timeZone };
      if (groupBy === 'buyer' && report.rows.length > 0) {
        const buyers = await store.reads
          .selectFrom('buyers')
          .select(['id', 'name'])
          .where(
            'id',
            'in',
            report.rows.map((r) => r.key),
          )
          .execute();
        answer.buyers = Object.fromEntries(buyers.map((b) => [b.id, b.name]));
      }
      return answer;
    },
  );
}
