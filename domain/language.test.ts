import { describe, expect, it } from 'vitest';
import { langOfPath, pathInLang } from './language.ts';

// Spanish pages are the English paths under /es; the language comes from the URL only.
describe('a page path and its language', () => {
  it('puts Spanish pages under /es and English at the root', () => {
    expect(pathInLang('/', 'es')).toBe('/es');
    expect(pathInLang('/Services/Solar', 'es')).toBe('/es/Services/Solar');
    expect(pathInLang('/Contact', 'en')).toBe('/Contact');
  });

  it('reads the language back from a path', () => {
    expect(langOfPath('/es')).toEqual({ lang: 'es', path: '/' });
    expect(langOfPath('/es/')).toEqual({ lang: 'es', path: '/' });
    expect(langOfPath('/es/Services/Solar')).toEqual({ lang: 'es', path: '/Services/Solar' });
    expect(langOfPath('/Services/Solar')).toEqual({ lang: 'en', path: '/Services/Solar' });
    // A page whose name starts with "es" is English.
    expect(langOfPath('/estimates')).toEqual({ lang: 'en', path: '/estimates' });
  });
});
