// When a webhook message is tried again, and when an endpoint counts as dead: the Standard Webhooks
// schedule that Svix and others use, so an operator's receiver sees what it sees elsewhere.
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The waits after the 1st, 2nd, … failed attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h; then it has failed. */
export const RETRY_SCHEDULE_MS: readonly number[] = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];

/** The schedule's first wait; WEBHOOK_RETRY_BASE_MS scales the whole schedule from it (tests shorten it). */
export const DEFAULT_RETRY_BASE_MS = RETRY_SCHEDULE_MS[0]!;

/** How long one attempt waits for the endpoint's answer. */
export const SEND_TIMEOUT_MS = 15 * SECOND;

/** An endpoint whose attempts have all failed for this long is turned off and the admins are told. */
export const FAILING_LIMIT_MS = 5 * 24 * HOUR;

/** The wait after `attempt` failed attempts, or undefined when the message has had all its attempts. */
export function retryDelayMs(attempt: number, baseMs = DEFAULT_RETRY_BASE_MS): number | undefined {
  const step = RETRY_SCHEDULE_MS[attempt - 1];
  return step === undefined ? undefined : Math.round((step * baseMs) / DEFAULT_RETRY_BASE_MS);
}
