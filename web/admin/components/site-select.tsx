// The console's site picker: a "Site" select for the filter forms (the leads list, the reports), offering
// the deployment's sites by brand. A deployment with one site shows none, so its forms stay as they were.
// The list is asked for once per visit (the sites change only with a restart).
import { useQuery } from '@tanstack/react-query';
import { request } from '../lib/api.ts';
import { AllSelect } from './filter-form.tsx';
import type { SiteList } from '#domain/console-api.ts';

/** What a page says of its site or language picker: the rest (label, name, choices) is the picker's. */
export interface PickerProps {
  id: string;
  value: string | undefined;
  className?: string;
  fieldClass?: string;
}

export type SiteChoice = SiteList['sites'][number];

/** The deployment's sites, or [] until they are known. */
export function useSites(): SiteChoice[] {
  const q = useQuery({
    queryKey: ['sites'],
    queryFn: () => request<SiteList>('/api/admin/sites'),
    staleTime: Infinity,
  });
  return q.data?.sites ?? [];
}

/** True when the deployment serves more than one site: only then is there a site to choose. */
export function useManySites(): boolean {
  return useSites().length > 1;
}

export function SiteSelect(props: PickerProps) {
  const sites = useSites();
  if (sites.length < 2) return null;
  return <AllSelect {...props} label="Site" name="site" choices={sites.map((s) => ({ value: s.id, text: s.brand }))} />;
}
