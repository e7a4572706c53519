// The leads list's address is its state: what an operator bookmarks or sends must open the same view.
import { describe, expect, it } from 'vitest';
import { filterQuery, isUnfiltered, readFilters } from './lead-filters.ts';

describe('lead filters in the address', () => {
  it('reads the filters the API takes and ignores everything else', () => {
    const params = new URLSearchParams('status=failed&service=Solar&utm=x&cursor=abc&q=%20jane%20&from=2026-11-01&to=');
    expect(readFilters(params)).toEqual({ status: 'failed', service: 'Solar', q: 'jane', from: '2026-11-01' });
  });

  it('writes one address per view, whatever order the filters were set in', () => {
    expect(filterQuery({ status: 'failed', q: 'jane', host: 'www.example.com' })).toBe('q=jane&status=failed&host=www.example.com');
    expect(filterQuery({ host: 'www.example.com', status: 'failed', q: 'jane' })).toBe('q=jane&status=failed&host=www.example.com');
  });

  it('leaves empty filters out and encodes what needs it', () => {
    expect(filterQuery({ q: '', service: 'Home Security', source: 'AFF 1&2' })).toBe('service=Home+Security&source=AFF+1%262');
    expect(filterQuery({})).toBe('');
  });

  it('round-trips: a view written to the address reads back the same', () => {
    const view = {
      q: "o'brien",
      service: 'HVAC',
      status: 'not_configured',
      from: '2026-10-01',
      to: '2026-10-31',
      source: 'google',
      host: 'quotes.example.com',
    };
    expect(readFilters(new URLSearchParams(filterQuery(view)))).toEqual(view);
  });

  it('keeps the site in the address, after the filters that were there before it', () => {
    expect(filterQuery({ site: 'roofing', q: 'jane', host: 'www.example.com' })).toBe('q=jane&host=www.example.com&site=roofing');
    expect(readFilters(new URLSearchParams('site=roofing&status=failed'))).toEqual({ site: 'roofing', status: 'failed' });
    expect(isUnfiltered({ site: 'roofing' })).toBe(false);
  });

  it('keeps the language in the address, after the site', () => {
    expect(filterQuery({ lang: 'es', site: 'roofing', q: 'jane' })).toBe('q=jane&site=roofing&lang=es');
    expect(readFilters(new URLSearchParams('lang=es&status=failed'))).toEqual({ lang: 'es', status: 'failed' });
    expect(isUnfiltered({ lang: 'es' })).toBe(false);
  });

  it('knows an unfiltered view', () => {
    expect(isUnfiltered({})).toBe(true);
    expect(isUnfiltered({ q: '' })).toBe(true);
    expect(isUnfiltered({ status: 'queued' })).toBe(false);
  });
});
