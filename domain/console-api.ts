// The console API's answers (docs/admin-api.md), defined once: the server's routes return these shapes and
// the console (web/admin/) reads them, so a renamed or retyped field fails the type check on both sides
// instead of showing as a blank cell. Only types; nothing here reaches a bundle. The other screens' answers
// are beside it, one file an area (domain/console-api/), and the accounts' in domain/accounts-api.ts.
import type { LeadHistoryEntry, LeadListRow, LeadNote, LeadStatus, LeadSummary } from './lead-summary.ts';
import type { LeadSelling, RevenueToday } from './selling-report.ts';

export type ConsoleRole = 'admin' | 'viewer';

/** GET /api/admin/me: who is signed in. */
export interface Me {
  email: string;
  role: ConsoleRole;
  mail: boolean;
  /** Two-factor sign-in is required and not set up yet: this session may only set it up. */
  enrolOnly?: true;
  /** The zone every date is shown in: the account's own, else the console's. */
  timeZone: string;
  /** The account's own setting; null: it follows the console's (consoleTimeZone). */
  ownTimeZone: string | null;
  consoleTimeZone: string;
}

/** A list that comes a page at a time: the cursor for the next page, null after the last. */
export interface CursorPage {
  nextCursor: string | null;
}

/** GET /api/admin/leads. */
export interface LeadPage extends CursorPage {
  leads: LeadListRow[];
  /** How many leads the view has; given with the first page only (null on later ones). */
  total: number | null;
}

/** One request sent for a lead, to one buyer (or the network). */
export interface DeliveryAttempt {
  buyerId: string;
  /** False for an attempt whose answer did not decide the delivery job. */
  counted: boolean;
  at: string;
  attempt: number;
  trigger: string;
  outcome: string;
  httpStatus: number | null;
  response: string | null;
  durationMs: number | null;
  error: string | null;
}

/** The consent record of a lead (its personal parts masked for a viewer). */
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

/** GET /api/admin/leads/:id. */
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

/** GET /api/admin/dashboard. */
export interface Dashboard {
  leads: { today: number; last7Days: number; last30Days: number };
  byService: { service: string; count: number }[];
  byStatus: { status: LeadStatus; count: number }[];
  health: { deliveredShare: number | null; medianDeliverMs: number | null; queuedNow: number; failed24h: number };
  daily: { date: string; leads: number; delivered: number }[];
  /** The zone the days are counted in. */
  timeZone: string;
  revenueToday: RevenueToday;
}

export type MessageState = 'new' | 'read' | 'answered';

/** A contact-form message (name and e-mail masked for a viewer). */
export interface ContactMessage {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  state: MessageState;
}

/** GET /api/admin/messages. */
export interface MessagePage extends CursorPage {
  messages: ContactMessage[];
}

export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  target: string | null;
  ip: string | null;
  detail: unknown;
}

/** GET /api/admin/audit. */
export interface AuditPage extends CursorPage {
  entries: AuditEntry[];
}
