// /DoNotSell: "Do Not Sell or Share My Personal Information". An opt-out form that
// puts the e-mail and phone on the suppression list at once, and, when the browser sends Global Privacy
// Control, the notice that the signal is honored.
import { useState } from 'react';
import { Link } from '../../lib/router.tsx';
import { DO_NOT_SELL_LABEL, PRIVACY_REQUEST_RULES } from '#domain/privacy.ts';
import { useSite } from '#web/lib/site-context.tsx';
import { BUTTON, Field, FormError, Honeypot, Receipt } from './form-parts.tsx';
import { GpcHonored } from './gpc-notice.tsx';
import { sendPrivacyRequest } from './privacy-api.ts';
import { usePrivacyForm } from './use-privacy-form.ts';

const { name, email, phone, website } = PRIVACY_REQUEST_RULES;
const OPT_OUT_RULES = { name, email, phone, website };
const EMPTY = () => ({ name: '', email: '', phone: '', website: '' });

export default function DoNotSell() {
  const site = useSite();
  // Whether a phone number was sent with the opt-out: the receipt confirms only what was given.
  const [gavePhone, setGavePhone] = useState(false);
  const { register, errors, submitting, onSubmit, reference, error, hydrated } = usePrivacyForm(OPT_OUT_RULES, EMPTY, (v) => {
    setGavePhone(v.phone.trim() !== '');
    return sendPrivacyRequest({ ...v, type: 'opt-out' });
  });

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{DO_NOT_SELL_LABEL}</h1>
      <div className="mt-6 space-y-4 text-base leading-7 text-slate-700">
        <p>
          {site.brand} sells and shares the quote requests people send us with partner companies, so they can offer quotes. You can tell us
          not to sell or share your personal information. We act on it at once: your e-mail address and phone number go on our suppression
          list, and any of your requests not yet passed on are held back.
        </p>
        <GpcHonored>
          <p className="mt-1">
            Your browser sends a Global Privacy Control signal. We treat it as a request to opt out of the sale and sharing of your
            information from this browser. To cover requests you made elsewhere, also send the form below.
          </p>
        </GpcHonored>
        <p>
          To stop calls and texts about a request you already made, use{' '}
          <Link to="/StopContact" className="font-semibold text-brand-700 underline underline-offset-2">
            Stop Contact
          </Link>
          . For your other rights (to know, delete, correct or limit), see the{' '}
          <Link to="/CaliforniaPolicy#exercise-rights" className="font-semibold text-brand-700 underline underline-offset-2">
            California Privacy Notice
          </Link>
          .
        </p>
      </div>

      <div className="mt-8">
        {reference ? (
          <Receipt reference={reference}>
            <p>
              Your opt-out is recorded and in effect. We will not sell or share the information linked to this e-mail address
              {gavePhone ? ' and phone number' : ''}.
            </p>
          </Receipt>
        ) : (
          <form
            noValidate
            onSubmit={onSubmit}
            aria-label="Opt out of sale and sharing"
            className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            data-ready={hydrated || undefined}
          >
            <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-4 border-0 p-0">
              <Field id="dns-name" label="Your name" autoComplete="name" error={errors.name} reg={register('name')} />
              <Field id="dns-email" label="Email address" type="email" autoComplete="email" error={errors.email} reg={register('email')} />
              <Field
                id="dns-phone"
                label="Phone number (optional)"
                hint="The number you gave us, so we can find your requests."
                type="tel"
                autoComplete="tel"
                error={errors.phone}
                reg={register('phone')}
              />
              <Honeypot reg={register('website')} />
              <FormError message={error} />
              <button type="submit" disabled={submitting} className={BUTTON}>
                {submitting ? 'Sending...' : 'Opt Out'}
              </button>
            </fieldset>
          </form>
        )}
      </div>
    </section>
  );
}
