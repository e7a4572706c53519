// With TRUST_PROXY false the server ignores X-Forwarded-For. If requests carry it anyway, a proxy is
// probably in front, and then every visitor has the proxy's address: one rate limit for all, the US-only
// rule and the consent records judging the proxy. The server cannot fix that itself (a client may write
// the header too), so it counts what it sees, warns once in the log, and the launch check reports it.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { ProxyHeaderCount } from './launch-check.ts';

export class ProxyHeaderWatch {
  private forwarded = 0;
  private total = 0;

  constructor(private readonly onFirst: () => void) {}

  see(headers: Record<string, unknown>): void {
    this.total++;
    if (headers['x-forwarded-for'] === undefined) return;
    if (this.forwarded++ === 0) this.onFirst();
  }

  get count(): ProxyHeaderCount {
    return { forwarded: this.forwarded, total: this.total };
  }
}

/** Watches every request while TRUST_PROXY is false; undefined when proxies are trusted (nothing to notice). */
export function watchProxyHeaders(app: FastifyInstance, trustProxy: Config['trustProxy']): ProxyHeaderWatch | undefined {
  if (trustProxy !== false) return undefined;
  // The header's value is never logged: it holds visitors' addresses.
  const watch = new ProxyHeaderWatch(() =>
    app.log.warn('A request came with X-Forwarded-For while TRUST_PROXY is false: if a proxy is in front of this server, set TRUST_PROXY'),
  );
  app.addHook('onRequest', async (req) => watch.see(req.headers));
  return watch;
}
