// The quote wizard's view: one question per step, the progress line, the messages and the buttons. What
// it does (steps, history, checks, saved progress, submission) lives in use-wizard.ts.
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import type { Service } from '#domain/catalogue.ts';
import { consultationPhrase, type ServiceInfo } from '#domain/services.ts';
import { serviceNameInProse } from '../i18n/page-words.ts';
import type { WizardText } from '../i18n/wizard-text.ts';
import { MESSAGES } from '#domain/field-rules.ts';
import { ProgressBar } from './progress-bar.tsx';
import { revealUncovered } from './reveal.ts';
import { lazyPrefetched } from '../lib/chunk-reload.ts';
import { prefetchProviderField, StepField } from './step-field.tsx';
import { CERTIFICATE_FIELD, LEAD_ID_FIELD_ID } from './use-consent-tokens.ts';
import { useWizard, type WizardState } from './use-wizard.ts';

// The Global Privacy Control notice shows at the last step only, so its code (and its question to the server)
// waits for that step instead of riding in every wizard's first load. A failed download shows no notice: the
// signal is honoured by the server from the request's own header either way, and the form must not fail for it.
const GpcHonoredAtConsent = lazy<ComponentType>(() =>
  import('../pages/privacy/gpc-notice.tsx').then(
    (m) => ({ default: m.GpcHonoredAtConsent }),
    () => ({ default: () => null }),
  ),
);

// The review of the answers shows at the last step only: its code loads once the visitor is past the first
// step (below), not with the page, so it is here long before the last step.
const Review = lazyPrefetched(() => import('./review-answers.tsx').then((m) => m.ReviewAnswers));

/** Once the visitor is under way, the code of the steps ahead (the review, a provider search) loads. */
function usePrefetchedStepsAhead(wizard: WizardState) {
  const underWay = wizard.index > 0;
  const hasProvider = wizard.steps.some((s) => s.kind === 'provider');
  useEffect(() => {
    if (!underWay) return;
    Review.prefetch();
    if (hasProvider) prefetchProviderField();
  }, [underWay, hasProvider]);
}

const PRIMARY =
  'ml-auto flex-1 rounded-xl bg-brand-600 px-8 py-4 text-lg font-bold text-white shadow-lg shadow-brand-600/25 transition hover:bg-brand-700 disabled:opacity-60 sm:flex-none';

function GpcNotice({ text }: { text: WizardText }) {
  return (
    <p
      className="rounded-xl border border-amber-200 bg-accent-light px-4 py-3 text-[15px] leading-relaxed text-ink"
      data-testid="gpc-notice"
    >
      {text.t(
        'Your browser is sending a Global Privacy Control signal, which we honor as a request not to sell or share your information. To get quotes, the details of this request have to be shared with partner companies. If you check the box and submit, you choose to allow that for this request only.',
      )}
    </p>
  );
}

function Messages({ wizard }: { wizard: WizardState }) {
  const { t, error } = wizard.text;
  return (
    // Holds its line on the other steps, so "Validating..." does not push the buttons down; in the last
    // step's bar it takes no room until it has something to say.
    <div aria-live="polite" className={`text-base ${wizard.isLast ? '[&:not(:empty)]:mb-3' : 'mb-3 min-h-6'}`}>
      {wizard.validating && (
        <p className="flex items-center gap-2 font-medium text-brand-700">
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" />
          {t('Validating...')}
        </p>
      )}
      {wizard.notUs && (
        <p role="alert" className="font-semibold text-danger">
          {error(MESSAGES.notUs)}
        </p>
      )}
      {wizard.submitError && (
        <p
          role="alert"
          tabIndex={-1}
          data-submit-error=""
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-danger focus:outline-none"
        >
          {wizard.submitError}
        </p>
      )}
    </div>
  );
}

/**
 * The messages and the buttons. On the last step they stay in sight at the bottom of a phone's screen, so
 * Submit is never below the review and the consent text, and a message about the submission appears right
 * above the Submit button the visitor just pressed.
 */
function Actions({ wizard }: { wizard: WizardState }) {
  return (
    <div
      data-sticky-actions={wizard.isLast || undefined}
      className={
        wizard.isLast
          ? 'sticky bottom-0 z-10 -mx-5 border-t border-slate-200 bg-white px-5 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0'
          : ''
      }
    >
      <Messages wizard={wizard} />
      <Buttons wizard={wizard} />
    </div>
  );
}

function Buttons({ wizard }: { wizard: WizardState }) {
  const { t } = wizard.text;
  return (
    <div className="flex items-center gap-3">
      {wizard.index > 0 && (
        <button
          type="button"
          onClick={wizard.back}
          disabled={wizard.submitting}
          className="rounded-xl px-5 py-3.5 text-base font-semibold text-muted hover:bg-slate-100 hover:text-ink disabled:opacity-50"
        >
          {t('Back')}
        </button>
      )}
      {wizard.isLast ? (
        <button type="submit" disabled={wizard.submitting || wizard.notUs} className={`${PRIMARY} disabled:cursor-not-allowed`}>
          {wizard.submitting ? t('Submitting...') : t('Submit')}
        </button>
      ) : (
        <button type="submit" disabled={wizard.validating} className={PRIMARY}>
          {wizard.reviewing ? t('Back to review') : t('Next')}
        </button>
      )}
    </div>
  );
}

/**
 * Each message shown (a refused answer, a failed submission) is brought to where the visitor is looking:
 * on screen, not under the sticky header or the Submit bar, with the focus on the field to correct (or on
 * the message itself, when there is no field), so a screen reader reads it too.
 */
function useRevealedMessages(formRef: React.RefObject<HTMLFormElement | null>, alerted: number) {
  useEffect(() => {
    const form = formRef.current;
    if (!form || alerted === 0) return;
    const submitError = form.querySelector<HTMLElement>('[data-submit-error]');
    const fieldError = form.querySelector<HTMLElement>('[data-field-error]');
    if (submitError) {
      submitError.focus({ preventScroll: true });
      revealUncovered(submitError);
    } else if (fieldError) {
      const field =
        form.querySelector<HTMLElement>('input[aria-invalid], select[aria-invalid], textarea[aria-invalid]') ??
        form.querySelector<HTMLElement>('h2[tabindex]');
      field?.focus({ preventScroll: true });
      // The field's own box (the agreement's is its label, the whole card) and the message under it.
      revealUncovered(field?.closest('label') ?? field, fieldError);
    }
  }, [formRef, alerted]);
}

export function WizardView({ wizard, consultation }: { wizard: WizardState; consultation: string }) {
  const { form, step, text } = wizard;
  const formRef = useRef<HTMLFormElement>(null);
  useRevealedMessages(formRef, wizard.alerted);
  usePrefetchedStepsAhead(wizard);
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={consultation}
      onSubmit={(e) => {
        e.preventDefault();
        void (wizard.isLast ? wizard.submit() : wizard.next());
      }}
      className="space-y-8"
      data-ready={wizard.hydrated || undefined}
    >
      <ProgressBar step={wizard.index} total={wizard.steps.length} />
      {/* Until the page is live in the browser, controls wait, so no early tap is lost. */}
      <fieldset disabled={!wizard.hydrated} className="contents">
        {wizard.isLast && (
          <Suspense fallback={null}>
            <GpcHonoredAtConsent />
          </Suspense>
        )}
        {wizard.isLast && wizard.gpc && <GpcNotice text={text} />}

        <StepField
          key={step.name}
          form={form}
          step={step}
          error={wizard.errorOf(step.name)}
          consent={wizard.consent}
          onPicked={wizard.picked}
          focusRef={wizard.focusRef}
          animate={wizard.moved}
        >
          {wizard.isLast && (
            <Suspense fallback={null}>
              <Review.Component steps={wizard.steps} form={form} onChange={wizard.change} />
            </Suspense>
          )}
        </StepField>

        {/* Filled by the consent-certificate and lead-identifier scripts when they are configured. */}
        <input type="hidden" name={CERTIFICATE_FIELD} id={`${CERTIFICATE_FIELD}_0`} />
        <input type="hidden" name="universal_leadid" id={LEAD_ID_FIELD_ID} />
        {/* A trap for bots: out of sight, out of the tab order and out of the accessibility tree, so no
              person fills it; a program that fills every field does, and its lead is quietly dropped. */}
        <input type="text" {...form.register('website')} className="sr-only" aria-hidden="true" tabIndex={-1} autoComplete="off" />

        <Actions wizard={wizard} />
        {wizard.started && (
          <p className="text-center text-sm text-muted">
            {text.t('Your answers are kept in this browser tab until you submit.')}{' '}
            <button
              type="button"
              onClick={wizard.startOver}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {text.t('Start over')}
            </button>
          </p>
        )}
      </fieldset>
    </form>
  );
}

/** The form's name: "Get a Solar consultation", or its sense in the page's language. */
export function wizardName(service: ServiceInfo, text: WizardText): string {
  return text.lang === 'en'
    ? `Get ${consultationPhrase(service)}`
    : text.t('Get a {service} consultation', { service: serviceNameInProse(service, text.lang) });
}

export function Wizard({ service }: { service: Service }) {
  const wizard = useWizard(service);
  return <WizardView wizard={wizard} consultation={wizardName(service, wizard.text)} />;
}
