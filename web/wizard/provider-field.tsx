// Energy provider autocomplete (ARIA combobox): typing clears the picked id, waits 300 ms, then
// searches; picking a suggestion fills the name and id and closes the list.
import { useEffect, useId, useRef, useState } from 'react';
import { searchProviders, type Provider } from '../lib/api.ts';
import { useWizardText } from '../i18n/wizard-text.ts';

const DEBOUNCE_MS = 300;

interface Props {
  id: string;
  value: string;
  onChange: (name: string, providerId: string) => void;
  describedBy?: string;
  invalid: boolean;
  inputRef?: (el: HTMLInputElement | null) => void;
}

export function ProviderField({ id, value, onChange, describedBy, invalid, inputRef }: Props) {
  const { t } = useWizardText();
  const listId = useId();
  const [suggestions, setSuggestions] = useState<Provider[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState('');
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A blur just before the step changes leaves its timer behind: it must not set the state of a field gone.
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchProviders(q, controller.signal)
        .then((list) => {
          setSuggestions(list);
          setActive(-1);
          setOpen(true);
        })
        // A failed search shows no suggestions; the step check reports the problem on Next.
        .catch(() => setSuggestions([]));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const pick = (p: Provider) => {
    onChange(p.name, String(p.id));
    setOpen(false);
    setSuggestions([]);
    setActive(-1);
  };

  const showList = open && suggestions.length > 0;
  return (
    <div className="relative">
      <input
        id={id}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={value}
        placeholder={t("Start typing your utility's name")}
        className="w-full rounded-xl border-2 border-slate-300 bg-white px-4 py-3.5 text-lg text-ink placeholder:text-slate-400 focus:border-brand-600 focus:outline-none aria-[invalid]:border-danger"
        onChange={(e) => {
          onChange(e.target.value, '');
          setQuery(e.target.value);
          if (!e.target.value.trim()) setSuggestions([]);
        }}
        onKeyDown={(e) => {
          if (!showList) return;
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, suggestions.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter' && active >= 0) {
            e.preventDefault();
            const p = suggestions[active];
            if (p) pick(p);
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
        onBlur={() => (blurTimer.current = setTimeout(() => setOpen(false), 150))}
        onFocus={() => clearTimeout(blurTimer.current)}
      />
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('Energy providers')}
          className="absolute z-20 mt-1 max-h-40 w-full overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((p, i) => (
            <li
              key={p.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`cursor-pointer px-4 py-2.5 text-base ${i === active ? 'bg-brand-100 text-brand-800' : 'text-ink hover:bg-brand-50'}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(p)}
            >
              {p.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
