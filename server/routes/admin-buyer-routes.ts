// The console's buyers (docs/admin-api.md, "Buyers"): list, create, change, delete, a new return key, and
// a test ping. Admins only, checked before the body is (a viewer learns nothing from a 400), and every
// write and test is on the audit log, without header values.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BuyerAnswer } from '#domain/buyer-answer.ts';
import type { BuyerKey, BuyerList, TestPing } from '#domain/console-api/buyers.ts';
import { writeAudit, type AuditAction } from '../admin/audit.ts';
import { requireRole } from '../admin/auth.ts';
import { buyerFields } from '../selling/buyer-input.ts';
import { buyerFromRow, openHeaders } from '../selling/buyer-record.ts';
import { BuyerConflict, BuyerInputError, BuyerNotFound, NO_SECRET_KEY } from '../selling/buyer-store.ts';
import { testPing } from '../selling/test-ping.ts';
import type { AdminDeps } from './admin-deps.ts';

const idParams = z.object({ id: z.string().min(1).max(64) });
const emptyBody = z.strictObject({}, { error: 'Send an empty JSON object.' }).optional();

export const NOT_PINGED =
  'Test sends a ping, and a post buyer is not pinged. A made-up lead is never posted, since the buyer could take it (and bill it) as a real one.';
export const HEADERS_UNREADABLE =
  'This buyer’s header values do not open with the BUYER_SECRET_KEY the server has now (was it changed?): enter them again and save.';

/** The refusals of the buyer store, answered the house way; anything else is a bug or an outage. */
async function answering<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof BuyerNotFound) return reply.code(404).send({ error: err.message });
    if (err instanceof BuyerInputError) return reply.code(400).send({ error: err.message, fields: err.fields });
    if (err instanceof BuyerConflict) return reply.code(409).send({ error: err.message });
    throw err;
  }
}

export function adminBuyerRoutes(app: FastifyInstance, deps: AdminDeps) {
  const { db } = deps.store;
  const store = deps.buyers;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const admins = { preValidation: requireRole('admin') };
  const audit = (req: FastifyRequest, action: AuditAction, id: string, detail: string) =>
    writeAudit(db, { actor: req.operator!.email, action, target: `buyer:${id}`, ip: req.ip, detail });
  // The auction reads the buyers from a cache of a few seconds: this server sees a change at once.
  const changed = () => app.selling.directory.invalidate();

  routes.get('/api/admin/buyers', admins, async (): Promise<BuyerList> => ({ buyers: await store.list() }));

  routes.post('/api/admin/buyers', { ...admins, schema: { body: buyerFields } }, async (req, reply) =>
    answering(reply, async () => {
      const buyer = await store.create(req.body);
      changed();
      await audit(req, 'buyer-create', buyer.id, `${buyer.name} (${buyer.mode}${buyer.active ? ', active' : ', paused'})`);
      return reply.code(201).send(buyer satisfies BuyerAnswer);
    }),
  );

  routes.get('/api/admin/buyers/:id', { ...admins, schema: { params: idParams } }, async (req, reply) =>
    answering<BuyerAnswer>(reply, () => store.get(req.params.id)),
  );

  routes.patch('/api/admin/buyers/:id', { ...admins, schema: { params: idParams, body: buyerFields } }, async (req, reply) =>
    answering<BuyerAnswer>(reply, async () => {
      const { buyer, changed: fields } = await store.update(req.params.id, req.body);
      changed();
      const state = req.body.active === undefined ? '' : req.body.active ? '; activated' : '; paused';
      await audit(req, 'buyer-update', buyer.id, `${buyer.name}: ${fields.join(', ') || 'nothing'}${state}`);
      return buyer;
    }),
  );

  routes.delete('/api/admin/buyers/:id', { ...admins, schema: { params: idParams, body: emptyBody } }, async (req, reply) =>
    answering(reply, async () => {
      const name = await store.delete(req.params.id);
      changed();
      await audit(req, 'buyer-delete', req.params.id, name);
      return reply.code(204).send();
    }),
  );

  routes.post('/api/admin/buyers/:id/key', { ...admins, schema: { params: idParams, body: emptyBody } }, async (req, reply) =>
    answering<BuyerKey>(reply, async () => {
      const key = await store.issueKey(req.params.id);
      await audit(req, 'buyer-key', req.params.id, 'new return key (the old one, if any, stops working)');
      return { key };
    }),
  );

  routes.post('/api/admin/buyers/:id/test', { ...admins, schema: { params: idParams, body: emptyBody } }, async (req, reply) =>
    answering<TestPing>(reply, async () => {
      const row = await store.row(req.params.id);
      const buyer = buyerFromRow(row);
      if (buyer.mode !== 'ping-post' || !buyer.pingUrl) throw new BuyerConflict(NOT_PINGED);
      let headers: Record<string, string>;
      try {
        headers = openHeaders(row, store.box);
      } catch {
        throw new BuyerConflict(store.box ? HEADERS_UNREADABLE : NO_SECRET_KEY);
      }
      const result = await testPing(buyer, headers, store.allowPrivateTargets);
      await audit(req, 'buyer-test', buyer.id, `${buyer.name}: ${result.status ?? 'no answer'} in ${result.ms} ms; ${result.outcome}`);
      return result;
    }),
  );
}
