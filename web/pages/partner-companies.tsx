// /PartnerCompanies: the companies a visitor's details may be shared with, from the operator's data
// file (config/partner-companies.json), in a 1/2/4-column grid.
import { useEffect, useMemo } from 'react';
import { SITE } from '#domain/site.ts';
import partners from '../../config/partner-companies.json' with { type: 'json' };
import { useSite } from '#web/lib/site-context.tsx';
import type { Lang } from '#domain/language.ts';
import { usePageLang } from '#web/lib/lang-context.tsx';

const TEXTS: Record<Lang, { heading: string; text: string }> = {
  en: {
    heading: 'Partner Companies',
    text: 'When you submit a request and agree to be contacted, your information may be shared with the companies below, which may contact you about your project.',
  },
  es: {
    heading: 'Empresas asociadas',
    text: 'Cuando envía una solicitud y acepta que lo contacten, su información puede compartirse con las empresas que se indican a continuación, que pueden comunicarse con usted sobre su proyecto.',
  },
};

const CHUNK = 200; // a multiple of 2 and 4, so the columns line up across chunks

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// NOTE: thousands of names are written as one HTML string, in chunks the browser may skip laying out
// while they are off screen (content-visibility), so hydrating and painting the page stays fast.
const listHtml = (names: readonly string[]) =>
  Array.from(
    { length: Math.ceil(names.length / CHUNK) },
    (_, i) =>
      `<ul class="grid grid-cols-1 gap-x-6 gap-y-1.5 sm:grid-cols-2 md:grid-cols-4 [content-visibility:auto] [contain-intrinsic-size:auto_1500px]">${names
        .slice(i * CHUNK, (i + 1) * CHUNK)
        .map((name) => `<li>${escape(name)}</li>`)
        .join('')}</ul>`,
  ).join('');

export default function PartnerCompanies() {
  // The prerender renders each site's list into its page (the one-site layout's is config/partner-companies.json).
  // NOTE: the pages of a site from config/sites/ do not carry the list (thousands of names on every page), so a
  // client-side navigation here loads the page itself, with its site's list, rather than show another's.
  const site = useSite();
  const t = TEXTS[usePageLang()];
  const names = site.partners ?? (site === SITE ? (partners as string[]) : undefined);
  const LIST_HTML = useMemo(() => (names ? listHtml(names) : ''), [names]);
  useEffect(() => {
    if (!names) window.location.reload();
  }, [names]);
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t.heading}</h1>
      <p className="mt-3 max-w-3xl text-base text-muted">{t.text}</p>
      <div
        data-testid="partner-list"
        className="mt-8 space-y-1.5 text-[15px] text-slate-700"
        dangerouslySetInnerHTML={{ __html: LIST_HTML }}
      />
    </section>
  );
}
