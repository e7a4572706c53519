// A filter form's select of "All" and a list of choices (the site and language pickers): one label, one
// named field, the value chosen now, so each picker only says what its choices are.
export interface FilterSelectProps {
  id: string;
  /** The choice made now ('' or undefined: all). */
  value: string | undefined;
  /** The field's wrapper (its grid cell). */
  className?: string;
  fieldClass: string;
  labelClass: string;
}

export function ChoiceSelect({
  id,
  value,
  className,
  fieldClass,
  labelClass,
  label,
  name,
  choices,
}: FilterSelectProps & { label: string; name: string; choices: readonly { value: string; text: string }[] }) {
  return (
    <div id={`${id}-field`} className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={fieldClass}>
        <option value="">All</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.text}
          </option>
        ))}
      </select>
    </div>
  );
}
