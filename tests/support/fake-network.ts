// A stand-in for the contractor network: a real HTTP server on loopback that records every lead it
// receives and answers the way a test tells it to (accept, reject, fail, hang, or be down).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type NetworkMode =
  | { kind: 'accept' }
  | { kind: 'reject'; status: number; body: unknown }
  | { kind: 'fail'; status: number }
  | { kind: 'hang' }
  /** Answers after `ms`: accepts, or fails with `status` when one is given (a slow, busy network). */
  | { kind: 'slow'; ms: number; status?: number };

export interface ReceivedLead {
  body: Record<string, unknown>;
  /** How the network answered this request ('slow' until a slow answer is sent, then 'accept' or 'fail'). */
  answered: NetworkMode['kind'];
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  at: number;
}

export class FakeNetwork {
  readonly received: ReceivedLead[] = [];
  mode: NetworkMode = { kind: 'accept' };
  private server: Server | undefined;
  private port = 0;
  private readonly hanging = new Set<IncomingMessage>();

  get url(): string {
    return `http://127.0.0.1:${this.port}/leads`;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Forgets what arrived and goes back to accepting: the start of every test. */
  reset(): void {
    this.received.length = 0;
    this.mode = { kind: 'accept' };
  }

  /** Requests the network answered with acceptance. */
  get accepted(): ReceivedLead[] {
    return this.received.filter((r) => r.answered === 'accept');
  }

  async start(port = this.port): Promise<this> {
    this.server = createServer((req, res) => {
      if (req.url?.startsWith('/__control/') || req.url?.startsWith('/scripts/')) return this.control(req, res);
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        const mode = this.mode;
        const entry: ReceivedLead = {
          body: safeJson(data),
          answered: mode.kind,
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
          contentType: req.headers['content-type'],
          at: Date.now(),
        };
        this.received.push(entry);
        switch (mode.kind) {
          case 'accept':
            res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', id: this.received.length }));
            break;
          case 'reject':
            res.writeHead(mode.status, { 'content-type': 'application/json' }).end(JSON.stringify(mode.body));
            break;
          case 'fail':
            res.writeHead(mode.status, { 'content-type': 'text/plain' }).end('upstream error');
            break;
          case 'hang':
            this.hanging.add(req);
            break;
          case 'slow': {
            this.hanging.add(req);
            const timer = setTimeout(() => {
              this.hanging.delete(req);
              const ok = mode.status === undefined || (mode.status >= 200 && mode.status < 300);
              entry.answered = ok ? 'accept' : 'fail';
              res
                .writeHead(mode.status ?? 200, { 'content-type': 'application/json' })
                .end(JSON.stringify(ok ? { status: 'ok', id: this.received.length } : { status: 'busy' }));
            }, mode.ms);
            req.socket.once('close', () => clearTimeout(timer));
            break;
          }
        }
      });
    });
    // NOTE: a port already taken must fail loudly (see FakeDns.start).
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => {
        this.server!.off('error', reject);
        resolve();
      });
    });
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /**
   * For tests in other processes (Playwright workers): read what arrived, set the mode, reset; and the
   * stand-ins for the third-party consent scripts, which fill their hidden fields as the real ones do.
   */
  private control(req: IncomingMessage, res: ServerResponse): void {
    const path = req.url ?? '';
    if (path === '/scripts/trustedform.js' || path === '/scripts/leadid.js') {
      const [selector, value] =
        path === '/scripts/trustedform.js'
          ? ['input[name="xxTrustedFormCertUrl"]', 'https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567']
          : ['#leadid_token', 'F00D1E55-LEAD-4D00-8000-00000000CAFE'];
      const js = `setInterval(function(){document.querySelectorAll(${JSON.stringify(selector)}).forEach(function(f){if(!f.value)f.value=${JSON.stringify(value)};});},250);`;
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(js);
      return;
    }
    if (path === '/__control/received') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(this.received));
      return;
    }
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      if (path === '/__control/mode') this.mode = safeJson(data) as unknown as NetworkMode;
      if (path === '/__control/reset') this.reset();
      res.writeHead(204).end();
    });
  }

  /** Stops answering at all (connection refused), keeping the port for a later start(). */
  async stop(): Promise<void> {
    if (!this.server) return;
    for (const req of this.hanging) req.socket.destroy();
    this.hanging.clear();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = undefined;
  }

  async waitFor(count: number, timeoutMs = 15_000, which: () => ReceivedLead[] = () => this.received): Promise<ReceivedLead[]> {
    const until = Date.now() + timeoutMs;
    while (which().length < count) {
      if (Date.now() > until) throw new Error(`fake network: expected ${count} leads, got ${which().length}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return which();
  }
}

function safeJson(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { raw: text };
  }
}
