import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resizeWindow } from '../testing/phone-viewport.ts';
import { Providers } from './providers.tsx';
import { PHONE_TOAST_LIMIT, showSuccessToast } from './toasts.ts';

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

describe('the toasts on a phone', () => {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  afterEach(() => resizeWindow(viewport.width, viewport.height));

  const showThree = async () => {
    render(
      <Providers>
        <p>page</p>
      </Providers>,
    );
    showSuccessToast('phone-1', 'Payment recorded.');
    showSuccessToast('phone-2', 'The drawer is open.');
    showSuccessToast('phone-3', 'Quotation #0042 saved.');
    await screen.findByText('Quotation #0042 saved.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // on screen: the toasts not leaving it (jsdom never ends the exit animation)
    const toasts = [...document.querySelectorAll('.Toastify__toast')];
    return toasts.filter((toast) => !/exit/.test(toast.className)).map((toast) => toast.textContent);
  };

  it(`show ${PHONE_TOAST_LIMIT} at most, the newest first: a stack would hide the sale screen's bottom bar`, async () => {
    resizeWindow(390, 844);
    expect(await showThree()).toEqual(['Quotation #0042 saved.', 'The drawer is open.']);
    expect(PHONE_TOAST_LIMIT).toBe(2);
  });

  it('show them all on a desktop', async () => {
    resizeWindow(1280, 800);
    expect(await showThree()).toHaveLength(3);
  });
});
