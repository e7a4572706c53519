// The wizard's words in its page's language (ADR 015). English pages show the English written in the code
// (the domain's texts, and web/i18n/wizard-words.ts) and download nothing more; any other language's
// compiled catalogue (web/i18n/compiled/<lang>.ts, every id) is a module of its own that only that
// language's pages load: before the prerender renders them, before the browser hydrates them
// (web/main.tsx), or, after a client-side move to such a page, while the page waits (React's `use`).
import { use, useMemo } from 'react';
import { consentTopic, englishConsentSegments, type ConsentSegment, type ConsentSite, type ConsentTopic } from '#domain/consent-words.ts';
import type { Lang } from '#domain/language.ts';
import { usePageLang } from '../lib/lang-context.tsx';
import type { MessageValues } from './format.ts';
import { WIZARD_WORDS, type WordId } from './wizard-words.ts';

/** A compiled catalogue: every id's text, and the step checks' messages by their English (the rules' own). */
export interface Catalogue {
  messages: Readonly<Record<string, string>>;
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

const loaded = new Map<Lang, LoadedLang>();
const loading = new Map<Lang, Promise<LoadedLang>>();

/** Loads a language's catalogue and consent wording (nothing for English); the same promise for every caller. */
export function loadCatalogue(lang: Lang): Promise<LoadedLang | undefined> {
  if (lang === 'en') return Promise.resolve(undefined);
  let p = loading.get(lang);
  if (!p) {
    p = Promise.all([import('./compiled/es.ts'), import('#domain/consent-es.ts')]).then(([m, c]) => {
      // A copy, which each service's own words join as its page loads them (loadServiceWords).
      const words: LoadedLang = {
        ...m.default,
        messages: { ...m.default.messages },
        consentSegments: c.spanishConsentSegments,
        format: m.formatMessage,
        serviceWords: m.serviceWords,
      };
      loaded.set(lang, words);
      return words;
    });
    // A failed download may be tried again on the next render.
    p.catch(() => loading.delete(lang));
    loading.set(lang, p);
  }
  return p;
}

const serviceLoading = new Map<string, Promise<void>>();

/**
 * Loads a language's catalogue and one service's own words (its questions' and options' texts, a module per
 * service, as its questions are) into it; nothing for English. The same promise for every caller.
 */
export function loadServiceWords(lang: Lang, title: string): Promise<void> {
  if (lang === 'en') return Promise.resolve();
  const key = `${lang}:${title}`;
  let p = serviceLoading.get(key);
  if (!p) {
    // Which module holds a service's words is the compiled catalogue's to say, so English pages carry none of it.
    p = loadCatalogue(lang).then(async (catalogue) => {
      const load = catalogue!.serviceWords[title];
      if (!load) throw new Error(`no compiled words for ${title} in ${lang}`);
      Object.assign(catalogue!.messages, (await load()).default);
    });
    p.catch(() => serviceLoading.delete(key));
    serviceLoading.set(key, p);
  }
  return p;
}

export interface WizardText {
  lang: Lang;
  /** One of the wizard's own words. */
  t: (id: WordId, values?: MessageValues) => string;
  /** A domain text by its id (web/i18n/keys.ts), its English as the code has it. */
  domain: (id: string, english: string) => string;
  /** A step check's or the server's message, given in English: in the page's language when the catalogue knows it. */
  error: (english: string) => string;
  /** Whether the catalogue has a text for the id (English: the code's own text is always there). */
  has: (id: string) => boolean;
  /** The consent wording for a service on a site, in the page's language (what the lead then sends). */
  consent: (service: { title: string }, site: ConsentSite) => ConsentSegment[];
}

export function wizardText(lang: Lang, catalogue: LoadedLang | undefined): WizardText {
  const messages = catalogue?.messages ?? {};
  return {
    lang,
    t: (id, values = {}) =>
      catalogue ? catalogue.format(messages[id] ?? WIZARD_WORDS[id], values, lang) : formatEnglish(WIZARD_WORDS[id], values),
    domain: (id, english) => messages[id] ?? english,
    error: (english) => catalogue?.errors[english] ?? english,
    has: (id) => !catalogue || id in messages,
    consent: (service, site) =>
      catalogue ? catalogue.consentSegments(consentTopic(service), site) : englishConsentSegments(service, site),
  };
}

export function useWizardText(): WizardText {
  const lang = usePageLang();
  const catalogue = lang === 'en' ? undefined : (loaded.get(lang) ?? use(loadCatalogue(lang)));
  return useMemo(() => wizardText(lang, catalogue), [lang, catalogue]);
}
