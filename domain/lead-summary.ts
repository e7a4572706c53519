// A lead as the console's list shows it: what the server answers (server/admin/lead-queries.ts) and the
// console reads (web/admin/), one definition, so a renamed or retyped field fails the type check on both.

/**
 * queued: accepted, waiting for the network; delivered: the network took it; rejected: the network
 * refused it (final); not_configured: no LEAD_FORWARD_URL, held; failed: retries ran out; suppressed: held
 * back because the person opted out or revoked consent (server/privacy/suppression.ts).
 */
export const LEAD_STATUSES = ['delivered', 'queued', 'rejected', 'failed', 'not_configured', 'suppressed'] as const;
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
