// POST /api/contact: stores a message from the contact form.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { contactMessageSchema, fieldErrors } from '#domain/schemas.ts';
import type { LeadStore } from '../store/lead-store.ts';

export function contactRoutes(app: FastifyInstance, store: LeadStore) {
  app.post('/api/contact', async (req, reply) => {
    const parsed = contactMessageSchema.safeParse(req.body);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      return reply.code(422).send({ error: Object.values(fields)[0], fields });
    }
    const id = randomUUID();
    await store.insertContactMessage({ id, ...parsed.data, now: Date.now() });
    return reply.code(201).send({ id });
  });
}
