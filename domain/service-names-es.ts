// The services' names as a Spanish page shows them in prose and on buttons. The URLs keep the catalogue's
// English titles (/es/Services/HomeSecurity), which the contract allows as brand-like titles; only what a
// visitor reads changes. Keyed by the catalogue's title, so the catalogue itself stays as it is. The one
// table of them: menus and cards show a name as written, prose (a title, the wizard's heading) in lower case.
export const SERVICE_NAMES_ES: Readonly<Record<string, string>> = {
  Solar: 'Energía solar',
  Windows: 'Ventanas',
  Roofing: 'Techos',
  HVAC: 'Climatización (HVAC)',
  Painting: 'Pintura',
  Plumbing: 'Plomería',
  Gutters: 'Canaletas',
  HomeSecurity: 'Seguridad para el hogar',
  Kitchen: 'Remodelación de cocina',
  Siding: 'Revestimiento exterior',
  Bathroom: 'Remodelación de baño',
  Fencing: 'Cercas',
  Flooring: 'Pisos',
  Movers: 'Mudanzas',
};
