import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionChangedDialog } from './session-changed-dialog.tsx';
import { t } from './test-translate.ts';

afterEach(cleanup);

describe('SessionChangedDialog', () => {
  it('says another tab signed in again and offers only Reload: Escape does not close it', async () => {
    const onReload = vi.fn();
    render(<SessionChangedDialog t={t} open onReload={onReload} />);
    const dialog = screen.getByRole('dialog', { name: 'You signed in again in another tab' });
    expect(dialog.textContent).toContain('Reload it to go on with the account now signed in.');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Reload']);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('shows nothing while closed', () => {
    render(<SessionChangedDialog t={t} open={false} onReload={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
