// The console's language picker: a "Language" select for the leads list's filters, offering the languages
// the visitor pages speak by their English names (operators read English). Every deployment shows it: an
// English-only one simply has no Spanish leads to find.
import { LANGS } from '#domain/language.ts';
import { LANG_NAMES } from '#domain/lead-summary.ts';
import { AllSelect } from './filter-form.tsx';
import type { PickerProps } from './site-select.tsx';

const CHOICES = LANGS.map((lang) => ({ value: lang, text: LANG_NAMES[lang] }));

export function LangSelect(props: PickerProps) {
  return <AllSelect {...props} label="Language" name="lang" choices={CHOICES} />;
}
