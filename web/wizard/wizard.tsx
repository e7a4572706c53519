// The quote wizard: one question per step, validated step by step with the shared schemas and the
// server's checks, then posted once as a lead. On success the visitor is thanked; on a rejection the
// form stays filled so they can correct it and press Submit again.
import '../lib/zod-browser.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Service } from '#domain/catalogue.ts';
import { consentSegments } from '#domain/consent.ts';
import { MESSAGES, stepSchema } from '#domain/schemas.ts';
import { wizardSteps } from '#domain/steps.ts';
import { ApiError, getVisitor, submitLead } from '../lib/api.ts';
import { readCampaign } from '../lib/campaign.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { emptyValues, leadRequestBody, type WizardValues } from './form-values.ts';
import { ProgressBar } from './progress-bar.tsx';
import { checkStep } from './step-checks.ts';
import { StepField } from './step-field.tsx';
import { CERTIFICATE_FIELD, LEAD_ID_FIELD_ID, useConsentTokens } from './use-consent-tokens.ts';

const PICK_ADVANCE_MS = 250;

function newSubmissionId(): string {
  return crypto.randomUUID();
}

export function Wizard({ service }: { service: Service }) {
  const navigate = useNavigate();
  const steps = useMemo(() => wizardSteps(service), [service]);
  const consent = useMemo(() => consentSegments(), []);
  const form = useForm<WizardValues>({ defaultValues: emptyValues(service) });
  const { getValues, setValue, setError, clearErrors, formState, reset } = form;

  const [index, setIndex] = useState(0);
  const [validating, setValidating] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const [country, setCountry] = useState<string>();
  const tokens = useConsentTokens();
  const hydrated = useHydrated();

  // Made once per visit to the wizard; replaced only after a rejection, so a retried post of the same
  // submission (double click, dropped connection) never makes a second lead.
  const submissionId = useRef(newSubmissionId());
  const [visitStart] = useState(() => Date.now());
  const lastUnverifiedEmail = useRef('');
  const focusTarget = useRef<HTMLElement | null>(null);
  const moved = useRef(false);

  const step = steps[index]!;
  const isLast = index === steps.length - 1;
  // Global Privacy Control is an opt-out of sale; a quote request is only useful if it is shared, so a
  // visitor who sends the signal is told so plainly before choosing to submit (CCPA regulations §7025).
  const gpc = hydrated && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  const notUs = country !== undefined && country !== 'US';

  // Focus the new question after a move, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (moved.current) focusTarget.current?.focus({ preventScroll: false });
  }, [index]);

  // The visitor's country is checked at the second-to-last step, before they reach Submit.
  useEffect(() => {
    if (index < steps.length - 2 || country !== undefined) return;
    getVisitor()
      .then((v) => setCountry(v.country_code || 'US'))
      .catch((err: unknown) => console.warn('Could not look up the visitor country', err));
  }, [index, steps.length, country]);

  const errorOf = (name: string): string | undefined => {
    const parts = name.split('.');
    let e: unknown = formState.errors;
    for (const p of parts) e = (e as Record<string, unknown> | undefined)?.[p];
    return (e as { message?: string } | undefined)?.message;
  };

  async function validateStep(): Promise<boolean> {
    const name = step.name as keyof WizardValues;
    const value = getValues(name);
    const parsed = stepSchema(service, step.name)?.safeParse(typeof value === 'string' ? value.trim() : value);
    if (parsed && !parsed.success) {
      setError(name, { message: parsed.error.issues[0]?.message ?? MESSAGES.required });
      return false;
    }
    const pending = checkStep(step, String(value ?? '').trim(), {
      values: getValues(),
      setCity: (city) => setValue('city', city),
      setProvider: (providerName, id) => {
        setValue(name, providerName);
        setValue('providerId', id);
      },
      lastUnverifiedEmail,
    });
    if (pending) {
      setValidating(true);
      const message = await pending;
      setValidating(false);
      if (message) {
        setError(name, { message });
        return false;
      }
    }
    clearErrors(name);
    return true;
  }

  const goTo = (next: number) => {
    moved.current = true;
    setSubmitError(undefined);
    setIndex(Math.max(0, Math.min(next, steps.length - 1)));
  };

  async function next() {
    if (validating || submitting) return;
    if (await validateStep()) goTo(index + 1);
  }

  async function submit() {
    if (submitting || notUs) return;
    if (!(await validateStep())) return;
    const missingToken =
      (tokens.config?.trustedFormScriptUrl && !tokens.certificateUrl && MESSAGES.certificate) ||
      (tokens.config?.leadIdScriptUrl && !tokens.leadIdToken && MESSAGES.leadId);
    if (missingToken) {
      setSubmitError(missingToken);
      return;
    }
    setSubmitting(true);
    setSubmitError(undefined);
    const body = leadRequestBody(service, submissionId.current, getValues(), {
      start: visitStart,
      min: Math.floor(visitStart / 60_000),
      campaign: readCampaign(),
      certificateUrl: tokens.certificateUrl,
      leadIdToken: tokens.leadIdToken,
    }, consent);
    try {
      await submitLead(body);
      reset(emptyValues(service));
      navigate('/ThankYou');
    } catch (err) {
      const apiError = err instanceof ApiError ? err : undefined;
      // After a rejection the next Submit is a new submission; after a lost connection it is the same one.
      if (apiError && apiError.status >= 400 && apiError.status < 500) submissionId.current = newSubmissionId();
      const fieldStep = steps.findIndex((s) => apiError?.fields[s.name]);
      if (apiError && fieldStep >= 0 && fieldStep !== index) {
        const s = steps[fieldStep]!;
        setError(s.name as keyof WizardValues, { message: apiError.fields[s.name] });
        goTo(fieldStep);
      } else {
        setSubmitError(apiError?.message || MESSAGES.submitDefault);
      }
    } finally {
      setSubmitting(false);
    }
  }

  // A tap on a choice card moves on shortly after, unless the visitor moved on by themselves meanwhile.
  const latest = useRef({ index, next });
  useEffect(() => {
    latest.current = { index, next };
  });
  const picked = () => {
    const at = index;
    setTimeout(() => {
      if (latest.current.index === at) void latest.current.next();
    }, PICK_ADVANCE_MS);
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={`Get a ${service.name} consultation`}
        onSubmit={(e) => {
          e.preventDefault();
          void (isLast ? submit() : next());
        }}
        className="space-y-8"
        data-ready={hydrated || undefined}
      >
        <ProgressBar step={index} total={steps.length} />
        {/* Until the page is live in the browser, controls wait, so no early tap is lost. */}
        <fieldset disabled={!hydrated} className="contents">

        {isLast && gpc && (
          <p className="rounded-xl border border-amber-200 bg-accent-light px-4 py-3 text-[15px] leading-relaxed text-ink" data-testid="gpc-notice">
            Your browser is sending a Global Privacy Control signal, which we honor as a request not to sell or share
            your information. To get quotes, the details of this request have to be shared with partner companies. If
            you check the box and submit, you choose to allow that for this request only.
          </p>
        )}

        <StepField
          key={step.name}
          step={step}
          error={errorOf(step.name)}
          consent={consent}
          onPicked={picked}
          focusRef={(el) => (focusTarget.current = el)}
          animate={index > 0}
        />

        {/* Filled by the consent-certificate and lead-identifier scripts when they are configured. */}
        <input type="hidden" name={CERTIFICATE_FIELD} id={`${CERTIFICATE_FIELD}_0`} />
        <input type="hidden" name="universal_leadid" id={LEAD_ID_FIELD_ID} />
        {/* A trap for bots: out of sight, out of the tab order and out of the accessibility tree, so no
            person fills it; a program that fills every field does, and its lead is quietly dropped. */}
        <input type="text" {...form.register('website')} className="sr-only" aria-hidden="true" tabIndex={-1} autoComplete="off" />

        <div aria-live="polite" className="min-h-6 text-base">
          {validating && (
            <p className="flex items-center gap-2 font-medium text-brand-700">
              <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" />
              Validating...
            </p>
          )}
          {notUs && <p role="alert" className="font-semibold text-danger">{MESSAGES.notUs}</p>}
          {submitError && (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-danger">
              {submitError}
            </p>
          )}
        </div>

        <div className="flex items-center gap-3">
          {index > 0 && (
            <button
              type="button"
              onClick={() => goTo(index - 1)}
              disabled={submitting}
              className="rounded-xl px-5 py-3.5 text-base font-semibold text-muted hover:bg-slate-100 hover:text-ink disabled:opacity-50"
            >
              Back
            </button>
          )}
          {isLast ? (
            <button
              type="submit"
              disabled={submitting || notUs}
              className="ml-auto flex-1 rounded-xl bg-brand-600 px-8 py-4 text-lg font-bold text-white shadow-lg shadow-brand-600/25 transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:flex-none"
            >
              {submitting ? 'Submitting...' : 'Submit'}
            </button>
          ) : (
            <button
              type="submit"
              disabled={validating}
              className="ml-auto flex-1 rounded-xl bg-brand-600 px-8 py-4 text-lg font-bold text-white shadow-lg shadow-brand-600/25 transition hover:bg-brand-700 disabled:opacity-60 sm:flex-none"
            >
              Next
            </button>
          )}
        </div>
        </fieldset>
      </form>
    </FormProvider>
  );
}
