// Kysely types of the privacy tables (migrations 008 and 012), kept beside the code that uses them: the privacy
// modules see the shared tables plus these through privacyDb().
import type { Kysely } from 'kysely';
import type { RequestStatus, RequestType } from '#domain/privacy.ts';
import type { ContactMessagesTable, Database, LeadsTable } from '../store/schema.ts';

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

/** The shared tables, with the column migration 008 adds to leads and contact messages. */
export interface PrivacyDatabase extends Omit<Database, 'leads' | 'contact_messages'> {
  leads: LeadsTable & { erased_at: number | null };
  contact_messages: ContactMessagesTable & { erased_at: number | null };
  privacy_requests: PrivacyRequestsTable;
  suppressions: SuppressionsTable;
  privacy_secrets: PrivacySecretsTable;
  delivery_holds: DeliveryHoldsTable;
  privacy_flags: PrivacyFlagsTable;
  retention_runs: RetentionRunsTable;
  job_leases: JobLeasesTable;
  consent_deletion_permits: ConsentDeletionPermitsTable;
  privacy_mail_sends: PrivacyMailSendsTable;
}

/** The other way: a privacy transaction seen with the shared tables' types, for code written against them. */
export function sharedTables(db: Kysely<PrivacyDatabase>): Kysely<Database> {
  return db as unknown as Kysely<Database>;
}

export function privacyDb(db: Kysely<Database>): Kysely<PrivacyDatabase> {
  // The same connection: only the types widen, to the tables and columns migration 008 added.
  return db as unknown as Kysely<PrivacyDatabase>;
}
