import { Select } from '../ui/select.tsx';

export interface PageSizeSelectProps {
  /** "Rows per page", in the list's words */
  label: string;
  value: number;
  choices: readonly number[];
  onChange: (perPage: number) => void;
}

/**
 * The rows-per-page choice of a list pager (ListPager's `extra`). As wide as its longest choice plus
 * the end padding (pe-8) and the browser's own arrow: a fixed w-20 left "25" under the arrow.
 */
export function PageSizeSelect({ label, value, choices, onChange }: PageSizeSelectProps) {
  return (
    <Select
      aria-label={label}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      options={choices.map((count) => ({ value: String(count), label: String(count) }))}
      // w-auto replaces the control's w-full (a row of the pager, not all of it); pe-8 is Select's own.
      className="w-auto shrink-0"
    />
  );
}
