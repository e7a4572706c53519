// The console's heavy requests (exports, reports, the dashboard) are admitted a few at a time per server
// and one at a time per operator, so operators cannot, together or alone, pile up work that the database
// shares with the public site. A request that cannot start waits a little in line (a report takes well
// under a second); past that, or with the line full, it is answered 429 with Retry-After.
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface HeavyLimits {
  /** Heavy requests running at once on this server. */
  atOnce: number;
  /** Of them, one operator's (whatever number of sessions or tabs they have open). */
  perOperator: number;
  /** How long a request waits in line for its turn. */
  waitMs: number;
  /** Requests waiting at once on this server (each operator has at most one waiting). */
  maxWaiting: number;
  /** The Retry-After of a 429, in seconds. */
  retryAfterS: number;
}

export const HEAVY_LIMITS: HeavyLimits = { atOnce: 2, perOperator: 1, waitMs: 2000, maxWaiting: 6, retryAfterS: 5 };

export const BUSY = 'The server is busy with other exports and reports. Try again in a few seconds.';

interface Waiter {
  who: string;
  start(): void;
  timer: NodeJS.Timeout;
}

type Release = () => void;

export class HeavyWork {
  private running = 0;
  private readonly runningBy = new Map<string, number>();
  private readonly waiting: Waiter[] = [];

  constructor(readonly limits: HeavyLimits = HEAVY_LIMITS) {}

  private canStart(who: string): boolean {
    return this.running < this.limits.atOnce && (this.runningBy.get(who) ?? 0) < this.limits.perOperator;
  }

  private start(who: string): Release {
    this.running++;
    this.runningBy.set(who, (this.runningBy.get(who) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
      const left = this.runningBy.get(who)! - 1;
      if (left === 0) this.runningBy.delete(who);
      else this.runningBy.set(who, left);
      this.next();
    };
  }

  /** Lets the first in line whose operator has a free turn start. */
  private next(): void {
    const i = this.waiting.findIndex((w) => this.canStart(w.who));
    if (i < 0) return;
    const [w] = this.waiting.splice(i, 1);
    clearTimeout(w!.timer);
    w!.start();
  }

  /** A turn for `who`: its release, or undefined when the server is too busy (answer 429). */
  acquire(who: string): Promise<Release | undefined> {
    if (this.canStart(who)) return Promise.resolve(this.start(who));
    if (this.waiting.length >= this.limits.maxWaiting || this.waiting.some((w) => w.who === who)) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        who,
        start: () => resolve(this.start(who)),
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          resolve(undefined);
        }, this.limits.waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /**
   * A preHandler, after the role check: holds a turn until the answer is sent in full (an export's last
   * row) or the connection closes, whichever comes first; answers 429 when no turn comes.
   */
  readonly admit = async (req: FastifyRequest, reply: FastifyReply) => {
    const release = await this.acquire(req.operator!.id);
    if (!release) {
      return reply.code(429).header('retry-after', String(this.limits.retryAfterS)).send({ error: BUSY });
    }
    // NOTE: 'close' comes after the last byte is handed over, and also when the client goes away mid-way.
    reply.raw.once('close', release);
    if (reply.raw.destroyed) release();
  };
}
