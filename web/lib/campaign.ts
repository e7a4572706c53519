// Campaign parameters from the ad network's landing URL: captured on whatever page the visitor lands
// on, kept for the visit in session storage, removed from the address bar, and sent with the lead.
// The server forwards aff_id, transaction_id and sub_aff_id to the network; the UTM fields and click ids
// are stored with the lead for the operator only.
import { CAMPAIGN_FIELDS, type CampaignField } from '#domain/campaign-fields.ts';

export type Campaign = Record<CampaignField, string>;

const KEY = 'campaign';

/**
 * The server's bounds (LIMITS.campaign and LIMITS.token in domain/schemas.ts), so a captured value is never
 * refused with the lead. Repeated, not imported: that module would bring zod into every page's first load.
 */
const CAMPAIGN_MAX = 128;
const MAX_LENGTH: Partial<Record<CampaignField, number>> = { gclid: 512, fbclid: 512 };

export function captureCampaign(win: Window = window): void {
  const url = new URL(win.location.href);
  const found = CAMPAIGN_FIELDS.filter((p) => url.searchParams.has(p));
  if (found.length === 0) return;
  const campaign = { ...readCampaign(win) };
  for (const p of found) {
    campaign[p] = (url.searchParams.get(p) ?? '').slice(0, MAX_LENGTH[p] ?? CAMPAIGN_MAX);
    url.searchParams.delete(p);
  }
  try {
    win.sessionStorage.setItem(KEY, JSON.stringify(campaign));
  } catch {
    // Storage can be blocked (private mode); the lead is still sent without campaign ids.
  }
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
}

export function readCampaign(win: Window = window): Campaign {
  const empty = Object.fromEntries(CAMPAIGN_FIELDS.map((p) => [p, ''])) as Campaign;
  try {
    const stored = JSON.parse(win.sessionStorage.getItem(KEY) ?? '{}') as Partial<Campaign>;
    return { ...empty, ...Object.fromEntries(CAMPAIGN_FIELDS.map((p) => [p, String(stored[p] ?? '')])) };
  } catch {
    return empty;
  }
}
