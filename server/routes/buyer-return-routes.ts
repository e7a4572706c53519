// The buyers' own API: a buyer returns a lead it bought with its key (`Authorization: Bearer <key>`,
// made in the console and stored only as its SHA-256). Answers on any host the server answers on, under
// the public API's per-address write limit; the same rules and audit as an admin's return.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../admin/audit.ts';
import { bearerKey, buyerKeyHash } from '../selling/buyer-key.ts';
import { Returns } from '../selling/returns.ts';
import type { LeadStore } from '../store/lead-store.ts';
import { returnAuditDetail, returnNote, returnReason } from './admin-return-routes.ts';

export const NO_KEY = 'Send your buyer key as Authorization: Bearer <key>.';
export const BAD_KEY = 'This buyer key is not valid.';

const body = z.object({
  leadId: z.string('Give the lead id.').trim().min(1, 'Give the lead id.').max(64, 'No such lead.'),
  reason: returnReason,
  note: returnNote,
});

export function buyerReturnRoutes(app: FastifyInstance, store: Pick<LeadStore, 'db' | 'dialect'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const returns = new Returns(store.db, store.dialect);
  // The buyer each request proved to be, from its key (set before the body is validated).
  const buyerOf = new WeakMap<FastifyRequest, string>();

  async function identifyBuyer(req: FastifyRequest, reply: FastifyReply) {
    const key = bearerKey(req.headers.authorization);
    const buyer = key
      ? await store.db.selectFrom('buyers').select('id').where('key_hash', '=', buyerKeyHash(key)).executeTakeFirst()
      : undefined;
    if (!buyer)
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: key ? BAD_KEY : NO_KEY });
    buyerOf.set(req, buyer.id);
  }

  routes.post('/api/buyer/returns', { preValidation: identifyBuyer, schema: { body } }, async (req, reply) => {
    const buyerId = buyerOf.get(req)!;
    const { leadId, reason, note } = req.body;
    // A lead sold to another buyer answers as one never sold: a buyer learns nothing of others' leads.
    const answer = await returns.request({ leadId, buyerId, reason, note, requestedBy: 'buyer' });
    await writeAudit(store.db, {
      actor: `buyer ${buyerId}`,
      action: 'return',
      target: leadId,
      ip: req.ip,
      detail: returnAuditDetail(buyerId, reason, answer),
    });
    if (!answer.ok) return reply.code(answer.status).send({ error: answer.error, code: answer.code });
    const r = answer.saleReturn;
    return reply.code(201).send({ id: r.id, leadId: r.leadId, reason: r.reason, state: r.state, price: r.price, createdAt: r.createdAt });
  });
}
