// An operator's webhook receiver: a real HTTP server on loopback that records every request (headers and raw
// body, as a receiver verifies them) and answers as a test tells it: a status for each request in turn, a
// delay, or no answer at all. Signatures are checked with the Standard Webhooks reference library
// (standardwebhooks), not with the product's own code.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  /** The request's path and query. */
  path: string;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** The status this request was answered with (null: it was left hanging). */
  status: number | null;
  at: number;
}

export interface ReceiverScript {
  /** Statuses for the requests in turn; once used up, `then` (200 by default). */
  statuses?: number[];
  then?: number;
  /** Milliseconds before each answer. */
  delayMs?: number;
  /** Leave the requests hanging (never answered) while true. */
  hang?: boolean;
}

export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  script: ReceiverScript = {};
  private server: Server | undefined;
  private readonly hanging = new Set<ServerResponse>();

  get url(): string {
    const port = (this.server!.address() as AddressInfo).port;
    return `http://127.0.0.1:${port}/hooks`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  reset(script: ReceiverScript = {}): void {
    this.received.length = 0;
    this.script = script;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const entry: ReceivedWebhook = {
      path: req.url ?? '',
      id: String(req.headers['webhook-id'] ?? ''),
      timestamp: String(req.headers['webhook-timestamp'] ?? ''),
      signature: String(req.headers['webhook-signature'] ?? ''),
      body: Buffer.concat(chunks).toString('utf8'),
      status: null,
      at: Date.now(),
    };
    const index = this.received.push(entry) - 1;
    if (this.script.hang) {
      this.hanging.add(res);
      return;
    }
    const status = this.script.statuses?.[index] ?? this.script.then ?? 200;
    if (this.script.delayMs) await new Promise((r) => setTimeout(r, this.script.delayMs));
    entry.status = status;
    res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : `answer ${status}`);
  }

  /** Verifies a request with the reference library and one secret; returns the parsed body or throws. */
  static verify(secret: string, r: ReceivedWebhook): { type: string; timestamp: string; data: Record<string, unknown> } {
    return new Webhook(secret).verify(r.body, {
      'webhook-id': r.id,
      'webhook-timestamp': r.timestamp,
      'webhook-signature': r.signature,
    }) as { type: string; timestamp: string; data: Record<string, unknown> };
  }

  /** The requests answered 2xx, by webhook-id. */
  deliveredIds(): string[] {
    return this.received.filter((r) => r.status !== null && r.status < 300).map((r) => r.id);
  }
}
