// The wizard's words in its page's language (ADR 015). English pages show the English written in the code
// (the domain's texts, and web/i18n/wizard-words.ts) and download nothing more; any other language's
// compiled catalogue (web/i18n/compiled/<lang>.ts, every id) is a module of its own that only that
// language's pages load: before the prerender renders them, before the browser hydrates them
// (web/main.tsx), or, after a client-side move to such a page, while the page waits (React's `use`).
import { use, useMemo } from 'react';
import { consentTopic, englishConsentSegments, type ConsentSegment, type ConsentSite, type ConsentTopic } from '#domain/consent-words.ts';
import type { Lang } from '#domain/language.ts';
import { usePageLang } from '../lib/lang-context.tsx';
import { formatMessage, type MessageValues } from './format.ts';
import { WIZARD_WORDS, type WordId } from './wizard-words.ts';

/** A compiled catalogue: every id's text, and the step checks' messages by their English (the rules' own). */
export interface Catalogue {
  messages: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
}

/** A language's words as its pages load them: the catalogue, and the consent wording in that language. */
export interface LoadedLang extends Catalogue {
  consentSegments: (topic: ConsentTopic, site: ConsentSite) => ConsentSegment[];
}

const loaded = new Map<Lang, LoadedLang>();
const loading = new Map<Lang, Promise<LoadedLang>>();

/** Loads a language's catalogue and consent wording (nothing for English); the same promise for every caller. */
export function loadCatalogue(lang: Lang): Promise<LoadedLang | undefined> {
  if (lang === 'en') return Promise.resolve(undefined);
  let p = loading.get(lang);
  if (!p) {
    p = Promise.all([import('./compiled/es.ts'), import('#domain/consent-es.ts')]).then(([m, c]) => {
      const words: LoadedLang = { ...m.default, consentSegments: c.spanishConsentSegments };
      loaded.set(lang, words);
      return words;
    });
    // A failed download may be tried again on the next render.
    p.catch(() => loading.delete(lang));
    loading.set(lang, p);
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
    t: (id, values = {}) => formatMessage(messages[id] ?? WIZARD_WORDS[id], values, lang),
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
