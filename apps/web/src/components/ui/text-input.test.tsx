import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Select } from './select.tsx';
import { controlClasses, TextInput } from './text-input.tsx';

afterEach(cleanup);

const classes = (element: HTMLElement) => element.className.split(' ');

describe('control widths', () => {
  it('a control is full width unless its caller gives a width, which then replaces it', () => {
    render(
      <>
        <TextInput aria-label="Full" />
        <TextInput aria-label="Narrow" className="w-32 text-end" />
        <Select aria-label="Per page" className="sm:w-28" options={[{ value: '20', label: '20' }]} />
      </>,
    );
    expect(classes(screen.getByLabelText('Full'))).toContain('w-full');
    expect(classes(screen.getByLabelText('Narrow'))).not.toContain('w-full');
    expect(classes(screen.getByLabelText('Narrow'))).toContain('w-32');
    expect(classes(screen.getByLabelText('Per page'))).not.toContain('w-full');
  });

  it('a bound on the width (max-w-, min-w-) keeps the full width', () => {
    expect(controlClasses('max-w-36 pe-8 sm:max-w-56').split(' ')).toContain('w-full');
    expect(controlClasses('min-w-0').split(' ')).toContain('w-full');
  });
});
