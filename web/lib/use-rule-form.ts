// A form checked field by field with the plain rules the server's schemas wrap (domain/field-rules.ts):
// on submit every field is checked, the messages shown and the first refused field focused; after a
// refused submit each message follows its field as the visitor types. Only the cleaned values are sent.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldRule } from '#domain/field-rules.ts';
import { useFormErrors, useFormStore } from './form-store.ts';

type Rules = Record<string, FieldRule<unknown>>;
/** What the rules keep of each field. */
export type RuleValues<R extends Rules> = { [K in keyof R]: R[K] extends FieldRule<infer T> ? T : never };

/** A check of the fields together, after each passed on its own: the field to show a refusal on, and why. */
export type WholeCheck<R extends Rules> = (values: RuleValues<R>) => { name: keyof R & string; message: string } | undefined;

export function useRuleForm<R extends Rules>(rules: R, initial: () => Record<keyof R & string, string>, whole?: WholeCheck<R>) {
  const form = useFormStore<Record<string, unknown>>(initial);
  const errors = useFormErrors(form);
  const [submitting, setSubmitting] = useState(false);
  const refused = useRef(false);

  const check = (name: string): unknown => {
    const r = rules[name]!(form.getValues(name));
    if (r.ok) form.clearErrors(name);
    else form.setError(name, r.message);
    return r.ok ? r.value : undefined;
  };

  useEffect(
    () =>
      form.subscribe((name) => {
        if (refused.current && name !== undefined && name in rules) check(name);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rules are a module's constant
    [form],
  );

  const handleSubmit = (send: (values: RuleValues<R>) => Promise<void>) => async (e: FormEvent) => {
    e.preventDefault();
    const names = Object.keys(rules);
    const values = Object.fromEntries(names.map((name) => [name, check(name)])) as RuleValues<R>;
    let first = names.find((name) => form.errorOf(name) !== undefined);
    const together = first === undefined ? whole?.(values) : undefined;
    if (together) {
      form.setError(together.name, together.message);
      first = together.name;
    }
    if (first !== undefined) {
      refused.current = true;
      form.focus(first);
      return;
    }
    setSubmitting(true);
    try {
      await send(values);
    } finally {
      setSubmitting(false);
    }
  };

  const reset = () => {
    refused.current = false;
    form.reset(initial());
  };

  return { form, errors, submitting, handleSubmit, reset };
}
