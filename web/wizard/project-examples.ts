// The requirements box's example, in the words of the visitor's own trade: the shared step's example is
// about a roof, which reads oddly to someone hiring movers. Keyed by the service's title (its URL key);
// a service without its own example gets a neutral one.
import type { Service } from '#domain/catalogue.ts';

const EXAMPLES: Record<string, string> = {
  Solar: 'For example: panels for a south-facing roof, electric bill about $200 a month, interested in a battery.',
  Windows: 'For example: replace 8 drafty double-hung windows with energy-efficient vinyl ones.',
  Roofing: 'For example: replace a 20-year-old roof on a two-story house, about 2,000 sq ft.',
  HVAC: 'For example: the central AC stopped cooling; the unit is about 15 years old.',
  Painting: 'For example: paint the outside of a two-story house, trim included.',
  Plumbing: 'For example: a leaking pipe under the kitchen sink and low water pressure upstairs.',
  Gutters: 'For example: new seamless gutters and guards around a one-story house.',
  HomeSecurity: 'For example: cameras at the front and back doors, with alerts on my phone.',
  Kitchen: 'For example: new cabinets and countertops in a 12 × 14 ft kitchen, keeping the layout.',
  Siding: 'For example: replace old wood siding with vinyl on a 1,800 sq ft ranch house.',
  Bathroom: 'For example: turn the tub into a walk-in shower and replace the vanity.',
  Fencing: 'For example: 150 ft of 6 ft privacy fence around the backyard, with one gate.',
  Flooring: 'For example: hardwood-look vinyl plank in the living room and hallway, about 600 sq ft.',
  Movers: 'For example: a 2-bedroom apartment on the 3rd floor, moving about 20 miles, no piano.',
};

const NEUTRAL = 'For example: what needs doing, roughly how big the job is, and anything pros should know.';

export function projectExample(service: Pick<Service, 'title'>): string {
  return EXAMPLES[service.title] ?? NEUTRAL;
}
