// The wizard's catalogues (web/i18n/locales, ICU MessageFormat, ADR 015) are complete and used: every
// visitor-facing id has a Spanish text that is not the English left in place, with the same ICU arguments;
// and the English catalogue says exactly what the code shows for the domain's ids (questions, options by id,
// hints, placeholders, step-check messages, the server's answers to a visitor, the trade examples), so an id nothing shows any more, or a new
// text nobody translated, fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '#domain/catalogue.ts';
import { projectExample } from '#web/wizard/project-examples.ts';
import { SERVER_ERROR_KEYS, SERVER_ERROR_TEMPLATES } from './server-error-keys.ts';
import { DOMAIN_PREFIXES, domainMessages, ERROR_KEYS, exampleKey } from './wizard-keys.ts';

const read = (lang: string) =>
  JSON.parse(readFileSync(new URL(`./locales/${lang}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const en = read('en');
const es = read('es');

/**
 * Texts that are the same words in Spanish, written out one by one so that nothing else may stay English.
 * Texts without a letter (prices, counts such as "3-5") need no translation and are not listed.
 */
const SAME_IN_SPANISH = new Set(['No', 'Metal', 'PVC']);

/** The ICU arguments a message takes (`{name}`, `{n, plural, …}`), sorted. */
const argumentsOf = (message: string) => [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]).sort();

/** The English the code shows for every id whose English lives in the code. */
function codeEnglish(): Record<string, string> {
  return {
    ...domainMessages(SERVICES),
    ...Object.fromEntries(Object.entries(ERROR_KEYS).map(([text, id]) => [id, text])),
    // The messages only the server answers a visitor, in the page's language from the same catalogues.
    ...Object.fromEntries(Object.entries(SERVER_ERROR_KEYS).map(([text, id]) => [id, text])),
    ...SERVER_ERROR_TEMPLATES,
    ...Object.fromEntries(SERVICES.map((s) => [exampleKey(s.title), projectExample(s)])),
  };
}

describe('the wizard catalogues', () => {
  it('have the same ids in every language', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it('translate every visitor-facing text into Spanish', () => {
    const untranslated = Object.entries(en).filter(([id, text]) => {
      const spanish = es[id] ?? '';
      if (spanish.trim() === '') return true;
      return spanish === text && /[A-Za-z]/.test(text) && !SAME_IN_SPANISH.has(text);
    });
    expect(untranslated.map(([id]) => id)).toEqual([]);
  });

  it('keep each message’s ICU arguments in the translation', () => {
    for (const [id, text] of Object.entries(en)) expect(argumentsOf(es[id] ?? ''), id).toEqual(argumentsOf(text));
  });

  it('say in English exactly what the code shows for the domain’s ids (none missing, none left over)', () => {
    expect(Object.keys(en).filter((id) => !DOMAIN_PREFIXES.some((p) => id.startsWith(p)))).toEqual([]);
    expect(en).toEqual(codeEnglish());
  });

  it('key every option by its stable id, so a reworded label keeps its translation', () => {
    const roofing = SERVICES.find((s) => s.title === 'Roofing')!;
    expect(es['option.roofMaterial.commercial-roofing']).toBe('Techos comerciales');
    expect(roofing.questions.find((q) => q.id === 'roofMaterial')!.options!.map((o) => o.id)).toContain('commercial-roofing');
  });
});
