// One wizard step: the question, its control, a hint and the error, wired for screen readers.
import { Suspense, type ComponentProps, type ReactNode } from 'react';
import type { ConsentSegment } from '#domain/consent-words.ts';
import { isoDate } from '#domain/field-rules.ts';
import type { Step } from '#domain/steps.ts';
import { US_STATES } from '#domain/us-states.ts';
import { useFieldValue, type FormStore, type Registration } from '../lib/form-store.ts';
import { ChoiceCards } from './choice-cards.tsx';
import { EmailSuggestion } from './email-suggestion.tsx';
import type { WizardValues } from './form-values.ts';
import { digitsOnly, phoneDigits } from './input-rules.ts';
import type { ProviderField as ProviderFieldType } from './provider-field.tsx';
import { lazyPrefetched } from '../lib/chunk-reload.ts';
import { unknownKind } from './step-checks.ts';
import { useWizardText } from '../i18n/wizard-text.ts';

const INPUT =
  'w-full rounded-xl border-2 border-slate-300 bg-white px-4 py-3.5 text-lg text-ink placeholder:text-slate-400 focus:border-brand-600 focus:outline-none aria-[invalid]:border-danger';

interface Props {
  form: FormStore<WizardValues>;
  step: Step;
  error: string | undefined;
  consent: readonly ConsentSegment[];
  onPicked: () => void;
  /** Receives the element to focus when the step appears. */
  focusRef: (el: HTMLElement | null) => void;
  /** Slide in: only when the visitor moved, not on the first paint. */
  animate: boolean;
  /** Shown between the question and its control (the review of the answers, on the last step). */
  children?: ReactNode;
}

// The energy provider's search is one service's one step: its code loads when that wizard is under way
// (web/wizard/wizard.tsx), not with every wizard's first load.
const Provider = lazyPrefetched(() => import('./provider-field.tsx').then((m) => m.ProviderField));
export const prefetchProviderField = Provider.prefetch;

/** The provider field shows the store's value (it is controlled) and picks set the provider's id too. */
function ProviderStep({
  form,
  name,
  ...props
}: { form: FormStore<WizardValues>; name: string } & Omit<ComponentProps<typeof ProviderFieldType>, 'value' | 'onChange'>) {
  const value = String(useFieldValue(form, name) ?? '');
  return (
    // While its code is on its way (a visitor who came straight to this step), a box of the field's size.
    <Suspense fallback={<input id={props.id} type="text" value={value} readOnly aria-busy="true" className={INPUT} />}>
      <Provider.Component
        {...props}
        value={value}
        onChange={(v, id) => {
          form.setValue(name, v);
          form.setValue('providerId', id);
        }}
      />
    </Suspense>
  );
}

export function StepField({ form, step, error, consent, onPicked, focusRef, animate, children }: Props) {
  const { t } = useWizardText();
  const register = (field: string) => form.register(field);
  const inputId = `field-${step.name.replace('.', '-')}`;
  const headingId = `${inputId}-label`;
  const hintId = step.hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const name = step.name;
  const invalid = Boolean(error);
  const common = { id: inputId, 'aria-describedby': describedBy, 'aria-invalid': invalid || undefined } as const;

  const withRef = (reg: Registration) => ({
    ...reg,
    ref: (el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => {
      reg.ref(el);
      focusRef(el);
    },
  });

  /** A field whose typed, pasted or autofilled text is reduced to what it accepts before it is kept. */
  const filtered = (accept: (value: string, previous: string) => string) => {
    const reg = register(name);
    return {
      ...withRef(reg),
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        e.target.value = accept(e.target.value, String(form.getValues(name) ?? ''));
        reg.onChange(e);
      },
    };
  };

  let control: ReactNode;
  switch (step.kind) {
    case 'choice':
      control = (
        <ChoiceCards
          options={step.options ?? []}
          registration={register(name)}
          labelledBy={headingId}
          describedBy={describedBy}
          invalid={invalid}
          onPicked={onPicked}
        />
      );
      break;
    case 'state':
      control = (
        // A native select keeps the phone's own picker; the chevron shows it is a choice.
        <div className="relative">
          <select
            {...common}
            {...withRef(register(name))}
            autoComplete={step.autoComplete}
            // A select does not submit its form on Enter as a text field does; keyboard users expect it to.
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            className={`${INPUT} appearance-none pr-12`}
          >
            <option value="">{t('Select your state')}</option>
            {US_STATES.map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
          <svg
            aria-hidden="true"
            data-testid="select-chevron"
            viewBox="0 0 20 20"
            className="pointer-events-none absolute right-4 top-1/2 size-5 -translate-y-1/2 fill-current text-slate-500"
          >
            <path d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7z" />
          </svg>
        </div>
      );
      break;
    case 'zip':
      control = (
        <input
          {...common}
          {...filtered((v) => digitsOnly(v, 5))}
          type="text"
          inputMode="numeric"
          autoComplete={step.autoComplete ?? 'off'}
          placeholder={step.placeholder}
          className={INPUT}
        />
      );
      break;
    case 'phone':
      control = (
        <input
          {...common}
          {...filtered(phoneDigits)}
          type="tel"
          inputMode="numeric"
          autoComplete={step.autoComplete}
          placeholder={step.placeholder}
          className={INPUT}
        />
      );
      break;
    case 'email':
      control = (
        <>
          <input
            {...common}
            {...withRef(register(name))}
            type="email"
            inputMode="email"
            autoComplete={step.autoComplete}
            placeholder={step.placeholder}
            className={INPUT}
          />
          <EmailSuggestion form={form} name={name} inputId={inputId} />
        </>
      );
      break;
    case 'date':
      control = <input {...common} {...withRef(register(name))} type="date" min={isoDate(new Date())} className={INPUT} />;
      break;
    case 'textarea':
      control = (
        <textarea {...common} {...withRef(register(name))} rows={4} placeholder={step.placeholder} className={`${INPUT} resize-y`} />
      );
      break;
    case 'provider':
      control = <ProviderStep form={form} name={name} id={inputId} describedBy={describedBy} invalid={invalid} inputRef={focusRef} />;
      break;
    case 'agreement':
      control = (
        <label className="flex cursor-pointer gap-3 rounded-xl border-2 border-slate-200 bg-slate-50 p-4 has-[:checked]:border-brand-600 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-200">
          {/* Not the step's focus target: arriving here, the visitor lands on the heading above the review. */}
          <input {...common} {...register(name)} type="checkbox" className="mt-1 size-5 shrink-0 accent-brand-600" />
          <span className="text-[15px] leading-relaxed text-ink" data-testid="consent-text">
            {consent.map((s) =>
              s.href ? (
                <a
                  key={s.text}
                  href={s.href}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {s.text}
                </a>
              ) : (
                <span key={s.text}>{s.text}</span>
              ),
            )}
          </span>
        </label>
      );
      break;
    case 'text':
      control = (
        <input
          {...common}
          {...withRef(register(name))}
          type="text"
          autoComplete={step.autoComplete}
          placeholder={step.placeholder}
          className={INPUT}
        />
      );
      break;
    default:
      return unknownKind(step.kind);
  }

  const labelClass = 'block text-2xl font-bold tracking-tight text-ink sm:text-[1.7rem] leading-snug';
  return (
    <div className={`space-y-4 ${animate ? 'animate-step-in' : ''}`}>
      {step.kind === 'choice' || step.kind === 'agreement' ? (
        <h2 id={headingId} ref={focusRef} tabIndex={-1} className={`${labelClass} focus:outline-none`}>
          {step.label}
        </h2>
      ) : (
        <label id={headingId} htmlFor={inputId} className={labelClass}>
          {step.label}
        </label>
      )}
      {step.hint && (
        <p id={hintId} className="text-base text-muted">
          {step.hint}
        </p>
      )}
      {children}
      {control}
      {error && (
        <p id={errorId} role="alert" data-field-error="" className="flex items-start gap-2 text-base font-medium text-danger">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 fill-current">
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.2h1.8v5.6H9.1V5.7Zm0 7.1h1.8v1.8H9.1v-1.8Z" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}
