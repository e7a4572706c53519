// @vitest-environment jsdom
// The three legal pages as a visitor gets them, rendered as the prerender does (waiting for the page's text),
// in English and in Spanish, for two brands: the Spanish is all Spanish, both languages have the same
// sections under the same anchors (a link to #section works in either), and each brand's page names that
// brand and its addresses, with no placeholder left.
import { createElement, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE, type PublicSite } from '#domain/site.ts';
import type { Lang } from '#domain/language.ts';
import { LangProvider } from '#web/lib/lang-context.tsx';
import { SiteProvider } from '#web/lib/site-context.tsx';
import { THREE_SITES } from '#tests/support/three-sites.ts';
import TermsOfUse from './terms-of-use.tsx';
import PrivacyPolicy from './privacy-policy.tsx';
import CaliforniaPolicy from './california-policy.tsx';
import { loadSpanish, setSpanishImport } from '#web/i18n/spanish.ts';

setSpanishImport(() => import('#web/i18n/spanish-words.ts'));

// Spanish pages render once their words are loaded, as the prerender and the browser's start do.
beforeAll(() => loadSpanish());

// Titles: the English ones are the footer's and the page titles' (domain/routes.ts); the Spanish ones are
// the consent text's link words (domain/consent.ts) and the notice's name in Spanish.
const PAGES: ReadonlyArray<{ name: string; Page: ComponentType; en: string; es: string }> = [
  { name: 'terms', Page: TermsOfUse, en: 'Terms of Use', es: 'Términos de uso' },
  { name: 'privacy', Page: PrivacyPolicy, en: 'Privacy Policy', es: 'Política de privacidad' },
  { name: 'california', Page: CaliforniaPolicy, en: 'California Privacy Notice', es: 'Aviso de privacidad de California' },
];

const siteOf = (i: number): PublicSite => {
  const s = THREE_SITES[i]!;
  return {
    ...SITE,
    brand: s.brand,
    legalName: `${s.brand} LLC`,
    phone: s.phone,
    phoneE164: s.phoneE164,
    email: s.email,
    complianceEmail: s.complianceEmail,
    siteUrl: s.siteUrl,
    address: { street: `${i + 1} Main St`, city: 'Dover', state: 'DE', zip: '19901' },
  };
};
const SITES = [siteOf(0), siteOf(1)];

// Each page, site and language is rendered once and read by every test that needs it.
const rendered = new Map<ComponentType, Map<string, Promise<Document>>>();
function render(Page: ComponentType, site: PublicSite, lang: Lang): Promise<Document> {
  const byPage = rendered.get(Page) ?? new Map<string, Promise<Document>>();
  rendered.set(Page, byPage);
  const key = `${site.brand}|${lang}`;
  if (!byPage.has(key)) byPage.set(key, renderOnce(Page, site, lang));
  return byPage.get(key)!;
}

async function renderOnce(Page: ComponentType, site: PublicSite, lang: Lang): Promise<Document> {
  // (children as a prop: the providers' props require them)
  const tree = createElement(LangProvider, { lang, children: createElement(SiteProvider, { site, children: createElement(Page) }) });
  const { prelude } = await prerenderToNodeStream(tree);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return new DOMParser().parseFromString(html, 'text/html');
}

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The page's own words: without the request form (its own component, translated with the forms). */
function proseText(page: Document): string {
  const copy = page.body.cloneNode(true) as HTMLElement;
  for (const island of copy.querySelectorAll('[data-island]')) island.remove();
  return squash(copy.textContent);
}

// Names kept in English on the Spanish pages, each next to its Spanish gloss: federal and California laws, and
// the browser signal's name.
const ENGLISH_NAMES = [
  'Electronic Signatures in Global and National Commerce Act',
  'Family Educational Rights and Privacy Act',
  'Shine the Light',
  'Do Not Track',
];
// Common English words that have no place in Spanish prose.
const ENGLISH_WORDS = [
  'the',
  'and',
  'of',
  'your',
  'we',
  'you',
  'our',
  'to',
  'for',
  'with',
  'is',
  'are',
  'this',
  'that',
  'will',
  'may',
  'not',
];

describe.each(PAGES)('the legal page $en', ({ Page, en, es }) => {
  it('in Spanish has its Spanish title, the frame’s words in Spanish and no English words left', async () => {
    const page = await render(Page, SITES[0]!, 'es');
    expect(squash(page.querySelector('h1')?.textContent)).toBe(es);
    expect(squash(page.querySelector('header p')?.textContent)).toMatch(/^Última actualización: \d{1,2} de [a-z]+ de \d{4}$/);
    expect(page.querySelector('nav')?.getAttribute('aria-label')).toBe('En esta página');

    let text = ` ${proseText(page)} `.replace(/\S+@\S+/g, ' ');
    for (const name of ENGLISH_NAMES) text = text.split(name).join(' ');
    const left = ENGLISH_WORDS.filter((word) => new RegExp(`[\\s(“]${word}[\\s,.;:)”]`, 'i').test(text));
    expect(left).toEqual([]);
  });

  it('has the same numbered sections under the same anchors in both languages, and every #link finds its anchor', async () => {
    const [english, spanish] = [await render(Page, SITES[0]!, 'en'), await render(Page, SITES[0]!, 'es')];
    const sections = (page: Document) =>
      [...page.querySelectorAll('h2')].map((h) => ({ id: h.id, n: squash(h.textContent).split('.')[0] }));
    expect(sections(spanish)).toEqual(sections(english));
    expect(sections(english).length).toBeGreaterThan(10);
    expect(spanish.querySelectorAll('h3').length).toBe(english.querySelectorAll('h3').length);
    expect(squash(english.querySelector('h1')?.textContent)).toBe(en);
    for (const page of [english, spanish]) {
      const anchors = [...page.querySelectorAll('a[href^="#"]')].map((a) => a.getAttribute('href')!.slice(1));
      expect(anchors.filter((id) => !page.getElementById(id))).toEqual([]);
    }
  });

  it('links to the site’s pages in its own language', async () => {
    const paths = (page: Document) =>
      [...page.querySelectorAll('a[href^="/"]')].filter((a) => !a.closest('[data-island]')).map((a) => a.getAttribute('href')!);
    const english = paths(await render(Page, SITES[0]!, 'en'));
    const spanish = paths(await render(Page, SITES[0]!, 'es'));
    expect(english.length).toBeGreaterThan(0);
    expect(english.filter((p) => p.startsWith('/es'))).toEqual([]);
    expect(spanish).toEqual(english.map((p) => `/es${p}`));
  });

  it.each(['en', 'es'] as const)('in %s says the brand, company and addresses of the site it is rendered for, no other', async (lang) => {
    for (const [site, other] of [SITES, [...SITES].reverse()] as const) {
      const page = await render(Page, site!, lang);
      const html = page.body.innerHTML;
      const text = proseText(page);
      expect(text).toContain(site!.brand);
      expect(text).toContain(site!.legalName);
      expect(text).toContain(site!.complianceEmail);
      expect(text).toContain(site!.phone);
      expect(text).toContain(`${site!.address.street}`);
      expect(html).toContain(`mailto:${site!.complianceEmail}`);
      expect(html).not.toContain(other!.brand);
      expect(html).not.toContain(other!.complianceEmail);
      expect(html).not.toMatch(/\{\{|\}\}/);
    }
  });
});
