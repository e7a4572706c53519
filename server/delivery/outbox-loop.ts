// What the lead deliveries and the webhook messages share as outbox workers: a timer that claims due work
// one poll at a time, the attempts under way, and the way a worker stops. A stop waits up to a grace
// period for the attempts under way, then interrupts those still waiting on the far side (the signal) and
// waits for them to hand their jobs back, so nothing is left half-recorded. What a claim and an attempt
// are is the worker's own.

export class OutboxLoop {
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();
  private polling: Promise<number> | undefined;
  private starting: Promise<void> | undefined;
  private stopped = false;
  /** Aborted when a stop's grace period runs out: attempts still waiting give up and hand back. */
  private interrupt = new AbortController();

  /** `claimAndStart` claims what there is room for, starts it through `track`, and says how many it took. */
  constructor(
    private readonly pollMs: number,
    private readonly claimAndStart: () => Promise<number>,
  ) {}

  /** Aborted once a stop's grace period is over: attempts check it before sending and while waiting. */
  get signal(): AbortSignal {
    return this.interrupt.signal;
  }

  get running(): boolean {
    return this.timer !== undefined;
  }

  /** Attempts under way (tracked), including those not started by a poll. */
  get busy(): number {
    return this.inFlight.size;
  }

  /** Starts polling; `prepare` runs first, and the first poll follows it (a stop waits for it too). */
  start(prepare?: () => Promise<void>): void {
    if (this.timer) return;
    this.stopped = false;
    this.interrupt = new AbortController();
    this.timer = setInterval(() => void this.poll(), this.pollMs);
    this.timer.unref();
    if (!prepare) {
      void this.poll();
      return;
    }
    this.starting = prepare().finally(() => (this.starting = undefined));
    void this.starting.then(() => this.poll());
  }

  /** Stops claiming and waits up to `graceMs` for the attempts under way, then interrupts the rest. */
  async stop(graceMs = Infinity): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.starting;
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => {
      if (Number.isFinite(graceMs)) timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([this.drained(), graceOver]);
    clearTimeout(timer);
    this.interrupt.abort();
    await this.drained();
  }

  /** Resolves once no poll and no attempt is under way, including those that started meanwhile. */
  private async drained(): Promise<void> {
    while (this.inFlight.size > 0 || this.polling) await Promise.allSettled([...this.inFlight, this.polling]);
  }

  /** One poll at a time; none once stopped. */
  poll(): Promise<number> {
    if (this.polling || this.stopped) return Promise.resolve(0);
    this.polling = this.claimAndStart().finally(() => (this.polling = undefined));
    return this.polling;
  }

  /** Counts an attempt as under way until it settles, so a stop waits for it. */
  track<T>(run: Promise<T>): Promise<T> {
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
    return run;
  }
}
