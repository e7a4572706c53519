// The addresses an operator-configured URL may reach: the public internet only, checked when saved and on
// the connection itself.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, literalRefusal, NOT_HTTP, PRIVATE_TARGET, publicOnlyLookup, urlRefusal } from './public-address.ts';

describe('private addresses', () => {
  it('refuses loopback, private, link-local, metadata and mapped forms; lets public ones through', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('says why a saved URL is refused', async () => {
    expect(await urlRefusal('ftp://example.com/x', false)).toBe(NOT_HTTP);
    expect(await urlRefusal('not a url', false)).toBe(NOT_HTTP);
    expect(await urlRefusal('http://127.0.0.1:8080/ping', false)).toBe(PRIVATE_TARGET);
    expect(await urlRefusal('http://[::1]/ping', false)).toBe(PRIVATE_TARGET);
    expect(await urlRefusal('http://localhost/ping', false)).toBe(PRIVATE_TARGET);
    expect(await urlRefusal('http://169.254.169.254/latest/meta-data', false)).toBe(PRIVATE_TARGET);
    expect(await urlRefusal('https://8.8.8.8/ping', false)).toBeUndefined();
    expect(await urlRefusal('http://127.0.0.1:8080/ping', true)).toBeUndefined();
    expect(literalRefusal('http://10.0.0.5/post', false)).toBe(PRIVATE_TARGET);
    expect(literalRefusal('http://10.0.0.5/post', true)).toBeUndefined();
  });

  it('refuses the connection when a name resolves to a private address at send time', async () => {
    const server = http.createServer((_req, res) => res.end('reached'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const get = (allowPrivate: boolean) =>
      new Promise<string>((resolve) => {
        http
          .get({ host: 'localhost', port, family: 4, lookup: publicOnlyLookup(allowPrivate) as never }, (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () => resolve(body));
          })
          .on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      });
    try {
      expect(await get(false)).toBe('EPRIVATE');
      expect(await get(true)).toBe('reached');
    } finally {
      server.close();
    }
  });
});
