// How the console writes times, durations, shares and statuses. Times are shown in the operator's time
// zone (their account's, else the console's: the server says which), with the zone named, since a lead's
// time matters when calling it back.
import { findServiceByTitle } from '#domain/services.ts';
import { STATUS_LABELS } from '#domain/lead-summary.ts';
import type { LeadStatus } from '#domain/lead-summary.ts';
import { zoneLabel } from './zone-label.ts';

let dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
let dateTimeSeconds = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
let zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' });
let zoneId = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone every time is written in from now on: set once the server has said who is signed in. */
export function showTimesIn(timeZone: string) {
  if (timeZone === zoneId) return;
  zoneId = timeZone;
  dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  dateTimeSeconds = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone });
  zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short', timeZone });
}

/** The IANA zone times are written in (America/Los_Angeles). */
export const timeZoneId = () => zoneId;

/** The zone times are written in, as a person reads it. */
export const timeZoneLabel = () => zoneLabel(zoneId);
export { zoneLabel };

/** The calendar day (YYYY-MM-DD) `daysBack` days before today in the operator's zone. */
export function zoneDay(daysBack = 0, now = Date.now()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zoneId, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const day = new Date(`${parts}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysBack);
  return day.toISOString().slice(0, 10);
}
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatTime = (iso: string) => dateTime.format(new Date(iso));
export const formatTimeExact = (iso: string) => dateTimeSeconds.format(new Date(iso));
/** The operator's time zone abbreviation, e.g. "PST". */
export const timeZoneName = () => zone.formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value ?? '';
/** "Nov 3" for a YYYY-MM-DD day (a calendar day, so read in UTC and not shifted). */
export const formatDay = (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`));

/** A stored 10-digit US number as people write it, (310) 555-0109; anything else (a masked one) as it is. */
export const formatPhone = (phone: string) =>
  /^\d{10}$/.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : phone;

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

export const statusLabel = (status: string) => STATUS_LABELS[status as LeadStatus] ?? status;

/** A service as people read it ("Home Security"), from the title the API names it by ("HomeSecurity"). */
export const serviceName = (title: string) => findServiceByTitle(title)?.name ?? title;

export { plural } from '#domain/wording.ts';
