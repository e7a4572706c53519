// How an outbox worker stops (the lead deliveries and the webhook messages alike): it waits up to a grace
// period for the attempts under way, then interrupts those still waiting on the far side, and waits for them
// to hand their jobs back, so nothing is left half-recorded.

/** Waits for `drained` up to `graceMs`, then calls `interrupt` and waits for `drained` again. */
export async function drainWithin(drained: () => Promise<void>, graceMs: number, interrupt: () => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<void>((resolve) => {
    if (Number.isFinite(graceMs)) timer = setTimeout(resolve, graceMs);
  });
  await Promise.race([drained(), graceOver]);
  clearTimeout(timer);
  interrupt();
  await drained();
}
