// The 14 services as the site lists and links them: names, paths, pictures, and the network's category.
// Every page's header imports this module, so what only some pages need lives apart: the questions
// (domain/questions/, joined in catalogue.ts for the server) and the cards' descriptions
// (service-descriptions.ts).

export interface ServiceInfo {
  readonly id: number;
  readonly title: string;
  /** The network's numeric category for this service. */
  readonly category: number;
  /** Short display name used in headings ("Home Security" for "HomeSecurity"). */
  readonly name: string;
  /** The kind of consultation in plain English, where the name does not read as one ("Moving", not "Movers"). */
  readonly consultation?: string;
  /** File name (without extension) of the illustration under web/assets/services/. */
  readonly image: string;
}

export const SERVICES: readonly ServiceInfo[] = [
  {
    id: 1,
    title: 'Solar',
    name: 'Solar',
    category: 20,
    image: 'solar',
  },
  {
    id: 2,
    title: 'Windows',
    name: 'Windows',
    category: 18,
    image: 'windows',
  },
  {
    id: 3,
    title: 'Roofing',
    name: 'Roofing',
    category: 15,
    image: 'roofing',
  },
  {
    id: 4,
    title: 'HVAC',
    name: 'HVAC',
    category: 19,
    image: 'hvac',
  },
  {
    id: 5,
    title: 'Painting',
    name: 'Painting',
    category: 13,
    image: 'painting',
  },
  {
    id: 6,
    title: 'Plumbing',
    name: 'Plumbing',
    category: 14,
    image: 'plumbing',
  },
  {
    id: 7,
    title: 'Gutters',
    name: 'Gutters',
    category: 22,
    image: 'gutters',
  },
  {
    id: 8,
    title: 'HomeSecurity',
    name: 'Home Security',
    category: 23,
    image: 'home-security',
  },
  {
    id: 9,
    title: 'Kitchen',
    name: 'Kitchen',
    category: 11,
    image: 'kitchen',
  },
  {
    id: 10,
    title: 'Siding',
    name: 'Siding',
    category: 16,
    image: 'siding',
  },
  {
    id: 11,
    title: 'Bathroom',
    name: 'Bathroom',
    category: 2,
    image: 'bathroom',
  },
  {
    id: 12,
    title: 'Fencing',
    name: 'Fencing',
    category: 8,
    image: 'fencing',
  },
  {
    id: 13,
    title: 'Flooring',
    name: 'Flooring',
    category: 9,
    image: 'flooring',
  },
  {
    id: 14,
    title: 'Movers',
    name: 'Movers',
    consultation: 'Moving',
    category: 21,
    image: 'movers',
  },
];

/**
 * The kind of consultation in plain English ("Moving", not "Movers") and the article its sound asks for:
 * "an" before a vowel, or before an initialism whose first letter is said with a vowel sound ("an HVAC").
 */
function consultationWords(service: Pick<ServiceInfo, 'name' | 'consultation'>): { article: 'a' | 'an'; what: string } {
  const what = service.consultation ?? service.name;
  return { article: /^[AEIOU]/i.test(what) || /^[FHLMNRSX][A-Z]+\b/.test(what) ? 'an' : 'a', what };
}

/** The wizard's heading, the spec's 'Get A {service} Consultation' in plain English: "Get An HVAC Consultation". */
export function consultationHeading(service: Pick<ServiceInfo, 'name' | 'consultation'>): string {
  const { article, what } = consultationWords(service);
  return `Get ${article === 'an' ? 'An' : 'A'} ${what} Consultation`;
}

/** The same within a sentence: "a Moving consultation", "an HVAC consultation". */
export function consultationPhrase(service: Pick<ServiceInfo, 'name' | 'consultation'>): string {
  const { article, what } = consultationWords(service);
  return `${article} ${what} consultation`;
}

/** The title parameter is URL-decoded by the router; titles match case-insensitively. */
export function findServiceByTitle(title: string): ServiceInfo | undefined {
  const wanted = title.trim().toLowerCase();
  return SERVICES.find((s) => s.title.toLowerCase() === wanted);
}

export function servicePath(service: Pick<ServiceInfo, 'title'>): string {
  return `/Services/${encodeURIComponent(service.title)}`;
}
