// Does an e-mail address's domain accept mail? A real DNS lookup: MX records, or (as mail servers do
// when there is no MX) an address record. Uses DNS_SERVERS when set, else the system resolver.
import { Resolver } from 'node:dns/promises';

export type DomainCheck = 'valid' | 'invalid' | 'unknown';

const NO_SUCH_DOMAIN = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);
const TIMEOUT_MS = 3000;

export function createDomainChecker(servers: string[]) {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: 1 });
  if (servers.length > 0) resolver.setServers(servers);

  async function has(kind: 'MX' | 'A' | 'AAAA', domain: string): Promise<boolean> {
    try {
      const records = kind === 'MX' ? await resolver.resolveMx(domain) : kind === 'A' ? await resolver.resolve4(domain) : await resolver.resolve6(domain);
      return records.length > 0;
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? '';
      if (NO_SUCH_DOMAIN.has(code)) return false;
      throw err;
    }
  }

  return async function checkDomain(domain: string): Promise<DomainCheck> {
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
  };
}

export type DomainChecker = ReturnType<typeof createDomainChecker>;

/** The domain part of an address, lower-cased, or undefined if it has none that DNS could hold. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  const domain = at > 0 ? email.slice(at + 1).trim().toLowerCase() : '';
  return /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domain) ? domain : undefined;
}
