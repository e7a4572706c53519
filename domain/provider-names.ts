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
  const literal = name.toLowerCase().indexOf(query.trim().toLowerCase());
  if (literal >= 0) return literal;
  const q = normalizeProviderName(query);
  if (!q) return -1;
  const qc = compact(query);
  const positions = providerNameForms(name)
    .flatMap((form) => [form.indexOf(q), qc ? form.indexOf(qc) : -1])
    .filter((i) => i >= 0);
  return positions.length ? FORM_MATCH_OFFSET + Math.min(...positions) : -1;
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
