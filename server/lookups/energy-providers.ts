// Energy provider suggestions for the Solar wizard, from a data file of US electric utilities that an
// operator can edit (server/lookups/data/energy-providers.json), plus 'Other'.
import { readFileSync } from 'node:fs';
import type { ProviderSuggestion } from '#domain/api-types.ts';
import { providerNameForms, providerQueryMatcher } from '#domain/provider-names.ts';

export type Provider = ProviderSuggestion;

export const OTHER_PROVIDER: Provider = { id: 0, name: 'Other' };
const MAX_RESULTS = 20;

export function loadProviders(file = new URL('./data/energy-providers.json', import.meta.url)): Provider[] {
  const rows = JSON.parse(readFileSync(file, 'utf8')) as { id: number; name: string }[];
  return [...rows.map(({ id, name }) => ({ id, name })), OTHER_PROVIDER];
}

/**
 * Names starting with the query first, then by where the query appears, then alphabetically. Case,
 * punctuation and "&"/"and" are ignored, and abbreviations count (domain/provider-names.ts).
 */
export function searchProviders(providers: readonly Provider[], query: string): Provider[] {
  if (!query.trim()) return [];
  const at = providerQueryMatcher(query);
  return indexed(providers)
    .map(({ p, forms }) => ({ p, at: at(p.name, forms) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || a.at - b.at || a.p.name.localeCompare(b.p.name))
    .slice(0, MAX_RESULTS)
    .map((x) => x.p);
}

// Each list's names in all their forms, made once: a search then only compares strings.
const indexes = new WeakMap<readonly Provider[], { p: Provider; forms: string[] }[]>();
function indexed(providers: readonly Provider[]) {
  let index = indexes.get(providers);
  if (!index) indexes.set(providers, (index = providers.map((p) => ({ p, forms: providerNameForms(p.name) }))));
  return index;
}

/** The provider a visitor must have picked: an exact (case-insensitive) name match. */
export function findProvider(providers: readonly Provider[], name: string): Provider | undefined {
  const wanted = name.trim().toLowerCase();
  return providers.find((p) => p.name.toLowerCase() === wanted);
}
