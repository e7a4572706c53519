// A question's choices: each option's stable id, its English label and the network's code for it, and the
// helpers the catalogue writes its option lists with. Apart from the questions (domain/questions/), so the
// contact steps and the wizard's answer handling need not carry every service's lists.

/**
 * A choice: its stable id (what the wizard posts, what is stored, what translations are keyed by), its
 * English label as shown to the visitor, and the network's code for it ('' = no code). Ids are unique within
 * a question, readable kebab-case, never a bare number (so never mistaken for a code), and never change once
 * published: rewording or translating an option changes neither what the API accepts nor what stored leads
 * mean (docs/decisions/014-option-ids.md).
 */
export interface Option {
  readonly id: string;
  readonly label: string;
  readonly code: number | '';
}

/**
 * An option as the catalogue writes it: its English label alone when its id is the label's slug (what it
 * was when the option got its id), or [id, label] when the id is not the slug of the label shown, which is
 * the case for every option reworded since: domain/option-ids.test.ts pins every id, so rewording a label
 * fails there until its old id is written next to it. (The slugs are not written out for the rest to keep
 * the wizard's first load within its budget: the ids would repeat every label in other letters.)
 */
export type OptionEntry = string | readonly [id: string, label: string];

/** The id an option got from its English label: lower case, words joined by '-', '$' as 'usd-', '+' as '-plus'. */
export function slugOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/\$/g, 'usd-')
    .replace(/\+/g, '-plus')
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** An entry as [id, label]: its id written out, or else the slug of its label. */
export const idAndLabel = (entry: OptionEntry): readonly [string, string] => (typeof entry === 'string' ? [slugOf(entry), entry] : entry);

/**
 * Options coded by their 1-based position, as the network codes its own lists; labels past `codedCount`
 * have no code. Every coded list must be the network's list in its order: docs/network-payload.md gives
 * each code's meaning, and domain/network-payload.test.ts fails when a list drifts from it.
 */
export function positional(entries: readonly OptionEntry[], codedCount = entries.length): Option[] {
  return entries.map((entry, i) => {
    const [id, label] = idAndLabel(entry);
    return { id, label, code: i < codedCount ? i + 1 : '' };
  });
}

/** Options with explicit codes, for lists whose coded order differs from the order shown. */
export function coded(entries: readonly (readonly [id: string, label: string, code: number])[]): Option[] {
  return entries.map(([id, label, code]) => ({ id, label, code }));
}

/**
 * The option a value names: its id, or (for clients built before options had ids, and for leads stored
 * then) its English label. Ids are looked up first; an id never equals another option's label
 * (catalogue.test.ts), so the two cannot name different options.
 */
export function findOption(options: readonly Option[], value: string): Option | undefined {
  return options.find((o) => o.id === value) ?? options.find((o) => o.label === value);
}
