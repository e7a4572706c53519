// The English of what the server itself answers a visitor beyond the forms' own rules: an outage, a bug,
// the rate limit. Kept in the domain so the catalogue check (web/i18n) can hold the translations to them.
export const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';
export const INTERNAL = 'Something went wrong on our side. Please try again in a moment.';

/** What the rate limit answers past its count (seconds: until the window frees a request). */
export const tooManyRequests = (seconds: number | string) => `Too many requests. Please wait ${seconds} seconds and try again.`;
