// How a typed energy provider name is compared with the utilities' names, on the server (search and the
// lead's check) and in the wizard (the step check): visitors write "PG&E", "PGE", "pacific gas and
// electric" or "Pacific Gas & Electric" for the same company, so case, punctuation and "&"/"and" never
// matter, and a utility is also found by its abbreviation (written in parentheses in the data file, or
// made from the initials of its name).

const FILLER_WORDS = new Set(['and', 'of', 'the']);

/** Lower case, "&" read as "and", punctuation dropped, spaces collapsed. */
export function normalizeProviderName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Squeezed to letters and digits with "and" dropped, so "PG&E", "P.G.E." and "pge" compare equal. */
function compact(name: string): string {
  return normalizeProviderName(name)
    .split(' ')
    .filter((w) => !FILLER_WORDS.has(w))
    .join('');
}

/**
 * The forms a provider is known by: its full name, the name without its parenthesised part, the
 * parenthesised part ("Pacific Gas and Electric (PG&E)" gives "PG&E"), and the initials of the name
 * when it has at least two words that count ("Florida Power & Light" gives "fpl").
 */
export function providerNameForms(name: string): string[] {
  const paren = /\(([^)]*)\)/.exec(name)?.[1] ?? '';
  const base = name.replace(/\([^)]*\)/g, ' ');
  const words = normalizeProviderName(base)
    .split(' ')
    .filter((w) => w && !FILLER_WORDS.has(w));
  const forms = [normalizeProviderName(name), normalizeProviderName(base), normalizeProviderName(paren)];
  const compacts = [compact(paren), words.length >= 2 ? words.map((w) => w[0]).join('') : ''];
  return [...new Set([...forms, ...compacts].filter(Boolean))];
}

/** Where a query found only through a normalised or short form ranks: after every literal match. */
const FORM_MATCH_OFFSET = 10_000;

/**
 * Where `query` appears in a provider's name, for ordering suggestions: its position in the name as
 * written when it appears there (0 = the name starts with it); otherwise after those, by its position in
 * the normalised or short forms ("pacific gas & electric", "pge"); -1 when it matches no form.
 */
export function providerMatchPosition(name: string, query: string): number {
  return providerQueryMatcher(query)(name);
}

/**
 * providerMatchPosition for one query against many names: the query is normalised once, and a name's
 * forms may be given already made (the server keeps them for its whole list: making them for every
 * name on every keystroke cost 5-10 ms a search).
 */
export function providerQueryMatcher(query: string): (name: string, forms?: readonly string[]) => number {
  const literalQuery = query.trim().toLowerCase();
  const q = normalizeProviderName(query);
  const qc = compact(query);
  return (name, forms) => {
    const literal = name.toLowerCase().indexOf(literalQuery);
    if (literal >= 0) return literal;
    if (!q) return -1;
    let best = -1;
    for (const form of forms ?? providerNameForms(name)) {
      for (const i of [form.indexOf(q), qc ? form.indexOf(qc) : -1]) if (i >= 0 && (best < 0 || i < best)) best = i;
    }
    return best < 0 ? -1 : FORM_MATCH_OFFSET + best;
  };
}

/**
 * How surely what the visitor typed names this provider: 2 for its name or the abbreviation the data
 * file gives it (exactly, after normalising), 1 for the initials of its name, 0 for no match.
 */
export function providerNameMatch(name: string, typed: string): 0 | 1 | 2 {
  const t = normalizeProviderName(typed);
  if (!t) return 0;
  const tc = compact(typed);
  const paren = /\(([^)]*)\)/.exec(name)?.[1] ?? '';
  const base = name.replace(/\([^)]*\)/g, ' ');
  const named = [name, base, paren].filter((f) => normalizeProviderName(f));
  if (named.some((f) => normalizeProviderName(f) === t || compact(f) === tc)) return 2;
  return providerNameForms(name).includes(tc) ? 1 : 0;
}

/**
 * The one provider the typed text names, among `candidates` (the suggestions): the best match when no
 * other is as good, else undefined (the visitor then picks from the list). "PG&E" is Pacific Gas and
 * Electric, whose abbreviation it is, not Portland General Electric, whose initials it also is.
 */
export function pickProvider<P extends { name: string }>(candidates: readonly P[], typed: string): P | undefined {
  const scored = candidates.map((p) => ({ p, score: providerNameMatch(p.name, typed) })).filter((x) => x.score > 0);
  const best = Math.max(0, ...scored.map((x) => x.score));
  const top = scored.filter((x) => x.score === best);
  return top.length === 1 ? top[0]!.p : undefined;
}
