// The embedded lookups: area codes, ZIPs, IP country, energy providers, and e-mail domains over real DNS
// (a DNS server of our own on loopback).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { US_AREA_CODES } from '#domain/us-area-codes.ts';
import { FakeDns } from '#tests/support/fake-dns.ts';
import { deriveAreaCodes } from './area-code-source.ts';
import { createDomainChecker, emailDomain } from './email-domain.ts';
import { findProvider, loadProviders, searchProviders } from './energy-providers.ts';
import { countryOf } from './ip-country.ts';
import { lookupZip } from './zip-lookup.ts';

describe('US area codes', () => {
  it('are the ones the installed libphonenumber metadata knows (run npm run data:area-codes if not)', () => {
    expect([...US_AREA_CODES]).toEqual(deriveAreaCodes());
  });

  it('hold about 370 geographic codes, with Puerto Rico and without toll-free or Canadian codes', () => {
    expect(US_AREA_CODES.size).toBeGreaterThan(340);
    expect(US_AREA_CODES.size).toBeLessThan(400);
    for (const code of ['212', '310', '787', '340', '907', '808']) expect(US_AREA_CODES.has(code), code).toBe(true);
    for (const code of ['800', '888', '900', '416', '604', '123']) expect(US_AREA_CODES.has(code), code).toBe(false);
  });
});

describe('ZIP lookup', () => {
  it('finds state and city', () => {
    expect(lookupZip('90210')).toEqual({ zip: '90210', state: 'CA', stateName: 'California', city: 'Beverly Hills' });
    expect(lookupZip('10001')?.state).toBe('NY');
    expect(lookupZip('20001')?.state).toBe('DC');
  });
  it('finds Puerto Rico and the US Virgin Islands too', () => {
    expect(lookupZip('00601')).toEqual({ zip: '00601', state: 'PR', stateName: 'Puerto Rico', city: 'Adjuntas' });
    expect(lookupZip('00802')).toMatchObject({ state: 'VI', stateName: 'Virgin Islands' });
  });
  it('knows no made-up ZIP', () => {
    expect(lookupZip('00000')).toBeUndefined();
    expect(lookupZip('99999')).toBeUndefined();
  });
});

describe('IP country', () => {
  it('counts loopback and private addresses as US', () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '192.168.0.7', '172.20.0.1', 'fd00::1'])
      expect(countryOf(ip), ip).toBe('US');
  });
  it('finds public addresses in the embedded database', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('2001:4860:4860::8888')).toBe('US');
    expect(countryOf('81.2.69.142')).toBe('GB');
    expect(countryOf('1.1.1.1')).not.toBe('');
  });
  it('answers empty for what is not an address', () => {
    expect(countryOf('not-an-ip')).toBe('');
  });
});

describe('energy providers', () => {
  const providers = loadProviders();
  it('are a real list of at least 150 utilities plus Other', () => {
    expect(providers.length).toBeGreaterThan(150);
    expect(providers.at(-1)).toEqual({ id: 0, name: 'Other' });
    expect(new Set(providers.map((p) => p.id)).size).toBe(providers.length);
  });
  it('order names starting with the query first, then by where the query appears', () => {
    const names = searchProviders(providers, 'power').map((p) => p.name);
    const starts = names.filter((n) => n.toLowerCase().startsWith('power'));
    expect(names.slice(0, starts.length)).toEqual(starts);
    const rest = names.slice(starts.length).map((n) => n.toLowerCase().indexOf('power'));
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    expect(names.length).toBeLessThanOrEqual(20);
  });
  it('find Other and exact names only', () => {
    expect(searchProviders(providers, 'oth').map((p) => p.name)).toContain('Other');
    expect(findProvider(providers, 'southern california edison')?.name).toBe('Southern California Edison');
    expect(findProvider(providers, 'Southern Cal')).toBeUndefined();
    expect(searchProviders(providers, '   ')).toEqual([]);
  });
});

describe('e-mail domains over DNS', () => {
  const dns = new FakeDns();
  beforeAll(async () => void (await dns.start()));
  afterAll(() => dns.stop());

  it('accepts a domain with MX records, or with only an address record', async () => {
    const check = createDomainChecker([dns.server]);
    expect(await check('gmail.com')).toBe('valid');
    expect(await check('a-record-only.com')).toBe('valid');
  });
  it('refuses a domain that does not exist', async () => {
    expect(await createDomainChecker([dns.server])('no-such-domain-here.com')).toBe('invalid');
  });
  it('says unknown when the resolver does not answer within 3 s', async () => {
    dns.hang = true;
    const started = Date.now();
    expect(await createDomainChecker([dns.server])('gmail.com')).toBe('unknown');
    expect(Date.now() - started).toBeLessThan(4000);
    dns.hang = false;
  });
  it('remembers an answer for a while, so a repeated check waits for no resolver', async () => {
    let clock = 1_000_000;
    const check = createDomainChecker([dns.server], { validMs: 600_000, invalidMs: 60_000, now: () => clock });
    expect(await check('outlook.com')).toBe('valid');
    expect(await check('no-such-domain-cached.com')).toBe('invalid');
    const asked = dns.queries;
    expect(await check('outlook.com')).toBe('valid');
    expect(await check('no-such-domain-cached.com')).toBe('invalid');
    expect(dns.queries).toBe(asked);
    // A domain that does not exist is asked about again after a minute, one that does after ten.
    clock += 60_001;
    expect(await check('no-such-domain-cached.com')).toBe('invalid');
    expect(await check('outlook.com')).toBe('valid');
    expect(dns.queries).toBeGreaterThan(asked);
    const later = dns.queries;
    expect(await check('outlook.com')).toBe('valid');
    expect(dns.queries).toBe(later);
    clock += 600_000;
    expect(await check('outlook.com')).toBe('valid');
    expect(dns.queries).toBeGreaterThan(later);
  });
  it('never remembers a failed lookup', async () => {
    const check = createDomainChecker([dns.server]);
    dns.hang = true;
    const answer = await check('example-homeowner.com');
    dns.hang = false;
    expect(answer).toBe('unknown');
    expect(await check('example-homeowner.com')).toBe('valid');
  });
  it('keeps at most maxEntries answers, forgetting the oldest first', async () => {
    const check = createDomainChecker([dns.server], { maxEntries: 2 });
    await check('gmail.com');
    await check('yahoo.com');
    await check('outlook.com');
    const asked = dns.queries;
    await check('outlook.com');
    await check('yahoo.com');
    expect(dns.queries).toBe(asked);
    await check('gmail.com');
    expect(dns.queries).toBeGreaterThan(asked);
  });
  it('reads the domain out of an address', () => {
    expect(emailDomain('Jane@GMail.com')).toBe('gmail.com');
    expect(emailDomain('jane@localhost')).toBeUndefined();
    expect(emailDomain('nope')).toBeUndefined();
  });
});
