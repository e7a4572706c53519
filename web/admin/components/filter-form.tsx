// The filters above a list or report: a search landmark named for what it filters, fields with their labels
// above them, and on submit the named fields' values handed back (the page puts them in the address, so a
// view can be shared, saved or come back to with Back).
import type { FormEvent, ReactNode } from 'react';
import { SERVICES } from '#domain/services.ts';

export const FIELD_CLASS =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
export const LABEL_CLASS = 'block text-xs font-semibold uppercase tracking-wide text-muted';
export const APPLY_CLASS = 'whitespace-nowrap rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700';
export const CLEAR_CLASS =
  'whitespace-nowrap rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50';

export function FilterForm<K extends string>({
  label,
  fields,
  onApply,
  className,
  children,
}: {
  /** The search landmark's name, e.g. "Filter leads". */
  label: string;
  /** The fields' names read on submit. */
  fields: readonly K[];
  /** Every named field's value, '' when empty. */
  onApply: (values: Record<K, string>) => void;
  className: string;
  children: ReactNode;
}) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    onApply(Object.fromEntries(fields.map((k) => [k, String(data.get(k) ?? '')])) as Record<K, string>);
  };
  return (
    <form role="search" aria-label={label} onSubmit={submit} className={className}>
      {children}
    </form>
  );
}

/** One filter: its label above its field; `id` is the field's. */
export function FilterField({
  id,
  label,
  className,
  wrapId,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  wrapId?: string;
  children: ReactNode;
}) {
  return (
    <div id={wrapId} className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The services as a filter offers them: by name, asked for by title (as the API takes them). */
export const SERVICE_CHOICES = SERVICES.map((s) => ({ value: s.title, text: s.name }));

/**
 * A filter of "All" and a list of choices (service, status, site, language…): the field's box is
 * `<id>-field`, for the buttons that show or hide the less used filters.
 */
export function AllSelect({
  id,
  name,
  label,
  value,
  choices,
  className,
  fieldClass = FIELD_CLASS,
}: {
  id: string;
  name: string;
  label: string;
  /** The choice made now ('' or undefined: all). */
  value: string | undefined;
  choices: readonly { value: string; text: string }[];
  className?: string;
  fieldClass?: string;
}) {
  return (
    <FilterField id={id} label={label} wrapId={`${id}-field`} className={className}>
      <select id={id} name={name} defaultValue={value ?? ''} className={fieldClass}>
        <option value="">All</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.text}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** The first and last day of a view (dates in the operator's zone), ids `<prefix>-from` and `<prefix>-to`. */
export function DayRangeFields({
  prefix,
  from,
  to,
  className,
  wrapIds = false,
}: {
  prefix: string;
  from: string | undefined;
  to: string | undefined;
  className?: string;
  /** Give each field's box an id (`<prefix>-from-field`), for a button that shows or hides them. */
  wrapIds?: boolean;
}) {
  return (
    <>
      {(['from', 'to'] as const).map((name) => (
        <FilterField
          key={name}
          id={`${prefix}-${name}`}
          label={name === 'from' ? 'From' : 'To'}
          wrapId={wrapIds ? `${prefix}-${name}-field` : undefined}
          className={className}
        >
          <input id={`${prefix}-${name}`} name={name} type="date" defaultValue={name === 'from' ? from : to} className={FIELD_CLASS} />
        </FilterField>
      ))}
    </>
  );
}
