// A choice question as large tappable cards: native radio buttons (arrow keys, screen readers) styled
// as cards. A tap on a card moves on by itself; a keyboard choice waits for Enter or Next, so arrowing
// through the options never skips a question. Each radio's value is the option's stable id (what the
// server codes and stores); its visible text is the label.
import { useRef } from 'react';
import type { Option } from '#domain/options.ts';
import type { Registration } from '../lib/form-store.ts';

interface Props {
  options: readonly Option[];
  registration: Registration;
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
  onPicked: () => void;
}

export function ChoiceCards({ options, registration, labelledBy, describedBy, invalid, onPicked }: Props) {
  const pointerAt = useRef(0);
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={`grid gap-3 ${options.length > 3 ? 'sm:grid-cols-2' : ''}`}
    >
      {options.map((o) => (
        <label
          key={o.id}
          onPointerDown={() => (pointerAt.current = Date.now())}
          className="group flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 bg-white px-4 py-3 text-base font-medium text-ink shadow-sm transition hover:border-brand-300 hover:bg-brand-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-200"
        >
          <input
            type="radio"
            value={o.id}
            className="peer sr-only"
            {...registration}
            onChange={(e) => {
              registration.onChange(e);
              if (Date.now() - pointerAt.current < 1500) onPicked();
            }}
          />
          <span
            aria-hidden="true"
            className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-300 bg-white peer-checked:border-brand-600 peer-checked:bg-brand-600"
          >
            <span className="size-2 rounded-full bg-white" />
          </span>
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
