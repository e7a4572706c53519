// How the console writes times, durations, shares and statuses. Times are shown in the operator's own
// time zone (the browser's), with the zone named, since a lead's time matters when calling it back.
import { findServiceByTitle } from '#domain/services.ts';
import type { LeadStatus } from './types.ts';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeSeconds = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatTime = (iso: string) => dateTime.format(new Date(iso));
export const formatTimeExact = (iso: string) => dateTimeSeconds.format(new Date(iso));
/** The browser's time zone abbreviation, e.g. "PST". */
export const timeZoneName = () => zone.formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value ?? '';
/** "Nov 3" for a YYYY-MM-DD day (a calendar day, so read in UTC and not shifted). */
export const formatDay = (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`));

export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '–';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms < 3_600_000) return `${Math.round(ms / 60_000)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}

export const formatShare = (share: number | null | undefined) =>
  share === null || share === undefined ? '–' : `${Math.round(share * 1000) / 10}%`;

export const formatCount = (n: number) => n.toLocaleString('en-US');

const STATUS_LABELS: Record<LeadStatus, string> = {
  delivered: 'Delivered',
  queued: 'Queued',
  rejected: 'Rejected',
  // No buyer was eligible for it, or none bid.
  unsold: 'Unsold',
  failed: 'Failed',
  not_configured: 'Not configured',
  // Held back by the privacy suppression list: the person opted out or revoked consent.
  suppressed: 'Held back (opted out)',
};
export const statusLabel = (status: string) => STATUS_LABELS[status as LeadStatus] ?? status;

/** A service as people read it ("Home Security"), from the title the API names it by ("HomeSecurity"). */
export const serviceName = (title: string) => findServiceByTitle(title)?.name ?? title;

export { plural } from '#domain/wording.ts';
