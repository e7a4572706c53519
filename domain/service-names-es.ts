// The services' names as a Spanish page shows them in prose and on buttons. The URLs keep the catalogue's
// English titles (/es/Services/HomeSecurity), which the contract allows as brand-like titles; only what a
// visitor reads changes. Keyed by the catalogue's title, so the catalogue itself stays as it is.
import type { Lang } from './language.ts';

export const SERVICE_NAMES_ES: Readonly<Record<string, string>> = {
  Solar: 'Energía solar',
  Windows: 'Ventanas',
  Roofing: 'Techos',
  HVAC: 'Climatización (HVAC)',
  Painting: 'Pintura',
  Plumbing: 'Plomería',
  Gutters: 'Canaletas',
  HomeSecurity: 'Seguridad para el hogar',
  Kitchen: 'Cocinas',
  Siding: 'Revestimiento exterior',
  Bathroom: 'Baños',
  Fencing: 'Cercas',
  Flooring: 'Pisos',
  Movers: 'Mudanzas',
};

/**
 * A service's name in a language: its catalogue name in English, the table's in Spanish. Takes the title
 * or the English display name ("Home Security"), since some callers (the thank-you page) have only the name.
 */
export function serviceNameIn(service: { title?: string; name: string }, lang: Lang): string {
  if (lang === 'en') return service.name;
  const key = service.title ?? service.name.replace(/\s+/g, '');
  return SERVICE_NAMES_ES[key] ?? service.name;
}
