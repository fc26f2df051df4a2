import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { MediaLibraryPage, mediaListQuery } from './media-library-page.tsx';

const api = fakeApi();
beforeAll(() => i18n.loadNamespaces('media'));
afterEach(() => {
  cleanup();
  api.get.mockReset();
  api.delete.mockReset();
});

const files = [
  {
    id: 'm1',
    original_name: 'Savon.png',
    content_type: 'image/png',
    status: 'ready',
    url: '/api/v1/storage/local?key=a',
    size_bytes: 10,
    thumbnails: [{ size: '200', url: '/api/v1/storage/local?key=a.w200' }],
  },
  {
    id: 'm2',
    original_name: 'Facture.pdf',
    content_type: 'application/pdf',
    status: 'ready',
    url: '/api/v1/storage/local?key=b',
    size_bytes: 10,
    thumbnails: [],
  },
];

function renderPage() {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MediaLibraryPage />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('mediaListQuery', () => {
  it('adds search and content type only when set', () => {
    expect(mediaListQuery(' ', 'all')).toEqual({ per_page: '60', sort: '-created_at' });
    expect(mediaListQuery('savon', 'application/pdf')).toMatchObject({
      search: 'savon',
      'filter[content_type]': 'application/pdf',
    });
  });
});

describe('MediaLibraryPage', () => {
  it('shows thumbnails, filters by type, and deletes after confirmation', async () => {
    api.get.mockResolvedValue({ ok: true, status: 200, data: { data: files } });
    api.delete.mockResolvedValue({ ok: true, status: 204, data: null });
    renderPage();
    const img = await screen.findByRole('img', { name: 'Savon.png' });
    expect(img.getAttribute('src')).toBe('/api/v1/storage/local?key=a.w200');
    expect(screen.getByText('application/pdf')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'application/pdf' } });
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith('media-files', {
        query: expect.objectContaining({ 'filter[content_type]': 'application/pdf' }),
      }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Savon.png' }));
    expect(await screen.findByText('Delete this file?')).toBeTruthy();
    expect(api.delete).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Delete')!);
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('media-files/m1'));
  });

  it('says when the library is empty', async () => {
    api.get.mockResolvedValue({ ok: true, status: 200, data: { data: [] } });
    renderPage();
    expect(await screen.findByText('No files yet')).toBeTruthy();
  });
});
