// The console API's answers, as docs/admin-api.md describes them.

export type Role = 'admin' | 'viewer';
import type { LeadStatus, LeadSummary } from '#domain/lead-summary.ts';
import type { LeadSelling, RevenueToday } from '#domain/selling-report.ts';

export { LEAD_STATUSES, type LeadStatus, type LeadSummary } from '#domain/lead-summary.ts';

export interface Me {
  email: string;
  role: Role;
  mail: boolean;
  /** Two-factor sign-in is required and not set up yet: this session may only set it up. */
  enrolOnly?: true;
}

export interface LeadPage {
  leads: LeadSummary[];
  nextCursor: string | null;
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
