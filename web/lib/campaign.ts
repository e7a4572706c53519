// Campaign parameters from the ad network's landing URL: captured on whatever page the visitor lands
// on, kept for the visit in session storage, removed from the address bar, and sent with the lead.
export const CAMPAIGN_PARAMS = ['aff_id', 'transaction_id', 'sub_aff_id'] as const;
export type Campaign = Record<(typeof CAMPAIGN_PARAMS)[number], string>;

const KEY = 'campaign';

export function captureCampaign(win: Window = window): void {
  const url = new URL(win.location.href);
  const found = CAMPAIGN_PARAMS.filter((p) => url.searchParams.has(p));
  if (found.length === 0) return;
  const campaign = { ...readCampaign(win) };
  for (const p of found) {
    campaign[p] = (url.searchParams.get(p) ?? '').slice(0, 128);
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
  const empty: Campaign = { aff_id: '', transaction_id: '', sub_aff_id: '' };
  try {
    const stored = JSON.parse(win.sessionStorage.getItem(KEY) ?? '{}') as Partial<Campaign>;
    return { ...empty, ...Object.fromEntries(CAMPAIGN_PARAMS.map((p) => [p, String(stored[p] ?? '')])) };
  } catch {
    return empty;
  }
}
