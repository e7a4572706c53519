// A time zone as a person reads it: America/Los Angeles. Its own module, so the console's frame can name
// the zone without loading the date formatters (format.ts builds them when it loads, which costs the
// sign-in page's first paint on a cold start).
export const zoneLabel = (zone: string) => zone.replace(/_/g, ' ');
