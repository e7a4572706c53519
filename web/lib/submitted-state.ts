// The wizard's submission as /ThankYou finds it in the history state (never in the address), or undefined.
// Plain TypeScript: web/static.ts reads it to decide whether the page needs React at all.
import type { SubmittedState } from '../wizard/use-wizard.ts';

export function submittedState(state: unknown): SubmittedState | undefined {
  const s = state as Partial<SubmittedState> | null;
  return s && typeof s.reference === 'string' && s.reference ? (s as SubmittedState) : undefined;
}
