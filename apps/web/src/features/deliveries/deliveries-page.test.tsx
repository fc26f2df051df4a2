import type { Delivery } from '@comptoir/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fitWithin } from '../../components/media/shrink-photo.ts';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi, fakeToasts } from '../../testing/fake-api.ts';
import { ok, page, renderScreen } from '../orders/testing.tsx';
import { DeliveriesPage } from './deliveries-page.tsx';
import { photoErrorKey } from './proof-photo.tsx';

const api = fakeApi();
const toasts = fakeToasts();

beforeAll(() => i18n.loadNamespaces(['deliveries', 'orders', 'products']));
afterEach(() => {
  cleanup();
  for (const fn of Object.values(api)) fn.mockReset();
});

function aDelivery(change: Partial<Delivery> = {}): Delivery {
  return {
    id: 'd1',
    order_id: 'o1',
    order_reference: '#0001',
    order_total: 12_000,
    balance_due: 0,
    currency: 'XAF',
    customer_name: 'Awa Diop',
    courier_id: 'u1',
    courier_name: 'Ibrahim',
    transport_mode: 'Road',
    status: 'taken_in_charge',
    address: { line1: 'Rue 10', district: 'Médina', city: 'Dakar' },
    contact_phone: '221771234567',
    scheduled_for: null,
    instructions: null,
    last_note: null,
    proof_media_id: null,
    proof_url: null,
    proof_thumbnail_url: null,
    cash_collected: 0,
    taken_at: '2026-01-01T10:00:00.000Z',
    delivered_at: null,
    created_at: '2026-01-01T09:00:00.000Z',
    ...change,
  };
}

function renderAsCourier(deliveries: Delivery[]) {
  api.get.mockResolvedValue(ok(page(deliveries)));
  renderScreen(
    '/deliveries',
    ['deliveries.view', 'deliveries.update'],
    [{ path: '/deliveries', element: <DeliveriesPage /> }],
    { role: 'courrier' },
  );
}

async function openDeliver() {
  fireEvent.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Delivered' }));
  return screen.findByRole('dialog', { name: 'Deliver #0001' });
}

const photo = (type = 'image/jpeg') => new File(['jpeg bytes'], 'porte.jpg', { type });

describe('a courier delivers with a photo', () => {
  it('uploads the photo with its progress, then sends the delivery with it', async () => {
    let finish: (answer: { id: string }) => void = () => {};
    api.presignAndUpload.mockImplementation(
      (_file: File, _target: unknown, onProgress: (percent: number) => void) =>
        new Promise((resolve) => {
          onProgress(40);
          finish = resolve;
        }),
    );
    api.post.mockResolvedValue(ok({ data: aDelivery({ status: 'delivered', proof_media_id: 'm1' }) }));
    renderAsCourier([aDelivery()]);
    const dialog = await openDeliver();

    fireEvent.change(within(dialog).getByLabelText('Photo of the handover'), {
      target: { files: [photo()] },
    });
    expect(await within(dialog).findByText('Sending the photo… 40 %')).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm the delivery' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(api.presignAndUpload).toHaveBeenCalledWith(
      expect.any(File),
      { model: 'deliveries', collection: 'images' },
      expect.any(Function),
    );

    await act(async () => finish({ id: 'm1' }));
    expect(await within(dialog).findByText('Photo ready: it is attached when you confirm.')).toBeTruthy();
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/deliveries\/d1\/status$/), {
        status: 'delivered',
        proof_media_id: 'm1',
      }),
    );
  });

  it('says why a photo failed and delivers without it', async () => {
    api.presignAndUpload.mockRejectedValue(new Error('S3 PUT failed (413)'));
    api.post.mockResolvedValue(ok({ data: aDelivery({ status: 'delivered' }) }));
    renderAsCourier([aDelivery()]);
    const dialog = await openDeliver();
    fireEvent.change(within(dialog).getByLabelText('Photo of the handover'), {
      target: { files: [photo()] },
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This photo is too large (10 MB at most). Take it again.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the delivery' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(expect.stringMatching(/deliveries\/d1\/status$/), {
        status: 'delivered',
      }),
    );
  });

  it('refuses a file that is not a photo without sending it, in the courier’s language', async () => {
    await i18n.changeLanguage('fr');
    try {
      renderAsCourier([aDelivery()]);
      fireEvent.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Livrée' }));
      const dialog = await screen.findByRole('dialog', { name: 'Livrer #0001' });
      fireEvent.change(within(dialog).getByLabelText('Photo de la remise'), {
        target: { files: [photo('application/pdf')] },
      });
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Ce fichier n’est pas une photo. Prenez une photo avec l’appareil.',
      );
      expect(api.presignAndUpload).not.toHaveBeenCalled();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the proof on a delivered card, opening the full photo', async () => {
    renderAsCourier([
      aDelivery({
        status: 'delivered',
        proof_media_id: 'm1',
        proof_url: '/storage/local?key=full',
        proof_thumbnail_url: '/storage/local?key=thumb',
        last_note: 'Remis à Mme Diallo',
      }),
    ]);
    const image = await screen.findByRole('img', { name: 'Photo of the handover of #0001' });
    expect(image.getAttribute('src')).toBe('/storage/local?key=thumb');
    expect(image.closest('a')?.getAttribute('href')).toBe('/storage/local?key=full');
    expect(screen.getByText('Note: Remis à Mme Diallo')).toBeTruthy();
  });
});

describe('the cash collected at the door', () => {
  it('holds the delivery while the amount typed does not read as one', async () => {
    api.post.mockResolvedValue(ok({ data: aDelivery({ status: 'delivered' }) }));
    renderAsCourier([aDelivery({ balance_due: 12_000 })]);
    const dialog = within(await openDeliver());
    const cash = dialog.getByLabelText('Cash collected');
    // "1O000" with a letter O: the field still holds the 1 typed before it
    fireEvent.change(cash, { target: { value: '1' } });
    fireEvent.change(cash, { target: { value: '1O000' } });
    const confirm = dialog.getByRole('button', { name: 'Confirm the delivery' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(dialog.getByText('Enter a whole amount, e.g. 12500.')).toBeTruthy();

    fireEvent.change(cash, { target: { value: '10000' } });
    expect(confirm.hasAttribute('disabled')).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        expect.stringMatching(/deliveries\/d1\/status$/),
        expect.objectContaining({ status: 'delivered', cash_collected: 10_000 }),
      ),
    );
  });
});

describe('proof photo rules', () => {
  it('keeps the longest side within 1600 px, never enlarging', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('names the reason an upload failed', () => {
    expect(photoErrorKey(new Error('S3 PUT failed (413)'))).toBe('deliver.photo_too_large');
    expect(photoErrorKey(new Error('S3 PUT failed (415)'))).toBe('deliver.photo_not_image');
    expect(photoErrorKey(new Error('Presign failed'))).toBe('deliver.photo_failed');
  });
});

describe('the office gives a delivery to a courier', () => {
  it('asks before cancelling a delivery, and takes a waiting one first', async () => {
    renderAsCourier([aDelivery({ status: 'pending', taken_at: null })]);
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('button', { name: 'I take it' }).className).toMatch(/bg-primary/);
    expect(within(card).getByRole('button', { name: 'Delivered' }).className).not.toMatch(/bg-green-700/);
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancel the delivery of #0001?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    api.post.mockResolvedValue(ok({ data: aDelivery({ status: 'cancelled' }) }));
    const again = await screen.findByRole('dialog', { name: 'Cancel the delivery of #0001?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel the delivery' }));
    await waitFor(() => expect(api.post).toHaveBeenCalled());
    expect(JSON.stringify(api.post.mock.calls[0])).toContain('cancelled');
  });

  it('says it was saved: the status does not change on assignment', async () => {
    api.get.mockImplementation(async (path: string) =>
      path.endsWith('users')
        ? ok({ data: [{ id: 'u2', name: 'Paul Mbarga' }] })
        : ok(page([aDelivery({ status: 'pending', courier_id: null, courier_name: null })])),
    );
    api.patch.mockResolvedValue(
      ok({ data: aDelivery({ status: 'pending', courier_id: 'u2', courier_name: 'Paul Mbarga' }) }),
    );
    renderScreen(
      '/deliveries',
      ['deliveries.view', 'deliveries.update', 'users.view'],
      [{ path: '/deliveries', element: <DeliveriesPage /> }],
      { role: 'admin' },
    );
    const courier = await screen.findByRole('combobox', { name: 'Courier' });
    await screen.findByRole('option', { name: 'Paul Mbarga' });
    fireEvent.change(courier, { target: { value: 'u2' } });
    await waitFor(() =>
      expect(api.patch).toHaveBeenCalledWith(expect.stringMatching(/deliveries\/d1$/), { courier_id: 'u2' }),
    );
    await waitFor(() =>
      expect(toasts.showSuccessToast).toHaveBeenCalledWith(
        'delivery-assigned',
        '#0001: given to Paul Mbarga.',
      ),
    );
  });
});
