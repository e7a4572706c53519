// The form of one buyer, every field in plain words, grouped as an operator thinks of a buyer: who it is,
// how it buys, what it is sent, what and when it buys, how much, how it ranks, its returns. Header values
// are shown masked and kept when left blank. The server's refusals are shown at the fields they name and
// in a summary that takes the focus.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SERVICES } from '#domain/services.ts';
import { ApiError } from '../lib/api.ts';
import { newHeaderRow, WEEKDAYS, type Area, type FormState } from '../lib/buyer-form-state.ts';

export const INPUT =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-none aria-[invalid=true]:border-danger';
export const BUTTON = 'rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
export const SECONDARY =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60';

const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
];

/** The first message the server (or the form) gave for this field or anything under it. */
export function errorFor(errors: Record<string, string>, field: string): string | undefined {
  const hit = Object.entries(errors).find(([k]) => k === field || k.startsWith(`${field}.`));
  return hit?.[1];
}

/** The server's field messages out of a refusal, if it gave some. */
export function fieldsOf(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.body.fields && typeof error.body.fields === 'object') {
    return error.body.fields as Record<string, string>;
  }
  return {};
}

function Field({
  id,
  label,
  hint,
  error,
  children,
  className = '',
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
  className?: string;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children(describedBy, Boolean(error))}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function TextField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  type = 'text',
  inputMode,
  placeholder,
  className,
  autoComplete = 'off',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  hint?: ReactNode;
  error?: string;
  type?: string;
  inputMode?: 'decimal' | 'numeric' | 'url' | 'text';
  placeholder?: string;
  className?: string;
  autoComplete?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy, invalid) => (
        <input
          id={id}
          type={type}
          value={value}
          inputMode={inputMode}
          placeholder={placeholder}
          autoComplete={autoComplete}
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          className={INPUT}
        />
      )}
    </Field>
  );
}

function Check({
  id,
  label,
  checked,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  hint?: string;
}) {
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 rounded border-slate-300"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

function Section({ title, children, description }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <legend className="px-1 text-base font-bold text-ink">{title}</legend>
      {description && <p className="mb-3 text-sm text-muted">{description}</p>}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The form's fields that are yes-or-no. */
type FlagKey = { [K in keyof FormState]: FormState[K] extends boolean ? K : never }[keyof FormState];
/** The form's fields that are typed as plain text. */
type TextKey = { [K in keyof FormState]: FormState[K] extends string ? K : never }[keyof FormState];

export interface BuyerFormProps {
  initial: FormState;
  /** Editing a saved buyer (its header values are stored and shown masked). */
  editing: boolean;
  busy: boolean;
  /** Field messages from the server or the form, by API field name. */
  errors: Record<string, string>;
  /** The refusal's headline, when the server gave no field. */
  error: unknown;
  onSubmit: (form: FormState) => void;
  submitLabel: string;
}

export function BuyerForm({ initial, editing, busy, errors, error, onSubmit, submitLabel }: BuyerFormProps) {
  const [form, setForm] = useState(initial);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const e = (field: string) => errorFor(errors, field);
  const tick = (key: FlagKey) => ({ checked: form[key], onChange: (v: boolean) => set(key, v) });
  /** A text field's value, change and message, the message by its API field name when that differs. */
  const bind = (key: TextKey, field: string = key) => ({ value: form[key], onChange: (v: string) => set(key, v), error: e(field) });
  const summary = useRef<HTMLDivElement>(null);
  const messages = [...new Set(Object.values(errors))];
  const shownError = messages.length > 0 || error !== null;
  // A refusal moves the focus to its summary, so a keyboard or screen-reader user hears what to fix.
  useEffect(() => {
    if (shownError) summary.current?.focus();
  }, [errors, error, shownError]);

  const setHeader = (key: number, change: Partial<FormState['headers'][number]>) =>
    set(
      'headers',
      form.headers.map((h) => (h.key === key ? { ...h, ...change } : h)),
    );

  return (
    <form
      noValidate
      className="mt-6 space-y-6"
      onSubmit={(ev) => {
        ev.preventDefault();
        onSubmit(form);
      }}
    >
      {shownError && (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-danger focus:outline-none"
        >
          <p className="font-semibold">
            {messages.length > 0
              ? 'The buyer was not saved. Fix these fields:'
              : error instanceof ApiError
                ? error.message
                : 'The buyer was not saved.'}
          </p>
          {messages.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <Section title="Company">
        <TextField
          id="buyer-name"
          label="Name"
          {...bind('name')}
          hint="Its public name, exactly as on the partner companies list: the list the visitor's consent names. Only then can it be activated."
          autoComplete="organization"
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <Check
            id="buyer-active"
            label="Active: it takes leads now"
            {...tick('active')}
            hint="A paused buyer is kept with its settings and gets no leads."
          />
        </div>
      </Section>

      <Section title="How it buys">
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold text-ink">Mode</legend>
          <div className="mt-1 grid gap-2 sm:grid-cols-2">
            {(
              [
                ['ping-post', 'Ping-post', 'Pinged first without personal data; it bids, and the winner gets the lead.'],
                ['post', 'Post', 'Sent every lead it is eligible for, at a fixed price.'],
              ] as const
            ).map(([mode, label, hint]) => (
              <label
                key={mode}
                className={`flex cursor-pointer gap-2 rounded-lg border p-3 text-sm ${form.mode === mode ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
              >
                <input
                  type="radio"
                  name="buyer-mode"
                  value={mode}
                  checked={form.mode === mode}
                  onChange={() => set('mode', mode)}
                  className="mt-0.5"
                />
                <span>
                  <span className="block font-semibold text-ink">{label}</span>
                  <span className="text-muted">{hint}</span>
                </span>
              </label>
            ))}
          </div>
          {e('mode') && <p className="mt-1 text-sm font-medium text-danger">{e('mode')}</p>}
        </fieldset>
        {form.mode === 'ping-post' && (
          <TextField
            id="buyer-ping-url"
            label="Ping URL"
            type="url"
            inputMode="url"
            {...bind('pingUrl')}
            placeholder="https://"
            className="sm:col-span-2"
          />
        )}
        <TextField
          id="buyer-post-url"
          label="Post URL"
          type="url"
          inputMode="url"
          {...bind('postUrl')}
          hint="Where the lead with the person's details is sent."
          placeholder="https://"
          className="sm:col-span-2"
        />
        {form.mode === 'post' ? (
          <TextField id="buyer-price" label="Price per lead ($)" inputMode="decimal" {...bind('price')} placeholder="0.00" />
        ) : (
          <TextField
            id="buyer-min-bid"
            label="Minimum bid ($)"
            inputMode="decimal"
            {...bind('minBid')}
            hint="A lower bid counts as no bid."
            placeholder="0.00"
          />
        )}
        {form.mode === 'ping-post' && (
          <TextField
            id="buyer-timeout"
            label="Ping answer deadline (milliseconds)"
            inputMode="numeric"
            {...bind('timeoutMs')}
            hint="No answer by then is no bid. 1000 if left empty."
            placeholder="1000"
          />
        )}
      </Section>

      <Section
        title="Headers"
        description={
          editing
            ? 'Sent with each ping and post, for example its API key. Values are stored encrypted and shown masked; leave a value blank to keep the stored one.'
            : 'Sent with each ping and post, for example its API key. Values are stored encrypted and never shown again, only masked.'
        }
      >
        {e('headers') && !form.headers.some((h) => e(`headers.${h.name.trim()}`)) && (
          <p className="text-sm font-medium text-danger sm:col-span-2">{e('headers')}</p>
        )}
        {form.headers.length === 0 && <p className="text-sm text-muted sm:col-span-2">No headers.</p>}
        {form.headers.map((h, i) => (
          <div
            key={h.key}
            className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-[1fr_1.5fr_auto] sm:items-start"
          >
            <TextField
              id={`header-name-${h.key}`}
              label={`Header ${i + 1} name`}
              value={h.name}
              onChange={(v) => setHeader(h.key, { name: v, stored: v.toLowerCase() === h.name.toLowerCase() ? h.stored : null })}
              placeholder="X-Api-Key"
            />
            <TextField
              id={`header-value-${h.key}`}
              label={`Header ${i + 1} value`}
              type="password"
              autoComplete="new-password"
              value={h.value}
              onChange={(v) => setHeader(h.key, { value: v })}
              error={h.name.trim() ? e(`headers.${h.name.trim()}`) : undefined}
              placeholder={h.stored ? `Stored: ${h.stored}` : ''}
              hint={h.stored ? `Stored value ${h.stored}; leave blank to keep it.` : undefined}
            />
            <button
              type="button"
              className={`${SECONDARY} sm:mt-6`}
              onClick={() =>
                set(
                  'headers',
                  form.headers.filter((x) => x.key !== h.key),
                )
              }
            >
              Remove<span className="sr-only"> header {h.name || i + 1}</span>
            </button>
          </div>
        ))}
        <div className="sm:col-span-2">
          <button type="button" className={SECONDARY} onClick={() => set('headers', [...form.headers, newHeaderRow()])}>
            Add header
          </button>
        </div>
      </Section>

      <Section title="What it buys" description="Leave a filter empty to buy everything it could cover.">
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold text-ink">Services</legend>
          <p className="text-xs text-muted">None ticked: every service.</p>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
            {SERVICES.map((s) => (
              <Check
                key={s.title}
                id={`service-${s.title}`}
                label={s.name}
                checked={form.services.includes(s.title)}
                onChange={(on) => set('services', on ? [...form.services, s.title] : form.services.filter((t) => t !== s.title))}
              />
            ))}
          </div>
          {e('services') && <p className="mt-1 text-sm font-medium text-danger">{e('services')}</p>}
        </fieldset>
        <TextField
          id="buyer-states"
          label="States"
          {...bind('states')}
          hint="Two-letter codes separated by commas, e.g. TX, OK. Empty: every state."
          placeholder="TX, OK"
        />
        <TextField id="buyer-sites" label="Sites" {...bind('sites')} hint="Site ids separated by commas. Empty: every site." />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold text-ink">Area</legend>
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {(
              [
                ['everywhere', 'All of its states'],
                ['zips', 'A list of ZIP codes'],
                ['radius', 'Miles around a ZIP code'],
              ] as [Area, string][]
            ).map(([area, label]) => (
              <label key={area} className="flex items-center gap-2 text-ink">
                <input type="radio" name="buyer-area" value={area} checked={form.area === area} onChange={() => set('area', area)} />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {form.area === 'zips' && (
          <Field
            id="buyer-zips"
            label="ZIP codes"
            error={e('zips')}
            hint="Five-digit ZIP codes separated by commas or spaces."
            className="sm:col-span-2"
          >
            {(describedBy, invalid) => (
              <textarea
                id="buyer-zips"
                rows={3}
                value={form.zips}
                onChange={(ev) => set('zips', ev.target.value)}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                className={INPUT}
              />
            )}
          </Field>
        )}
        {form.area === 'radius' && (
          <>
            <TextField
              id="buyer-radius-zip"
              label="Centre ZIP code"
              inputMode="numeric"
              value={form.radiusZip}
              onChange={(v) => set('radiusZip', v)}
              error={e('radius.zip') ?? (errors.radius && !e('radius.miles') ? errors.radius : undefined)}
            />
            <TextField id="buyer-radius-miles" label="Miles around it" inputMode="numeric" {...bind('radiusMiles', 'radius.miles')} />
          </>
        )}
      </Section>

      <Section title="When it buys">
        <Field
          id="buyer-time-zone"
          label="Its time zone"
          error={e('timeZone')}
          hint="Its hours, and the days, weeks and months of its caps, are counted in this zone. Empty: the console's own zone."
        >
          {(describedBy, invalid) => (
            <>
              <input
                id="buyer-time-zone"
                list="buyer-time-zones"
                value={form.timeZone}
                onChange={(ev) => set('timeZone', ev.target.value)}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                autoComplete="off"
                spellCheck={false}
                className={INPUT}
              />
              <datalist id="buyer-time-zones">
                {TIME_ZONES.map((z) => (
                  <option key={z} value={z} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <div className="sm:col-span-2">
          <Check id="buyer-any-time" label="Any day, any time" {...tick('anyTime')} />
        </div>
        {!form.anyTime && (
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-semibold text-ink">Hours by day</legend>
            <p className="text-xs text-muted">
              From-to in 24-hour time, e.g. 8-17 or 8-12, 13-17 (the end hour not included). Empty: no leads that day.
            </p>
            <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {WEEKDAYS.map(([day, label]) => (
                <TextField
                  key={day}
                  id={`schedule-${day}`}
                  label={label}
                  value={form.schedule[day]}
                  onChange={(v) => set('schedule', { ...form.schedule, [day]: v })}
                  error={e(`schedule.${day}`)}
                />
              ))}
            </div>
            {errors.schedule && <p className="mt-1 text-sm font-medium text-danger">{errors.schedule}</p>}
          </fieldset>
        )}
      </Section>

      <Section
        title="How much"
        description="Leave a limit empty for none. A buyer that reaches a limit gets no leads until the period ends in its time zone."
      >
        {(
          [
            ['daily', 'a day'],
            ['weekly', 'a week (from Monday)'],
            ['monthly', 'a month'],
          ] as const
        ).map(([period, label]) => (
          <div key={period} className="grid grid-cols-2 gap-3 sm:col-span-2 sm:grid-cols-2">
            <TextField
              id={`cap-${period}`}
              label={`Leads ${label}`}
              inputMode="numeric"
              value={form.caps[period]}
              onChange={(v) => set('caps', { ...form.caps, [period]: v })}
              error={e(`caps.${period}`)}
            />
            <TextField
              id={`budget-${period}`}
              label={`Budget ${label} ($)`}
              inputMode="decimal"
              value={form.budget[period]}
              onChange={(v) => set('budget', { ...form.budget, [period]: v })}
              error={e(`budget.${period}`)}
            />
          </div>
        ))}
      </Section>

      <Section title="Ranking">
        <div className="sm:col-span-2">
          <Check id="buyer-exclusive" label="Exclusive only: it buys only leads sold to no one else" {...tick('exclusiveOnly')} />
        </div>
        <TextField
          id="buyer-priority"
          label="Priority"
          inputMode="numeric"
          {...bind('priority')}
          hint="Between equal bids, the larger number wins."
        />
        <TextField
          id="buyer-penalty"
          label="Bid penalty (%)"
          inputMode="decimal"
          {...bind('bidPenaltyPercent')}
          hint="Its bids rank this much lower (for buyers that return many leads); it still pays its bid."
        />
      </Section>

      <Section title="Returns">
        <TextField id="buyer-return-window" label="Days it may return a lead" inputMode="numeric" {...bind('returnWindowDays')} />
        <TextField
          id="buyer-return-rate"
          label="Highest return rate (%)"
          inputMode="decimal"
          {...bind('maxReturnPercent', 'maxReturnRate')}
          hint="Over its last 30 days; returns past it are refused."
        />
        <div className="sm:col-span-2">
          <Check id="buyer-returns-approval" label="Its returns wait for an admin's approval" {...tick('returnsNeedApproval')} />
        </div>
      </Section>

      <div className="flex flex-wrap gap-3">
        <button type="submit" className={BUTTON} disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
