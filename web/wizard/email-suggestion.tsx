// "Did you mean jane@gmail.com?" under the e-mail field when the domain looks like a typo of a common
// one: one tap puts the suggestion in the field. The server's MX check still decides on Next.
import { useEffect, useState } from 'react';
import { useFieldValue, type FormStore } from '../lib/form-store.ts';
import type { WizardValues } from './form-values.ts';
import { useWizardText } from '../i18n/wizard-text.ts';

type Suggester = (email: string) => string | undefined;

/** The typo check loads with the e-mail step (email-typos.ts says why); once loaded it stays. */
let loading: Promise<Suggester> | undefined;
const loadSuggester = () => (loading ??= import('./email-typos.ts').then((m) => m.emailSuggestion));

export function EmailSuggestion({ form, name, inputId }: { form: FormStore<WizardValues>; name: string; inputId: string }) {
  const { t } = useWizardText();
  const email = String(useFieldValue(form, name) ?? '');
  const [suggest, setSuggest] = useState<Suggester>();
  useEffect(() => {
    let shown = true;
    loadSuggester()
      .then((fn) => shown && setSuggest(() => fn))
      // Without the check (its file failed to load) the field simply offers no fix; the MX check still runs.
      .catch(() => {
        loading = undefined;
      });
    return () => {
      shown = false;
    };
  }, []);
  const suggestion = suggest?.(email);
  if (!suggestion) return null;
  return (
    <p className="text-base text-ink" data-testid="email-suggestion">
      {t('Did you mean')}{' '}
      <button
        type="button"
        className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        onClick={() => {
          form.setValue(name, suggestion);
          form.clearErrors(name);
          document.getElementById(inputId)?.focus();
        }}
      >
        {suggestion}
      </button>
      {t('?')}
    </p>
  );
}
