// An endless strip of every service, each linking to its quote wizard. This renders the still row (each
// link once, scrollable), which is what the prerendered HTML holds; the motion is
// web/home/enhance-service-strip.ts, plain DOM, started here in an effect and by web/static.ts on the
// prerendered home page. No state: React never re-renders what the enhancer changes.
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, navigate } from '../lib/router.tsx';
import { servicesOf } from '#domain/site.ts';
import { useSite } from '#web/lib/site-context.tsx';
import { serviceNameIn } from '#web/i18n/page-words.ts';
import type { Lang } from '#domain/language.ts';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { enhanceServiceStrip } from './enhance-service-strip.ts';

const BROWSE: Record<Lang, string> = { en: 'Browse services', es: 'Explorar servicios' };

/** The spec's links use lowercase 'services' (the router matches either case). */
export const stripPath = (title: string) => `/services/${encodeURIComponent(title)}`;

// The enhancer's copy of the list (the loop's second half) is DOM, not React: a click on one of its links
// is routed here as the Links of the first half route theirs, without a page load.
function onCopyClick(e: MouseEvent<HTMLElement>) {
  const a = (e.target as Element).closest<HTMLAnchorElement>('ul[aria-hidden="true"] a[href]');
  if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  navigate(a.getAttribute('href')!);
}

export function ServiceStrip({ label, className = '' }: { label?: string; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const services = servicesOf(useSite());
  const lang = usePageLang();
  useEffect(() => (ref.current ? enhanceServiceStrip(ref.current, lang) : undefined), [lang]);

  return (
    <nav
      ref={ref}
      aria-label={label ?? BROWSE[lang]}
      data-service-strip=""
      onClick={onCopyClick}
      className={`flex items-center gap-3 ${className}`}
    >
      <div className="home-strip min-w-0 flex-1 py-2 overflow-x-auto">
        <div className="home-strip-track flex w-max">
          <ul className="flex shrink-0 gap-3 pr-3">
            {services.map((s) => (
              <li key={s.id} className="shrink-0">
                <Link
                  to={stripPath(s.title)}
                  className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-5 py-2.5 text-base font-semibold whitespace-nowrap text-brand-700 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-600 hover:text-white"
                >
                  <span className="size-2 rounded-full bg-accent" aria-hidden="true" />
                  {serviceNameIn(s, lang)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
