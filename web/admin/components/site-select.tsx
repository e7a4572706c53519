// The console's site picker: a "Site" select for the filter forms (the leads list, the reports), offering
// the deployment's sites by brand. A deployment with one site shows none, so its forms stay as they were.
// The list is asked for once per visit (the sites change only with a restart).
import { useQuery } from '@tanstack/react-query';
import { request } from '../lib/api.ts';

export interface SiteChoice {
  id: string;
  brand: string;
}

/** The deployment's sites, or [] until they are known. */
export function useSites(): SiteChoice[] {
  const q = useQuery({
    queryKey: ['sites'],
    queryFn: () => request<{ sites: SiteChoice[] }>('/api/admin/sites'),
    staleTime: Infinity,
  });
  return q.data?.sites ?? [];
}

/** True when the deployment serves more than one site: only then is there a site to choose. */
export function useManySites(): boolean {
  return useSites().length > 1;
}

export function SiteSelect({
  id,
  value,
  className,
  fieldClass,
  labelClass,
}: {
  id: string;
  /** The site id chosen now ('' or undefined: all sites). */
  value: string | undefined;
  /** The field's wrapper (its grid cell). */
  className?: string;
  fieldClass: string;
  labelClass: string;
}) {
  const sites = useSites();
  if (sites.length < 2) return null;
  return (
    <div id={`${id}-field`} className={className}>
      <label htmlFor={id} className={labelClass}>
        Site
      </label>
      <select id={id} name="site" defaultValue={value ?? ''} className={fieldClass}>
        <option value="">All</option>
        {sites.map((s) => (
          <option key={s.id} value={s.id}>
            {s.brand}
          </option>
        ))}
      </select>
    </div>
  );
}
