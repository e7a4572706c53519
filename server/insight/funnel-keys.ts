// How the funnel's counters are keyed: by UTC hour (and the bound on new sources by UTC day) and by the
// visit's source. The tables themselves are
// typed with every other table in server/store/schema.ts.

export const HOUR_MS = 3_600_000;

/** The UTC day of an epoch-millisecond time, as the sources' daily bound keys it. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The UTC hour of an epoch-millisecond time (whole hours since 1970), as the counters key it. */
export function utcHour(ms: number): number {
  return Math.floor(ms / HOUR_MS);
}

/** aff_id, else utm_source, else 'direct': the same rule the leads' source column follows. */
export function sourceOf(tracking: { aff_id?: string; utm_source?: string }): string {
  return tracking.aff_id || tracking.utm_source || 'direct';
}
