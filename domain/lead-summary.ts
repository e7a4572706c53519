// A lead as the console's list shows it: what the server answers (server/admin/lead-queries.ts) and the
// console reads (web/admin/), one definition, so a renamed or retyped field fails the type check on both.
import type { Lang } from './language.ts';

/**
 * delivered: sold to at least one buyer (the network took it); queued: no sale yet and a post still
 * pending; rejected: every post within the visitor's wait was refused (final for those buyers); unsold: no
 * buyer was eligible or none bid; failed: posts given up after retries; not_configured: no buyer and no
 * LEAD_FORWARD_URL, held; suppressed: held back because the person opted out or revoked consent
 * (server/privacy/suppression.ts).
 */
export const LEAD_STATUSES = ['delivered', 'queued', 'rejected', 'unsold', 'failed', 'not_configured', 'suppressed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The statuses as a business owner reads them: the console and the spreadsheets say these. */
export const STATUS_LABELS: Record<LeadStatus, string> = {
  delivered: 'Delivered',
  queued: 'Queued',
  // Every buyer that was asked said no: it reached them and was turned down.
  rejected: 'Rejected by buyers',
  // No buyer was eligible for it, or none bid.
  unsold: 'Unsold',
  // Could not be delivered: every try to reach the buyer went wrong.
  failed: 'Delivery failed',
  // Nowhere to send it yet: no buyer and no network is set up.
  not_configured: 'Not sent: no buyer set up',
  // Held back by the privacy suppression list: the person opted out or revoked consent.
  suppressed: 'Held back (opted out)',
};

/**
 * The operator's own label for where a lead stands with them, set in the console (never by the server,
 * apart from sales and returns): every lead starts as `new`.
 */
export const LEAD_DISPOSITIONS = ['new', 'contacted', 'qualified', 'sold', 'returned', 'bad'] as const;
export type LeadDisposition = (typeof LEAD_DISPOSITIONS)[number];

/** The disposition as the console writes it. */
export const DISPOSITION_LABELS: Record<LeadDisposition, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  sold: 'Sold',
  returned: 'Returned',
  bad: 'Bad lead',
};

/** A note an admin wrote on a lead. */
export interface LeadNote {
  id: string;
  /** ISO 8601, UTC. */
  at: string;
  author: string;
  text: string;
}

/** An entry of a lead's history in the console: a note, or its disposition set to `text`. */
export interface LeadHistoryEntry extends LeadNote {
  kind: 'note' | 'disposition';
}

/** The most characters one note may have. */
export const MAX_NOTE_CHARS = 2000;

export interface LeadSummary {
  id: string;
  /** The short reference the visitor was shown (L-XXXX-XXXX); null only for a lead stored without one. */
  reference: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** The service's title. */
  service: string;
  status: LeadStatus;
  firstName: string;
  /** Masked for a viewer, as are email and phone. */
  lastName: string;
  email: string;
  phone: string;
  city: string;
  state: string;
  /** aff_id, utm_source or 'direct'. */
  source: string;
  host: string;
  attempts: number;
  disposition: LeadDisposition;
  /** The language of the page the lead was sent from. */
  lang: Lang;
  /** The id of the site (brand) the lead came in on. */
  site: string;
}

/** A lead's language as the console (read by operators, in English) names it. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', es: 'Spanish' };

/** A row of the console's list: the summary, its quality flags (in words) and the earlier lead it repeats. */
export interface LeadListRow extends LeadSummary {
  flags: string[];
  duplicateOf: string | null;
}

/** Newest first (the default) or oldest first. */
export const LEAD_SORTS = ['newest', 'oldest'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];
