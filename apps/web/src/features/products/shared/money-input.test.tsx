import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { MoneyInput } from './money-input.tsx';
import { moneyCurrency } from './money-text.ts';

beforeAll(() => i18n.loadNamespaces('products'));

afterEach(cleanup);

function Harness({
  alpha,
  initial,
  onChange,
}: {
  alpha: string;
  initial: number | null;
  onChange: (v: number | null) => void;
}) {
  const [value, setValue] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback="loading">
        <MoneyInput
          aria-label="Price"
          currency={moneyCurrency(alpha)}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
          onValidity={setMessage}
        />
        <p data-testid="message">{message}</p>
      </Suspense>
    </I18nextProvider>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Price' }) as HTMLInputElement;

describe('MoneyInput', () => {
  it('shows minor units in major units with the currency decimals', () => {
    render(<Harness alpha="USD" initial={1250} onChange={() => {}} />);
    expect(input().value).toBe('12.50');
    cleanup();
    render(<Harness alpha="XAF" initial={12500} onChange={() => {}} />);
    expect(input().value).toBe('12500');
    expect(input().getAttribute('inputmode')).toBe('numeric');
  });

  it('hands back minor units of what was typed, a comma being the decimal mark', () => {
    const onChange = vi.fn();
    render(<Harness alpha="EUR" initial={null} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '12,5' } });
    expect(onChange).toHaveBeenLastCalledWith(1250);
    fireEvent.blur(input());
    expect(input().value).toBe('12.50');
  });

  it('marks the field invalid and keeps the last good amount for a bad entry', async () => {
    const onChange = vi.fn();
    render(<Harness alpha="XOF" initial={5000} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '5000.5' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('message').textContent).toBe(
      'This currency has no decimals: enter a whole amount, e.g. 12500.',
    );
    fireEvent.change(input(), { target: { value: '6000' } });
    expect(onChange).toHaveBeenLastCalledWith(6000);
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('suggests a whole amount for FCFA and cents for the euro, in its placeholder and keypad', () => {
    render(<Harness alpha="XOF" initial={null} onChange={() => {}} />);
    expect(input().placeholder).toBe('0');
    expect(input().getAttribute('inputmode')).toBe('numeric');
    cleanup();
    render(<Harness alpha="EUR" initial={null} onChange={() => {}} />);
    expect(input().placeholder).toBe('0.00');
    expect(input().getAttribute('inputmode')).toBe('decimal');
  });

  it('gives an example with cents only to a currency that has them', () => {
    render(<Harness alpha="XOF" initial={null} onChange={() => {}} />);
    fireEvent.change(input(), { target: { value: 'abc' } });
    expect(screen.getByTestId('message').textContent).toBe('Enter a whole amount, e.g. 12500.');
    cleanup();
    render(<Harness alpha="EUR" initial={null} onChange={() => {}} />);
    fireEvent.change(input(), { target: { value: 'abc' } });
    expect(screen.getByTestId('message').textContent).toBe('Enter an amount, e.g. 12500 or 12.50.');
    fireEvent.change(input(), { target: { value: '12.505' } });
    expect(screen.getByTestId('message').textContent).toBe('At most 2 decimals in this currency.');
  });

  it('writes the example with the reader’s decimal mark', async () => {
    await i18n.changeLanguage('fr');
    try {
      render(<Harness alpha="EUR" initial={null} onChange={() => {}} />);
      fireEvent.change(input(), { target: { value: 'abc' } });
      expect(screen.getByTestId('message').textContent).toBe(
        'Saisissez un montant, par exemple 12500 ou 12,50.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('an emptied field is no amount', () => {
    const onChange = vi.fn();
    render(<Harness alpha="USD" initial={100} onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
