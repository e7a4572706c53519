// Client IP -> country, from an offline IP-to-country database (CC0, IPv4 and IPv6) read with mmdb-lib.
// Loopback and private addresses count as US, so a local run and a server behind a proxy work.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

// NOTE: this database's records are `{ country_code }`, not MaxMind's shape that mmdb-lib types.
interface CountryRecord {
  country_code?: string;
}

const require = createRequire(import.meta.url);
let reader: Reader<Response> | undefined;

function db(): Reader<Response> {
  reader ??= new Reader<Response>(readFileSync(require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb')));
  return reader;
}

const LOCAL_V4 = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
  /^0\./,
];

export function isLocalAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) return LOCAL_V4.some((re) => re.test(v4));
  const lower = ip.toLowerCase();
  return lower === '::1' || lower === '::' || lower.startsWith('fc') || lower.startsWith('fd') || lower.startsWith('fe80:');
}

/** Two-letter country code, or '' when the address is not in the database. */
export function countryOf(ip: string): string {
  if (isLocalAddress(ip)) return 'US';
  const addr = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (!isIP(addr)) return '';
  return (db().get(addr) as CountryRecord | null)?.country_code ?? '';
}

/** Loads the database now, so the first visitor does not wait for it. */
export function warmIpDatabase(): void {
  db();
}
