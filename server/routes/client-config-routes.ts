// GET /api/config: what the browser needs to know of the server's configuration (public values only).
import type { FastifyInstance } from 'fastify';
import type { ClientConfig } from '#domain/api-types.ts';
import type { Config } from '../config.ts';

export function clientConfigRoutes(app: FastifyInstance, config: Config) {
  const body: ClientConfig = {
    trustedFormScriptUrl: config.trustedFormScriptUrl ?? null,
    leadIdScriptUrl: config.leadIdScriptUrl ?? null,
  };
  app.get('/api/config', async (_req, reply) => reply.header('cache-control', 'no-cache').send(body));
}
