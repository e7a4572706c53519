// "Did you mean jane@gmail.com?" under the e-mail field when the domain looks like a typo of a common
// one: one tap puts the suggestion in the field. The server's MX check still decides on Next.
import { useFieldValue, type FormStore } from '../lib/form-store.ts';
import type { WizardValues } from './form-values.ts';
import { emailSuggestion } from './input-rules.ts';

export function EmailSuggestion({ form, name, inputId }: { form: FormStore<WizardValues>; name: string; inputId: string }) {
  const email = String(useFieldValue(form, name) ?? '');
  const suggestion = emailSuggestion(email);
  if (!suggestion) return null;
  return (
    <p className="text-base text-ink" data-testid="email-suggestion">
      Did you mean{' '}
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
      ?
    </p>
  );
}
