import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs.tsx';

afterEach(cleanup);

const sections = [
  { key: 'details', label: 'Details', content: <p>Title and price</p> },
  { key: 'stock', label: 'Stock', content: <p>Quantities per shop</p> },
  { key: 'history', label: 'History', content: <p>Changes</p> },
];

/** Tabs whose selection lives outside them, as it would in the URL. */
function ControlledTabs() {
  const [key, setKey] = useState('history');
  return <Tabs label="Product sections" tabs={sections} selectedKey={key} onChange={setKey} />;
}

describe('Tabs', () => {
  it('has a named tab list and shows the first panel, labelled by its tab', () => {
    render(<Tabs label="Product sections" tabs={sections} />);
    expect(screen.getByRole('tablist', { name: 'Product sections' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Details' }).textContent).toBe('Title and price');
  });

  it('moves between tabs with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Tabs label="Product sections" tabs={sections} onChange={onChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Details' }));

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Stock' }));
    expect(screen.getByRole('tabpanel', { name: 'Stock' }).textContent).toBe('Quantities per shop');
    expect(onChange).toHaveBeenLastCalledWith('stock');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
  });

  it('switches on click', async () => {
    render(<Tabs label="Product sections" tabs={sections} />);
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Changes');
  });

  it('starts on the default tab', () => {
    render(<Tabs label="Product sections" tabs={sections} defaultKey="stock" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Quantities per shop');
  });

  it('follows the selected key when controlled', async () => {
    render(<ControlledTabs />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Changes');
    await userEvent.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Title and price');
  });
});
