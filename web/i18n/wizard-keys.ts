// The message ids of the wizard's text that comes from the domain: each question, option (by its stable id,
// ADR 014), hint, placeholder, step-check message and trade example. One function per kind of id, for the
// wizard to look the text up in its page's language (ADR 015) and for the catalogue check
// (web/i18n/catalogues.test.ts) to know which ids the domain asks for.
import type { Option, Service } from '#domain/catalogue.ts';
import { CONTACT_FIELD_LIST } from '#domain/contact-fields.ts';
import { MESSAGES } from '#domain/field-rules.ts';
import { exampleKey, hintKey, optionKey, placeholderKey, questionKey } from './keys.ts';

export { exampleKey, hintKey, optionKey, placeholderKey, questionKey };

/** The English text of every domain-derived id, as the catalogue (the source of the English) says it. */
export function domainMessages(services: readonly Service[]): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, text: string) => {
    if (out[key] !== undefined && out[key] !== text) throw new Error(`${key} reads "${out[key]}" and "${text}"`);
    out[key] = text;
  };
  const options = (name: string, list: readonly Option[] | undefined) => {
    for (const o of list ?? []) put(optionKey(name, o.id), o.label);
  };
  for (const s of services) {
    for (const q of s.questions) {
      put(questionKey(q.id), q.label);
      if (q.hint) put(hintKey(q.id), q.hint);
      options(q.id, q.options);
    }
  }
  for (const f of CONTACT_FIELD_LIST) {
    put(questionKey(f.name), f.label);
    if (f.hint) put(hintKey(f.name), f.hint);
    if (f.placeholder) put(placeholderKey(f.name), f.placeholder);
    options(f.name, f.options);
  }
  return out;
}

/**
 * The step checks' messages (domain/field-rules.ts and the contact-field table) by their English text: the
 * rules, shared with the server, say what is wrong in English; the wizard shows it in the page's language.
 */
export const ERROR_KEYS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(MESSAGES).map(([name, text]) => [text, `error.${name}`])),
  'State is required': 'error.stateRequired',
  'Zip code is required': 'error.zipRequired',
  'City is required': 'error.cityRequired',
  'Street address is required': 'error.streetRequired',
  'First name is required': 'error.firstNameRequired',
  'Last name is required': 'error.lastNameRequired',
  'Email is required': 'error.emailRequired',
  'Phone number is required': 'error.phoneRequired',
};

/** The kinds of id whose English lives in the code (the domain and the wizard's example table). */
export const DOMAIN_PREFIXES = ['question.', 'option.', 'hint.', 'placeholder.', 'error.', 'example.'] as const;
