// A lead as the console's list shows it: what the server answers (server/admin/lead-queries.ts) and the
// console reads (web/admin/), one definition, so a renamed or retyped field fails the type check on both.

/**
 * delivered: sold to at least one buyer (the network took it); queued: no sale yet and a post still
 * pending; rejected: every post within the visitor's wait was refused (final for those buyers); unsold: no
 * buyer was eligible or none bid; failed: posts given up after retries; not_configured: no buyer and no
 * LEAD_FORWARD_URL, held; suppressed: held back because the person opted out or revoked consent
 * (server/privacy/suppression.ts).
 */
export const LEAD_STATUSES = ['delivered', 'queued', 'rejected', 'unsold', 'failed', 'not_configured', 'suppressed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

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
}
