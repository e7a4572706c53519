// Small lookups the pages make in their language: English as the code has it, Spanish from the words only
// Spanish pages load (web/i18n/spanish.ts).
import type { Lang } from '#domain/language.ts';
import { spanish } from './spanish.ts';

/**
 * A service's name in a language, as a menu or a card shows it. Takes the title or the English display name
 * ("Home Security"), since some callers (the thank-you page) have only the name.
 */
export function serviceNameIn(service: { title?: string; name: string }, lang: Lang): string {
  if (lang === 'en') return service.name;
  const key = service.title ?? service.name.replace(/\s+/g, '');
  return spanish().serviceNames[key] ?? service.name;
}

/** The same name inside a sentence ("una consulta de energía solar"): Spanish writes it in lower case. */
export function serviceNameInProse(service: { title?: string; name: string }, lang: Lang): string {
  const name = serviceNameIn(service, lang);
  return lang === 'en' ? name : name.charAt(0).toLowerCase() + name.slice(1);
}

/** A contact or privacy form's message (its rules give English) in the page's language. */
export const formMessageIn = (message: string, lang: Lang): string => (lang === 'en' ? message : spanish().formMessage(message));

/** The line saying the browser's opt-out signal was honored. */
export const gpcHonoredIn = (english: string, lang: Lang): string => (lang === 'en' ? english : spanish().gpcHonored);
