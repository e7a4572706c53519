// Keeps the document's title, description and canonical link in step with the route on the client. The
// prerendered HTML already carries them for the page the visitor lands on, so the table of every page's
// meta (page-meta.ts, with each service's description) is only downloaded on a move to another page:
// a page's first load does not carry it.
import { useEffect, useRef } from 'react';
import { useLocation } from './router.tsx';
import type { PageMeta } from './page-meta.ts';
import { useSite } from './site-context.tsx';

function setTag(selector: string, create: () => HTMLElement, attr: string, value: string | undefined) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (value === undefined) {
    el?.remove();
    return;
  }
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

/** Whether the document arrived with its page's tags (prerendered) rather than as the dev server's empty shell. */
const arrivedWithMeta = () => document.head.querySelector('meta[name="description"]') !== null;

function applyMeta(meta: PageMeta, siteUrl: string) {
  document.title = meta.title;
  const make = (tag: string, attrs: Record<string, string>) => () => Object.assign(document.createElement(tag), attrs);
  setTag('meta[name="description"]', make('meta', { name: 'description' }), 'content', meta.description);
  setTag('link[rel="canonical"]', make('link', { rel: 'canonical' }), 'href', meta.canonical && `${siteUrl}${meta.canonical}`);
  setTag('meta[name="robots"]', make('meta', { name: 'robots' }), 'content', meta.noindex ? 'noindex' : undefined);
  // The language link switches pages in place: the document's language and language versions follow.
  document.documentElement.lang = meta.lang;
  const versions = { ...meta.alternates, ...(meta.alternates && { 'x-default': meta.alternates.en }) };
  for (const hreflang of ['en', 'es', 'x-default'] as const) {
    const path = versions[hreflang];
    const link = make('link', { rel: 'alternate', hreflang });
    setTag(`link[rel="alternate"][hreflang="${hreflang}"]`, link, 'href', path && `${siteUrl}${path}`);
  }
}

export function usePageMeta(): void {
  const { pathname } = useLocation();
  const site = useSite();
  const landed = useRef(true);
  useEffect(() => {
    const first = landed.current;
    landed.current = false;
    if (first && arrivedWithMeta()) return;
    let current = true;
    void import('./page-meta.ts').then(({ pageMeta }) => {
      // A later move has its own update on the way.
      if (current) applyMeta(pageMeta(pathname, site), site.siteUrl);
    });
    return () => {
      current = false;
    };
  }, [pathname, site]);
}
