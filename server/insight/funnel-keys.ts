// How the funnel's counters are keyed: by UTC day and by the visit's source. The tables themselves are
// typed with every other table in server/store/schema.ts.

/** The UTC day of an epoch-millisecond time, as the counters key it. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** aff_id, else utm_source, else 'direct': the same rule the leads' source column follows. */
export function sourceOf(tracking: { aff_id?: string; utm_source?: string }): string {
  return tracking.aff_id || tracking.utm_source || 'direct';
}
