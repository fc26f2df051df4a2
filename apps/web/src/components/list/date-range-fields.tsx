import { Field } from '../ui/field.tsx';
import { TextInput } from '../ui/text-input.tsx';

export interface DateRange {
  /** `YYYY-MM-DD` days, '' for no bound */
  from: string;
  to: string;
}

export interface DateRangeFieldsProps extends DateRange {
  fromLabel: string;
  toLabel: string;
  onChange: (change: Partial<DateRange>) => void;
}

/** A list filter's two day pickers, both days included; the phone's own date picker opens on tap. */
export function DateRangeFields({ from, to, fromLabel, toLabel, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <Field label={fromLabel}>
        <TextInput
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </Field>
      <Field label={toLabel}>
        <TextInput
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </Field>
    </>
  );
}
