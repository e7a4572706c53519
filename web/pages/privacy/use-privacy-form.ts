// A privacy form's state: checked with the rules the server's schemas wrap, posted once, the reference kept.
import { useState } from 'react';
import type { FieldRule } from '#domain/field-rules.ts';
import { ApiError } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { useRuleForm, type RuleValues, type WholeCheck } from '../../lib/use-rule-form.ts';

const NOT_SENT = {
  en: 'Your request could not be sent. Please check your connection and try again.',
  es: 'No se pudo enviar su solicitud. Revise su conexión e inténtelo de nuevo.',
};

export function usePrivacyForm<R extends Record<string, FieldRule<unknown>>>(
  rules: R,
  initial: () => Record<keyof R & string, string>,
  send: (values: RuleValues<R>) => Promise<{ reference: string }>,
  whole?: WholeCheck<R>,
) {
  const { form, errors, submitting, handleSubmit } = useRuleForm(rules, initial, whole);
  const [reference, setReference] = useState<string>();
  const [error, setError] = useState<string>();
  const hydrated = useHydrated();
  const lang = usePageLang();

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      setReference((await send(values)).reference);
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        for (const [name, message] of Object.entries(err.fields)) form.setError(name, message);
      }
      setError(err instanceof ApiError && err.status ? err.message : NOT_SENT[lang]);
    }
  });

  return { register: (name: keyof R & string) => form.register(name), errors, submitting, onSubmit, reference, error, hydrated };
}
