// The request form the California Privacy Notice describes: know/access, delete, correct, opt out, limit;
// name, e-mail, phone, optional details; "I am an authorized agent" with the agent's name. Stored with a
// reference number shown to the visitor (POST /api/privacy-requests).
import { useState } from 'react';
import { PRIVACY_REQUEST_RULES, REQUEST_TYPES } from '#domain/privacy.ts';
import { formMessageIn } from '#web/i18n/page-words.ts';
import { usePageLang } from '#web/lib/lang-context.tsx';
import { ApiError } from '../../lib/api.ts';
import { CALIFORNIA_REQUEST_TEXTS } from './california-request-texts.ts';
import { BUTTON, Field, FormError, Honeypot, Receipt } from './form-parts.tsx';
import { sendPrivacyRequest } from './privacy-api.ts';
import { usePrivacyForm } from './use-privacy-form.ts';

const EMPTY = () => ({ type: '', name: '', email: '', phone: '', details: '', agent: '', website: '' });
const AGENT_NAME_REQUIRED = "Please enter the agent's name.";

/** Requests that would show, delete or change data: they wait for the requester to confirm the e-mail. */
const NEEDS_CONFIRMATION: ReadonlySet<string> = new Set(['know', 'delete', 'correct']);

export function CaliforniaRequestForm() {
  const [isAgent, setIsAgent] = useState(false);
  const [sentType, setSentType] = useState('');
  const lang = usePageLang();
  const t = CALIFORNIA_REQUEST_TEXTS[lang];
  const { register, errors, submitting, onSubmit, reference, error, hydrated } = usePrivacyForm(PRIVACY_REQUEST_RULES, EMPTY, async (v) => {
    if (isAgent && v.agent === '') throw new ApiError(AGENT_NAME_REQUIRED, 422, { agent: AGENT_NAME_REQUIRED });
    const sent = await sendPrivacyRequest({ ...v, agent: isAgent ? v.agent : '', lang });
    setSentType(v.type);
    return sent;
  });

  if (reference) {
    return (
      <Receipt reference={reference}>
        {NEEDS_CONFIRMATION.has(sentType) && (
          <p className="font-semibold" data-testid="confirm-email-step">
            {t.confirmEmailBefore}&ldquo;{t.confirmButton}&rdquo;{t.confirmEmailAfter}
          </p>
        )}
        <p>{t.timing}</p>
      </Receipt>
    );
  }
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t.form}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      data-ready={hydrated || undefined}
    >
      <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-4 border-0 p-0">
        <fieldset aria-describedby={errors.type ? 'ccpa-type-error' : undefined}>
          <legend className="text-sm font-semibold text-ink">{t.what}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {REQUEST_TYPES.map((type) => (
              <label
                key={type}
                className="flex items-center gap-3 rounded-xl border-2 border-slate-200 px-4 py-3 text-base text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input type="radio" value={type} className="size-5 accent-brand-600" {...register('type')} />
                {t.types[type]}
              </label>
            ))}
          </div>
          {errors.type && (
            <p id="ccpa-type-error" className="mt-1 text-sm font-medium text-danger">
              {formMessageIn(errors.type, lang)}
            </p>
          )}
        </fieldset>
        <Field id="ccpa-name" label={t.name} autoComplete="name" error={errors.name} reg={register('name')} />
        <Field
          id="ccpa-email"
          label={t.email}
          hint={t.emailHint}
          type="email"
          autoComplete="email"
          error={errors.email}
          reg={register('email')}
        />
        <Field id="ccpa-phone" label={t.phone} type="tel" autoComplete="tel" error={errors.phone} reg={register('phone')} />
        <Field id="ccpa-details" label={t.details} hint={t.detailsHint} type="textarea" error={errors.details} reg={register('details')} />
        <label className="flex items-center gap-3 text-base text-ink">
          <input type="checkbox" className="size-5 accent-brand-600" checked={isAgent} onChange={(e) => setIsAgent(e.target.checked)} />
          {t.agent}
        </label>
        {isAgent && (
          <Field
            id="ccpa-agent"
            label={t.agentName}
            hint={t.agentHint}
            autoComplete="organization"
            error={errors.agent}
            reg={register('agent')}
          />
        )}
        <Honeypot reg={register('website')} />
        <FormError message={error} />
        <button type="submit" disabled={submitting} className={BUTTON}>
          {submitting ? t.sending : t.send}
        </button>
      </fieldset>
    </form>
  );
}
