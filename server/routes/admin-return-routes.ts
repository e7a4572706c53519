// Returns in the console (docs/admin-api.md): an admin records a buyer's return of a lead it bought, lists
// the returns waiting for approval, and approves or refuses one. Every ask and every decision is audited,
// refusals by the rules included.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReturnList } from '#domain/console-api/selling.ts';
import { RETURN_REASONS, type SaleReturn } from '#domain/selling-report.ts';
import { writeAudit } from '../admin/audit.ts';
import { isMasked, requireRole } from '../admin/auth.ts';
import { Returns, type ReturnAnswer } from '../selling/returns.ts';
import type { LeadStore } from '../store/lead-store.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });

export const returnReason = z.enum(RETURN_REASONS, { error: `The reason is one of ${RETURN_REASONS.join(', ')}.` });
export const returnNote = z.string('The note is text.').trim().max(500, 'The note may have at most 500 characters.').default('');

const returnBody = z.strictObject(
  {
    buyerId: z.string('Choose the buyer.').trim().min(1, 'Choose the buyer.').max(64, 'No such buyer.'),
    reason: returnReason,
    note: returnNote,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Send only buyerId, reason and note.' : 'Send the return as a JSON object.') },
);

const listQuery = z.object({
  state: z.enum(['pending', 'accepted', 'refused'], { error: 'The state is pending, accepted or refused.' }).default('pending'),
});

/** What the audit log says of an ask: the buyer, the reason and what came of it. */
export function returnAuditDetail(buyerId: string, reason: string, answer: ReturnAnswer): string {
  const outcome = answer.ok ? answer.saleReturn.state : `refused (${answer.code})`;
  return `buyer ${buyerId}, ${reason}: ${outcome}`;
}

export function adminReturnRoutes(app: FastifyInstance, store: Pick<LeadStore, 'db' | 'dialect'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const returns = new Returns(store.db, store.dialect);
  // Checked before the body, so a viewer or a stranger is told 403/401, not what the body lacks.
  const admins = { preValidation: requireRole('admin') };

  routes.post('/api/admin/leads/:id/returns', { ...admins, schema: { params: idParams, body: returnBody } }, async (req, reply) => {
    const lead = await store.db.selectFrom('leads').select('id').where('id', '=', req.params.id).executeTakeFirst();
    if (!lead) return reply.code(404).send({ error: 'No such lead.' });
    const { buyerId, reason, note } = req.body;
    const answer = await returns.request({ leadId: lead.id, buyerId, reason, note, requestedBy: req.operator!.email });
    await writeAudit(store.db, {
      actor: req.operator!.email,
      action: 'return',
      target: lead.id,
      ip: req.ip,
      detail: returnAuditDetail(buyerId, reason, answer),
    });
    if (!answer.ok) return reply.code(answer.status).send({ error: answer.error, code: answer.code });
    return reply.code(201).send(answer.saleReturn satisfies SaleReturn);
  });

  routes.get(
    '/api/admin/returns',
    { preValidation: requireRole('any'), schema: { querystring: listQuery } },
    async (req): Promise<ReturnList> => ({
      returns: await returns.list(req.query.state, isMasked(req)),
    }),
  );

  for (const decision of ['approve', 'refuse'] as const) {
    routes.post(
      `/api/admin/returns/:id/${decision}`,
      { ...admins, schema: { params: idParams } },
      async (req, reply): Promise<SaleReturn | undefined> => {
        const answer = await returns.decide(req.params.id, decision);
        if (!answer.ok) return reply.code(answer.status).send({ error: answer.error });
        const r = answer.saleReturn;
        await writeAudit(store.db, {
          actor: req.operator!.email,
          action: decision === 'approve' ? 'return-approve' : 'return-refuse',
          target: r.leadId,
          ip: req.ip,
          detail: `return ${r.id}, buyer ${r.buyerId}, ${r.reason}`,
        });
        return answer.saleReturn;
      },
    );
  }
}
