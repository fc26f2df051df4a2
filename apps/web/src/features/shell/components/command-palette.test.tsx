import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appsFor } from '../apps.ts';
import { CommandPalette } from './command-palette.tsx';
import { stubResizeObserver } from './test-dom.ts';
import { t } from './test-translate.ts';

afterEach(cleanup);

stubResizeObserver();

function renderPalette(role = 'employee') {
  const onNavigate = vi.fn();
  const user = userEvent.setup();
  render(<CommandPalette t={t} apps={appsFor(role)} onNavigate={onNavigate} />);
  return { onNavigate, user };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('CommandPalette', () => {
  it('is closed until Ctrl+K opens it with the search field focused', async () => {
    const { user } = renderPalette();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.keyboard('{Control>}k{/Control}');

    expect(await screen.findByRole('dialog', { name: 'Go to a screen' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Go to a screen' })),
    );
  });

  it('⌘+K opens it too', async () => {
    const { user } = renderPalette();

    await user.keyboard('{Meta>}k{/Meta}');

    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('filters the role’s screens as you type', async () => {
    const { user } = renderPalette('employee');
    await user.keyboard('{Control>}k{/Control}');

    await user.type(await screen.findByRole('combobox'), 'sup');

    expect(optionNames()).toEqual(['Suppliers']);
  });

  it('never offers a screen the role may not use', async () => {
    const { user } = renderPalette('employee');
    await user.keyboard('{Control>}k{/Control}');

    await user.type(await screen.findByRole('combobox'), 'accounting');

    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No screen matches.')).toBeTruthy();
  });

  it('Enter right after typing opens the first match', async () => {
    const { user, onNavigate } = renderPalette('courrier');
    await user.keyboard('{Control>}k{/Control}');

    await user.type(await screen.findByRole('combobox'), 'deli{Enter}');

    expect(onNavigate).toHaveBeenCalledWith('/deliveries');
  });

  it('arrow keys and Enter go to the chosen screen and close the palette', async () => {
    const { user, onNavigate } = renderPalette('courrier');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'e');
    expect(optionNames()).toEqual(['Orders', 'Deliveries', 'Staff', 'Expenses']);

    // Typing makes the first match active; ArrowDown moves to the next one.
    await user.keyboard('{ArrowDown}{Enter}');

    expect(onNavigate).toHaveBeenCalledWith('/deliveries');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Escape closes it without navigating', async () => {
    const { user, onNavigate } = renderPalette();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
