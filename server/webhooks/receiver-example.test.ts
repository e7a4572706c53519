// docs/webhooks.md's receiver example is run as it is written: it must verify the server's real signed
// requests (answering 204) and refuse a forged one (400), and stay ten lines long.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { appFixture, eventually } from '#tests/support/test-app.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const doc = readFileSync(new URL('../../docs/webhooks.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## A receiver that verifies the signature'));
const example = /```js\n([\s\S]*?)```/.exec(section)![1]!;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

describe('the receiver example in docs/webhooks.md', () => {
  const t = appFixture({ env: { ADMIN_TOKEN: 'receiver-example-token-0123456789', WEBHOOK_ALLOW_PRIVATE: 'true' } });
  let child: ChildProcess | undefined;
  afterEach(() => {
    child?.kill();
  });

  it('is ten lines that verify a real signed request and refuse a forged one', async () => {
    expect(example.trimEnd().split('\n')).toHaveLength(10);
    const headers = { authorization: 'Bearer receiver-example-token-0123456789', 'content-type': 'application/json' };
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers,
      payload: { url, events: ['contact.created'] },
    });
    expect(added.statusCode).toBe(201);
    let output = '';
    child = spawn(process.execPath, ['--input-type=module', '--eval', example], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, WEBHOOK_SECRET: added.json().secret, PORT: String(port) },
    });
    child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    await eventually(() =>
      fetch(url, { method: 'POST', body: '{}' }).then(
        (r) => r.status === 400,
        () => undefined,
      ),
    );
    const contact = { name: 'Pat Writer', email: 'pat.writer@gmail.com', subject: 'Quote', message: 'Call me.' };
    await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: contact });
    const attempt = await eventually(() => t.app.store.db.selectFrom('webhook_attempts').selectAll().executeTakeFirst());
    expect(attempt).toMatchObject({ http_status: 204, outcome: 'delivered' });
    expect(output).toMatch(/^contact\.created msg_\S+$/m);
    const forged = await fetch(url, {
      method: 'POST',
      headers: { 'webhook-id': 'msg_forged', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' },
      body: '{"type":"lead.created"}',
    });
    expect(forged.status).toBe(400);
  });
});
