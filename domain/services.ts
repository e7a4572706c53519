// The 14 services as the site lists and links them: names, paths, descriptions, pictures, and the
// network's category. Their questions are in catalogue.ts, which only the wizard and the server load:
// the header, the route table and the listing pages import this module and so do not carry them.

export interface ServiceInfo {
  readonly id: number;
  readonly title: string;
  /** The network's numeric category for this service. */
  readonly category: number;
  /** Short display name used in headings ("Home Security" for "HomeSecurity"). */
  readonly name: string;
  /** The kind of consultation in plain English, where the name does not read as one ("Moving", not "Movers"). */
  readonly consultation?: string;
  readonly description: string;
  /** File name (without extension) of the illustration under web/assets/services/. */
  readonly image: string;
}

export const SERVICES: readonly ServiceInfo[] = [
  {
    id: 1,
    title: 'Solar',
    name: 'Solar',
    category: 20,
    description:
      'Cut your electric bill with a solar system sized for your roof and usage. Compare quotes from certified local installers, with financing and incentives explained.',
    image: 'solar',
  },
  {
    id: 2,
    title: 'Windows',
    name: 'Windows',
    category: 18,
    description:
      'New, replacement or repaired windows that seal out drafts and noise. Get quotes for vinyl, wood and metal frames from vetted installers near you.',
    image: 'windows',
  },
  {
    id: 3,
    title: 'Roofing',
    name: 'Roofing',
    category: 15,
    description:
      'Roof replacement, new roofs and storm-damage repair by licensed, insured roofers. Compare materials, warranties and prices before you commit.',
    image: 'roofing',
  },
  {
    id: 4,
    title: 'HVAC',
    name: 'HVAC',
    category: 19,
    description:
      'Heating and cooling installed, replaced or repaired: furnaces, heat pumps, central air and more, from certified HVAC technicians in your area.',
    image: 'hvac',
  },
  {
    id: 5,
    title: 'Painting',
    name: 'Painting',
    category: 13,
    description:
      'Interior and exterior painting, decks and fences, wallpaper and specialty finishes. Professional painters who prep properly and leave a clean job site.',
    image: 'painting',
  },
  {
    id: 6,
    title: 'Plumbing',
    name: 'Plumbing',
    category: 14,
    description:
      'Leaks, drains, water heaters, septic systems and fixtures handled by licensed plumbers. Get fast quotes for repairs and installations alike.',
    image: 'plumbing',
  },
  {
    id: 7,
    title: 'Gutters',
    name: 'Gutters',
    category: 22,
    description:
      'Seamless gutters, guards and cleaning that keep water away from your roof and foundation. Compare local gutter specialists in minutes.',
    image: 'gutters',
  },
  {
    id: 8,
    title: 'HomeSecurity',
    name: 'Home Security',
    category: 23,
    description:
      'Alarm systems, cameras and smart locks installed and monitored by trusted security providers. Protect your home and family with the right system.',
    image: 'home-security',
  },
  {
    id: 9,
    title: 'Kitchen',
    name: 'Kitchen',
    category: 11,
    description:
      'Kitchen remodels, cabinets, countertops, sinks and appliances by experienced remodelers. Plan the kitchen you want at a price you can compare.',
    image: 'kitchen',
  },
  {
    id: 10,
    title: 'Siding',
    name: 'Siding',
    category: 16,
    description:
      'Vinyl, aluminum, composite wood, stucco and more: new siding or repairs that boost curb appeal and efficiency, quoted by local siding contractors.',
    image: 'siding',
  },
  {
    id: 11,
    title: 'Bathroom',
    name: 'Bathroom',
    category: 2,
    description:
      'Bathroom remodels, showers, tubs, walk-in tubs and vanities by skilled remodelers. Turn a dated bath into one you enjoy, with clear quotes up front.',
    image: 'bathroom',
  },
  {
    id: 12,
    title: 'Fencing',
    name: 'Fencing',
    category: 8,
    description:
      'Wood, vinyl, chain-link, wrought iron and electric pet fences installed or repaired. Compare local fence builders side by side.',
    image: 'fencing',
  },
  {
    id: 13,
    title: 'Flooring',
    name: 'Flooring',
    category: 9,
    description:
      'Hardwood, laminate, tile, vinyl and carpet installed, repaired or refinished by flooring pros. Get quotes on materials and labor for any room.',
    image: 'flooring',
  },
  {
    id: 14,
    title: 'Movers',
    name: 'Movers',
    consultation: 'Moving',
    category: 21,
    description:
      'Local and long-distance moves by licensed, insured movers. Compare moving quotes for your home size and date, with packing help if you need it.',
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
