import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from './providers.tsx';
import { showSuccessToast } from './toasts.ts';

afterEach(cleanup);

describe('the toasts', () => {
  it('stay off paper: a Z report printed right after closing the drawer does not carry "closed"', async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    showSuccessToast('drawer-done', 'The drawer is closed.');
    const toast = await screen.findByText('The drawer is closed.');
    await waitFor(() => expect(toast.closest('.Toastify__toast-container')).not.toBeNull());
    const container = toast.closest('.Toastify__toast-container') as HTMLElement;
    expect(container.className.split(' ')).toContain('print:hidden');
  });
});
