// GET /api/conversion-tags: whether this browser may load the operator's conversion tags. A browser that
// sends Sec-GPC: 1 has opted out of sale and sharing (contract §10), and the header is what counts, but
// scripts cannot read it: the page asks here. Tags that are not configured are never enabled.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasConversionTags, type ConversionTags } from '#domain/conversion-tags.ts';

/** `tagsOf`: the tags of the request's site. */
export function conversionTagRoutes(app: FastifyInstance, tagsOf: (req: FastifyRequest) => ConversionTags) {
  app.get('/api/conversion-tags', async (req, reply) => {
    const gpc = req.headers['sec-gpc'] === '1';
    return reply
      .header('cache-control', 'no-store')
      .header('vary', 'Sec-GPC')
      .send({ enabled: hasConversionTags(tagsOf(req)) && !gpc });
  });
}
