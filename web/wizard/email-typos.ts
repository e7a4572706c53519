// The e-mail typo check, apart from the other input rules: its domain list and matcher (~1.8 KB brotli)
// load when the e-mail step first shows, not with the wizard (to keep the wizard's first load small).
import spellChecker from '@zootools/email-spell-checker';

/**
 * "Did you mean …?" for a likely typo of a common e-mail domain (gmial.com → gmail.com), or undefined.
 * Only once the address looks complete (a dot and two letters after the @), so it does not nag while
 * the visitor is still typing the domain.
 */
export function emailSuggestion(email: string): string | undefined {
  const value = email.trim();
  if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(value)) return undefined;
  const suggestion = spellChecker.run({ email: value })?.full;
  return suggestion && suggestion.toLowerCase() !== value.toLowerCase() ? suggestion : undefined;
}
