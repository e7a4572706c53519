// The shapes of the console's insight reports, as the server computes them (server/insight/) and the
// console shows them (web/admin/insight/): one definition, so a renamed field fails the type check on both.

/** Lead quality flags: recorded at intake, never blocking a lead. */
export const QUALITY_FLAGS = ['disposable_email', 'odd_phone', 'too_fast', 'repeated_name'] as const;
export type QualityFlag = (typeof QUALITY_FLAGS)[number];

export interface FunnelStep {
  step: number;
  label: string;
  views: number;
  exits: number;
  /** exits / views, 0 to 1 (0 when nobody saw the step). */
  dropOff: number;
}

export interface FunnelReport {
  steps: FunnelStep[];
  starts: number;
  submits: number;
  accepted: number;
  delivered: number;
  /** Index (in steps) of the step with the most exits, or null when none lost anyone. */
  worstStep: number | null;
}

export interface SourceRow {
  source: string;
  campaign: string;
  leads: number;
  delivered: number;
  rejected: number;
  failed: number;
  /** Queued or held (no network configured): not decided yet. */
  waiting: number;
  duplicates: number;
  flags: Record<QualityFlag, number>;
  /** delivered / leads, 0 to 1. */
  deliveredShare: number;
  /** The network's rejection reasons, most frequent first (at most five). */
  rejections: { reason: string; count: number }[];
}
