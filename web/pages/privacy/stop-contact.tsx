// /StopContact: revoke consent to be called or texted. A phone number and/or an
// e-mail address; the revocation is honored at once (the law allows 10 business days).
import { STOP_CONTACT_NEEDS_ONE, STOP_CONTACT_RULES } from '#domain/privacy.ts';
import { useSite } from '#web/lib/site-context.tsx';
import { BUTTON, Field, FormError, Honeypot, Receipt } from './form-parts.tsx';
import { sendStopContact } from './privacy-api.ts';
import { usePrivacyForm } from './use-privacy-form.ts';

const EMPTY = () => ({ email: '', phone: '', website: '' });

export default function StopContact() {
  const site = useSite();
  const { register, errors, submitting, onSubmit, reference, error, hydrated } = usePrivacyForm(
    STOP_CONTACT_RULES,
    EMPTY,
    sendStopContact,
    (v) => (v.email === '' && v.phone === '' ? { name: 'phone', message: STOP_CONTACT_NEEDS_ONE } : undefined),
  );

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Stop calls and texts</h1>
      <div className="mt-6 space-y-4 text-base leading-7 text-slate-700">
        <p>
          You can take back your consent to be called or texted about a quote request at any time. Enter the phone number and/or e-mail
          address you used. We stop at once: your requests not yet passed on to partner companies are held back, and the contact details go
          on our suppression list.
        </p>
        <p>
          You can also reply STOP to a text, or write to{' '}
          <a href={`mailto:${site.complianceEmail}`} className="font-semibold text-brand-700 underline underline-offset-2">
            {site.complianceEmail}
          </a>
          .
        </p>
      </div>
      <div className="mt-8">
        {reference ? (
          <Receipt reference={reference}>
            <p>
              Your consent to calls and texts is revoked. If a partner company that already received your request contacts you, tell them to
              stop and give them this reference.
            </p>
          </Receipt>
        ) : (
          <form
            noValidate
            onSubmit={onSubmit}
            aria-label="Stop calls and texts"
            className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            data-ready={hydrated || undefined}
          >
            <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-4 border-0 p-0">
              <Field id="stop-phone" label="Phone number" type="tel" autoComplete="tel" error={errors.phone} reg={register('phone')} />
              <Field id="stop-email" label="Email address" type="email" autoComplete="email" error={errors.email} reg={register('email')} />
              <Honeypot reg={register('website')} />
              <FormError message={error} />
              <button type="submit" disabled={submitting} className={BUTTON}>
                {submitting ? 'Sending...' : 'Stop Contacting Me'}
              </button>
            </fieldset>
          </form>
        )}
      </div>
    </section>
  );
}
