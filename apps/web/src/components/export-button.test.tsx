import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as rawRequestModule from '../features/imports/raw-request.ts';
import { i18n } from '../i18n/i18n.ts';
import { fakeExports, fakeToasts } from '../testing/fake-api.ts';
import { downloadExport, ExportButton } from './export-button.tsx';

const raw = fakeExports(rawRequestModule, ['rawRequest']);
const toasts = fakeToasts();

afterEach(() => {
  cleanup();
  raw.rawRequest.mockReset();
  toasts.showErrorToast.mockReset();
});

describe('downloadExport', () => {
  it('asks <list>/export with the filters but not the page, and saves the file under its name', async () => {
    const blob = new Blob(['csv']);
    raw.rawRequest.mockResolvedValue({
      ok: true,
      status: 200,
      error: null,
      data: { data: null, blob, filename: 'products-2026.csv' },
    });
    const save = vi.fn();
    const result = await downloadExport(
      'admin/products/',
      { page: 3, per_page: 25, search: 'wax', filter: { status: 'active' } },
      save,
    );
    expect(result).toEqual({ ok: true });
    expect(raw.rawRequest).toHaveBeenCalledWith('GET', 'admin/products/export', {
      query: { search: 'wax', filter: { status: 'active' } },
    });
    expect(save).toHaveBeenCalledWith(blob, 'products-2026.csv');
  });

  it('falls back to the list name and reports refusals', async () => {
    raw.rawRequest.mockResolvedValueOnce({
      ok: true,
      status: 200,
      error: null,
      data: { data: null, blob: new Blob([]), filename: null },
    });
    const save = vi.fn();
    await downloadExport('admin/users', {}, save);
    expect(save.mock.calls[0]![1]).toBe('users.csv');
    raw.rawRequest.mockResolvedValueOnce({
      ok: false,
      status: 403,
      data: null,
      error: { message: 'Forbidden here' },
    });
    expect(await downloadExport('admin/users', {}, save)).toEqual({ ok: false, message: 'Forbidden here' });
  });
});

describe('ExportButton', () => {
  it('shows the server message in a toast when the export is refused', async () => {
    raw.rawRequest.mockResolvedValue({
      ok: false,
      status: 403,
      data: null,
      error: { message: 'No export for you' },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <ExportButton path="admin/users" query={{ search: 'awa' }} />
      </I18nextProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(toasts.showErrorToast).toHaveBeenCalledWith('export-error', 'No export for you'),
    );
  });
});
