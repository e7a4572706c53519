import type { Generated } from 'kysely';
import type { Lang } from '#domain/language.ts';
import type { MessageState } from '#domain/console-api.ts';
import type { LeadDisposition, LeadStatus } from '#domain/lead-summary.ts';
import type { RequestStatus, RequestType } from '#domain/privacy.ts';
import type { RevenueGroup } from '#domain/selling-report.ts';

// Table types for Kysely, matching migrations/*.sql: every table of the one database, in one Database type.
export interface LeadsTable {
  id: string;
  submission_id: string;
  service_id: number;
  status: LeadStatus;
  payload: string;
  network_error: string | null;
  created_at: number;
  updated_at: number;
  delivered_at: number | null;
  /** The host name the lead was submitted on (an operator may run several branded sites). */
  host: Generated<string>;
  first_name: Generated<string>;
  last_name: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  /** aff_id, else utm_source, else 'direct'. */
  source: Generated<string>;
  /** JSON: the visit's campaign fields. */
  tracking: Generated<string>;
  /** JSON: question id -> the label the visitor chose or typed. */
  answers: Generated<string>;
  /** How many of the lead's sale slots are taken (pending or sold). */
  sales_reserved: Generated<number>;
  /**
   * The short reference (L-XXXX-XXXX, server/store/lead-reference.ts), unique. LeadStore always writes one;
   * null only for a row written some other way (a bench's bare insert).
   */
  reference: Generated<string | null>;
  /** The street address and ZIP the visitor gave (migration 014; older leads were filled from their payload). */
  address: Generated<string>;
  zip: Generated<string>;
  /** When the lead's personal data was erased (a privacy request or the retention job), or null. */
  erased_at: number | null;
  /** The operator's own label (domain/lead-summary.ts); 'new' until someone sets one. */
  disposition: Generated<LeadDisposition>;
  /** Computed by the engine (migration 018): the phone's last four digits and the e-mail's domain, indexed. */
  phone_last4: Generated<string | null>;
  email_domain: Generated<string | null>;
  /** The id of the site (brand) whose host the lead came in on (migration 019; 'default' before). */
  site_id: Generated<string>;
  /** The language of the page the lead was sent from (migration 020; 'en' before). */
  lang: Generated<Lang>;
}

export interface LeadNotesTable {
  id: string;
  lead_id: string;
  /** 'note': text is the note; 'disposition': text is the disposition it was set to. */
  kind: 'note' | 'disposition';
  /** The operator's e-mail (or 'token'). */
  author: string;
  text: string;
  created_at: number;
}

export interface SavedViewsTable {
  id: string;
  operator_id: string;
  name: string;
  /** The list's filters as a query string. */
  filters: string;
  created_at: number;
}

// The statuses are the console's too, so they are defined in domain/lead-summary.ts.
export type { LeadStatus };

export interface ConsentRecordsTable {
  lead_id: string;
  consent_text: string;
  consent_version: string;
  consented_at: number;
  ip: string;
  user_agent: string;
  page_url: string;
  trustedform_cert_url: string;
  leadid_token: string;
  /** 1 when the browser sent Sec-GPC: 1 with the lead. */
  gpc_signal: number;
  /** The site whose consent text the visitor agreed to (migration 019; 'default' before). */
  site_id: Generated<string>;
  /** The language of the consent text the visitor was shown, consent_text (migration 020; 'en' before). */
  lang: Generated<Lang>;
}

// suppressed: the person is on the privacy suppression list; never claimed until an admin reverses it.
export type JobState = 'pending' | 'held' | 'done' | 'suppressed';

/**
 * The contractor network's buyer id: every job and attempt stored before buyers existed is its (the default
 * of migration 014), and LEAD_FORWARD_URL is posted under it while no other buyer is configured.
 */
export const NETWORK_BUYER_ID = 'network';

/** One job per (lead, buyer). */
export interface DeliveryJobsTable {
  lead_id: string;
  buyer_id: Generated<string>;
  state: JobState;
  attempts: number;
  next_attempt_at: number;
  lease_until: number | null;
  last_error: string | null;
  created_at: number;
  /** Fencing token of the current lease; an outcome is written only with the token it was claimed with. */
  lease_token: Generated<string | null>;
  /** The trigger the next attempt is recorded with: 'retry', or 'resend' when an operator asked. */
  next_trigger: Generated<'retry' | 'resend'>;
}

export type AttemptTrigger = 'first' | 'retry' | 'resend';
export type AttemptOutcome = 'delivered' | 'rejected' | 'retry' | 'failed';

/** One delivery attempt, written once when it ends. */
export interface DeliveryAttemptsTable {
  id: string;
  lead_id: string;
  buyer_id: Generated<string>;
  /**
   * 1 for an attempt whose answer decided the job; 0 for a request the buyer was sent whose answer did not
   * count (its lease had run out and another attempt held the job, or a shutdown stopped waiting for it).
   */
  counted: Generated<number>;
  attempt: number;
  trigger: AttemptTrigger;
  started_at: number;
  duration_ms: number;
  http_status: number | null;
  /** The network's answer body, bounded. */
  response: string | null;
  outcome: AttemptOutcome;
  error: string | null;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: number;
  state: Generated<MessageState>;
  /** When the message's personal data was erased, or null. */
  erased_at: number | null;
  /** The site whose contact form it was sent from (migration 019). */
  site_id: Generated<string>;
  /** The language of the page it was sent from, and of the e-mails it is answered with (migration 020). */
  lang: Generated<Lang>;
}

export type { MessageState } from '#domain/console-api.ts';

export type OperatorRole = 'admin' | 'viewer';

/** A person with a console account. */
export interface OperatorsTable {
  id: string;
  email: string;
  role: OperatorRole;
  /** 'scrypt$N$r$p$salt$hash' */
  password_hash: string;
  created_at: number;
  password_changed_at: number;
  /** The TOTP secret (base32), sealed (server/admin/totp-secrets.ts); null while two-factor sign-in is off. */
  totp_secret_sealed: string | null;
  /** A secret being set up: used by nothing until a code from it confirms it. */
  totp_pending_sealed: string | null;
  totp_enabled_at: number | null;
  /** The 30-second step of the last code accepted: a code of that step or an earlier one is refused. */
  totp_last_step: number | null;
  /** The IANA zone the account reads the console in; null: CONSOLE_TIME_ZONE. */
  time_zone: Generated<string | null>;
}

/** Ten per account while two-factor sign-in is on; each works once. */
export interface OperatorRecoveryCodesTable {
  operator_id: string;
  /** SHA-256 (hex) of the code without dashes, upper case. */
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

export type PasswordLinkPurpose = 'invite' | 'reset';

/** A one-time link to choose a password. */
export interface OperatorPasswordLinksTable {
  /** SHA-256 (hex) of the link's token; the token itself is shown once to the admin. */
  token_hash: string;
  operator_id: string;
  purpose: PasswordLinkPurpose;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** Who made the link (an operator's e-mail, or the CLI's user). */
  created_by: string;
}

/** A console-wide setting an admin changes (server/admin/console-settings.ts). */
export interface ConsoleSettingsTable {
  name: string;
  value: string;
  updated_at: number;
  updated_by: string;
}

export interface AdminSessionsTable {
  /** SHA-256 (hex) of the cookie's token; the token itself is never stored. */
  token_hash: string;
  operator_id: string;
  created_at: number;
  last_seen_at: number;
}

/** A failed sign-in, once per account and once per IP; scope_key is a hash of either. */
export interface SignInFailuresTable {
  id: string;
  scope_key: string;
  at: number;
}

/** Written once, never changed (triggers refuse UPDATE and DELETE). */
export interface AuditLogTable {
  id: string;
  at: number;
  actor: string;
  action: string;
  target: string;
  ip: string;
  detail: string;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: number;
}

// The privacy rights' tables (migrations 008 and 012: docs/compliance.md).
export interface PrivacyRequestsTable {
  id: string;
  /** What the visitor is shown and quotes: PR-XXXX-XXXX. */
  reference: string;
  type: RequestType;
  name: string;
  email: string;
  /** 10 digits, or ''. */
  phone: string;
  details: string;
  /** The authorized agent's name, or ''. */
  agent: string;
  gpc_signal: number;
  received_at: number;
  /** YYYY-MM-DD, Pacific time. */
  received_on: string;
  confirm_by: string | null;
  respond_by: string;
  extended_to: string | null;
  extension_reason: string | null;
  status: RequestStatus;
  status_reason: string;
  confirmed_at: number | null;
  closed_at: number | null;
  /** SHA-256 (hex) of the token in the e-mail confirmation link; null once used, or for requests that need none. */
  email_token_hash: string | null;
  email_token_expires_at: number | null;
  /** When the requester confirmed the e-mail by the link sent to it: only then is it proven. */
  email_verified_at: number | null;
  /** The site whose privacy form it was made on (migration 019). */
  site_id: Generated<string>;
  /** The language of the page it was made on, and of the e-mails sent about it (migration 020). */
  lang: Generated<Lang>;
}

export interface SuppressionsTable {
  id: string;
  kind: 'email' | 'phone';
  /** HMAC-SHA-256 (hex) of the normalised value. */
  value_hash: string;
  request_id: string;
  created_at: number;
  reversed_at: number | null;
  reversed_by: string | null;
  reversed_reason: string | null;
  /** 1: the e-mail hashed as typed (lower-cased); 2: in its canonical form (see canonicalEmail). */
  hash_form: number;
}

export interface PrivacyMailSendsTable {
  /** HMAC of the recipient's canonical address. */
  recipient_hash: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  sent: number;
}

export interface PrivacySecretsTable {
  name: string;
  value: string;
  created_at: number;
}

export interface DeliveryHoldsTable {
  id: string;
  lead_id: string;
  suppression_id: string;
  at: number;
  reason: string;
  released_at: number | null;
}

export interface PrivacyFlagsTable {
  lead_id: string;
  suppression_id: string;
  at: number;
}

export interface RetentionRunsTable {
  id: string;
  started_at: number;
  finished_at: number | null;
  leads_erased: number;
  messages_erased: number;
  consents_deleted: number;
  error: string | null;
}

export interface JobLeasesTable {
  name: string;
  holder: string;
  lease_until: number;
}

export interface ConsentDeletionPermitsTable {
  id: string;
  before_ms: number;
}

// The funnel insight's tables (migrations 009 and 013).
export type FunnelKind = 'view' | 'submit';

/** funnel_counts summed per whole UTC day (migration 024), kept by triggers; the funnel report's long periods. */
export interface FunnelDaysTable {
  /** Whole UTC days since 1970 (funnel_counts.hour / 24). */
  day: number;
  service_id: number;
  step: number;
  source: string;
  kind: FunnelKind;
  site_id: string;
  count: number;
}

export interface FunnelCountsTable {
  /** Whole UTC hours since 1970 (the event's time / 3,600,000), as report_hours keys them (migration 022). */
  hour: number;
  service_id: number;
  step: number;
  source: string;
  kind: FunnelKind;
  count: number;
  /** The site the steps were shown on; part of the key (migration 019), so brands' counts never merge. */
  site_id: string;
}

export interface FunnelSeenTable {
  submission_hash: string;
  /** -1 with kind 'trap': the bot trap caught this submission. */
  step: number;
  kind: FunnelKind | 'trap';
  /** The UTC hour of the counter the step was added to. */
  hour: number;
  service_id: number;
  source: string;
  expires_at: number;
  /** The site of the counter the step was added to (taken back from there if the bot trap catches it). */
  site_id: string;
}

/** The sources counted on a UTC day (their number is bounded per day). */
export interface FunnelSourcesTable {
  day: string;
  source: string;
}

export interface LeadInsightTable {
  lead_id: string;
  created_at: number;
  /** utm_campaign of the visit, '' when none. */
  campaign: string;
  /** The earlier lead with the same phone or e-mail within DUPLICATE_WINDOW_DAYS. */
  duplicate_of: string | null;
  disposable_email: number;
  odd_phone: number;
  too_fast: number;
  repeated_name: number;
}

export interface AlertSendsTable {
  kind: string;
  last_sent_at: number;
}

/** A place (an IP, or an IPv6 /64) an account has signed in from before; source_key hashes the pair, so neither is listed. */
export interface SignInKnownSourcesTable {
  source_key: string;
  last_success_at: number;
}

/** A buyer of leads (server/selling/buyer-rules.ts is what deciding reads of it). */
export interface BuyersTable {
  id: string;
  name: string;
  active: number;
  mode: 'post' | 'ping-post';
  post_url: string;
  ping_url: string | null;
  price_cents: number;
  min_bid_cents: number;
  timeout_ms: number;
  /** JSON: header name -> sealed value. */
  headers_sealed: string;
  /** JSON: the buyer's filters, schedule, caps and budget. */
  rules: string;
  time_zone: string;
  exclusive_only: number;
  priority: number;
  bid_penalty_bp: number;
  return_window_days: number;
  max_return_rate_bp: number;
  returns_need_approval: number;
  key_hash: string | null;
  created_at: number;
  updated_at: number;
}

export type UsagePeriod = 'day' | 'week' | 'month';

export interface BuyerUsageTable {
  buyer_id: string;
  period: UsagePeriod;
  period_start: number;
  leads: number;
  cents: number;
}

export type SaleState = 'pending' | 'sold' | 'refused' | 'failed';

export interface SalesTable {
  lead_id: string;
  buyer_id: string;
  price_cents: number;
  state: SaleState;
  reserved_at: number;
  settled_at: number | null;
  day_start: number;
  week_start: number;
  month_start: number;
  ping_token: string | null;
}

export interface SaleReturnsTable {
  id: string;
  lead_id: string;
  buyer_id: string;
  reason: string;
  note: string;
  state: 'pending' | 'accepted' | 'refused';
  requested_by: string;
  price_cents: number;
  created_at: number;
  decided_at: number | null;
}

export interface AuctionEntriesTable {
  lead_id: string;
  buyer_id: string;
  buyer_name: string;
  outcome: string;
  reason: string | null;
  bid_cents: number | null;
  answer_ms: number | null;
  post_status: number | null;
  post_answer: string | null;
  at: number;
}

/** An operator's webhook endpoint (docs/webhooks.md). */
export interface WebhookEndpointsTable {
  id: string;
  url: string;
  description: Generated<string>;
  /** JSON: the event types it wants. */
  events: string;
  active: number;
  /** The signing secret, sealed (server/webhooks/webhook-secrets.ts). */
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_until: number | null;
  disabled_reason: 'gone' | 'failing' | null;
  disabled_at: number | null;
  failing_since: number | null;
  created_at: number;
  updated_at: number;
}

export type WebhookMessageState = 'pending' | 'delivered' | 'failed';
export type WebhookTrigger = 'first' | 'retry' | 'resend';
export type WebhookOutcome = 'delivered' | 'retry' | 'failed' | 'gone';

/** One event for one endpoint: the webhook outbox's row; `id` is the webhook-id header. */
export interface WebhookMessagesTable {
  id: string;
  endpoint_id: string;
  event_type: string;
  body: string;
  lead_id: string | null;
  contact_id: string | null;
  state: WebhookMessageState;
  attempts: number;
  next_attempt_at: number;
  next_trigger: WebhookTrigger;
  lease_until: number | null;
  lease_token: string | null;
  last_status: number | null;
  last_error: string | null;
  created_at: number;
  finished_at: number | null;
}

export interface WebhookAttemptsTable {
  id: string;
  message_id: string;
  endpoint_id: string;
  attempt: number;
  trigger: WebhookTrigger;
  started_at: number;
  duration_ms: number;
  http_status: number | null;
  response: string | null;
  error: string | null;
  outcome: WebhookOutcome;
  counted: number;
}

/**
 * The leads of one UTC hour by service, source, campaign, status and (rejected) reason, with their insight
 * flags (migration 021): what the reports add up. Kept exact by triggers; a row may hold 0 leads.
 */
export interface ReportHoursTable {
  /** created_at / 3,600,000 (whole UTC hours since 1970). */
  hour: number;
  service_id: number;
  source: string;
  /** The lead's utm_campaign from lead_insight, '' while it has none. */
  campaign: string;
  status: LeadStatus;
  /** The network's reason for a rejected lead, '' otherwise. */
  reason: string;
  leads: number;
  duplicates: number;
  disposable_email: number;
  odd_phone: number;
  too_fast: number;
  repeated_name: number;
}

/**
 * The revenue report's sums per UTC hour (migration 023), one row per grouping's key: see the migration for
 * what each column counts. Kept by triggers on leads, sales and sale_returns.
 */
export interface SaleHoursTable {
  /** How the row's hour is grouped: 'day' (the hour's totals), 'service', 'source', 'state' or 'buyer'. */
  dimension: RevenueGroup;
  /** The leads' created_at / 3,600,000 (whole UTC hours since 1970). */
  hour: number;
  site_id: string;
  lang: Lang;
  /** '' for 'day'; the service id as text, the source, the state or the buyer id. */
  group_key: string;
  /** Accepted leads (0 in the buyer rows). */
  leads: number;
  sold: number;
  revenue_cents: number;
  returned: number;
  returned_cents: number;
}

export interface Database {
  leads: LeadsTable;
  consent_records: ConsentRecordsTable;
  delivery_jobs: DeliveryJobsTable;
  delivery_attempts: DeliveryAttemptsTable;
  contact_messages: ContactMessagesTable;
  operators: OperatorsTable;
  admin_sessions: AdminSessionsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  operator_password_links: OperatorPasswordLinksTable;
  console_settings: ConsoleSettingsTable;
  lead_notes: LeadNotesTable;
  saved_views: SavedViewsTable;
  sign_in_failures: SignInFailuresTable;
  audit_log: AuditLogTable;
  schema_migrations: SchemaMigrationsTable;
  privacy_requests: PrivacyRequestsTable;
  suppressions: SuppressionsTable;
  privacy_secrets: PrivacySecretsTable;
  delivery_holds: DeliveryHoldsTable;
  privacy_flags: PrivacyFlagsTable;
  retention_runs: RetentionRunsTable;
  job_leases: JobLeasesTable;
  consent_deletion_permits: ConsentDeletionPermitsTable;
  privacy_mail_sends: PrivacyMailSendsTable;
  funnel_counts: FunnelCountsTable;
  funnel_days: FunnelDaysTable;
  funnel_seen: FunnelSeenTable;
  funnel_sources: FunnelSourcesTable;
  lead_insight: LeadInsightTable;
  alert_sends: AlertSendsTable;
  sign_in_known_sources: SignInKnownSourcesTable;
  buyers: BuyersTable;
  buyer_usage: BuyerUsageTable;
  sales: SalesTable;
  sale_returns: SaleReturnsTable;
  auction_entries: AuctionEntriesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_messages: WebhookMessagesTable;
  webhook_attempts: WebhookAttemptsTable;
  report_hours: ReportHoursTable;
  sale_hours: SaleHoursTable;
}
