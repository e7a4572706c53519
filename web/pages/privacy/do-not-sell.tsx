// /DoNotSell: "Do Not Sell or Share My Personal Information". An opt-out form that
// puts the e-mail and phone on the suppression list at once, and, when the browser sends Global Privacy
// Control, the notice that the signal is honored.
import { useState } from 'react';
import { Link } from '../../lib/router.tsx';
import { PRIVACY_REQUEST_RULES } from '#domain/privacy.ts';
import { useSite } from '#web/lib/site-context.tsx';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { DO_NOT_SELL_TEXTS } from './do-not-sell-texts.ts';
import { BUTTON, Field, FormError, Honeypot, Receipt } from './form-parts.tsx';
import { GpcHonored } from './gpc-notice.tsx';
import { sendPrivacyRequest } from './privacy-api.ts';
import { usePrivacyForm } from './use-privacy-form.ts';

const { name, email, phone, website } = PRIVACY_REQUEST_RULES;
const OPT_OUT_RULES = { name, email, phone, website };
const EMPTY = () => ({ name: '', email: '', phone: '', website: '' });

export default function DoNotSell() {
  const site = useSite();
  const lang = usePageLang();
  const t = DO_NOT_SELL_TEXTS[lang];
  // Whether a phone number was sent with the opt-out: the receipt confirms only what was given.
  const [gavePhone, setGavePhone] = useState(false);
  const { register, errors, submitting, onSubmit, reference, error, hydrated } = usePrivacyForm(OPT_OUT_RULES, EMPTY, (v) => {
    setGavePhone(v.phone.trim() !== '');
    return sendPrivacyRequest({ ...v, type: 'opt-out', lang });
  });

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t.heading}</h1>
      <div className="mt-6 space-y-4 text-base leading-7 text-slate-700">
        <p>{t.intro(site.brand)}</p>
        <GpcHonored>
          <p className="mt-1">{t.gpc}</p>
        </GpcHonored>
        <p>
          {t.stopBefore}
          <Link to="/StopContact" className="font-semibold text-brand-700 underline underline-offset-2">
            {t.stopLink}
          </Link>
          {t.rightsBefore}
          <Link to="/CaliforniaPolicy#exercise-rights" className="font-semibold text-brand-700 underline underline-offset-2">
            {t.rightsLink}
          </Link>
          .
        </p>
      </div>

      <div className="mt-8">
        {reference ? (
          <Receipt reference={reference}>
            <p>{t.recorded(gavePhone)}</p>
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
              <Field id="dns-name" label={t.name} autoComplete="name" error={errors.name} reg={register('name')} />
              <Field id="dns-email" label={t.email} type="email" autoComplete="email" error={errors.email} reg={register('email')} />
              <Field
                id="dns-phone"
                label={t.phone}
                hint={t.phoneHint}
                type="tel"
                autoComplete="tel"
                error={errors.phone}
                reg={register('phone')}
              />
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
