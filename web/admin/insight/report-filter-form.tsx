// The reports' filters (service, first and last day, source, and the site when there are several), kept in
// the address like the leads list's.
import type { FormEvent } from 'react';
import { SERVICES } from '#domain/catalogue.ts';
import { SiteSelect, useManySites } from '../components/site-select.tsx';
import { REPORT_KEYS, type ReportFilters } from './insight-api.ts';

const fieldClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const labelClass = 'block text-xs font-semibold uppercase tracking-wide text-muted';

export function ReportFilterForm({
  label,
  filters,
  onApply,
}: {
  label: string;
  filters: ReportFilters;
  onApply: (f: ReportFilters) => void;
}) {
  const manySites = useManySites();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    onApply(Object.fromEntries(REPORT_KEYS.map((k) => [k, String(data.get(k) ?? '')])));
  };
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className={`grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 ${manySites ? 'md:grid-cols-6' : 'md:grid-cols-5'}`}
    >
      <div>
        <label htmlFor="r-service" className={labelClass}>
          Service
        </label>
        <select id="r-service" name="service" defaultValue={filters.service ?? ''} className={fieldClass}>
          <option value="">All</option>
          {SERVICES.map((s) => (
            <option key={s.id} value={s.title}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="r-source" className={labelClass}>
          Source
        </label>
        <input
          id="r-source"
          name="source"
          defaultValue={filters.source}
          placeholder="aff_id, utm_source or direct"
          maxLength={128}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="r-from" className={labelClass}>
          From
        </label>
        <input id="r-from" name="from" type="date" defaultValue={filters.from} className={fieldClass} />
      </div>
      <div>
        <label htmlFor="r-to" className={labelClass}>
          To
        </label>
        <input id="r-to" name="to" type="date" defaultValue={filters.to} className={fieldClass} />
      </div>
      <SiteSelect id="r-site" value={filters.site} fieldClass={fieldClass} labelClass={labelClass} />
      <div className="col-span-2 flex items-end md:col-span-1">
        <button type="submit" className="w-full rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Show
        </button>
      </div>
    </form>
  );
}
