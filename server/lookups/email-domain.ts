// Does an e-mail address's domain accept mail? A real DNS lookup: MX records, or (as mail servers do
// when there is no MX) an address record. Uses DNS_SERVERS when set, else the system resolver.
// Answers are remembered for a while: most visitors use a handful of providers, a resolver round trip
// is what the wizard's e-mail step would otherwise wait for (step checks must answer within 10 ms at p95), and
// the lead's post asks again about the domain its e-mail step just checked.
import { Resolver } from 'node:dns/promises';

export type DomainCheck = 'valid' | 'invalid' | 'unknown';

const NO_SUCH_DOMAIN = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);
const TIMEOUT_MS = 3000;

export interface DomainCacheOptions {
  /** How long a domain that accepts mail is taken on trust (mail domains rarely lose their MX). */
  validMs?: number;
  /** How long a domain that does not is: briefly, one just registered may gain records any minute. */
  invalidMs?: number;
  /** The most domains remembered; the oldest answer goes first. */
  maxEntries?: number;
  now?: () => number;
}

export function createDomainChecker(
  servers: string[],
  { validMs = 10 * 60_000, invalidMs = 60_000, maxEntries = 10_000, now = Date.now }: DomainCacheOptions = {},
) {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: 1 });
  if (servers.length > 0) resolver.setServers(servers);
  // 'unknown' (the resolver failed) is never kept: the next visitor asks again.
  const answers = new Map<string, { result: 'valid' | 'invalid'; until: number }>();

  async function has(kind: 'MX' | 'A' | 'AAAA', domain: string): Promise<boolean> {
    try {
      const records =
        kind === 'MX' ? await resolver.resolveMx(domain) : kind === 'A' ? await resolver.resolve4(domain) : await resolver.resolve6(domain);
      return records.length > 0;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? '';
      if (NO_SUCH_DOMAIN.has(code)) return false;
      throw err;
    }
  }

  async function checkDomain(domain: string): Promise<DomainCheck> {
    const known = answers.get(domain);
    if (known && known.until > now()) return known.result;
    answers.delete(domain);
    const result = await lookUp(domain);
    if (result !== 'unknown') {
      if (answers.size >= maxEntries) answers.delete(answers.keys().next().value!);
      answers.set(domain, { result, until: now() + (result === 'valid' ? validMs : invalidMs) });
    }
    return result;
  }

  async function lookUp(domain: string): Promise<DomainCheck> {
    // A hard deadline on top of the resolver's own, which retries per server.
    const deadline = new Promise<DomainCheck>((resolve) => setTimeout(() => resolve('unknown'), TIMEOUT_MS).unref());
    const lookup = (async (): Promise<DomainCheck> => {
      try {
        if (await has('MX', domain)) return 'valid';
        if (await has('A', domain)) return 'valid';
        return (await has('AAAA', domain)) ? 'valid' : 'invalid';
      } catch {
        return 'unknown';
      }
    })();
    return Promise.race([lookup, deadline]);
  }

  return checkDomain;
}

export type DomainChecker = ReturnType<typeof createDomainChecker>;

/** The domain part of an address, lower-cased, or undefined if it has none that DNS could hold. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  const domain =
    at > 0
      ? email
          .slice(at + 1)
          .trim()
          .toLowerCase()
      : '';
  return /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domain) ? domain : undefined;
}
