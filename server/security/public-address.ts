// Where the server may send a request an operator configured (a buyer's ping and post URLs, a webhook
// endpoint): only to the public internet, unless WEBHOOK_ALLOW_PRIVATE=true. Otherwise an admin account,
// or anyone who steals one, could make the server call its own loopback services, the private network
// behind it or a cloud's metadata address and read the answers back in the console.
//
// Checked twice: when the URL is saved (a clear message in the form) and on every connection, through a
// DNS lookup that refuses private answers, because a name can resolve to a public address when saved and
// to 127.0.0.1 a minute later (DNS rebinding).
import { BlockList, isIP } from 'node:net';
import dns, { type LookupAddress, type LookupOptions } from 'node:dns';

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where cloud metadata answers (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local, AWS's metadata fd00:ec2::254 among them
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

export const PRIVATE_TARGET =
  'This address is on a private network. Use a public URL (or set WEBHOOK_ALLOW_PRIVATE=true for a test setup).';
export const NOT_HTTP = 'Use an http:// or https:// URL.';
export const UNKNOWN_HOST = 'This host name does not resolve.';

/** Whether an IP address (v4, v6, or v4 mapped into v6) is private, loopback, link-local or otherwise not public. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  return blocked.check(address, 'ipv6');
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/**
 * Why a URL may not be called, or undefined when it may: it is http(s) and every address its host
 * resolves to now is public (or private targets are allowed). For saving a URL; the connection itself is
 * guarded by `publicOnlyLookup`.
 */
export async function urlRefusal(raw: string, allowPrivate: boolean): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return NOT_HTTP;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return NOT_HTTP;
  if (allowPrivate) return undefined;
  const host = hostOf(url);
  if (isIP(host)) return isPrivateAddress(host) ? PRIVATE_TARGET : undefined;
  if (host === 'localhost' || host.endsWith('.localhost')) return PRIVATE_TARGET;
  let answers: LookupAddress[];
  try {
    answers = await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    return UNKNOWN_HOST;
  }
  return answers.length === 0 ? UNKNOWN_HOST : answers.some((a) => isPrivateAddress(a.address)) ? PRIVATE_TARGET : undefined;
}

/** Send-time refusal for a URL whose host is an IP literal (connections to a literal skip the DNS lookup). */
export function literalRefusal(raw: string, allowPrivate: boolean): string | undefined {
  if (allowPrivate) return undefined;
  const url = new URL(raw);
  const host = hostOf(url);
  if (host === 'localhost' || host.endsWith('.localhost')) return PRIVATE_TARGET;
  return isIP(host) && isPrivateAddress(host) ? PRIVATE_TARGET : undefined;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `dns.lookup` for `http.request({ lookup })` or undici's `connect.lookup` that fails with EPRIVATE when
 * a name resolves to a private address: the check happens on the very address the socket connects to.
 */
export function publicOnlyLookup(allowPrivate: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (err, answers) => {
      if (err) return callback(err, []);
      const list = answers as LookupAddress[];
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address))) {
        const refused: NodeJS.ErrnoException = new Error(`${hostname} resolves to a private address`);
        refused.code = 'EPRIVATE';
        return callback(refused, []);
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}
