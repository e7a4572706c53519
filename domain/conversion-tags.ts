// Conversion tags an operator may switch on in config/site.json ("conversionTags"), to measure their ads:
// a Google Ads conversion (id AW-… and label), a Meta pixel (numeric id), or a Google Tag Manager
// container (GTM-…). All empty by default: then no tag, no request and no CSP entry exist. The ids are
// checked here so a typo cannot put arbitrary text into a script address or the CSP.
import site from '../config/site.json' with { type: 'json' };

export interface ConversionTags {
  googleAdsId?: string;
  googleAdsLabel?: string;
  metaPixelId?: string;
  tagManagerId?: string;
}

const PATTERNS: Record<keyof ConversionTags, RegExp> = {
  googleAdsId: /^AW-\d{5,15}$/,
  googleAdsLabel: /^[A-Za-z0-9_-]{1,64}$/,
  metaPixelId: /^\d{5,20}$/,
  tagManagerId: /^GTM-[A-Z0-9]{4,12}$/,
};

/** The tags that are set and well formed; a malformed id is dropped (and reported by the caller). */
export function parseConversionTags(raw: unknown): { tags: ConversionTags; invalid: string[] } {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const tags: ConversionTags = {};
  const invalid: string[] = [];
  for (const key of Object.keys(PATTERNS) as (keyof ConversionTags)[]) {
    const value = typeof source[key] === 'string' ? source[key].trim() : '';
    if (!value) continue;
    if (PATTERNS[key].test(value)) tags[key] = value;
    else invalid.push(key);
  }
  // A Google Ads conversion needs both its id and its label.
  if (!tags.googleAdsId || !tags.googleAdsLabel) {
    delete tags.googleAdsId;
    delete tags.googleAdsLabel;
  }
  return { tags, invalid };
}

export function hasConversionTags(tags: ConversionTags): boolean {
  return Boolean(tags.googleAdsId || tags.metaPixelId || tags.tagManagerId);
}

/** The origins each tag loads from and reports to, exactly (no wildcards), by CSP directive. */
export function conversionTagOrigins(tags: ConversionTags): { script: string[]; connect: string[]; img: string[]; frame: string[] } {
  const script = new Set<string>();
  const connect = new Set<string>();
  const img = new Set<string>();
  const frame = new Set<string>();
  if (tags.googleAdsId || tags.tagManagerId) {
    script.add('https://www.googletagmanager.com');
    connect.add('https://www.googletagmanager.com');
  }
  if (tags.googleAdsId) {
    for (const o of ['https://www.google.com', 'https://googleads.g.doubleclick.net', 'https://www.googleadservices.com']) {
      connect.add(o);
      img.add(o);
    }
    frame.add('https://td.doubleclick.net');
  }
  if (tags.metaPixelId) {
    script.add('https://connect.facebook.net');
    connect.add('https://www.facebook.com');
    img.add('https://www.facebook.com');
  }
  return { script: [...script], connect: [...connect], img: [...img], frame: [...frame] };
}

/** The tags config/site.json sets (empty by default). */
export const SITE_CONVERSION_TAGS: ConversionTags = parseConversionTags((site as { conversionTags?: unknown }).conversionTags).tags;
