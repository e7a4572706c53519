// /StopContact: revoke consent to be called or texted. A phone number and/or an
// e-mail address; the revocation is honored at once (the law allows 10 business days).
import { STOP_CONTACT_NEEDS_ONE, STOP_CONTACT_RULES } from '#domain/privacy.ts';
import { useSite } from '#web/lib/site-context.tsx';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { BUTTON, Field, FormError, Honeypot, Receipt } from './form-parts.tsx';
import { sendStopContact } from './privacy-api.ts';
import { STOP_CONTACT_TEXTS } from './stop-contact-texts.ts';
import { usePrivacyForm } from './use-privacy-form.ts';

const EMPTY = () => ({ email: '', phone: '', website: '' });

export default function StopContact() {
  const site = useSite();
  const lang = usePageLang();
  const t = STOP_CONTACT_TEXTS[lang];
  const { register, errors, submitting, onSubmit, reference, error, hydrated } = usePrivacyForm(
    STOP_CONTACT_RULES,
    EMPTY,
    // The revocation keeps the language its visitor read: its receipt is written in it.
    (v) => sendStopContact({ ...v, lang }),
    (v) => (v.email === '' && v.phone === '' ? { name: 'phone', message: STOP_CONTACT_NEEDS_ONE } : undefined),
  );

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t.heading}</h1>
      <div className="mt-6 space-y-4 text-base leading-7 text-slate-700">
        <p>{t.intro}</p>
        <p>
          {t.alsoBefore}
          <a href={`mailto:${site.complianceEmail}`} className="font-semibold text-brand-700 underline underline-offset-2">
            {site.complianceEmail}
          </a>
          .
        </p>
      </div>
      <div className="mt-8">
        {reference ? (
          <Receipt reference={reference}>
            <p>{t.revoked}</p>
          </Receipt>
        ) : (
          <form
            noValidate
            onSubmit={onSubmit}
            aria-label={t.form}
            className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            data-ready={hydrated || undefined}
          >
            <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-4 border-0 p-0">
              <Field id="stop-phone" label={t.phone} type="tel" autoComplete="tel" error={errors.phone} reg={register('phone')} />
              <Field id="stop-email" label={t.email} type="email" autoComplete="email" error={errors.email} reg={register('email')} />
              <Honeypot reg={register('website')} />
              <FormError message={error} />
              <button type="submit" disabled={submitting} className={BUTTON}>
                {submitting ? t.sending : t.send}
              </button>
            </fieldset>
          </form>
        )}
      </div>
    </section>
  );
}
