// Stand-ins for lead buyers: one real HTTP server on loopback that answers as many buyers as a test names,
// each at /<name>/ping and /<name>/post, the way a test tells it to (bid so much after so long, decline,
// fail; take the post, refuse it, fail it, hold it). Every request is recorded with its headers, so a test
// can check what a buyer was sent and what it was not.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PingBehaviour {
  /** The bid in dollars (a number or a decimal string); undefined: `{ accepted: false }`. */
  bid?: number | string;
  /** Waits this long before answering. */
  delayMs?: number;
  /** Waits a random time in [min, max) ms instead (a buyer whose answers vary, for benches). */
  delayRangeMs?: readonly [number, number];
  /** Answers with this status (and no bid) instead. */
  status?: number;
  token?: string;
}

export type PostBehaviour =
  { kind: 'accept' } | { kind: 'reject'; status: number; body: unknown } | { kind: 'fail'; status: number } | { kind: 'slow'; ms: number };

export interface Received {
  buyer: string;
  kind: 'ping' | 'post';
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
  at: number;
}

interface BuyerBehaviour {
  ping: PingBehaviour;
  /** Answers given to posts in turn; the last one repeats. */
  posts: PostBehaviour[];
  postCount: number;
}

export class FakeBuyers {
  readonly received: Received[] = [];
  private readonly behaviours = new Map<string, BuyerBehaviour>();
  private server: Server | undefined;
  private port = 0;
  private readonly open = new Set<IncomingMessage>();

  /** Sets how a buyer answers (its ping, then its posts in turn). */
  set(name: string, ping: PingBehaviour, ...posts: PostBehaviour[]): void {
    this.behaviours.set(name, { ping, posts: posts.length ? posts : [{ kind: 'accept' }], postCount: 0 });
  }

  pingUrl(name: string): string {
    return `http://127.0.0.1:${this.port}/${name}/ping`;
  }

  postUrl(name: string): string {
    return `http://127.0.0.1:${this.port}/${name}/post`;
  }

  pings(name?: string): Received[] {
    return this.received.filter((r) => r.kind === 'ping' && (name === undefined || r.buyer === name));
  }

  posts(name?: string): Received[] {
    return this.received.filter((r) => r.kind === 'post' && (name === undefined || r.buyer === name));
  }

  reset(): void {
    this.received.length = 0;
    this.behaviours.clear();
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const [, name = '', kind] = (req.url ?? '').split('/');
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(data) as Record<string, unknown>;
        } catch {
          body = { raw: data };
        }
        const b = this.behaviours.get(name);
        if (!b || (kind !== 'ping' && kind !== 'post')) return res.writeHead(404).end();
        this.received.push({ buyer: name, kind, body, headers: req.headers, at: Date.now() });
        const json = (status: number, value: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        if (kind === 'ping') {
          const p = b.ping;
          const answer = () => {
            if (p.status !== undefined) return json(p.status, { error: 'busy' });
            if (p.bid === undefined) return json(200, { accepted: false });
            json(200, { accepted: true, bid: p.bid, token: p.token ?? `${name}-token` });
          };
          const delay = p.delayRangeMs ? p.delayRangeMs[0] + Math.random() * (p.delayRangeMs[1] - p.delayRangeMs[0]) : p.delayMs;
          if (!delay) return answer();
          this.later(req, delay, answer);
          return;
        }
        const post = b.posts[Math.min(b.postCount, b.posts.length - 1)]!;
        b.postCount++;
        switch (post.kind) {
          case 'accept':
            return json(200, { status: 'ok' });
          case 'reject':
            return json(post.status, post.body);
          case 'fail':
            return res.writeHead(post.status, { 'content-type': 'text/plain' }).end('upstream error');
          case 'slow':
            this.later(req, post.ms, () => json(200, { status: 'ok' }));
        }
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** Answers after `ms`, unless the connection closes first (a kept-alive socket carries many requests). */
  private later(req: IncomingMessage, ms: number, answer: () => void): void {
    this.open.add(req);
    const dropped = () => clearTimeout(timer);
    const timer = setTimeout(() => {
      this.open.delete(req);
      req.socket.off('close', dropped);
      answer();
    }, ms);
    req.socket.once('close', dropped);
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    for (const req of this.open) req.socket.destroy();
    this.open.clear();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = undefined;
  }
}
