// A stand-in for a ping-post buyer's ping endpoint: a real HTTP server on loopback that records each ping
// (body and headers) and answers as the test says, after a delay the test chooses.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BidderAnswer {
  status: number;
  body: unknown;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface ReceivedPing {
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

export class FakeBidder {
  readonly received: ReceivedPing[] = [];
  answer: BidderAnswer = { status: 200, body: { accepted: true, bid: 12.5, token: 'tok-1' } };
  #server: Server | undefined;

  get url(): string {
    return `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}/ping`;
  }

  async start(): Promise<this> {
    this.#server = createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(data) as Record<string, unknown>;
        } catch {
          body = { raw: data };
        }
        this.received.push({ body, headers: req.headers });
        const { status, body: answer, delayMs = 0 } = this.answer;
        const timer = setTimeout(() => {
          const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
          res.writeHead(status, { 'content-type': typeof answer === 'string' ? 'text/plain' : 'application/json' }).end(text);
        }, delayMs);
        req.socket.once('close', () => clearTimeout(timer));
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    if (!this.#server) return;
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server!.close(() => resolve()));
    this.#server = undefined;
  }
}
