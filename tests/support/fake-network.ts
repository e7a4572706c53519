// A stand-in for the contractor network: a real HTTP server on loopback that records every lead it
// receives and answers the way a test tells it to (accept, reject, fail, hang, or be down).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type NetworkMode =
  | { kind: 'accept' }
  | { kind: 'reject'; status: number; body: unknown }
  | { kind: 'fail'; status: number }
  | { kind: 'hang' };

export interface ReceivedLead {
  body: Record<string, unknown>;
  /** How the network answered this request. */
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

  /** Requests the network answered with acceptance. */
  get accepted(): ReceivedLead[] {
    return this.received.filter((r) => r.answered === 'accept');
  }

  async start(port = this.port): Promise<this> {
    this.server = createServer((req, res) => {
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
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
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
