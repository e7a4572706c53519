// /Contact: phone, e-mail, postal address, and a form whose message is stored through POST /api/contact
// (or, before the page's scripts run, by a plain form post to /Contact: server/routes/contact-routes.ts).
import { useState } from 'react';
import { CONTACT_MESSAGE_RULES } from '#domain/contact-message.ts';
import { formMessageIn } from '#web/i18n/page-words.ts';
import { useSite } from '#web/lib/site-context.tsx';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { GetServicesBanner } from '../home/get-services-banner.tsx';
import { ServiceStrip } from '../home/service-strip.tsx';
import { ApiError, sendContactMessage } from '../lib/api.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useRuleForm } from '../lib/use-rule-form.ts';
import { CONTACT_TEXTS } from './texts/contact.ts';

const INPUT =
  'mt-1 w-full rounded-xl border-2 border-slate-300 px-4 py-3 text-base text-ink focus:border-brand-600 focus:outline-none aria-[invalid]:border-danger';

const EMPTY = () => ({ name: '', email: '', subject: '', message: '' });

export default function Contact() {
  const site = useSite();
  const { form, errors, submitting, handleSubmit, reset } = useRuleForm(CONTACT_MESSAGE_RULES, EMPTY);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const hydrated = useHydrated();
  const lang = usePageLang();
  const t = CONTACT_TEXTS[lang];

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      // The message keeps the language its visitor wrote in: a reply is written in it.
      await sendContactMessage({ ...values, lang });
      reset();
      setSent(true);
    } catch (err) {
      setError(err instanceof ApiError && err.status ? err.message : t.failed);
    }
  });

  const field = (name: keyof typeof CONTACT_MESSAGE_RULES, label: string, type = 'text') => (
    <div>
      <label htmlFor={`contact-${name}`} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {type === 'textarea' ? (
        <textarea
          id={`contact-${name}`}
          rows={5}
          className={INPUT}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `contact-${name}-error` : undefined}
          {...form.register(name)}
        />
      ) : (
        <input
          id={`contact-${name}`}
          type={type}
          className={INPUT}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `contact-${name}-error` : undefined}
          {...form.register(name)}
        />
      )}
      {errors[name] && (
        <p id={`contact-${name}-error`} className="mt-1 text-sm font-medium text-danger">
          {formMessageIn(errors[name], lang)}
        </p>
      )}
    </div>
  );

  return (
    <>
      <section className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t.heading}</h1>
          <p className="mt-4 text-lg text-muted">{t.intro}</p>
          <dl className="mt-8 space-y-5 text-lg">
            <div>
              <dt className="font-semibold text-ink">{t.phone}</dt>
              <dd>
                <a className="text-brand-700 underline" href={`tel:${site.phoneE164}`}>
                  {site.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">{t.email}</dt>
              <dd>
                <a className="text-brand-700 underline" href={`mailto:${site.email}`}>
                  {site.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-ink">{t.address}</dt>
              <dd className="text-slate-700">
                {site.address.street}
                <br />
                {site.address.city}, {site.address.state} {site.address.zip}
              </dd>
            </div>
          </dl>
        </div>
        {/* Posts to the server by itself when the page's scripts have not run (or failed): the server answers
          with a page of its own, and nothing typed ever lands in the address bar. */}
        <form
          method="post"
          action="/Contact"
          noValidate
          onSubmit={onSubmit}
          data-ready={hydrated || undefined}
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          aria-label={t.form}
        >
          {/* Without the page's scripts the server answers the post: it needs the language as well. */}
          {lang !== 'en' && <input type="hidden" name="lang" value={lang} />}
          {field('name', t.name)}
          {field('email', t.yourEmail, 'email')}
          {field('subject', t.subject)}
          {field('message', t.message, 'textarea')}
          <div aria-live="polite">
            {sent && <p className="rounded-xl bg-green-50 px-4 py-3 font-medium text-success">{t.sent}</p>}
            {error && (
              <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-danger">
                {formMessageIn(error, lang)}
              </p>
            )}
          </div>
          <button
            type="submit"
            disabled={submitting}
            className="w-full rounded-xl bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {submitting ? t.sending : t.send}
          </button>
        </form>
      </section>
      <GetServicesBanner className="mb-12" />
      <ServiceStrip className="mb-16" />
    </>
  );
}
