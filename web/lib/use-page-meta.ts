// Keeps the document's title, description and canonical link in step with the route on the client
// (the prerendered HTML already carries them for the first page).
import { useEffect } from 'react';
import { useLocation } from './router.tsx';
import { pageMeta } from './page-meta.ts';
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

export function usePageMeta(): void {
  const { pathname } = useLocation();
  const site = useSite();
  useEffect(() => {
    const meta = pageMeta(pathname, site);
    document.title = meta.title;
    const make = (tag: string, attrs: Record<string, string>) => () => Object.assign(document.createElement(tag), attrs);
    setTag('meta[name="description"]', make('meta', { name: 'description' }), 'content', meta.description);
    setTag('link[rel="canonical"]', make('link', { rel: 'canonical' }), 'href', meta.canonical && `${site.siteUrl}${meta.canonical}`);
    setTag('meta[name="robots"]', make('meta', { name: 'robots' }), 'content', meta.noindex ? 'noindex' : undefined);
    // The language link switches pages in place: the document's language and language versions follow.
    document.documentElement.lang = meta.lang;
    const versions = { ...meta.alternates, ...(meta.alternates && { 'x-default': meta.alternates.en }) };
    for (const hreflang of ['en', 'es', 'x-default'] as const) {
      const path = versions[hreflang];
      const link = make('link', { rel: 'alternate', hreflang });
      setTag(`link[rel="alternate"][hreflang="${hreflang}"]`, link, 'href', path && `${site.siteUrl}${path}`);
    }
  }, [pathname, site]);
}
