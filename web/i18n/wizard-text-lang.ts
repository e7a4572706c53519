// The wizard's words in a language other than English: its compiled catalogue, its consent wording and the
// general formatter, and what reads them. A module of its own, loaded by web/i18n/wizard-text.ts only on such a
// language's pages, so an English wizard carries neither the loaders nor the lookups. The catalogue and the
// consent wording are imported here, not loaded apart: every page that loads this module reads both at once,
// and as one file they save the page two requests (each with its headers) and a round trip.
import { spanishConsentSegments } from '#domain/consent-es.ts';
import type { ConsentTopic } from '#domain/consent-words.ts';
import type { Lang } from '#domain/language.ts';
import type { Catalogue, LoadedLang, WizardText } from './wizard-text.ts';
import { exampleKey, hintKey, optionKey, placeholderKey, questionKey } from './keys.ts';
import spanish, { formatMessage, serviceWords } from './compiled/es.ts';

export type { Catalogue };

/**
 * The one language other than English: its catalogue and consent wording, with a copy of its messages, which each
 * service's own words join as its page loads them (loadServiceWords). Built with this module, which only that
 * language's pages download, so it is here as soon as the module is.
 */
const SPANISH: LoadedLang = {
  ...spanish,
  messages: { ...spanish.messages },
  consentSegments: spanishConsentSegments,
  format: formatMessage,
  serviceWords,
};

const serviceLoading = new Map<string, Promise<void>>();

/** Loads a language's catalogue and one service's own words (a module per service, as its questions are) into it. */
export function loadServiceWords(lang: Lang, title: string): Promise<void> {
  const key = `${lang}:${title}`;
  let p = serviceLoading.get(key);
  if (!p) {
    // Which module holds a service's words is the compiled catalogue's to say, so English pages carry none of it.
    const load = SPANISH.serviceWords[title];
    p = load
      ? load().then((m) => void Object.assign(SPANISH.messages, m.default))
      : Promise.reject(new Error(`no compiled words for ${title} in ${lang}`));
    p.catch(() => serviceLoading.delete(key));
    serviceLoading.set(key, p);
  }
  return p;
}

/**
 * The wizard's words in `lang` from its loaded catalogue (a service's words read as they join it). `topicOf`
 * is the consent's topic for a service (domain/consent-words.ts), given by the caller, which already has it:
 * imported here too, that module would be split into a file of its own that every wizard downloads.
 */
export function catalogueText(lang: Lang, catalogue: LoadedLang, topicOf: (service: { title: string }) => ConsentTopic): WizardText {
  const { messages } = catalogue;
  const domain = (id: string, english: string) => messages[id] ?? english;
  return {
    lang,
    // The wizard's own words, by the English the wizard's code asks with.
    t: (english, values = {}) => catalogue.format(catalogue.words[english] ?? english, values, lang),
    // Each text by its id (web/i18n/keys.ts).
    localize: (s, service) => {
      const id = s.name.replace(/^answers\./, '');
      // A service's own ZIP question reads as the contact step's ZIP placeholder.
      const placeholderId = placeholderKey(id) in messages || s.kind !== 'zip' ? placeholderKey(id) : placeholderKey('zipCode');
      const placeholder =
        id === 'requirements'
          ? domain(exampleKey(service.title), s.placeholder ?? '')
          : s.placeholder && domain(placeholderId, s.placeholder);
      return {
        ...s,
        label: domain(questionKey(id), s.label),
        ...(s.hint && { hint: domain(hintKey(id), s.hint) }),
        ...(placeholder && { placeholder }),
        ...(s.options && { options: s.options.map((o) => ({ ...o, label: domain(optionKey(id, o.id), o.label) })) }),
      };
    },
    error: (english) => catalogue.errors[english] ?? english,
    consent: (service, site) => catalogue.consentSegments(topicOf(service), site),
  };
}

/** The wizard's words in `lang`, once its catalogue is here. */
export const loadWizardText = (lang: Lang, topicOf: (service: { title: string }) => ConsentTopic): Promise<WizardText> =>
  Promise.resolve(catalogueText(lang, SPANISH, topicOf));
