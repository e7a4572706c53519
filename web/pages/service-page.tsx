// /Services/:title: the quote wizard for one service, or 'Service Not Found', in the page's language
// (/es/Services/:title is the same page in Spanish).
import { Link, useLocalPath, useParams } from '../lib/router.tsx';
import { offersService } from '#domain/site.ts';
import { useSite } from '#web/lib/site-context.tsx';
import { consultationHeading, findServiceByTitle } from '#domain/services.ts';
import { ErrorBoundary } from '../layout/error-boundary.tsx';
import { serviceImage } from '../lib/service-images.ts';
import { ServiceWizard } from '../wizard/service-wizard.tsx';
import { wizardName } from '../wizard/wizard.tsx';
import { useWizardText } from '../i18n/wizard-text.ts';

const PROMISES = ['Free, no obligation', 'Vetted local pros', 'About 2 minutes'] as const;

export default function ServicePage() {
  const { title = '' } = useParams();
  const site = useSite();
  const text = useWizardText();
  const { t } = text;
  const localPath = useLocalPath();
  // A service the site does not offer is not found on its host, as the server answers that path.
  const found = findServiceByTitle(title);
  const service = found && offersService(site, found.title) ? found : undefined;
  if (!service) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-ink">{t('Service Not Found')}</h1>
        <p className="mt-3 text-lg text-muted">{t('Please check the URL or select a valid service.')}</p>
        <Link to="/Services" className="mt-8 inline-block rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          {t('See all services')}
        </Link>
      </section>
    );
  }
  const image = serviceImage(service.image);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 pb-16 pt-5 sm:pt-10">
      <div className="mx-auto max-w-2xl">
        <div className="flex items-center gap-3 sm:gap-4">
          {image && <img src={image} alt="" width={96} height={72} className="h-12 w-auto shrink-0 sm:h-20" />}
          <h1 className="text-[1.6rem] font-extrabold leading-tight tracking-tight text-ink sm:text-3xl">
            {text.lang === 'en' ? consultationHeading(service) : wizardName(service, text)}
          </h1>
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-[13px] font-medium text-muted sm:text-sm">
          {PROMISES.map((p) => (
            <li key={p} className="flex items-center gap-1.5">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-success">
                <path d="M8.2 13.6 4.6 10l-1.2 1.2 4.8 4.8 9-9-1.2-1.2z" />
              </svg>
              {t(p)}
            </li>
          ))}
        </ul>
        <div className="mt-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-900/5 sm:mt-6 sm:p-8">
          <ErrorBoundary
            what={t('The form')}
            reassurance={t('Your answers are kept in this tab: reload the page to carry on where you were.')}
            resetKey={service.title}
          >
            <ServiceWizard service={service} />
          </ErrorBoundary>
        </div>
        <p className="mt-5 flex items-center justify-center gap-2 text-sm text-muted">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
            <path d="M10 1.7a4.3 4.3 0 0 0-4.3 4.3v2H4.5v10h11V8h-1.2V6A4.3 4.3 0 0 0 10 1.7Zm-2.5 4.3a2.5 2.5 0 0 1 5 0v2h-5V6Z" />
          </svg>
          <span>
            {t('Your details are sent over an encrypted connection and used as our')}{' '}
            <a href={localPath('/PrivacyPolicy')} target="_blank" rel="noopener" className="underline underline-offset-2 hover:text-ink">
              {t('Privacy Policy')}
            </a>
            {text.lang === 'en' ? ' ' : ''}
            {t('describes.')}
          </span>
        </p>
      </div>
    </section>
  );
}
