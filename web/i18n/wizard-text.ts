// The wizard's words in its page's language (ADR 015). English pages show the English written in the code
// (the domain's texts, and web/i18n/wizard-words.ts) and download nothing more; any other language's
// compiled catalogue (web/i18n/compiled/<lang>.ts, every id) is a module of its own that only that
// language's pages load: before the prerender renders them, before the browser hydrates them
// (web/main.tsx), or, after a client-side move to such a page, while the page waits (React's `use`).
import { use } from 'react';
import { consentTopic, englishConsentSegments, type ConsentSegment, type ConsentSite, type ConsentTopic } from '#domain/consent-words.ts';
import type { Lang } from '#domain/language.ts';
import type { Step } from '#domain/steps.ts';
import { usePageLang } from '../lib/lang-context.tsx';
import type { MessageValues } from './format.ts';
import type { Word } from './wizard-words.ts';

/**
 * A compiled catalogue: the domain's texts by their ids (web/i18n/keys.ts), and by their English the
 * wizard's own words (web/i18n/wizard-words.ts) and the step checks' messages (the rules' own).
 */
export interface Catalogue {
  messages: Readonly<Record<string, string>>;
  words: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
}

/** A language's words as its pages load them: the catalogue, the consent wording and the message formatter. */
export interface LoadedLang extends Catalogue {
  consentSegments: (topic: ConsentTopic, site: ConsentSite) => ConsentSegment[];
  format: (message: string, values: MessageValues, lang: Lang) => string;
  /** Each service's own words (its questions' and options' texts), by its title. */
  serviceWords: Readonly<Record<string, () => Promise<{ default: Readonly<Record<string, string>> }>>>;
}

/**
 * English's messages (web/i18n/wizard-words.ts) use two of ICU's forms: `{name}`, and a plural with `=N`,
 * `one` (1) and `other`, whose texts hold no braces. Formatted here, so English pages do without the general
 * formatter (web/i18n/format.ts), which another language's pages load with its catalogue.
 */
export function formatEnglish(message: string, values: MessageValues): string {
  return message.replace(/\{(\w+), plural,((?:[^{}]|\{[^{}]*\})*)\}|\{(\w+)\}/g, (_, name: string, forms: string, plain?: string) => {
    if (plain) return String(values[plain] ?? '');
    const n = Number(values[name]);
    const form = (key: string) => new RegExp(`(?:^|\\s)${key}\\s*\\{([^{}]*)\\}`).exec(forms)?.[1];
    return (form(`=${n}`) ?? (n === 1 ? form('one') : undefined) ?? form('other') ?? '').replace(/#/g, String(n));
  });
}

// Everything that reads another language's catalogue is a module of its own (./wizard-text-lang.ts), which
// only that language's pages download.
const langModule = () => import('./wizard-text-lang.ts');

// Another language's words, once here (read without waiting), and while they load (one promise per language,
// which React's `use` waits on).
const ready = new Map<Lang, WizardText>();
const texts = new Map<Lang, Promise<WizardText>>();

function loadWizardText(lang: Lang): Promise<WizardText> {
  let p = texts.get(lang);
  if (!p) {
    p = langModule()
      .then((m) => m.loadWizardText(lang, consentTopic))
      .then((text) => {
        ready.set(lang, text);
        return text;
      });
    // A failed download may be tried again on the next render.
    p.catch(() => texts.delete(lang));
    texts.set(lang, p);
  }
  return p;
}

/**
 * Loads a language's words and one service's own words (its questions' and options' texts, a module per
 * service, as its questions are) into them; nothing for English. The same promise for every caller.
 */
export const loadServiceWords = (lang: Lang, title: string): Promise<void> =>
  lang === 'en'
    ? Promise.resolve()
    : Promise.all([loadWizardText(lang), langModule().then((m) => m.loadServiceWords(lang, title))]).then(() => undefined);

export interface WizardText {
  lang: Lang;
  /** One of the wizard's own words, given by its English (web/i18n/wizard-words.ts). */
  t: (english: Word, values?: MessageValues) => string;
  /**
   * A step in the page's language (English: as the domain has it): its question, hint, placeholder (the
   * requirements box's example of the service's trade) and options; the options keep their stable ids.
   */
  localize: (step: Step, service: { title: string }) => Step;
  /** A step check's or the server's message, given in English: in the page's language when the catalogue knows it. */
  error: (english: string) => string;
  /** The consent wording for a service on a site, in the page's language (what the lead then sends). */
  consent: (service: { title: string }, site: ConsentSite) => ConsentSegment[];
}

/** The words of an English wizard: the English written in the code, nothing to load. */
export const ENGLISH_TEXT: WizardText = {
  lang: 'en',
  t: (english, values = {}) => formatEnglish(english, values),
  localize: (step) => step,
  error: (english) => english,
  consent: englishConsentSegments,
};

export function useWizardText(): WizardText {
  const lang = usePageLang();
  return lang === 'en' ? ENGLISH_TEXT : (ready.get(lang) ?? use(loadWizardText(lang)));
}
