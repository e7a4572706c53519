// The console's language picker: a "Language" select for the leads list's filters, offering the languages
// the visitor pages speak by their English names (operators read English). Every deployment shows it: an
// English-only one simply has no Spanish leads to find.
import { LANGS } from '#domain/language.ts';
import { LANG_NAMES } from '#domain/lead-summary.ts';

export function LangSelect({
  id,
  value,
  className,
  fieldClass,
  labelClass,
}: {
  id: string;
  /** The language chosen now ('' or undefined: all). */
  value: string | undefined;
  /** The field's wrapper (its grid cell). */
  className?: string;
  fieldClass: string;
  labelClass: string;
}) {
  return (
    <div id={`${id}-field`} className={className}>
      <label htmlFor={id} className={labelClass}>
        Language
      </label>
      <select id={id} name="lang" defaultValue={value ?? ''} className={fieldClass}>
        <option value="">All</option>
        {LANGS.map((lang) => (
          <option key={lang} value={lang}>
            {LANG_NAMES[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
