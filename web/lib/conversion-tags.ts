// The operator's conversion tags (domain/conversion-tags.ts), consent-aware: nothing at all unless
// config/site.json sets a tag; then loaded only after the page is interactive, and never for a browser
// sending Global Privacy Control (the server answers for the Sec-GPC header, which scripts cannot see) or
// a visitor who opted out in this browser. The thank-you page reports each submission once.
import { hasConversionTags, parseConversionTags, SITE_CONVERSION_TAGS, type ConversionTags } from '#domain/conversion-tags.ts';
import { SITE } from '#domain/site.ts';
import { embeddedSite } from './embedded-site.ts';

/** Set in this browser when the visitor opts out of sale and sharing (see rememberOptOut). */
export const OPT_OUT_KEY = 'privacy-opt-out';
const REPORTED_PREFIX = 'conversion-reported:';

type Queue = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  callMethod?: (...a: unknown[]) => void;
  push?: unknown;
  loaded?: boolean;
  version?: string;
};
interface TagWindow extends Window {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: Queue;
  _fbq?: Queue;
}

let enabled: Promise<boolean> | undefined;

/** The visitor opted out in this browser: tags stay off here from now on. */
export function rememberOptOut(win: Window = window): void {
  try {
    win.localStorage.setItem(OPT_OUT_KEY, '1');
  } catch {
    // Storage blocked: the server-side opt-out still applies to their data.
  }
}

function optedOut(win: Window): boolean {
  if ((win.navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return true;
  try {
    return win.localStorage.getItem(OPT_OUT_KEY) === '1';
  } catch {
    return true;
  }
}

function addScript(win: Window, src: string): void {
  const script = win.document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.conversionTag = '';
  win.document.head.appendChild(script);
}

function install(win: TagWindow, tags: ConversionTags): void {
  win.dataLayer ??= [];
  if (tags.tagManagerId) {
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(win, `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tags.tagManagerId)}`);
  }
  if (tags.googleAdsId) {
    const dataLayer = win.dataLayer;
    // gtag.js reads the arguments objects it finds in the data layer, as its own snippet pushes them.
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    win.gtag('js', new Date());
    win.gtag('config', tags.googleAdsId);
    addScript(win, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tags.googleAdsId)}`);
  }
  if (tags.metaPixelId) {
    // The pixel's own stub, written out: calls wait in a queue until fbevents.js takes them.
    const fbq: Queue = (...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue!.push(args));
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    win.fbq = fbq;
    win._fbq = fbq;
    fbq('init', tags.metaPixelId);
    fbq('track', 'PageView');
    addScript(win, 'https://connect.facebook.net/en_US/fbevents.js');
  }
}

/** Resolves once the page has loaded and the browser is idle: tags never compete with the page. */
function afterInteractive(win: Window): Promise<void> {
  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((r) => win.addEventListener('load', () => r(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((r) => {
        if ('requestIdleCallback' in win) win.requestIdleCallback(() => r(), { timeout: 3000 });
        else setTimeout(r, 1);
      }),
  );
}

async function serverAllows(win: Window): Promise<boolean> {
  try {
    const res = await win.fetch('/api/conversion-tags', { headers: { accept: 'application/json' } });
    return res.ok && ((await res.json()) as { enabled?: unknown }).enabled === true;
  } catch {
    return false;
  }
}

/** The tags of the page's site (config/site.json's in the one-site layout). */
function pageTags(): ConversionTags {
  const site = embeddedSite();
  return site === SITE ? SITE_CONVERSION_TAGS : parseConversionTags(site.conversionTags).tags;
}

/** Starts the tags for this page view, at most once; resolves to whether they run. */
export function startConversionTags(tags: ConversionTags = pageTags(), win: Window = window): Promise<boolean> {
  enabled ??= (async () => {
    if (!hasConversionTags(tags) || optedOut(win)) return false;
    await afterInteractive(win);
    if (optedOut(win) || !(await serverAllows(win))) return false;
    install(win as TagWindow, tags);
    return true;
  })();
  return enabled;
}

/** Reports one submission as a conversion, once per reference even if the thank-you page is reloaded. */
export function reportConversion(reference: string, tags: ConversionTags = pageTags(), win: Window = window): void {
  if (!hasConversionTags(tags)) return;
  void startConversionTags(tags, win).then((on) => {
    if (!on) return;
    const key = REPORTED_PREFIX + reference;
    try {
      if (win.sessionStorage.getItem(key)) return;
      win.sessionStorage.setItem(key, '1');
    } catch {
      return;
    }
    const w = win as TagWindow;
    if (tags.googleAdsId)
      w.gtag?.('event', 'conversion', { send_to: `${tags.googleAdsId}/${tags.googleAdsLabel}`, transaction_id: reference });
    if (tags.metaPixelId) w.fbq?.('track', 'Lead', {}, { eventID: reference });
    if (tags.tagManagerId) w.dataLayer?.push({ event: 'lead_submitted', lead_reference: reference });
  });
}

/** For tests: forget this page view's decision. */
export function resetConversionTagsForTest(): void {
  enabled = undefined;
}
