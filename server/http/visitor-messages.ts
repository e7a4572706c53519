// What the server answers a visitor, in the language of the page they wrote from.
// The rules shared with the browser say what is wrong in English; the wizard's catalogues
// (web/i18n/locales, the `error.*` ids) hold every such text in each language, and are the one source of
// the Spanish here too: a message is looked up by its English text, the way the wizard looks up its step
// checks' messages (web/i18n/wizard-keys.ts ERROR_KEYS). SERVER_ERROR_KEYS (web/i18n/server-error-keys.ts)
// names the messages only the server answers; web/i18n/catalogues.test.ts holds the catalogues to both lists.
import { readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANG, isLang, type Lang } from '#domain/language.ts';
import { SERVER_ERROR_KEYS, SERVER_ERROR_TEMPLATES } from '#web/i18n/server-error-keys.ts';
import { ERROR_KEYS } from '#web/i18n/wizard-keys.ts';

type Catalogue = Record<string, string>;
const catalogue = (lang: Lang): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../web/i18n/locales/${lang}.json`, import.meta.url), 'utf8')) as Catalogue;
const CATALOGUES: Record<Lang, Catalogue> = { en: catalogue('en'), es: catalogue('es') };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TEMPLATES = Object.entries(SERVER_ERROR_TEMPLATES).map(([id, english]) => ({
  id,
  // Each `{name}` matches the number the server put there.
  pattern: new RegExp(`^${escape(english).replace(/\\\{(\w+)\\\}/g, '(?<$1>\\d+)')}$`),
}));

/** An English message in `lang`: the catalogue's text for it, or the English as it is when none is known. */
export function messageIn(lang: Lang, english: string): string {
  if (lang === DEFAULT_LANG) return english;
  const texts = CATALOGUES[lang];
  const id = ERROR_KEYS[english] ?? SERVER_ERROR_KEYS[english];
  if (id) return texts[id] ?? english;
  for (const { id: templateId, pattern } of TEMPLATES) {
    const match = pattern.exec(english);
    const text = match && texts[templateId];
    if (text) return text.replace(/\{(\w+)\}/g, (whole, name: string) => match.groups?.[name] ?? whole);
  }
  return english;
}

/**
 * The language a public request was made in: its body's `lang` (a form's post), else its `?lang=` (a
 * lookup), else English. A value that is neither language counts as English (the body's own check refuses it).
 */
export function requestLang(req: Pick<FastifyRequest, 'body' | 'query'>): Lang {
  const fromBody = typeof req.body === 'object' && req.body !== null ? (req.body as { lang?: unknown }).lang : undefined;
  if (isLang(fromBody)) return fromBody;
  const fromQuery = typeof req.query === 'object' && req.query !== null ? (req.query as { lang?: unknown }).lang : undefined;
  return isLang(fromQuery) ? fromQuery : DEFAULT_LANG;
}

/** An answer's `{ error, fields }` in `lang`; any other answer as it is. */
export function answerIn(lang: Lang, payload: unknown): unknown {
  if (lang === DEFAULT_LANG || typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
  const p = payload as { error?: unknown; fields?: unknown };
  if (typeof p.error !== 'string' && (typeof p.fields !== 'object' || p.fields === null)) return payload;
  const out: Record<string, unknown> = { ...p };
  if (typeof p.error === 'string') out.error = messageIn(lang, p.error);
  if (typeof p.fields === 'object' && p.fields !== null) {
    out.fields = Object.fromEntries(
      Object.entries(p.fields as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? messageIn(lang, v) : v]),
    );
  }
  return out;
}
