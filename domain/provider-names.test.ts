// Energy provider matching: case, punctuation and "&"/"and" never matter, and the
// common names and abbreviations of a utility find it. Names as written in the data file
// (server/lookups/data/energy-providers.json).
import { describe, expect, it } from 'vitest';
import { loadProviders, searchProviders } from '#server/lookups/energy-providers.ts';
import { pickProvider, providerNameMatch } from './provider-names.ts';

const PGE = 'Pacific Gas and Electric (PG&E)';
const providers = loadProviders();

describe('provider names', () => {
  it('PG&E, PGE, Pacific Gas and Electric and Pacific Gas & Electric all find and pick PG&E', () => {
    for (const typed of ['PG&E', 'PGE', 'pge', 'Pacific Gas and Electric', 'pacific gas & electric', 'P.G.&E.']) {
      const suggestions = searchProviders(providers, typed);
      expect(
        suggestions.map((p) => p.name),
        typed,
      ).toContain(PGE);
      expect(pickProvider(suggestions, typed)?.name, typed).toBe(PGE);
    }
  });
  it('an abbreviation given in the data beats a mere match of initials', () => {
    expect(providerNameMatch(PGE, 'PGE')).toBe(2);
    expect(providerNameMatch('Portland General Electric', 'PGE')).toBe(1);
  });
  it('initials find a utility whose abbreviation the data does not give', () => {
    expect(pickProvider(searchProviders(providers, 'FPL'), 'FPL')?.name).toBe('Florida Power & Light (FPL)');
    expect(pickProvider(searchProviders(providers, 'florida power and light'), 'florida power and light')?.name).toBe(
      'Florida Power & Light (FPL)',
    );
  });
  it('a partial name is not a pick: the visitor chooses from the suggestions', () => {
    expect(searchProviders(providers, 'pacific gas').map((p) => p.name)).toContain(PGE);
    expect(pickProvider(searchProviders(providers, 'pacific gas'), 'pacific gas')).toBeUndefined();
    expect(pickProvider(searchProviders(providers, 'other'), 'other')?.name).toBe('Other');
  });
});
