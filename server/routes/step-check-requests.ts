// The wizard's step checks as the browser sends them, for the speed bench (scripts/bench-steps.ts) and
// the speed test (step-check-speed.test.ts): each must be answered within 10 ms (p95) on the
// server. Each answer is one the contract promises for that input, so a bench never times an error path.
// There is no phone or area-code request: the wizard checks area codes in the browser
// (domain/us-area-codes.ts) and the server again only when the lead is posted.

export interface StepCheckRequest {
  name: string;
  path: string;
  status: number;
}

export const STEP_CHECKS: readonly StepCheckRequest[] = [
  { name: 'zip', path: '/api/zip/90210', status: 200 },
  { name: 'zip, unknown', path: '/api/zip/00000', status: 404 },
  // Literal matches ("pacific"), and a query only an abbreviation matches ("pge" for PG&E), which
  // compares the normalised forms of every utility.
  { name: 'providers "pacific"', path: '/api/providers?q=pacific', status: 200 },
  { name: 'providers "pge"', path: '/api/providers?q=pge', status: 200 },
  // Warm: the bench and the test ask once before timing (a visitor's domain is usually a common one).
  { name: 'e-mail domain (warm)', path: '/api/email-domain?email=jane.doe%40gmail.com', status: 200 },
];

/** A route with no work of its own behind the same /api hooks: what the framework and HTTP cost. */
export const BARE_ROUTE: StepCheckRequest = { name: 'bare route (/api/privacy/gpc)', path: '/api/privacy/gpc', status: 200 };

/** The p-th percentile (0-100) of a list of times, nearest rank. */
export function percentile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
