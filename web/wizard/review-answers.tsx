// The last step's review: every answer the visitor gave, in three groups (the project, where it is, how
// to reach them), each with a Change button that opens its step; Next there comes back here.
import { findOption } from '#domain/options.ts';
import type { Step } from '#domain/steps.ts';
import { US_STATES } from '#domain/us-states.ts';
import type { FormStore } from '../lib/form-store.ts';
import type { WizardValues } from './form-values.ts';
import { useWizardText, type WizardText } from '../i18n/wizard-text.ts';
import type { Word } from '../i18n/wizard-words.ts';

/** The contact and project steps' short names, as a list of answers reads them (review.label.<step>). */
const SHORT_LABELS: Partial<Record<string, Word>> = {
  state: 'State',
  zipCode: 'ZIP code',
  city: 'City',
  streetAddress: 'Street address',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  HomeOwner: 'Home owner',
  PropertyType: 'Property type',
  PurchaseTimeFrame: 'Work to start in',
  BestTimeToCall: 'Best time to call',
  requirements: 'Project details',
};

/** A step's short name in the page's language; the other steps read their question. */
function shortLabel(step: Step, text: WizardText): string {
  const english = SHORT_LABELS[step.name];
  return english ? text.t(english) : step.label;
}

const WHERE = new Set(['streetAddress', 'city', 'state', 'zipCode']);
const CONTACT = new Set(['firstName', 'lastName', 'email', 'phone', 'BestTimeToCall']);

/** The answer as the visitor would write it: a state's name, a phone number with its usual punctuation, a date in words. */
export function shownAnswer(step: Step, value: string, text: WizardText): string {
  if (!value) return text.t('Not answered');
  switch (step.kind) {
    case 'choice':
      // The form holds the option's id; the visitor reads its label.
      return findOption(step.options ?? [], value)?.label ?? value;
    case 'state':
      return US_STATES.find(([code]) => code === value)?.[1] ?? value;
    case 'phone':
      return value.length === 10 ? `(${value.slice(0, 3)}) ${value.slice(3, 6)}-${value.slice(6)}` : value;
    case 'date': {
      const day = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(day.getTime())
        ? value
        : day.toLocaleDateString(`${text.lang}-US`, { weekday: 'short', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    }
    default:
      return value;
  }
}

interface Props {
  steps: readonly Step[];
  form: FormStore<WizardValues>;
  onChange: (step: number) => void;
}

export function ReviewAnswers({ steps, form, onChange }: Props) {
  const text = useWizardText();
  const { t } = text;
  const rows = steps.flatMap((step, index) => (step.kind === 'agreement' ? [] : [{ step, index }]));
  const groups = [
    { title: t('Your project'), rows: rows.filter((r) => !WHERE.has(r.step.name) && !CONTACT.has(r.step.name)) },
    { title: t('Where'), rows: rows.filter((r) => WHERE.has(r.step.name)) },
    { title: t('How pros reach you'), rows: rows.filter((r) => CONTACT.has(r.step.name)) },
  ];
  return (
    <div className="space-y-4" data-testid="review">
      <p className="text-base text-muted">{t('Check your answers. Tap Change to correct one; you come back here after.')}</p>
      {groups.map((g) => (
        <section key={g.title} aria-label={g.title} className="rounded-xl border border-slate-200">
          <h3 className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm font-bold uppercase tracking-wide text-muted">
            {g.title}
          </h3>
          <dl className="divide-y divide-slate-100">
            {g.rows.map(({ step, index }) => {
              const label = shortLabel(step, text);
              return (
                <div key={step.name} className="flex items-center gap-3 px-4 py-2">
                  <div className="min-w-0 flex-1">
                    <dt className="text-sm text-muted">{label}</dt>
                    <dd className="whitespace-pre-line break-words text-base font-semibold text-ink">
                      {shownAnswer(step, String(form.getValues(step.name) ?? ''), text)}
                    </dd>
                  </div>
                  <button
                    type="button"
                    onClick={() => onChange(index)}
                    aria-label={t('Change {label}', { label })}
                    className="min-h-11 shrink-0 rounded-lg px-3 text-[15px] font-semibold text-brand-700 underline underline-offset-2 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {t('Change')}
                  </button>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
