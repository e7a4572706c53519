// Stored times are UTC milliseconds (PostgreSQL's BIGINT may arrive as a string); the APIs answer them as
// ISO 8601 UTC strings, which the console shows in the operator's zone. A time that is always there answers
// a string, one that may be missing a string or null.
export function isoTime(ms: number | string): string;
export function isoTime(ms: number | string | null): string | null;
export function isoTime(ms: number | string | null): string | null {
  return ms === null ? null : new Date(Number(ms)).toISOString();
}
