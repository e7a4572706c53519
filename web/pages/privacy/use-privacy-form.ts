// A privacy form's state: validated with the schema the server uses, posted once, the reference kept.
import '../../lib/zod-browser.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

export function usePrivacyForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaults: z.input<S>,
  send: (values: z.output<S>) => Promise<{ reference: string }>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never), defaultValues: defaults as never });
  const [reference, setReference] = useState<string>();
  const [error, setError] = useState<string>();
  const hydrated = useHydrated();

  const onSubmit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      setReference((await send(values)).reference);
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        for (const [name, message] of Object.entries(err.fields)) form.setError(name as Path<z.input<S>>, { message });
      }
      setError(err instanceof ApiError && err.status ? err.message : 'Your request could not be sent. Please check your connection and try again.');
    }
  });

  return { form, onSubmit, reference, error, hydrated };
}
