import type { PublicDocument } from '@comptoir/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { okResult, renderSettingPages } from '../pricing-settings/render-page.tsx';
import { PublicDocumentPage } from './public-document-page.tsx';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../app/api.ts', () => ({ api }));

beforeAll(async () => {
  localStorage.setItem('locale', 'en');
  await i18n.loadNamespaces(['documents']);
});
afterEach(() => {
  cleanup();
  api.get.mockReset();
  api.post.mockReset();
});

const invoice: PublicDocument = {
  kind: 'invoice',
  reference: 'INV-2026-0007',
  currency: 'XOF',
  locale: 'en',
  issued_at: '2026-05-04T10:00:00.000Z',
  due_at: null,
  valid_until: null,
  seller: {
    name: 'Boutique Awa',
    city: 'Dakar',
    phone: '221770000000',
    tax_id: 'SN123',
    logo_url: 'http://shop.test/api/v1/public/documents/tok/logo',
  },
  buyer: { name: 'Aïcha Traoré' },
  lines: [
    { title: 'Pagne wax', variant_title: null, quantity: 2, price: 12_500, discount: 0, amount: 25_000 },
  ],
  tax_lines: [{ label: 'TVA', rate: '18.0000', base: 25_000, amount: 4_500 }],
  subtotal: 25_000,
  discount_total: 0,
  tax_total: 4_500,
  total: 29_500,
  total_in_words: 'Twenty-nine thousand five hundred CFA francs',
  notes: null,
  payment: { status: 'partially_paid', paid: 9_500, due: 20_000 },
  pay_with: ['cinetpay'],
  pdf_url: 'http://shop.test/api/v1/public/documents/tok.pdf',
};
const ROUTES = [{ path: '/d/:token', element: <PublicDocumentPage /> }];
const TOKEN = 'A'.repeat(32);

describe('the public page of a document', () => {
  it('shows the seller, the lines, the taxes, what is left to pay and a button to pay it', async () => {
    api.get.mockResolvedValue(okResult({ data: invoice }));
    renderSettingPages(`/d/${TOKEN}`, [], ROUTES);
    expect(await screen.findByRole('heading', { name: /Invoice INV-2026-0007/ })).toBeTruthy();
    expect(api.get.mock.calls[0]![0]).toBe(`public/documents/${TOKEN}`);
    expect(screen.getByText('Boutique Awa')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo of Boutique Awa' }).getAttribute('src')).toBe(
      invoice.seller.logo_url,
    );
    expect(screen.getByText('Partly paid')).toBeTruthy();
    expect(screen.getByText(/TVA 18 % on/)).toBeTruthy();
    expect(screen.getByText('In words: Twenty-nine thousand five hundred CFA francs')).toBeTruthy();
    expect(screen.getByTestId('public-due').textContent).toContain('20,000');
    expect(screen.getByRole('link', { name: 'Download the PDF' }).getAttribute('href')).toBe(invoice.pdf_url);
    expect(screen.getByRole('button', { name: /^Pay .*20,000/ })).toBeTruthy();
  });

  it('starts the payment with the provider and sends the payer to its page', async () => {
    api.get.mockResolvedValue(okResult({ data: invoice }));
    api.post.mockResolvedValue(
      okResult(
        { data: { provider: 'cinetpay', amount: 20_000, currency: 'XOF', redirect_url: 'about:blank#pay' } },
        201,
      ),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderSettingPages(`/d/${TOKEN}`, [], ROUTES);
    fireEvent.click(await screen.findByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('about:blank#pay'));
    expect(api.post).toHaveBeenCalledWith(`public/documents/${TOKEN}/pay`, { provider: 'cinetpay' });
    vi.unstubAllGlobals();
  });

  it('offers no payment on a paid invoice nor on a quotation, and says when a link leads nowhere', async () => {
    api.get.mockResolvedValueOnce(
      okResult({ data: { ...invoice, payment: { status: 'paid', paid: 29_500, due: 0 } } }),
    );
    renderSettingPages(`/d/${TOKEN}`, [], ROUTES);
    expect(await screen.findByText('Paid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    cleanup();

    api.get.mockResolvedValueOnce({
      ok: false,
      status: 404,
      data: null,
      error: { status: 404, message: 'Not found', errors: {}, retryAfter: null },
    });
    renderSettingPages(`/d/${TOKEN}`, [], ROUTES);
    expect((await screen.findByRole('alert')).textContent).toContain('does not lead to a document');
  });
});
