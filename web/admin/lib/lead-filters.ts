// The leads list's filters live in the address (?service=Solar&status=failed…), so a view can be
// reloaded, bookmarked or sent to a colleague; the CSV export and the bulk resend take the same set.

// 'site', then 'lang', last: addresses saved before they existed keep their order.
export const FILTER_KEYS = ['q', 'service', 'status', 'disposition', 'from', 'to', 'source', 'host', 'site', 'lang'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type LeadFilters = Partial<Record<FilterKey, string>>;

/** The filters named in a query string; unknown keys and empty values are left out. */
export function readFilters(params: URLSearchParams): LeadFilters {
  const filters: LeadFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The query string for a set of filters (without '?'), keys in a fixed order so equal views share a URL. */
export function filterQuery(filters: LeadFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

/** True when no filter narrows the list. */
export const isUnfiltered = (filters: LeadFilters) => FILTER_KEYS.every((k) => !filters[k]);
