// GET /api/admin/audit (admins): the audit log, newest first, a page at a time, filtered by who, what and
// the days it happened on (days in the operator's time zone, both ends included).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { listAudit } from '../admin/audit.ts';
import { requireRole } from '../admin/auth.ts';
import { operatorTimeZone } from '../admin/operator-zone.ts';
import { zonedMidnight } from '../selling/zoned-time.ts';
import type { Database } from '../store/schema.ts';

/** An empty query parameter (`?actor=`) means "no filter". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const day = z
  .string()
  .regex(DAY, 'Dates are YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Dates are YYYY-MM-DD.');

export const auditQuery = z.object({
  /** Who: an operator's e-mail, `token`, `cli:<user>` (exact, any case). */
  actor: optional(z.string().trim().toLowerCase().max(254, 'The name is too long.')),
  /** What: an action such as `sign-in` or `export`. */
  action: optional(
    z
      .string()
      .trim()
      .max(40, 'The action is too long.')
      .regex(/^[a-z-]+$/, 'The action is a word such as sign-in or export.'),
  ),
  from: optional(day),
  to: optional(day),
  cursor: optional(z.string().max(200, 'The cursor is not valid.')),
});

/** The instant a YYYY-MM-DD day starts in the zone, `plusDays` later. */
function dayStart(value: string, timeZone: string, plusDays = 0): number {
  const [, y, m, d] = DAY.exec(value)!.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + plusDays));
  return zonedMidnight(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), timeZone);
}

export function adminAuditRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; timeZone: string }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/admin/audit', { preValidation: requireRole('admin'), schema: { querystring: auditQuery } }, async (req) => {
    const { cursor, actor, action, from, to } = req.query;
    const timeZone = operatorTimeZone(req.operator, { consoleTimeZone: deps.timeZone });
    return listAudit(deps.db, cursor, {
      actor,
      action,
      from: from === undefined ? undefined : dayStart(from, timeZone),
      to: to === undefined ? undefined : dayStart(to, timeZone, 1),
    });
  });
}
