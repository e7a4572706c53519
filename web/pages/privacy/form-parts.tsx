// Pieces the privacy forms share: labelled fields with their error, the hidden bot trap, the receipt.
import type { ReactNode } from 'react';
import type { Registration } from '../../lib/form-store.ts';
import { formMessageIn } from '#web/i18n/page-words.ts';
import { usePageLang } from '#web/lib/lang-context.tsx';

export const INPUT =
  'mt-1 w-full rounded-xl border-2 border-slate-300 px-4 py-3 text-base text-ink focus:border-brand-600 focus:outline-none aria-[invalid]:border-danger';
export const BUTTON =
  'w-full rounded-xl bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  type?: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete?: string;
  reg: Registration;
}

export function Field({ id, label, hint, error, type = 'text', autoComplete, reg }: FieldProps) {
  const lang = usePageLang();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { id, className: INPUT, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, ...reg };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {type === 'textarea' ? <textarea rows={4} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {formMessageIn(error, lang)}
        </p>
      )}
    </div>
  );
}

/** A trap for bots, as on the quote form: out of sight, out of the tab order and the accessibility tree. */
export function Honeypot({ reg }: { reg: Registration }) {
  return <input type="text" {...reg} className="sr-only" aria-hidden="true" tabIndex={-1} autoComplete="off" />;
}

export function Receipt({ reference, children }: { reference: string; children: ReactNode }) {
  const lang = usePageLang();
  return (
    <div role="status" className="rounded-2xl border border-green-200 bg-green-50 p-6 text-ink" data-testid="privacy-receipt">
      <p className="text-lg font-bold text-success">
        {lang === 'es' ? 'Recibido. Su número de referencia es' : 'Received. Your reference number is'}{' '}
        <span className="font-mono">{reference}</span>
      </p>
      <div className="mt-2 space-y-2 text-base leading-relaxed">{children}</div>
    </div>
  );
}

export function FormError({ message }: { message?: string }) {
  const lang = usePageLang();
  return message ? (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-danger">
      {formMessageIn(message, lang)}
    </p>
  ) : null;
}
