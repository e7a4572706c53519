// What would embarrass an operator on launch day: the shipped placeholders still in config/, example
// addresses, leads with nowhere to go, a console no one can sign in to, alerts that cannot be mailed, a
// proxy the server does not know about. One list, used by `npm run doctor`, by the server's start (as
// warnings) and by the console's dashboard (GET /api/admin/launch-check), so the three never disagree.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { normalPartnerName } from './selling/partner-list.ts';
import type { Database } from './store/schema.ts';

/** The project's own config/ folder: the site and partner list the build shows visitors. */
export const CONFIG_DIR = fileURLToPath(new URL('../config/', import.meta.url));

export interface LaunchProblem {
  /** Which check found it (stable, for the console and tests). */
  check: string;
  /** One plain line saying what is wrong and what to do. */
  message: string;
}

/** How many requests since the server started came with X-Forwarded-For (see proxy-header-watch.ts). */
export interface ProxyHeaderCount {
  forwarded: number;
  total: number;
}

export type LaunchConfig = Pick<
  Config,
  | 'forwardUrl'
  | 'smtpUrl'
  | 'insight'
  | 'trustProxy'
  | 'trustedFormScriptUrl'
  | 'leadIdScriptUrl'
  | 'allowedOrigins'
  | 'privacy'
  | 'selling'
>;

/** The buyers kept in the database (countBuyers). */
export interface BuyerCounts {
  total: number;
  active: number;
  /** Buyers with header values, which only BUYER_SECRET_KEY opens. */
  withHeaders: number;
}

export interface LaunchFacts {
  /** config/site.json as parsed. */
  site: unknown;
  /**
   * Where `site` came from, as messages name it (config/site.json by default); null when config/sites/ holds
   * the sites, so config/site.json is none of them (scripts/doctor.ts checks each of those files instead).
   */
  siteFile?: string | null;
  /** config/partner-companies.json as parsed. */
  partners: unknown;
  config: LaunchConfig;
  /** Operator accounts with the admin role. */
  adminAccounts: number;
  /** Undefined where no server's requests can be seen (the command line). */
  proxyHeaders?: ProxyHeaderCount;
  /** Undefined (none) where there is no database yet. */
  buyers?: BuyerCounts;
}

type Check = (facts: LaunchFacts) => string[];

const count = (n: number) => n.toLocaleString('en-US');

// --- The phone visitors are told to call

/** 555 exchanges are reserved for fiction and directory services: no business answers one. */
function isFictionalPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 && digits.slice(3, 6) === '555';
}

function phoneProblems(site: unknown, file: string): string[] {
  const record = isRecord(site) ? site : {};
  const phone = typeof record.phone === 'string' ? record.phone.trim() : '';
  if (phone === '') return [`${file} has no phone: put the number visitors should call.`];
  const e164 = typeof record.phoneE164 === 'string' ? record.phoneE164.trim() : '';
  const fictional = [isFictionalPhone(phone) && `phone ${phone}`, isFictionalPhone(e164) && `phoneE164 ${e164}`].filter(Boolean);
  if (fictional.length === 0) return [];
  return [`${file} ${fictional.join(' and ')}: a 555 number, which no one can call; put the number visitors should call.`];
}

const siteFileOf = (facts: LaunchFacts) => (facts.siteFile === undefined ? 'config/site.json' : facts.siteFile);

const placeholderPhone: Check = (facts) => {
  const file = siteFileOf(facts);
  return file === null ? [] : phoneProblems(facts.site, file);
};

// --- Example and reserved addresses

// RFC 2606 and 6761 names, and the "your…" names of templates: none of them reaches a real business.
const EXAMPLE_HOST =
  /(?:^|[.@/])(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|test|invalid|localhost)|your-?(?:domain|site|company|website)\.[a-z]+)(?=$|[/:?#\s>"'),])/i;

function exampleIn(value: string): boolean {
  return EXAMPLE_HOST.test(value.trim().toLowerCase());
}

/** Every string in a JSON value, with its path (`address.street`). */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (isRecord(value)) return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

function exampleAddressProblems(site: unknown, file: string): string[] {
  return strings(site)
    .filter(([, v]) => exampleIn(v))
    .map(([path, v]) => `${file} ${path} ${v} is an example address: put your own.`);
}

/** What the launch check finds in one site's file (config/site.json or one in config/sites/), each line naming `file`. */
export function siteFileProblems(site: unknown, file: string): string[] {
  return [...phoneProblems(site, file), ...exampleAddressProblems(site, file)];
}

const exampleAddresses: Check = (facts) => {
  const { config } = facts;
  const file = siteFileOf(facts);
  const problems = file === null ? [] : exampleAddressProblems(facts.site, file);
  const settings: [string, string | undefined][] = [
    ['LEAD_FORWARD_URL', config.forwardUrl],
    ['TRUSTEDFORM_SCRIPT_URL', config.trustedFormScriptUrl],
    ['LEADID_SCRIPT_URL', config.leadIdScriptUrl],
    ['SMTP_URL', config.smtpUrl && safeUrlHost(config.smtpUrl)],
    ['PRIVACY_NOTIFY_EMAIL', config.privacy.notifyEmail],
    ...config.allowedOrigins.map((o): [string, string] => ['ALLOWED_ORIGINS', o]),
    ...config.insight.alertEmails.map((e): [string, string] => ['ALERT_EMAILS', e]),
  ];
  for (const [name, value] of settings) {
    if (value && exampleIn(value)) problems.push(`${name} names ${value}, an example address: put the real one.`);
  }
  return problems;
};

/** The host of an SMTP URL only: its user name and password are never printed. */
function safeUrlHost(url: string): string {
  try {
    return `//${new URL(url).hostname}`;
  } catch {
    return '';
  }
}

// --- The partner companies the consent names

const PLACEHOLDER_NAME =
  /^\s*$|\b(?:example|sample|placeholder|lorem|ipsum|dummy|test|tbd|todo|xxx+|acme|foo|bar|company\s*\d+|partner\s*\d+)\b|^(?:n\/?a|none)$/i;

const partnerNames: Check = ({ partners }) => partnerListProblems(partners, 'config/partner-companies.json');

/** What the launch check finds in a partner companies file (the deployment's, or a site's own), each line naming `file`. */
export function partnerListProblems(partners: unknown, file: string): string[] {
  if (!Array.isArray(partners) || !partners.every((p) => typeof p === 'string')) {
    return [`${file} is not a list of names (a JSON array of strings).`];
  }
  const names = partners as string[];
  if (names.length === 0)
    return [`${file} lists no companies: the consent visitors give names them, so list the companies that buy your leads.`];
  const problems: string[] = [];
  const seen = new Map<string, { name: string; times: number }>();
  for (const name of names) {
    const key = normalPartnerName(name);
    const entry = seen.get(key);
    if (entry) entry.times++;
    else seen.set(key, { name, times: 1 });
  }
  if (seen.size < names.length) {
    const repeated = [...seen.values()].filter((e) => e.times > 1);
    const first = repeated[0]!;
    problems.push(
      `${file} has ${count(names.length)} names but ${count(seen.size)} distinct (${count(repeated.length)} repeated, e.g. "${first.name.trim()}" ${first.times} times): list each company once.`,
    );
  }
  const placeholders = names.filter((n) => PLACEHOLDER_NAME.test(n));
  if (placeholders.length > 0) {
    const example = placeholders[0]!.trim() || '(empty)';
    problems.push(
      `${file} has ${count(placeholders.length)} placeholder name${placeholders.length === 1 ? '' : 's'} (e.g. "${example}"): list the companies that buy your leads.`,
    );
  }
  return problems;
}

// --- Where leads go

const NO_BUYERS: BuyerCounts = { total: 0, active: 0, withHeaders: 0 };
const buyersOf = (facts: LaunchFacts) => facts.buyers ?? NO_BUYERS;
const buyerCount = (n: number) => `${count(n)} buyer${n === 1 ? '' : 's'}`;

/**
 * Where an accepted lead can go: while no buyer exists, the network at LEAD_FORWARD_URL; once any buyer
 * exists, the active buyers alone (the network URL takes no new leads then).
 */
const deliveryConfigured: Check = (facts) => {
  const buyers = buyersOf(facts);
  if (buyers.total === 0) {
    return facts.config.forwardUrl
      ? []
      : ['No network configured: LEAD_FORWARD_URL is unset, so leads are stored but never delivered (status “Not sent: no buyer set up”).'];
  }
  return buyers.active > 0
    ? []
    : [`${buyerCount(buyers.total)} but none active, so no lead is sold: activate one on the console's Buyers page.`];
};

const forwardUrlIdle: Check = (facts) => {
  const n = buyersOf(facts).total;
  if (!facts.config.forwardUrl || n === 0) return [];
  return [
    `LEAD_FORWARD_URL is set but takes no new leads, since ${buyerCount(n)} exist${n === 1 ? 's' : ''} (jobs already queued for it finish): unset it, or add the network as a buyer on the console's Buyers page.`,
  ];
};

const buyerSecrets: Check = (facts) => {
  const n = buyersOf(facts).withHeaders;
  if (n === 0 || facts.config.selling.buyerSecretKey) return [];
  return [
    `${buyerCount(n)} ${n === 1 ? 'has' : 'have'} header values but BUYER_SECRET_KEY is unset, so ${n === 1 ? 'it' : 'they'} cannot be pinged or posted: set BUYER_SECRET_KEY to the key the headers were saved with.`,
  ];
};

// --- The people who run it

const operatorAccount: Check = ({ adminAccounts }) =>
  adminAccounts > 0
    ? []
    : ['No admin operator account, so no one can sign in to the console: npm run operator -- add --email <email> --role admin'];

const alertMail: Check = ({ config }) =>
  config.insight.alertEmails.length > 0 && !config.smtpUrl
    ? ['ALERT_EMAILS is set but SMTP_URL is not, so no alert is ever sent: set SMTP_URL.']
    : [];

const proxyUnknown: Check = ({ config, proxyHeaders }) => {
  if (config.trustProxy !== false || !proxyHeaders || proxyHeaders.forwarded === 0) return [];
  return [
    `TRUST_PROXY is false but ${count(proxyHeaders.forwarded)} of ${count(proxyHeaders.total)} requests since the start came with X-Forwarded-For: behind a proxy every visitor shares its address (rate limits, the US-only rule, consent records), so set TRUST_PROXY (README, "Behind a proxy").`,
  ];
};

const CHECKS: Record<string, Check> = {
  phone: placeholderPhone,
  'example-address': exampleAddresses,
  partners: partnerNames,
  delivery: deliveryConfigured,
  'forward-url': forwardUrlIdle,
  'buyer-secret': buyerSecrets,
  operator: operatorAccount,
  'alert-mail': alertMail,
  proxy: proxyUnknown,
};

/** Every problem the facts show, in a fixed order; empty when the site is ready to launch. */
export function launchProblems(facts: LaunchFacts): LaunchProblem[] {
  return Object.entries(CHECKS).flatMap(([check, run]) => run(facts).map((message) => ({ check, message })));
}

// --- Gathering the facts

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class LaunchCheckError extends Error {}

function readJson(dir: string, name: string): unknown {
  const file = join(dir, name);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message;
    throw new LaunchCheckError(`Cannot read ${file}: ${reason}.`);
  }
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The buyers in the database, counted for the checks above. */
export async function countBuyers(db: Kysely<Database>): Promise<BuyerCounts> {
  const rows = await db.selectFrom('buyers').select(['active', 'headers_sealed']).execute();
  return {
    total: rows.length,
    active: rows.filter((r) => Number(r.active) === 1).length,
    withHeaders: rows.filter((r) => r.headers_sealed !== '' && r.headers_sealed !== '{}').length,
  };
}

export interface GatherOptions {
  config: LaunchConfig;
  /** Where site.json and partner-companies.json are (the project's config/ by default). */
  configDir?: string;
  /** The admin accounts, counted by the caller (countAdmins), which knows whether a database exists. */
  adminAccounts: number;
  proxyHeaders?: ProxyHeaderCount;
  /** The buyers, counted by the caller (countBuyers); none when there is no database. */
  buyers?: BuyerCounts;
  /** false: config/sites/ holds the sites, so config/site.json is not checked (nor required). */
  siteJson?: boolean;
}

/** Reads the configuration files and runs every check. Throws LaunchCheckError for an unreadable file. */
export function checkLaunch(opts: GatherOptions): LaunchProblem[] {
  const dir = opts.configDir ?? CONFIG_DIR;
  return launchProblems({
    ...(opts.siteJson === false ? { site: undefined, siteFile: null } : { site: readJson(dir, 'site.json') }),
    partners: readJson(dir, 'partner-companies.json'),
    config: opts.config,
    adminAccounts: opts.adminAccounts,
    proxyHeaders: opts.proxyHeaders,
    buyers: opts.buyers,
  });
}
