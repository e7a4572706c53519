// @vitest-environment jsdom
// Conversion tags never load without consent: not when none is configured (the
// default), not under Global Privacy Control, not after an opt-out in this browser; and in none of these
// cases is even the server asked. (The server's answer for Sec-GPC: 1 and the CSP are tested in
// server/routes/contact-form.test.ts; a configured tag loading is for the operator's own check.)
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SITE_CONVERSION_TAGS } from '#domain/conversion-tags.ts';
import { OPT_OUT_KEY, rememberOptOut, reportConversion, resetConversionTagsForTest, startConversionTags } from './conversion-tags.ts';

const TAGS = { googleAdsId: 'AW-123456789', googleAdsLabel: 'AbC-123', metaPixelId: '1234567890', tagManagerId: 'GTM-ABC123' };
let asked: string[];
const realFetch = window.fetch;

beforeEach(() => {
  resetConversionTagsForTest();
  localStorage.clear();
  sessionStorage.clear();
  asked = [];
  window.fetch = ((input: RequestInfo | URL) => {
    asked.push(String(input));
    return Promise.reject(new Error('no server in this test'));
  }) as typeof fetch;
});
afterEach(() => {
  window.fetch = realFetch;
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
});

const tagScripts = () => document.querySelectorAll('script[data-conversion-tag]').length;

describe('conversion tags', () => {
  it('are off by default: config/site.json sets none', async () => {
    expect(SITE_CONVERSION_TAGS).toEqual({});
    expect(await startConversionTags()).toBe(false);
    reportConversion('a-reference');
    expect(asked).toEqual([]);
    expect(tagScripts()).toBe(0);
  });

  it('never load for a browser with Global Privacy Control', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    expect(await startConversionTags(TAGS)).toBe(false);
    expect(asked).toEqual([]);
    expect(tagScripts()).toBe(0);
  });

  it('never load after the visitor opted out in this browser', async () => {
    rememberOptOut();
    expect(localStorage.getItem(OPT_OUT_KEY)).toBe('1');
    expect(await startConversionTags(TAGS)).toBe(false);
    expect(asked).toEqual([]);
    expect(tagScripts()).toBe(0);
  });

  it('stay off when the server cannot be asked (it decides for the Sec-GPC header)', async () => {
    expect(await startConversionTags(TAGS)).toBe(false);
    expect(asked).toEqual(['/api/conversion-tags']);
    expect(tagScripts()).toBe(0);
  });
});
