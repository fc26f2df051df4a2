import { listMeta } from '@comptoir/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { signedInQueryClient } from '../../testing/signed-in-client.ts';
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

const ALL_MEDIA = ['media_files.view', 'media_files.create', 'media_files.delete'];

/** The list's meta for page `page` of `total` files, `count` of them on the page (60 a page). */
const meta = (page: number, total: number, count: number) => listMeta(page, 60, total, count);

function renderPage(permissions: string[] = ALL_MEDIA) {
  const queryClient = signedInQueryClient(permissions);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MediaLibraryPage />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('mediaListQuery', () => {
  it('adds search and content type only when set', () => {
    expect(mediaListQuery(' ', 'all')).toEqual({ per_page: '60', sort: '-created_at' });
    expect(mediaListQuery('', 'all', 3)).toEqual({ per_page: '60', sort: '-created_at', page: '3' });
    expect(mediaListQuery('savon', 'application/pdf')).toMatchObject({
      search: 'savon',
      'filter[content_type]': 'application/pdf',
    });
  });
});

describe('MediaLibraryPage', () => {
  it('shows thumbnails, filters by type, and deletes after confirmation', async () => {
    api.get.mockResolvedValue({ ok: true, status: 200, data: { data: files, meta: meta(1, 2, 2) } });
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
    api.get.mockResolvedValue({ ok: true, status: 200, data: { data: [], meta: meta(1, 0, 0) } });
    renderPage();
    expect(await screen.findByText('No files yet')).toBeTruthy();
  });

  it('pages through more than 60 files instead of hiding the older ones', async () => {
    api.get.mockImplementation(async (_path: string, { query }: { query: Record<string, string> }) => ({
      ok: true,
      status: 200,
      data:
        query.page === '2'
          ? { data: [files[1]], meta: meta(2, 61, 1) }
          : { data: [files[0]], meta: meta(1, 61, 60) },
    }));
    renderPage();
    await screen.findByRole('img', { name: 'Savon.png' });
    expect(screen.getByText('1–60 of 61')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('61–61 of 61')).toBeTruthy();
    expect(screen.getByText('Facture.pdf')).toBeTruthy();
    expect(api.get).toHaveBeenLastCalledWith('media-files', {
      query: expect.objectContaining({ page: '2' }),
    });
  });

  it('says the role may not see the library instead of a load error, and asks nothing', async () => {
    renderPage(['products.view']);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your role does not allow you to see the media library.',
    );
    expect(api.get).not.toHaveBeenCalled();
  });

  it('offers upload and delete only to the roles that may use them', async () => {
    api.get.mockResolvedValue({ ok: true, status: 200, data: { data: files, meta: meta(1, 2, 2) } });
    renderPage(['media_files.view']);
    await screen.findByRole('img', { name: 'Savon.png' });
    expect(screen.queryByRole('button', { name: 'Delete Savon.png' })).toBeNull();
    expect(screen.queryByText('Drop images here, or click or tap to choose')).toBeNull();
  });
});
