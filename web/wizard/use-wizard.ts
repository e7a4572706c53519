// The quote wizard's behaviour, apart from how it looks: the step machine (one history entry per step,
// so the browser's and the phone's Back and Forward move between steps), the checks each step makes,
// the progress kept in the tab (restored on reload, cleared on success or "Start over"), and the
// submission. The views in wizard.tsx only render what this returns.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../lib/router.tsx';
import { findOption } from '#domain/options.ts';
import type { Service } from '#domain/catalogue.ts';
import type { ConsentSegment } from '#domain/consent-words.ts';
import { MESSAGES } from '#domain/field-rules.ts';
import { stepRule } from '#domain/step-rules.ts';
import { wizardSteps, type Step } from '#domain/steps.ts';
import { ApiError, getVisitor, submitLead } from '../lib/api.ts';
import { readCampaign } from '../lib/campaign.ts';
import { sendFunnelEvent, useStepViewEvents } from '../lib/funnel-events.ts';
import { useFormErrors, useFormStore, type FormStore } from '../lib/form-store.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { emptyValues, leadRequestBody, type WizardValues } from './form-values.ts';
import { projectExample } from './project-examples.ts';
import { clearProgress, loadProgress, saveProgress } from './saved-progress.ts';
import { checkStep } from './step-checks.ts';
import { useConsentTokens } from './use-consent-tokens.ts';
import { useSite } from '#web/lib/site-context.tsx';
import { useWizardText, type WizardText } from '../i18n/wizard-text.ts';

const PICK_ADVANCE_MS = 250;
/** The address's query parameter holding the step on screen, 1-based as the visitor reads it. */
export const STEP_PARAM = 'step';

/** What the thank-you page is told about the submission it follows (router state, never the URL). */
export interface SubmittedState {
  /** The lead's short reference (L-XXXX-XXXX), as POST /api/leads answered it. */
  reference: string;
  serviceName: string;
  bestTimeToCall: string;
}

/**
 * Router state of a step entry the wizard pushed: the step it was pushed from, and whether the visitor came
 * from the review to change this answer (Next then returns to the review).
 */
interface StepEntryState {
  wizardFrom: number;
  review?: true;
}

/** The project's own fields a ZIP answer that places the project fills (`projectPlace` in domain/questions/common.ts). */
const PLACE_FIELDS = ['state', 'zipCode', 'city'] as const;
type PlaceField = (typeof PLACE_FIELDS)[number];

function newSubmissionId(): string {
  return crypto.randomUUID();
}

/** The step the address asks for (0-based), or undefined when it names none. */
export function stepFromSearch(search: string): number | undefined {
  const raw = new URLSearchParams(search).get(STEP_PARAM);
  if (raw === null || !/^\d{1,3}$/.test(raw)) return undefined;
  return Math.max(0, Number(raw) - 1);
}

function searchFor(step: number): string {
  return step === 0 ? '' : `?${STEP_PARAM}=${step + 1}`;
}

/**
 * The service's steps in the page's language, with the requirements box's example in the words of its
 * trade, and, where one of the service's own answers places the project, a hint on the state and ZIP steps
 * filled from it.
 */
export function serviceSteps(service: Service, text: WizardText): Step[] {
  const placed = service.questions.some((q) => q.projectPlace);
  return wizardSteps(service).map((step) => {
    // The example is English as written; localize() puts it in the page's language with the rest of the step.
    const s = text.localize(step.name === 'requirements' ? { ...step, placeholder: projectExample(service) } : step, service);
    if (placed && (s.name === 'state' || s.name === 'zipCode'))
      return { ...s, hint: text.t('We filled this in from the ZIP code you gave. Change it if it is not right.') };
    return s;
  });
}

/** The message of the step's rule (the server's too) for the value, or undefined when it passes. */
function refusal(service: Service, name: string, value: unknown): string | undefined {
  const checked = stepRule(service, name)?.(typeof value === 'string' ? value.trim() : value);
  return checked && !checked.ok ? checked.message : undefined;
}

/** The first step before `upTo` whose answer the shared rules refuse, or `upTo` when all pass. */
function firstInvalidStep(service: Service, steps: readonly Step[], form: FormStore<WizardValues>, upTo: number): number {
  for (let i = 0; i < upTo && i < steps.length; i++) {
    if (refusal(service, steps[i]!.name, form.getValues(steps[i]!.name)) !== undefined) return i;
  }
  return upTo;
}

export interface WizardState {
  /** The page's language and its words. */
  text: WizardText;
  form: FormStore<WizardValues>;
  steps: readonly Step[];
  step: Step;
  index: number;
  isLast: boolean;
  consent: readonly ConsentSegment[];
  hydrated: boolean;
  validating: boolean;
  submitting: boolean;
  submitError: string | undefined;
  notUs: boolean;
  /** The browser sends Global Privacy Control: the consent step says what submitting means then. */
  gpc: boolean;
  /** The visitor has answered something: "Start over" is offered. */
  started: boolean;
  /** The current step moved in from another (so it may animate), rather than being the first paint. */
  moved: boolean;
  /** Counts the messages shown (a refused answer, a failed submission): each one is brought into view. */
  alerted: number;
  /** The visitor came from the review to change this step's answer: Next returns to the review. */
  reviewing: boolean;
  errorOf: (name: string) => string | undefined;
  next: () => Promise<void>;
  /** From the review: open the step to change its answer. */
  change: (step: number) => void;
  back: () => void;
  submit: () => Promise<void>;
  startOver: () => void;
  /** A choice card was tapped: move on shortly after. */
  picked: () => void;
  /** Receives the element to focus when a step appears or its answer is refused. */
  focusRef: (el: HTMLElement | null) => void;
}

export function useWizard(service: Service): WizardState {
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const text = useWizardText();
  const steps = useMemo(() => serviceSteps(service, text), [service, text]);
  const site = useSite();
  const consent = useMemo(() => text.consent(service, site), [service, site, text]);
  const form = useFormStore(() => emptyValues(service));
  const errors = useFormErrors(form);

  const [validating, setValidating] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const [country, setCountry] = useState<string>();
  const tokens = useConsentTokens();

  // Restored from the tab's storage once the page runs in the browser; until then (the prerendered
  // HTML, hydration) the wizard shows its first step, as the server rendered it.
  const [restored, setRestored] = useState(false);
  // The furthest step the visitor reached by passing every check before it: the address may name any
  // step up to it, not beyond.
  const [reached, setReached] = useState(0);
  // Made once per visit to the wizard (and kept across a reload); replaced only after a rejection, so a
  // retried post of the same submission (double click, dropped connection) never makes a second lead.
  const submissionId = useRef('');
  const visitStart = useRef(0);
  const lastUnverifiedEmail = useRef('');
  const focusTarget = useRef<HTMLElement | null>(null);
  const [moved, setMoved] = useState(false);
  const [alerted, setAlerted] = useState(0);
  // What the last ZIP that places the project filled in, so a changed ZIP refills what the visitor did not
  // change themselves, and never what they did.
  const prefilled = useRef<Partial<Record<PlaceField, string>>>({});

  const requested = hydrated ? stepFromSearch(location.search) : undefined;
  const allowed = restored ? Math.min(reached, steps.length - 1) : 0;
  const index = restored ? Math.min(requested ?? 0, allowed) : 0;
  const step = steps[index]!;
  const isLast = index === steps.length - 1;
  const entry = location.state as Partial<StepEntryState> | null;
  const reviewing = !isLast && entry?.review === true;
  useStepViewEvents(service.id, index, submissionId, restored);
  // Global Privacy Control is an opt-out of sale; a quote request is only useful if it is shared, so a
  // visitor who sends the signal is told so plainly before choosing to submit (CCPA regulations §7025).
  const gpc = hydrated && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  const notUs = country !== undefined && country !== 'US';

  // Restore the saved answers once, in the browser. (An effect, and state set in it, because the tab's
  // storage exists only there and the first render must match the prerendered HTML.)
  useEffect(() => {
    const saved = loadProgress(service.id);
    submissionId.current = saved?.submissionId ?? newSubmissionId();
    visitStart.current = saved?.start ?? Date.now();
    if (saved) {
      form.reset({ ...emptyValues(service), ...saved.values, answers: { ...emptyValues(service).answers, ...saved.values.answers } });
      // Progress saved by a page built before options had ids holds English labels: each becomes its
      // option's id, so its card shows as picked and the body posts the id.
      for (const s of steps) {
        const value = s.options && form.getValues(s.name);
        const option = typeof value === 'string' && value ? findOption(s.options!, value) : undefined;
        if (option && option.id !== value) form.setValue(s.name, option.id);
      }
      // A saved step counts only as far as the saved answers still pass the schema (the catalogue may
      // have changed since).
      const reachedBefore = firstInvalidStep(service, steps, form, saved.reached);
      startTransition(() => setReached(reachedBefore));
      // Coming back to the wizard's own address (another page, then a link here) resumes where it was.
      if (stepFromSearch(window.location.search) === undefined && saved.step > 0) {
        navigate({ search: searchFor(saved.step) }, { replace: true });
      }
    }
    // Transitions (this one and setReached's): the render they cause is sliced, not one long task right
    // after hydration (web/main.tsx).
    startTransition(() => setRestored(true));
    // Only on the first render in the browser: later changes of address are steps, not a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [service.id]);

  // An address beyond what the visitor has reached (a typed or bookmarked ?step=, a Forward after an
  // earlier answer changed) is corrected to the furthest step they may see.
  useEffect(() => {
    if (restored && requested !== undefined && requested !== index) {
      navigate({ search: searchFor(index) }, { replace: true });
    }
  }, [restored, requested, index, navigate]);

  const persist = useCallback(() => {
    if (!restored) return;
    const { agreement: _agreement, website: _website, ...values } = form.getValues();
    saveProgress(service.id, { values, step: index, reached, submissionId: submissionId.current, start: visitStart.current });
  }, [restored, form, service.id, index, reached]);

  useEffect(persist, [persist]);

  // Every answer is saved as it is given; a changed answer must pass its step's checks again before
  // any later step can be reached (by Next, not by Forward).
  useEffect(
    () =>
      form.subscribe((name) => {
        if (!name) return;
        const at = steps.findIndex((s) => s.name === name);
        if (at >= 0) setReached((r) => Math.min(r, at));
        persist();
      }),
    [form, steps, persist],
  );

  // Focus the new question after a move, so keyboard and screen-reader users land on it.
  const lastIndex = useRef(index);
  useEffect(() => {
    if (lastIndex.current === index) return;
    lastIndex.current = index;
    setMoved(true);
    setSubmitError(undefined);
    focusTarget.current?.focus({ preventScroll: false });
  }, [index]);

  // The visitor's country is checked at the second-to-last step, before they reach Submit.
  useEffect(() => {
    if (index < steps.length - 2 || country !== undefined) return;
    getVisitor()
      .then((v) => setCountry(v.country_code || 'US'))
      .catch((err: unknown) => console.warn('Could not look up the visitor country', err));
  }, [index, steps.length, country]);

  // The shared rules (and the server) say what is wrong in English; shown in the page's language.
  const errorOf = (name: string): string | undefined => errors[name] && text.error(errors[name]);

  /** Shows a refusal on the field; the view brings it into view with the focus on the field. */
  const refuse = (name: string, message: string) => {
    form.setError(name, message);
    setAlerted((n) => n + 1);
  };

  const showSubmitError = (message: string) => {
    setSubmitError(message);
    setAlerted((n) => n + 1);
  };

  const placeFound = (zip: string, place: { state: string; city: string }) => {
    const found: Record<PlaceField, string> = { state: place.state, zipCode: zip, city: place.city };
    for (const field of PLACE_FIELDS) {
      const current = String(form.getValues(field) ?? '');
      if (current === '' || current === prefilled.current[field]) form.setValue(field, found[field]);
    }
    prefilled.current = found;
  };

  async function validateStep(): Promise<boolean> {
    const name = step.name;
    const value = form.getValues(name);
    const message = refusal(service, name, value);
    if (message !== undefined) {
      refuse(name, message);
      return false;
    }
    const pending = checkStep(step, String(value ?? '').trim(), {
      values: form.getValues(),
      setCity: (city) => form.setValue('city', city),
      setProvider: (providerName, id) => {
        form.setValue(name, providerName);
        form.setValue('providerId', id);
      },
      lastUnverifiedEmail,
      placeFound,
    });
    if (pending) {
      setValidating(true);
      const message = await pending;
      setValidating(false);
      if (message) {
        refuse(name, message);
        return false;
      }
    }
    form.clearErrors(name);
    return true;
  }

  /** A new history entry for the step, so Back returns to the one before. */
  const push = (to: number) => {
    const state: StepEntryState = { wizardFrom: index };
    navigate({ search: searchFor(to) }, { state });
  };

  async function next() {
    if (validating || submitting) return;
    if (!(await validateStep())) return;
    if (reviewing) return backToReview();
    const to = Math.min(index + 1, steps.length - 1);
    setReached((r) => Math.max(r, to));
    push(to);
  }

  /**
   * After a change made from the review: back to the review, unless the change asks for a later answer
   * to be checked again (a new state must be confirmed by its ZIP code, which must lie in it) or a later
   * answer no longer passes; then to that step first, still on the way back to the review.
   */
  function backToReview() {
    const last = steps.length - 1;
    let to = firstInvalidStep(service, steps, form, last);
    const zipStep = steps.findIndex((s) => s.name === 'zipCode');
    if (step.name === 'state' && zipStep > index) to = Math.min(to, zipStep);
    to = Math.max(to, index + 1);
    setReached((r) => Math.max(r, to));
    if (to === last && entry?.wizardFrom === last) {
      navigate(-1);
      return;
    }
    const state: StepEntryState = { wizardFrom: index, ...(to === last ? {} : { review: true }) };
    navigate({ search: searchFor(to) }, { state });
  }

  function change(to: number) {
    if (to < 0 || to >= index) return;
    const state: StepEntryState = { wizardFrom: index, review: true };
    navigate({ search: searchFor(to) }, { state });
  }

  function back() {
    if (index === 0) return;
    // Undo the entry this step was pushed with when there is one, so the browser's Back and Forward
    // stay in step with the button; otherwise (a restored or corrected address) replace it.
    const from = entry?.wizardFrom;
    if (from === index - 1) navigate(-1);
    else navigate({ search: searchFor(index - 1) }, { replace: true });
  }

  function startOver() {
    clearProgress(service.id);
    form.reset(emptyValues(service));
    submissionId.current = newSubmissionId();
    visitStart.current = Date.now();
    setReached(0);
    setSubmitError(undefined);
    navigate({ search: '' }, { replace: true });
  }

  async function submit() {
    if (submitting || notUs) return;
    if (!(await validateStep())) return;
    const missingToken =
      (tokens.config?.trustedFormScriptUrl && !tokens.certificateUrl && MESSAGES.certificate) ||
      (tokens.config?.leadIdScriptUrl && !tokens.leadIdToken && MESSAGES.leadId);
    if (missingToken) {
      showSubmitError(text.error(missingToken));
      return;
    }
    setSubmitting(true);
    sendFunnelEvent({ submissionId: submissionId.current, serviceId: service.id, step: index, kind: 'submit' });
    setSubmitError(undefined);
    const values = form.getValues();
    // The page's language goes with the lead: its consent text is in it (the server keeps and checks both).
    const english = leadRequestBody(
      service,
      submissionId.current,
      values,
      {
        start: visitStart.current,
        min: Math.floor(visitStart.current / 60_000),
        campaign: readCampaign(),
        certificateUrl: tokens.certificateUrl,
        leadIdToken: tokens.leadIdToken,
      },
      consent,
    );
    const body = Object.assign(english, { lang: text.lang });
    try {
      const { reference } = await submitLead(body);
      clearProgress(service.id);
      form.reset(emptyValues(service));
      const thanks: SubmittedState = { reference, serviceName: service.name, bestTimeToCall: values.BestTimeToCall };
      navigate('/ThankYou', { state: thanks });
    } catch (err) {
      const apiError = err instanceof ApiError ? err : undefined;
      // After a rejection the next Submit is a new submission; after a lost connection it is the same one.
      if (apiError && apiError.status >= 400 && apiError.status < 500) {
        submissionId.current = newSubmissionId();
        persist();
      }
      const fieldStep = steps.findIndex((s) => apiError?.fields[s.name]);
      if (apiError && fieldStep >= 0 && fieldStep !== index) {
        const s = steps[fieldStep]!;
        form.setError(s.name, apiError.fields[s.name]!);
        setReached(fieldStep);
        // Corrected, the answer leads back to the review, where Submit is.
        const state: StepEntryState = { wizardFrom: index, review: true };
        navigate({ search: searchFor(fieldStep) }, { state });
      } else {
        showSubmitError(text.error(apiError?.message || MESSAGES.submitDefault));
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

  return {
    text,
    form,
    steps,
    step,
    index,
    isLast,
    consent,
    hydrated,
    validating,
    submitting,
    submitError,
    notUs,
    gpc,
    started: restored && (index > 0 || reached > 0),
    moved,
    alerted,
    reviewing,
    errorOf,
    next,
    change,
    back,
    submit,
    startOver,
    picked,
    focusRef: (el) => {
      focusTarget.current = el;
    },
  };
}
