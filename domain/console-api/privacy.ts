// The console API's privacy-queue answers and bodies (docs/admin-api.md, docs/compliance.md), defined once for
// the server's routes and the console. The request types and states are domain/privacy.ts. Times are ISO
// strings, days YYYY-MM-DD (Pacific). Only types; nothing here reaches a bundle.
import type { LeadSummary } from '../lead-summary.ts';
import type { RequestStatus, RequestType } from '../privacy.ts';

/** A request as the queue lists it (name, e-mail and phone masked for a viewer). */
export interface PrivacyRequest {
  id: string;
  reference: string;
  type: RequestType;
  typeLabel: string;
  name: string;
  email: string;
  phone: string;
  agent: string;
  gpc: boolean;
  receivedAt: string;
  receivedOn: string;
  confirmBy: string | null;
  respondBy: string;
  extendedTo: string | null;
  extensionReason: string | null;
  status: RequestStatus;
  statusReason: string;
  confirmedAt: string | null;
  closedAt: string | null;
  /** Whether the requester must prove the e-mail (the mailed link) before anything is shown or deleted. */
  needsProof: boolean;
  /** When the requester proved the e-mail, or null. */
  emailProvenAt: string | null;
  /** The next deadline the request has to meet while it is open, and whether it has passed. */
  due: string | null;
  overdue: boolean;
}

/** What a lead or message matched on: the request's e-mail (proven once the requester confirmed it) or phone (never proven). */
export interface MatchBasis {
  email: 'proven' | 'unproven' | null;
  /** A phone is never proven: no code is sent to it. */
  phone: 'unproven' | null;
}

/** A lead that carries the request's e-mail or phone: the list's fields of it, and how it matches. */
export interface PersonLead extends Pick<
  LeadSummary,
  'id' | 'createdAt' | 'service' | 'firstName' | 'lastName' | 'email' | 'phone' | 'city' | 'state'
> {
  status: string;
  erasedAt: string | null;
  match: MatchBasis;
  /** Access, deletion and correction reach it: it carries the proven e-mail. */
  proven: boolean;
  /** Why the outbox holds this lead back, while it does. */
  heldBack: string | null;
}

/** A contact message that carries the request's e-mail. */
export interface PersonMessage {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  subject: string;
  erasedAt: string | null;
  match: MatchBasis;
  proven: boolean;
}

/** A suppression the request put in place (its e-mail or phone no longer gets leads delivered). */
export interface RequestSuppression {
  id: string;
  kind: 'email' | 'phone';
  createdAt: string;
  reversedAt: string | null;
  reversedBy: string | null;
  reversedReason: string | null;
}

/** GET /api/admin/privacy/requests/:id: the request unmasked, with what it reaches. */
export interface RequestDetail extends PrivacyRequest {
  details: string;
  leads: PersonLead[];
  messages: PersonMessage[];
  suppressions: RequestSuppression[];
}

/** One run of the retention job. */
export interface RetentionRun {
  startedAt: string;
  finishedAt: string | null;
  leadsErased: number;
  messagesErased: number;
  consentsDeleted: number;
  error: string | null;
}

/** GET /api/admin/privacy/requests. */
export interface PrivacyQueue {
  /** One page: open requests due first, then closed ones newest first. */
  requests: PrivacyRequest[];
  /** Where the next page starts; null after the last. */
  nextCursor: string | null;
  counts: { open: number; closed: number };
  flaggedLeads: { id: string; createdAt: string; service: string; status: string }[];
  mail: boolean;
  retention: {
    leadRetentionDays: number;
    consentRetentionYears: number;
    runs: RetentionRun[];
  };
}

/** What …/complete, …/deny, …/extend and …/reverse-suppression take. */
export interface ReasonBody {
  reason: string;
}

/** What …/correct takes: the lead and the fields to change. */
export interface LeadCorrection {
  leadId: string;
  fields: Record<string, string>;
}

/** POST …/erase. */
export interface PrivacyErased {
  leads: number;
  messages: number;
  consentRecordsKept: boolean;
}

/** POST …/correct: the fields that changed. */
export interface LeadCorrected {
  corrected: string[];
}

/** POST …/reverse-suppression: how many held leads went back to the outbox. */
export interface SuppressionReversed {
  released: number;
}
