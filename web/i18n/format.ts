// The few ICU MessageFormat forms the visitor side's catalogues use, formatted without a parser library:
// `{name}` and `{name, plural, =0 {…} one {…} other {…}}` with `#` for the number (Intl.PluralRules picks
// the form for the page's language). ADR 015 chose Lingui's runtime for this; until its package is installed
// this is the whole runtime, and catalogues.test.ts keeps the catalogues within these forms.
import type { Lang } from '#domain/language.ts';

export type MessageValues = Readonly<Record<string, string | number>>;

const rules = new Map<Lang, Intl.PluralRules>();
const pluralOf = (lang: Lang, n: number) => {
  let r = rules.get(lang);
  if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
  return r.select(n);
};

/** The end of the `{…}` block opening at `start` (its matching brace). */
function blockEnd(message: string, start: number): number {
  let depth = 0;
  for (let i = start; i < message.length; i++) {
    if (message[i] === '{') depth++;
    else if (message[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in "${message}"`);
}

export function formatMessage(message: string, values: MessageValues, lang: Lang): string {
  let out = '';
  for (let i = 0; i < message.length;) {
    const open = message.indexOf('{', i);
    if (open < 0) return out + message.slice(i);
    out += message.slice(i, open);
    const close = blockEnd(message, open);
    const body = message.slice(open + 1, close);
    const [name = '', kind] = body.split(',', 2).map((s) => s.trim());
    const value = values[name] ?? '';
    if (kind === 'plural') {
      const n = Number(value);
      // Its forms: `=N {…}` or a category `{…}`, in any order; `other` is the fallback.
      const forms: Record<string, string> = {};
      const rest = body.slice(body.indexOf(',', body.indexOf(',') + 1) + 1);
      for (let j = 0; j < rest.length;) {
        const brace = rest.indexOf('{', j);
        if (brace < 0) break;
        const end = blockEnd(rest, brace);
        forms[rest.slice(j, brace).trim()] = rest.slice(brace + 1, end);
        j = end + 1;
      }
      const form = forms[`=${n}`] ?? forms[pluralOf(lang, n)] ?? forms.other ?? '';
      out += formatMessage(form.replace(/#/g, String(n)), values, lang);
    } else {
      out += String(value);
    }
    i = close + 1;
  }
  return out;
}
