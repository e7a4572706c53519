// Every environment variable the server reads, in one schema. A bad value stops the start with a list
// of what is wrong, rather than a surprise at the first lead.
import { isIP } from 'node:net';
import { toCents } from './selling/money.ts';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .pipe(z.url({ protocol: /^https?$/ }).optional());

const originList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((u) => new URL(u).origin)));

/** proxy-addr's names for whole ranges, which Fastify's trustProxy also takes. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For), in a form Fastify's trustProxy takes:
 * false, a hop count, or proxy addresses/CIDRs. NOTE: Fastify's own `true` trusts every hop, so the
 * left-most address, which any client can write, would become request.ip; our `true` means one hop.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (v === 'false' || v === '0') return false;
    if (v === 'true') return 1;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected false, true (one proxy hop), a hop count, or a comma list of proxy addresses/CIDRs; cannot read ${JSON.stringify(bad.join(',') || v)}`,
      });
      return z.NEVER;
    }
    return entries;
  })
  .pipe(z.union([z.literal(false), z.number().int().min(1).max(16, 'at most 16 proxy hops'), z.array(z.string())]));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().trim().min(1).default('./data/leads.db'),
  LEAD_FORWARD_URL: optionalUrl.optional(),
  LEAD_FORWARD_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  // How long an attempt keeps listening for the network's answer after the visitor got 'queued'.
  LEAD_LATE_ANSWER_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  LEAD_AFFID: z.string().default(''),
  LEAD_RID: z.string().default(''),
  LEAD_TID: z.string().default(''),
  // How long the first retry waits; later ones double it (up to an hour). Lowered only in tests.
  LEAD_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  TRUST_PROXY: trustProxy.default(false),
  DNS_SERVERS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])(:\d{1,5})?$/i, 'expected ip[:port]'))),
  TRUSTEDFORM_SCRIPT_URL: optionalUrl.optional(),
  LEADID_SCRIPT_URL: optionalUrl.optional(),
  ADMIN_TOKEN: z.string().min(16, 'use at least 16 characters').optional(),
  // A listener of its own on 127.0.0.1 serving /metrics without the token, for a scraper on this machine.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // Where the server sends e-mail from (smtp:// or smtps://); the console reports whether it is set.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  // Funnel insight: who gets the operator's alerts, the share of rejections in an hour that
  // raises one, and how far back a phone or e-mail makes a new lead a duplicate.
  ALERT_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('expected a comma-separated list of e-mail addresses'))),
  ALERT_REJECT_SHARE: z.coerce.number().gt(0).max(1).default(0.5),
  DUPLICATE_WINDOW_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Shared rate-limit counters when several servers run; unset: each server counts on its own.
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  ALLOWED_ORIGINS: originList,
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // The wizard's step events: about 20 per visitor, more with Back and Forward, so far above the writes.
  RATE_LIMIT_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // Privacy: who hears of new privacy requests, the suppression list's hash key, and how long
  // leads and messages keep personal data.
  PRIVACY_NOTIFY_EMAIL: z.email().optional(),
  PRIVACY_HASH_KEY: z.string().min(32, 'use at least 32 characters').optional(),
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(30).max(36_500).default(1095),
  // Selling leads: what the one network is paid per lead, how many buyers may share a lead, the key that
  // seals buyers' header secrets in the database.
  LEAD_PRICE: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'expected dollars with at most two decimals, e.g. 12.50')
    .default('0'),
  LEAD_MAX_SALES: z.coerce.number().int().min(1).max(10).default(1),
  BUYER_SECRET_KEY: z.string().min(32, 'use at least 32 characters').optional(),
  // Operator-configured URLs (buyers, webhooks) may reach private, loopback and link-local addresses: tests only.
  WEBHOOK_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  // The first wait before a failed webhook is tried again; the later waits (5 min … 10 h) keep their
  // proportions to it. Lowered only in tests.
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5000),
  // The zone the console shows, filters and exports dates in for an account without its own setting.
  CONSOLE_TIME_ZONE: z
    .string()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'expected an IANA time zone such as America/New_York')
    .default('America/New_York'),
  STATIC_DIR: z.string().default('dist/client'),
  SITES_DIR: z.string().default(''),
  // The console's own name with several sites (its header, the two-factor issuer, the alert mails): empty
  // gives the one site's brand, or with several a name that is no brand's (server/sites/console-brand.ts).
  CONSOLE_NAME: z.string().trim().max(60).default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  forwardUrl: string | undefined;
  forwardTimeoutMs: number;
  /** How long one attempt waits for the network's answer in all (never less than forwardTimeoutMs). */
  lateAnswerMs: number;
  networkIds: { affid: string; rid: string; tid: string };
  retryBaseMs: number;
  /** false: the socket's address is the client's; a hop count or proxy addresses/CIDRs to trust. */
  trustProxy: false | number | string[];
  dnsServers: string[];
  trustedFormScriptUrl: string | undefined;
  leadIdScriptUrl: string | undefined;
  adminToken: string | undefined;
  /** METRICS_PORT: /metrics without the token on 127.0.0.1 at this port; unset: only with the token. */
  metricsPort: number | undefined;
  smtpUrl: string | undefined;
  /** Funnel insight: alert recipients (none: no alerts), the rejected share that alerts, the duplicate window. */
  insight: { alertEmails: string[]; alertRejectShare: number; duplicateWindowDays: number };
  rateLimit: { writesPerMinute: number; readsPerMinute: number; eventsPerMinute: number; redisUrl: string | undefined };
  /** Origins besides the site's own that may post to the API (another domain of the same site). */
  allowedOrigins: string[];
  /** How long a shutdown waits for deliveries under way before handing them back to the queue. */
  shutdownGraceMs: number;
  staticDir: string;
  /** The sites' files (config/sites when undefined). */
  sitesDir: string | undefined;
  logLevel: string;
  /** Selling: the network's price per lead in cents, sale slots per lead, the buyers' secret key. */
  selling: { networkPriceCents: number; maxSales: number; buyerSecretKey: string | undefined };
  /** Buyer and webhook URLs may reach private addresses (test setups only). */
  allowPrivateTargets: boolean;
  /** The webhook retry schedule's first wait (5 s); the schedule keeps its proportions to it. */
  webhookRetryBaseMs: number;
  /** The console's time zone for accounts without their own. */
  consoleTimeZone: string;
  /** CONSOLE_NAME: the console's own name; undefined: server/sites/console-brand.ts decides. */
  consoleName: string | undefined;
  /** Privacy: notice recipient (default: the site's compliance e-mail), HMAC key (default: one kept in the database), retention. */
  privacy: { notifyEmail: string | undefined; hashKey: string | undefined; leadRetentionDays: number };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as they do in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    forwardUrl: e.LEAD_FORWARD_URL,
    forwardTimeoutMs: e.LEAD_FORWARD_TIMEOUT_MS,
    lateAnswerMs: Math.max(e.LEAD_LATE_ANSWER_MS, e.LEAD_FORWARD_TIMEOUT_MS),
    networkIds: { affid: e.LEAD_AFFID, rid: e.LEAD_RID, tid: e.LEAD_TID },
    retryBaseMs: e.LEAD_RETRY_BASE_MS,
    trustProxy: e.TRUST_PROXY,
    dnsServers: e.DNS_SERVERS,
    trustedFormScriptUrl: e.TRUSTEDFORM_SCRIPT_URL,
    leadIdScriptUrl: e.LEADID_SCRIPT_URL,
    adminToken: e.ADMIN_TOKEN,
    metricsPort: e.METRICS_PORT,
    smtpUrl: e.SMTP_URL,
    insight: { alertEmails: e.ALERT_EMAILS, alertRejectShare: e.ALERT_REJECT_SHARE, duplicateWindowDays: e.DUPLICATE_WINDOW_DAYS },
    rateLimit: {
      writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
      readsPerMinute: e.RATE_LIMIT_READS_PER_MINUTE,
      eventsPerMinute: e.RATE_LIMIT_EVENTS_PER_MINUTE,
      redisUrl: e.REDIS_URL,
    },
    allowedOrigins: e.ALLOWED_ORIGINS,
    // By default an attempt under way gets its whole time-out, plus a moment to record its outcome.
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS ?? e.LEAD_FORWARD_TIMEOUT_MS + 2000,
    staticDir: e.STATIC_DIR,
    sitesDir: e.SITES_DIR || undefined,
    logLevel: e.LOG_LEVEL,
    selling: { networkPriceCents: toCents(e.LEAD_PRICE) ?? 0, maxSales: e.LEAD_MAX_SALES, buyerSecretKey: e.BUYER_SECRET_KEY },
    allowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    consoleTimeZone: e.CONSOLE_TIME_ZONE,
    consoleName: e.CONSOLE_NAME || undefined,
    privacy: { notifyEmail: e.PRIVACY_NOTIFY_EMAIL, hashKey: e.PRIVACY_HASH_KEY, leadRetentionDays: e.LEAD_RETENTION_DAYS },
  };
}
