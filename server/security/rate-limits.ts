// Per-IP limits on the public API: writes (leads, contact) tightly, lookups loosely, and the wizard's step
// events on their own, loosely enough for several visitors' whole wizards behind one address (each route
// keeps its own counters, so events never use up a visitor's lead or contact writes). With REDIS_URL the
// counters live in Redis, so several servers behind one load balancer share them; without it each server
// counts in its own memory.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { tooManyRequests } from '#domain/server-messages.ts';

const WINDOW = '1 minute';
const EVENTS_URL = '/api/events';

export async function registerRateLimits(app: FastifyInstance, config: Config['rateLimit']): Promise<void> {
  // Attached before the plugin, so every /api route gets its limit without each route repeating it.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const writes = [route.method].flat().includes('POST');
    const max = route.url === EVENTS_URL ? config.eventsPerMinute : writes ? config.writesPerMinute : config.readsPerMinute;
    // A route that checks who is asking before its body is validated (a buyer's key, a console session) is
    // counted as the request arrives: counted after the body, its 401s would come first and never count,
    // and a guesser could try keys without limit.
    const guarded = route.preValidation !== undefined;
    route.config = { ...route.config, rateLimit: { max, timeWindow: WINDOW, ...(guarded ? { hook: 'onRequest' as const } : {}) } };
  });

  const redis = config.redisUrl ? sharedCounters(app, config.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'leads-rate-limit:',
    // NOTE: a Redis outage must not take the lead form down with it: the limits lapse until it is back.
    skipOnError: true,
    // A visitor's request is counted once its body is read (64 KiB at most), so a refusal can be said in the
    // language the body names, as every other answer to a visitor is.
    hook: 'preValidation',
    errorResponseBuilder: (_req, ctx) =>
      // An Error, so the app's error handler answers it like any other: { error: message }.
      Object.assign(new Error(tooManyRequests(Math.ceil(ctx.ttl / 1000))), {
        statusCode: ctx.statusCode,
      }),
  });
}

function sharedCounters(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    // A request waits at most this long for a counter; after that it is let through (skipOnError).
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  let down = false;
  redis.on('error', (err: Error) => {
    // ioredis retries on its own; say so once per outage, not once per retry.
    if (!down) app.log.warn({ err: { message: err.message } }, 'rate-limit store (Redis) unavailable: limits lapse until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('rate-limit store (Redis) is back');
    down = false;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
