// Retry schedule: the base delay doubling per attempt, capped at an hour, with ±20 % jitter so many
// queued leads do not hit a recovering network at the same instant. Retries stop after three days.
export const MAX_DELAY_MS = 60 * 60 * 1000;
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

export function retryDelay(attempts: number, baseMs: number, random = Math.random): number {
  const exp = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  return Math.round(exp * (0.8 + 0.4 * random()));
}
