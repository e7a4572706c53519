// "Opt-out preference signal honored": shown when the browser sends Global Privacy Control (Sec-GPC: 1).
// A prerendered page cannot know the header, so once the page runs it asks the server, which reads it.
// Used on /DoNotSell and at the quote wizard's consent step.
import { useEffect, useState } from 'react';
import { GPC_HONORED } from '#domain/privacy-labels.ts';
import { gpcHonoredIn } from '../../i18n/page-words.ts';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { fetchGpc } from './privacy-api.ts';

export function useGpcSignal(): boolean {
  const [gpc, setGpc] = useState(false);
  useEffect(() => {
    let live = true;
    fetchGpc()
      .then((on) => live && setGpc(on))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return gpc;
}

export function GpcHonored({ children, className = '' }: { children?: React.ReactNode; className?: string }) {
  const gpc = useGpcSignal();
  const lang = usePageLang();
  if (!gpc) return null;
  return (
    <div
      role="status"
      data-testid="gpc-honored"
      className={`rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-[15px] leading-relaxed text-ink ${className}`}
    >
      <p className="flex items-center gap-2 font-semibold text-success">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
          <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm4.1 6.3-4.9 5.6a.9.9 0 0 1-1.3.05L5.8 11.3a.9.9 0 1 1 1.3-1.3l1.4 1.4 4.3-4.8a.9.9 0 0 1 1.3 1.2Z" />
        </svg>
        {gpcHonoredIn(GPC_HONORED, lang)}
      </p>
      {children}
    </div>
  );
}

/** At the quote wizard's consent step: the signal is honored for everything but the request being sent. */
export function GpcHonoredAtConsent() {
  const lang = usePageLang();
  return (
    // Spaced by itself: the wizard's fieldset lays its children out without gaps.
    <GpcHonored className="mb-6">
      <p className="mt-1">
        {lang === 'es'
          ? 'No venderemos ni compartiremos información de este navegador, salvo esta solicitud de cotización si decide enviarla a las empresas asociadas a continuación.'
          : 'We will not sell or share information from this browser, except this quote request if you choose to submit it to partner companies below.'}
      </p>
    </GpcHonored>
  );
}
