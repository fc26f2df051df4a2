import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.tsx';
import { Field } from './field.tsx';
import { Select } from './select.tsx';
import { TextInput } from './text-input.tsx';

afterEach(cleanup);

/** The text of the elements an element's aria-describedby points at, in order. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

describe('Field with TextInput', () => {
  it('labels the input', () => {
    render(
      <Field label="Email">
        <TextInput type="email" name="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('describes the input with its hint', () => {
    render(
      <Field label="Phone" hint="10 to 15 digits">
        <TextInput />
      </Field>,
    );
    expect(description(screen.getByRole('textbox', { name: 'Phone' }))).toBe('10 to 15 digits');
  });

  it('announces an error through aria-describedby and marks the input invalid', () => {
    render(
      <Field label="Phone" hint="10 to 15 digits" error="Too short">
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Too short | 10 to 15 digits');
  });

  it('joins several server errors into one message', () => {
    render(
      <Field label="Name" error={['Required.', 'Too long.']}>
        <TextInput />
      </Field>,
    );
    expect(description(screen.getByRole('textbox', { name: 'Name' }))).toBe('Required. Too long.');
  });

  it('treats an empty error list as valid', () => {
    render(
      <Field label="Name" error={[]}>
        <TextInput />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('marks a required field for assistive technology, with a decorative star', () => {
    render(
      <Field label="Name" required>
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(input.required).toBe(true);
  });

  it('accepts typing', async () => {
    const onChange = vi.fn();
    render(
      <Field label="Name">
        <TextInput onChange={(event) => onChange(event.target.value)} />
      </Field>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Café');
    expect(onChange).toHaveBeenLastCalledWith('Café');
  });

  it('needs an aria-label when used alone', () => {
    render(<TextInput aria-label="Search" />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
  });
});

describe('Select', () => {
  const shops = [
    { value: 's1', label: 'Market stall' },
    { value: 's2', label: 'Main street' },
  ];

  it('is labelled by its Field and lists the options after the placeholder', () => {
    render(
      <Field label="Shop" error="Choose a shop">
        <Select options={shops} placeholder="Choose…" />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Shop' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(description(select)).toBe('Choose a shop');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose…',
      'Market stall',
      'Main street',
    ]);
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <Field label="Shop">
        <Select options={shops} onChange={(event) => onChange(event.target.value)} />
      </Field>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Shop' }), 'Main street');
    expect(onChange).toHaveBeenCalledWith('s2');
  });
});

describe('Checkbox', () => {
  it('toggles when its label is clicked', async () => {
    render(<Checkbox label="Track stock" />);
    const box = screen.getByRole('checkbox', { name: 'Track stock' }) as HTMLInputElement;
    await userEvent.click(screen.getByText('Track stock'));
    expect(box.checked).toBe(true);
  });

  it('links its hint and error', () => {
    render(<Checkbox label="Accept the terms" hint="Required to continue" error="Please accept" />);
    const box = screen.getByRole('checkbox', { name: 'Accept the terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(description(box)).toBe('Please accept | Required to continue');
  });
});
