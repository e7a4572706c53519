// The console API's answers, as docs/admin-api.md describes them.

export type Role = 'admin' | 'viewer';
import type { LeadHistoryEntry, LeadListRow, LeadNote, LeadStatus, LeadSummary } from '#domain/lead-summary.ts';
import type { LeadSelling, RevenueToday } from '#domain/selling-report.ts';

export { LEAD_STATUSES, type LeadStatus, type LeadSummary } from '#domain/lead-summary.ts';

export interface Me {
  email: string;
  role: Role;
  mail: boolean;
  /** Two-factor sign-in is required and not set up yet: this session may only set it up. */
  enrolOnly?: true;
  /** The zone every date is shown in: the account's own, else the console's. */
  timeZone: string;
  /** The account's own setting; null: it follows the console's (consoleTimeZone). */
  ownTimeZone: string | null;
  consoleTimeZone: string;
}

export interface LeadPage {
  leads: LeadListRow[];
  nextCursor: string | null;
  /** How many leads the view has; given with the first page only (null on later ones). */
  total: number | null;
}

export interface DeliveryAttempt {
  at: string;
  attempt: number;
  trigger: string;
  outcome: string;
  httpStatus: number | null;
  response: string | null;
  durationMs: number | null;
  error: string | null;
}

export interface Consent {
  text: string;
  version: string;
  at: string;
  ip: string;
  userAgent: string;
  pageUrl: string;
  certificateUrl: string | null;
  leadIdToken: string | null;
  gpc: boolean;
}

export interface LeadDetail extends LeadSummary, LeadSelling {
  address: string;
  zip: string;
  answers: Record<string, string>;
  tracking: Record<string, string | null>;
  payload: unknown;
  networkError: string | null;
  deliveredAt: string | null;
  consent: Consent | null;
  deliveries: DeliveryAttempt[];
  notes: LeadNote[];
  /** Notes and changes of disposition, oldest first. */
  history: LeadHistoryEntry[];
  /** Why the lead is held back and a resend would be refused (a privacy request, erased data), or null. */
  heldBack: string | null;
}

export interface Dashboard {
  leads: { today: number; last7Days: number; last30Days: number };
  byService: { service: string; count: number }[];
  byStatus: { status: LeadStatus; count: number }[];
  health: { deliveredShare: number | null; medianDeliverMs: number | null; queuedNow: number; failed24h: number };
  daily: { date: string; leads: number; delivered: number }[];
  revenueToday: RevenueToday;
}

export type MessageState = 'new' | 'read' | 'answered';

export interface ContactMessage {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  state: MessageState;
}

export interface MessagePage {
  messages: ContactMessage[];
  nextCursor: string | null;
}

export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  target: string | null;
  ip: string | null;
  detail: unknown;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}
