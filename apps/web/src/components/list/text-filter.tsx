import { Field } from '../ui/field.tsx';
import { TextInput } from '../ui/text-input.tsx';

export interface TextFilterProps {
  label: string;
  /** the filter in the URL: the box starts again from it when it changes */
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}

/**
 * A typed list filter (a tag, a payee) standing alone, e.g. in the phone's filter sheet, away from
 * the search form that submits it on wider screens: applied, trimmed, on Enter and when left.
 */
export function TextFilter({ label, value, onChange, maxLength }: TextFilterProps) {
  const apply = (typed: string) => {
    if (typed.trim() !== value) onChange(typed.trim());
  };
  return (
    <Field label={label}>
      <TextInput
        key={value}
        defaultValue={value}
        maxLength={maxLength}
        enterKeyHint="done"
        onBlur={(event) => apply(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply(event.currentTarget.value);
          }
        }}
      />
    </Field>
  );
}
