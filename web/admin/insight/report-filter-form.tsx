// The reports' filters (service, first and last day, source, and the site when there are several), kept in
// the address like the leads list's.
import { AllSelect, FIELD_CLASS, DayRangeFields, FilterField, FilterForm, SERVICE_CHOICES } from '../components/filter-form.tsx';
import { SiteSelect, useManySites } from '../components/site-select.tsx';
import { REPORT_KEYS, type ReportFilters } from './insight-api.ts';

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
  return (
    <FilterForm
      label={label}
      fields={REPORT_KEYS}
      onApply={onApply}
      className={`grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 ${manySites ? 'md:grid-cols-6' : 'md:grid-cols-5'}`}
    >
      <AllSelect id="r-service" name="service" label="Service" value={filters.service} choices={SERVICE_CHOICES} />
      <FilterField id="r-source" label="Source">
        <input
          id="r-source"
          name="source"
          defaultValue={filters.source}
          placeholder="aff_id, utm_source or direct"
          maxLength={128}
          className={FIELD_CLASS}
        />
      </FilterField>
      <DayRangeFields prefix="r" from={filters.from} to={filters.to} />
      <SiteSelect id="r-site" value={filters.site} />
      <div className="col-span-2 flex items-end md:col-span-1">
        <button type="submit" className="w-full rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Show
        </button>
      </div>
    </FilterForm>
  );
}
