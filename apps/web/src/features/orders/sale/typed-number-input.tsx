import { useState } from 'react';
import { TextInput, type TextInputProps } from '../../../components/ui/text-input.tsx';
import { parseTypedNumber } from './typed-number.ts';

export interface TypedNumberInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'inputMode'> {
  /** the basket's value; 0 shows as an empty field when `emptyWhenZero` */
  value: number;
  /** called with each number typed; the caller may clamp it (the field then shows the clamped value) */
  onValue: (value: number) => void;
  decimals?: boolean;
  emptyWhenZero?: boolean;
  /** numbers the field refuses to hand over (a quantity of 0): kept as typed, undone when leaving */
  allows?: (value: number) => boolean;
}

const always = () => true;

/**
 * A quantity or a percentage typed into the basket. The text stays as typed while it is not a
 * number yet — an emptied field, "12," on the way to "12,5" — so clearing the field and typing 5
 * gives 5, not 15. Leaving a field that does not say the basket's value shows that value again.
 */
export function TypedNumberInput({
  value,
  onValue,
  decimals = false,
  emptyWhenZero = false,
  allows = always,
  onBlur,
  ...input
}: TypedNumberInputProps) {
  const shown = (n: number) => (emptyWhenZero && n === 0 ? '' : String(n));
  const [text, setText] = useState(() => shown(value));
  const [seen, setSeen] = useState(value);
  // A value changed from outside (the + and − keys, a clamp) replaces the text, unless it is what the text says.
  if (value !== seen) {
    setSeen(value);
    if (parseTypedNumber(text, { decimals }) !== value) setText(shown(value));
  }

  return (
    <TextInput
      {...input}
      inputMode={decimals ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const parsed = parseTypedNumber(next, { decimals });
        if (next.trim() === '' && emptyWhenZero) onValue(0);
        else if (parsed !== null && allows(parsed) && parsed !== value) onValue(parsed);
      }}
      onBlur={(event) => {
        if (parseTypedNumber(text, { decimals }) !== value) setText(shown(value));
        onBlur?.(event);
      }}
    />
  );
}
