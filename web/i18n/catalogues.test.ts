// The wizard's catalogues (web/i18n/locales, ICU MessageFormat, ADR 015) are complete and used: every
// visitor-facing id has a Spanish text that is not the English left in place, with the same ICU arguments;
// and the English catalogue says exactly what the code shows for the domain's ids (questions, options by id,
// hints, placeholders, step-check messages, the server's answers to a visitor, the trade examples), so an id
// nothing shows any more, or a new text nobody translated, fails here. The wizard's own words (wizard.*,
// progress.*, review.*) are the English of wizard-words.ts, each one asked for by its English in the wizard's code; the compiled
// modules are the catalogues as they are.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { LANGS } from '#domain/language.ts';
import { describe, expect, it } from 'vitest';
import { SERVICES } from '#domain/catalogue.ts';
import { projectExample } from '#web/wizard/project-examples.ts';
import { SERVER_ERROR_KEYS, SERVER_ERROR_TEMPLATES } from './server-error-keys.ts';
import { DOMAIN_PREFIXES, domainMessages, ERROR_KEYS, exampleKey } from './wizard-keys.ts';
import { WIZARD_WORDS, WORD_PREFIXES } from './wizard-words.ts';

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
    ...WIZARD_WORDS,
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
    const prefixes = [...DOMAIN_PREFIXES, ...WORD_PREFIXES];
    expect(Object.keys(en).filter((id) => !prefixes.some((p) => id.startsWith(p)))).toEqual([]);
    expect(en).toEqual(codeEnglish());
  });

  it('ask for every one of the wizard’s own words in the wizard’s code', () => {
    const dir = new URL('../wizard/', import.meta.url);
    const code = [
      ...readdirSync(dir)
        .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
        .map((f) => readFileSync(new URL(f, dir), 'utf8')),
      readFileSync(new URL('../pages/service-page.tsx', import.meta.url), 'utf8'),
    ].join('\n');
    // The code asks for each by its English, written as a string of its own ('…', or "…" when it holds a ').
    const unused = Object.entries(WIZARD_WORDS).filter(
      ([, english]) => !code.includes(`'${english}'`) && !code.includes(JSON.stringify(english)),
    );
    expect(unused.map(([id]) => id)).toEqual([]);
  });

  it('are compiled as they are now (npm run i18n:compile)', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/compile-messages.ts', '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(LANGS.filter((l) => l !== 'en').length).toBeGreaterThan(0);
  });

  it('say the progress line in Spanish with its plural', () => {
    expect(es['progress.left']).toBe('{left, plural, =0 {Último paso} one {Falta # paso} other {Faltan # pasos}}');
  });

  it('key every option by its stable id, so a reworded label keeps its translation', () => {
    const roofing = SERVICES.find((s) => s.title === 'Roofing')!;
    expect(es['option.roofMaterial.commercial-roofing']).toBe('Techos comerciales');
    expect(roofing.questions.find((q) => q.id === 'roofMaterial')!.options!.map((o) => o.id)).toContain('commercial-roofing');
  });
});
