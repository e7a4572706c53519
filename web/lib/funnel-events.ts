// The wizard's step events for the operator's funnel report: which step a
// submission saw, and its Submit. Sent with navigator.sendBeacon (or fetch keepalive where a beacon is
// refused), so it never delays the visitor, survives leaving the page, and fails silently: the counts
// are the operator's business, never the visitor's problem. No answer and no personal data is sent,
// only the random submission id, the service, the step and the visit's source (aff_id, utm_source).
import { useEffect, type RefObject } from 'react';
import { readCampaign } from './campaign.ts';

export const EVENTS_URL = '/api/events';

export interface FunnelEvent {
  submissionId: string;
  serviceId: number;
  /** 0-based step index. */
  step: number;
  kind: 'view' | 'submit';
}

export function sendFunnelEvent(event: FunnelEvent): void {
  try {
    if (!event.submissionId) return;
    const { aff_id, utm_source } = readCampaign();
    const body = JSON.stringify({ ...event, ...(aff_id && { aff_id }), ...(utm_source && { utm_source }) });
    if (navigator.sendBeacon?.(EVENTS_URL, new Blob([body], { type: 'application/json' }))) return;
    fetch(EVENTS_URL, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    }).catch(() => {});
  } catch {
    // A browser that refuses both (old, or blocking them): the step is simply not counted.
  }
}

/** Reports each step the wizard shows, once it runs in the browser with its submission id (`ready`). */
export function useStepViewEvents(serviceId: number, step: number, submissionId: RefObject<string>, ready: boolean): void {
  useEffect(() => {
    if (ready) sendFunnelEvent({ submissionId: submissionId.current, serviceId, step, kind: 'view' });
  }, [ready, serviceId, step, submissionId]);
}
