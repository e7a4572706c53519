// The console API's answers (docs/admin-api.md), defined once: the server's routes return these shapes and
// the console (web/admin/) reads them, so a renamed or retyped field fails the type check on both sides
// instead of showing as a blank cell. Only types; nothing here reaches a bundle. The other screens' answers
// are beside it, one file an area (domain/console-api/), and the accounts' in domain/accounts-api.ts.
import type { LeadDisposition, LeadHistoryEntry, LeadListRow, LeadNote, LeadStatus, LeadSummary } from './lead-summary.ts';
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

/** POST /api/admin/session, once signed in. */
export interface SignedIn {
  email: string;
  role: ConsoleRole;
}

/** POST /api/admin/leads/:id/resend: the lead's status once the resend is queued. */
export interface Resent {
  status: string;
}

/** POST /api/admin/leads/resend without `confirm`: what a bulk resend of the view would send, in words. */
export interface ResendPreview {
  count: number;
  byStatus: { status: LeadStatus; label: string; count: number }[];
  sample: { id: string; reference: string | null; status: LeadStatus }[];
  message: string;
}

/** POST /api/admin/leads/resend with `confirm`: how many leads were queued. */
export interface ResendQueued {
  queued: number;
}

/** PATCH /api/admin/leads/:id: the lead's disposition as set. */
export interface DispositionSet {
  id: string;
  disposition: LeadDisposition;
}

/** POST /api/admin/leads/disposition: how many of the found leads changed, in words too. */
export interface DispositionsSet {
  changed: number;
  found: number;
  message: string;
}

/** A named filter set of one account (GET/POST /api/admin/saved-views). */
export interface SavedView {
  id: string;
  name: string;
  /** The filters as a query string. */
  filters: string;
  createdAt: string;
}

export interface SavedViews {
  views: SavedView[];
}

/** PUT /api/admin/me/time-zone: the zone now shown, and the account's own setting (null: the console's). */
export interface TimeZoneSet {
  timeZone: string;
  ownTimeZone: string | null;
}

/** POST /api/admin/messages/:id: the message's state as set. */
export interface MessageStateSet {
  state: MessageState;
}

/** GET /api/admin/launch-check (admins): what would embarrass the operator at launch, one line each. */
export interface LaunchCheck {
  problems: { check: string; message: string }[];
}

/** GET /api/admin/sites: the brands this deployment serves, for the site picker. */
export interface SiteList {
  sites: { id: string; brand: string }[];
}
