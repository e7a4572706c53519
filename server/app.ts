// buildApp(): the whole server as a Fastify instance, without listening, so tests can inject requests
// and main.ts can listen. Owns the store and the delivery worker and closes them on close().
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { APP_LOADER_SCRIPT } from '#domain/app-loader.ts';
import { conversionTagOrigins, parseConversionTags, type ConversionTags } from '#domain/conversion-tags.ts';
import type { Site } from '#domain/site.ts';
import type { Config } from './config.ts';
import { DeliveryWorker } from './delivery/delivery-worker.ts';
import { answerError, BAD_URL, BAD_URL_PATH, rewriteMalformedUrl } from './http/error-answers.ts';
import { answerIn, requestLang } from './http/visitor-messages.ts';
import { startInsight } from './insight/insight.ts';
import { LeadIntake } from './leads/lead-intake.ts';
import { Privacy } from './privacy/privacy.ts';
import { REDACT_PATHS, serializeRequest } from './log-options.ts';
import { createDomainChecker, type DomainChecker } from './lookups/email-domain.ts';
import { loadProviders } from './lookups/energy-providers.ts';
import { warmIpDatabase } from './lookups/ip-country.ts';
import { adminRoutes } from './routes/admin-routes.ts';
import { buyerReturnRoutes } from './routes/buyer-return-routes.ts';
import { clientConfigRoutes } from './routes/client-config-routes.ts';
import { contactFormRoutes, contactRoutes } from './routes/contact-routes.ts';
import { conversionTagRoutes } from './routes/conversion-tag-routes.ts';
import { healthRoutes } from './routes/health-routes.ts';
import { eventRoutes } from './routes/event-routes.ts';
import { leadRoutes } from './routes/lead-routes.ts';
import { lookupRoutes } from './routes/lookup-routes.ts';
import { pageRoutes } from './routes/page-routes.ts';
import { privacyConfirmRoutes, privacyRoutes } from './routes/privacy-routes.ts';
import { watchProxyHeaders } from './proxy-header-watch.ts';
import { BuyerStore } from './selling/buyer-store.ts';
import { PartnerList, readPartnerNames } from './selling/partner-list.ts';
import { CONFIG_DIR } from './launch-check.ts';
import { crossSiteGuard } from './security/cross-site-guard.ts';
import { Selling } from './selling/selling.ts';
import { registerRateLimits } from './security/rate-limits.ts';
import type { LeadStore } from './store/lead-store.ts';
import { startWebhooks } from './webhooks/webhooks.ts';
import { loadSites, type SiteRegistry } from './sites/site-registry.ts';
import { consoleBrand } from './sites/console-brand.ts';
import { refuseUnknownHosts, resolveSites, siteOfRaw } from './sites/site-hook.ts';

/** The CSP source that allows the pages' loader script (domain/app-loader.ts) and nothing else inline. */
const APP_LOADER_HASH = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;

export interface AppOptions {
  config: Config;
  store: LeadStore;
  logger?: FastifyServerOptions['logger'];
  /** Where the log lines go (standard output by default); tests read them. */
  logStream?: { write(line: string): void };
  /** Delivery worker poll interval; tests shorten it. */
  pollMs?: number;
  checkDomain?: DomainChecker;
  /** The operator's conversion tags for every site (each site's file by default); tests set their own. */
  conversionTags?: ConversionTags;
  /** The sites served (config/sites/, or config/site.json alone, by default; SITES_DIR moves the folder). */
  sites?: SiteRegistry;
}

declare module 'fastify' {
  interface FastifyInstance {
    worker: DeliveryWorker;
    store: LeadStore;
    privacy: Privacy;
    selling: Selling;
    sites: SiteRegistry;
  }
}

const BODY_LIMIT = 64 * 1024;

/**
 * TRUST_PROXY in the form Fastify takes. A hop count becomes a function: Fastify 5 trusts no hop at all
 * for a plain number, and its `true` would trust every hop, client-written ones included.
 */
function trustedProxies(trust: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

type Origins = ReturnType<typeof conversionTagOrigins>;
type Source = string | ((raw: IncomingMessage) => string);

/**
 * The CSP sources of the conversion tags, by directive: fixed lists when every site has the same tags (one
 * site, as ever), else read per request from the request's site.
 */
function tagSources(sites: SiteRegistry, originsOf: (site: Site | undefined) => Origins): Record<keyof Origins, Source[]> {
  const all = sites.sites.map((s) => JSON.stringify(originsOf(s)));
  if (all.every((o) => o === all[0])) return originsOf(sites.first);
  const perSite = (key: keyof Origins): Source[] => [(raw) => originsOf(siteOfRaw(raw))[key].join(' ') || "'self'"];
  return { script: perSite('script'), connect: perSite('connect'), img: perSite('img'), frame: perSite('frame') };
}

function scriptOrigin(url: string | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config, store } = opts;
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { req: serializeRequest },
      ...(opts.logStream && { stream: opts.logStream }),
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: trustedProxies(config.trustProxy),
    // Leads are answered after the first delivery attempt, which may take LEAD_FORWARD_TIMEOUT_MS.
    requestTimeout: config.forwardTimeoutMs + 15_000,
    rewriteUrl: (req) => rewriteMalformedUrl(req.url),
  });

  // Routes declare their body, query and params as zod schemas (the same ones the browser uses where it
  // has them); a refusal reaches answerError in the house shape.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(answerError);
  const proxyHeaders = watchProxyHeaders(app, config.trustProxy);

  const sites = opts.sites ?? loadSites(CONFIG_DIR, config.sitesDir);
  app.decorate('sites', sites);
  app.decorate('consoleBrand', consoleBrand(sites.sites, config.consoleName));
  resolveSites(app, sites);

  const thirdPartyScripts = [...scriptOrigin(config.trustedFormScriptUrl), ...scriptOrigin(config.leadIdScriptUrl)];
  // Conversion tags, when configured: exactly the origins they load from and report to, no wildcards; each
  // site's own (its file's conversionTags), so one brand's tags never run on another's pages.
  const tagsOf = new Map<Site, ConversionTags>(
    sites.sites.map((s) => [s, opts.conversionTags ?? parseConversionTags(s.conversionTags).tags]),
  );
  const siteTags = (site: Site | undefined): ConversionTags => (site && tagsOf.get(site)) ?? {};
  const tagOrigins = tagSources(sites, (s) => conversionTagOrigins(siteTags(s)));
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The pages' one inline script (the after-first-paint loader), by its hash: no other inline script runs.
        scriptSrc: ["'self'", APP_LOADER_HASH, ...thirdPartyScripts, ...tagOrigins.script],
        connectSrc: ["'self'", ...thirdPartyScripts, ...tagOrigins.connect],
        imgSrc: ["'self'", 'data:', ...thirdPartyScripts, ...tagOrigins.img],
        frameSrc: ["'self'", ...thirdPartyScripts, ...tagOrigins.frame],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // A page's address (a privacy link's token, a campaign's parameters) is never passed on to another site.
    // Not no-referrer: with it a browser sends `Origin: null` with the page's own form posted without
    // JavaScript (Contact, the privacy forms), which the cross-site check must refuse like any unknown origin.
    referrerPolicy: { policy: 'same-origin' },
  });

  // First, so its request timer sees every route registered after it.
  healthRoutes(app, { store, adminToken: config.adminToken, metricsPort: config.metricsPort });
  refuseUnknownHosts(app);

  await registerRateLimits(app, config.rateLimit);

  const providers = loadProviders();
  const checkDomain = opts.checkDomain ?? createDomainChecker(config.dnsServers);
  warmIpDatabase();

  const privacy = new Privacy(store, config, app.log, sites.first);
  const selling = new Selling(store, config, privacy.suppression, app.log);
  const worker = new DeliveryWorker(
    store,
    {
      holdBack: privacy.holdBack,
      buyers: selling.directory,
      settle: selling.settle,
      ...(selling.recordAtOnce && { recordAtOnce: selling.recordAtOnce }),
      timeoutMs: config.forwardTimeoutMs,
      lateAnswerMs: config.lateAnswerMs,
      retryBaseMs: config.retryBaseMs,
      pollMs: opts.pollMs,
    },
    app.log,
  );
  app.decorate('worker', worker);
  app.decorate('store', store);
  app.decorate('privacy', privacy);
  selling.attach(worker);
  app.decorate('selling', selling);
  const intake = new LeadIntake({ store, worker, selling, config, providers, checkDomain, log: app.log });
  const insight = startInsight(app, { store, config });
  startWebhooks(app, { store, config, pollMs: opts.pollMs });

  await app.register(async (api) => {
    api.addHook('onRequest', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    api.addHook('onRequest', crossSiteGuard(config.allowedOrigins));
    // A visitor who wrote from a Spanish page reads the answer's messages in Spanish (the body's or the
    // lookup's lang); the console's and the buyers' API speak English.
    api.addHook('preSerialization', async (req, _reply, payload) =>
      /^\/api\/(admin|buyer)\//.test(req.url) ? payload : answerIn(requestLang(req), payload),
    );
    lookupRoutes(api, { providers, checkDomain });
    clientConfigRoutes(api, config);
    conversionTagRoutes(api, (req) => siteTags(req.site));
    leadRoutes(api, intake);
    eventRoutes(api, insight.recorder);
    contactRoutes(api, store);
    privacyRoutes(api, privacy);
    buyerReturnRoutes(api, store);
    await api.register(adminRoutes, {
      store,
      worker,
      adminToken: config.adminToken,
      mail: config.smtpUrl !== undefined,
      secretKey: config.selling.buyerSecretKey,
      consoleTimeZone: config.consoleTimeZone,
      launch: { config, proxyHeaders },
      buyers: new BuyerStore(store.db, {
        secretKey: config.selling.buyerSecretKey,
        allowPrivateTargets: config.allowPrivateTargets,
        forwardTimeoutMs: config.forwardTimeoutMs,
        defaultTimeZone: config.consoleTimeZone,
        partners: () => new PartnerList(readPartnerNames(CONFIG_DIR)),
      }),
    });
  });

  app.all(BAD_URL_PATH, async (_req, reply) => reply.code(400).send({ error: BAD_URL }));
  // The contact form posted without the page's scripts: outside /api, as a browser's form sends it.
  await contactFormRoutes(app, {
    store,
    staticDir: config.staticDir,
    allowedOrigins: config.allowedOrigins,
    writesPerMinute: config.rateLimit.writesPerMinute,
  });
  await privacyConfirmRoutes(app, privacy, {
    staticDir: config.staticDir,
    allowedOrigins: config.allowedOrigins,
    writesPerMinute: config.rateLimit.writesPerMinute,
  });
  await pageRoutes(app, config.staticDir, sites);

  // Shutdown: Fastify stops taking requests, then (preClose) deliveries under way get the grace period to
  // finish and are handed back to the queue if they do not; the requests still open are answered; then
  // (onClose) the leads still being taken, whatever became of their visitors' connections, and only then
  // is the database closed.
  app.addHook('preClose', async () => {
    await worker.stop(config.shutdownGraceMs);
  });
  app.addHook('preClose', () => privacy.close());
  app.addHook('onClose', async () => {
    await intake.whenDone();
    await store.close();
  });
  return app;
}
