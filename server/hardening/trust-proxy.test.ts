// Behind a proxy the client's address comes from X-Forwarded-For, but only from the entries our own
// proxies appended (docs/reliability.md): a visitor who writes the header themselves cannot choose the
// address the rate limits, the US-only rule, the consent record and the network's `ipaddress` see.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { MESSAGES } from '#domain/schemas.ts';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { spawnServer } from '#tests/support/server-process.ts';
import { appFixture, postLead } from '#tests/support/test-app.ts';
import { loadConfig } from '../config.ts';

const solar = findServiceByTitle('Solar')!;
// Addresses whose country the bundled database knows: a US one (Google DNS) and a GB one.
const US_VISITOR = '8.8.8.8';
const GB_ADDRESS = '81.2.69.142';
const FORGED = '6.6.6.6';
const t = appFixture();
const { network } = t;

/** This test's server, restarted with this TRUST_PROXY. */
function start(trustProxy: string, env: Record<string, string> = {}): Promise<FastifyInstance> {
  return t.restart({ env: { TRUST_PROXY: trustProxy, ...env } });
}

async function visitorIp(a: FastifyInstance, forwardedFor: string | undefined, remoteAddress = '127.0.0.1'): Promise<string> {
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return (await a.inject({ url: '/api/visitor', headers, remoteAddress })).json().ip;
}

describe('TRUST_PROXY=true: exactly one proxy hop', () => {
  it('takes the address the proxy appended, never the left-most one the client wrote', async () => {
    const a = await start('true');
    expect(await visitorIp(a, US_VISITOR)).toBe(US_VISITOR);
    expect(await visitorIp(a, `${FORGED}, ${US_VISITOR}`)).toBe(US_VISITOR);
    expect(await visitorIp(a, `${FORGED}, 1.1.1.1, ${US_VISITOR}`)).toBe(US_VISITOR);
  });

  it('stores and forwards the real address, whatever the client writes first', async () => {
    const a = await start('true');
    const body = validLead(solar);
    const r = await postLead(a, body, { 'x-forwarded-for': `${FORGED}, ${US_VISITOR}` });
    expect(r.statusCode).toBe(201);
    expect((await a.store.consentFor(r.json().id))?.ip).toBe(US_VISITOR);
    expect(network.received[0]?.body.ipaddress).toBe(US_VISITOR);
  });

  it('applies the US-only rule to the real address: a forged US entry does not let a GB visitor in', async () => {
    const a = await start('true');
    const r = await postLead(a, validLead(solar), { 'x-forwarded-for': `${US_VISITOR}, ${GB_ADDRESS}` });
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toBe(MESSAGES.notUs);
    expect(network.received).toHaveLength(0);
  });

  it('counts the rate limit on the real address: rotating a forged entry does not reset it', async () => {
    const a = await start('true', { RATE_LIMIT_WRITES_PER_MINUTE: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await postLead(a, validLead(solar), { 'x-forwarded-for': `10.9.9.${i}, ${US_VISITOR}` });
      statuses.push(r.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Another visitor behind the same proxy still gets through.
    expect((await postLead(a, validLead(solar), { 'x-forwarded-for': '8.8.4.4' })).statusCode).toBe(201);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('skips exactly that many proxies from the right', async () => {
    const a = await start('2');
    // client-written, the visitor as the outer proxy saw it, the inner proxy's own address
    expect(await visitorIp(a, `${FORGED}, ${US_VISITOR}, 10.0.0.5`)).toBe(US_VISITOR);
    expect(await visitorIp(a, `${US_VISITOR}, 10.0.0.5`)).toBe(US_VISITOR);
  });
});

describe('TRUST_PROXY as a list of proxy addresses and CIDRs', () => {
  it('walks back through the listed proxies only, and ignores the header from anyone else', async () => {
    const a = await start('127.0.0.1, 10.0.0.0/8');
    expect(await visitorIp(a, `${FORGED}, ${US_VISITOR}, 10.20.30.40`)).toBe(US_VISITOR);
    expect(await visitorIp(a, `${FORGED}, ${US_VISITOR}`)).toBe(US_VISITOR);
    // A client connecting directly, not through a listed proxy: its header means nothing.
    expect(await visitorIp(a, US_VISITOR, '203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('TRUST_PROXY=false (the default)', () => {
  it('ignores X-Forwarded-For entirely', async () => {
    const a = await start('false');
    expect(await visitorIp(a, US_VISITOR)).toBe('127.0.0.1');
  });
});

describe('a bad TRUST_PROXY', () => {
  it('is refused by name with what it accepts', () => {
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', 'proxy.example.com', '17']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: /);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/hop count.*addresses\/CIDRs/);
  });

  it('stops the server process at start with that message', async () => {
    const server = spawnServer({ TRUST_PROXY: 'everyone', DATABASE_URL: ':memory:' });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.output).toContain(
      'TRUST_PROXY: expected false, true (one proxy hop), a hop count, or a comma list of proxy addresses/CIDRs',
    );
    expect(server.output).not.toContain('Server listening');
  }, 20_000);
});
