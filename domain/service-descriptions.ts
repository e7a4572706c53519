// What each service's card on /Services says, and its structured data's description: only the pages that list
// the services need these, so they are not in domain/services.ts, which every page's header loads.
import type { ServiceInfo } from './services.ts';

const DESCRIPTIONS: Record<ServiceInfo['id'], string> = {
  1: 'Cut your electric bill with a solar system sized for your roof and usage. Compare quotes from certified local installers, with financing and incentives explained.',
  2: 'New, replacement or repaired windows that seal out drafts and noise. Get quotes for vinyl, wood and metal frames from vetted installers near you.',
  3: 'Roof replacement, new roofs and storm-damage repair by licensed, insured roofers. Compare materials, warranties and prices before you commit.',
  4: 'Heating and cooling installed, replaced or repaired: furnaces, heat pumps, central air and more, from certified HVAC technicians in your area.',
  5: 'Interior and exterior painting, decks and fences, wallpaper and specialty finishes. Professional painters who prep properly and leave a clean job site.',
  6: 'Leaks, drains, water heaters, septic systems and fixtures handled by licensed plumbers. Get fast quotes for repairs and installations alike.',
  7: 'Seamless gutters, guards and cleaning that keep water away from your roof and foundation. Compare local gutter specialists in minutes.',
  8: 'Alarm systems, cameras and smart locks installed and monitored by trusted security providers. Protect your home and family with the right system.',
  9: 'Kitchen remodels, cabinets, countertops, sinks and appliances by experienced remodelers. Plan the kitchen you want at a price you can compare.',
  10: 'Vinyl, aluminum, composite wood, stucco and more: new siding or repairs that boost curb appeal and efficiency, quoted by local siding contractors.',
  11: 'Bathroom remodels, showers, tubs, walk-in tubs and vanities by skilled remodelers. Turn a dated bath into one you enjoy, with clear quotes up front.',
  12: 'Wood, vinyl, chain-link, wrought iron and electric pet fences installed or repaired. Compare local fence builders side by side.',
  13: 'Hardwood, laminate, tile, vinyl and carpet installed, repaired or refinished by flooring pros. Get quotes on materials and labor for any room.',
  14: 'Local and long-distance moves by licensed, insured movers. Compare moving quotes for your home size and date, with packing help if you need it.',
};

export function serviceDescription(service: Pick<ServiceInfo, 'id'>): string {
  return DESCRIPTIONS[service.id] ?? '';
}
