import type { ComponentProps } from 'react';
import { useFieldControl } from './field.tsx';
import { controlClasses } from './text-input.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a shop"; with `required`, leaving it fails validation. */
  placeholder?: string;
}

/** A native select: the phone's own picker is the most usable one there. */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  const field = useFieldControl();
  return (
    <select {...field} {...props} className={controlClasses('pe-8', className)}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
