// @vitest-environment jsdom
// The conversion tags' code is downloaded only for a site that sets a tag: a site that sets one gets its tags
// started (the server asked whether they may run), one that sets none never asks.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '#domain/site.ts';

let asked: string[];
const realFetch = window.fetch;

beforeEach(() => {
  vi.resetModules();
  asked = [];
  window.fetch = ((input: RequestInfo | URL) => {
    asked.push(String(input));
    return Promise.resolve(new Response(JSON.stringify({ enabled: false }), { headers: { 'content-type': 'application/json' } }));
  }) as typeof fetch;
  window.matchMedia ??= (() => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  window.fetch = realFetch;
  document.getElementById('site-data')?.remove();
});

function embedSite(conversionTags: Record<string, string>) {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'site-data';
  data.textContent = JSON.stringify({ ...SITE, conversionTags });
  document.body.append(data);
}

describe('startPageExtras', () => {
  it('starts the tags of a site that sets one', async () => {
    embedSite({ googleAdsId: 'AW-123456789', googleAdsLabel: 'AbC-123' });
    const { startPageExtras } = await import('./page-extras.ts');
    const stop = startPageExtras();
    await vi.waitFor(() => expect(asked).toEqual(['/api/conversion-tags']), { timeout: 5000 });
    stop();
  });

  it('asks nothing for a site that sets none', async () => {
    embedSite({ googleAdsId: '', metaPixelId: ' ', tagManagerId: '' });
    const { startPageExtras } = await import('./page-extras.ts');
    const stop = startPageExtras();
    await new Promise((r) => setTimeout(r, 300));
    expect(asked).toEqual([]);
    stop();
  });
});
