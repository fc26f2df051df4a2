import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import type { PresignAnswer } from '../../lib/http/upload.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { ImageDropzone, type UploadFn } from './image-dropzone.tsx';

fakeApi();
beforeAll(() => i18n.loadNamespaces('media'));
afterEach(cleanup);

const image = (name: string) => new File(['bytes'], name, { type: 'image/png' });

/** An upload whose progress and outcome the test drives by hand, one per file. */
function controlledUpload() {
  const calls: {
    file: File;
    progress: (p: number) => void;
    resolve: (a: PresignAnswer) => void;
    reject: (e: Error) => void;
  }[] = [];
  const upload: UploadFn = (file, _target, onProgress) =>
    new Promise((resolve, reject) => {
      calls.push({ file, progress: (p) => onProgress?.(p), resolve, reject });
    });
  return { upload, calls };
}

function renderDropzone(upload: UploadFn, onUploaded = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <ImageDropzone
        target={{ model: 'products', collection: 'images' }}
        onUploaded={onUploaded}
        upload={upload}
      />
    </I18nextProvider>,
  );
  return onUploaded;
}

describe('ImageDropzone', () => {
  it('uploads dropped files with a progress per file and returns the ids of those that succeeded', async () => {
    const { upload, calls } = controlledUpload();
    const onUploaded = renderDropzone(upload);
    fireEvent.drop(screen.getByTestId('image-dropzone'), {
      dataTransfer: { files: [image('a.png'), image('b.png'), image('c.png')] },
    });
    await waitFor(() => expect(calls).toHaveLength(3));
    act(() => calls[0]?.progress(40));
    expect(screen.getByText('40 %')).toBeTruthy();
    expect((screen.getByLabelText('Upload progress of a.png') as HTMLProgressElement).value).toBe(40);
    await act(async () => {
      calls[0]?.resolve({ id: 'm-a', url: '/x' });
      calls[1]?.reject(new Error('S3 PUT failed (413)'));
      calls[2]?.resolve({ id: 'm-c', url: '/y' });
    });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(['m-a', 'm-c']));
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('S3 PUT failed (413)');
    expect(screen.getAllByText('Uploaded')).toHaveLength(2);
    expect(screen.getByText('Failed')).toBeTruthy();
  });

  it('uploads files picked with the file input', async () => {
    const upload = vi.fn<UploadFn>(async () => ({ id: 'm-1', url: '/z' }));
    const onUploaded = renderDropzone(upload);
    fireEvent.change(screen.getByLabelText(/Drop images here/), { target: { files: [image('shop.png')] } });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(['m-1']));
    expect(upload.mock.calls[0]?.[1]).toEqual({ model: 'products', collection: 'images' });
  });

  it('does not call back when every upload fails', async () => {
    const upload = vi.fn<UploadFn>(async () => {
      throw new Error('Presign failed');
    });
    const onUploaded = renderDropzone(upload);
    fireEvent.drop(screen.getByTestId('image-dropzone'), { dataTransfer: { files: [image('a.png')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Presign failed');
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('a failed upload shows no full progress bar beside “Failed”; its error stays word for word', async () => {
    const { upload, calls } = controlledUpload();
    renderDropzone(upload);
    fireEvent.drop(screen.getByTestId('image-dropzone'), {
      dataTransfer: { files: [image('a.png'), image('b.png')] },
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => {
      calls[0]?.progress(100);
      calls[1]?.progress(100);
    });
    await act(async () => {
      calls[0]?.resolve({ id: 'm-a', url: '/x' });
      calls[1]?.reject(new Error('S3 PUT failed (500)'));
    });
    expect(screen.getByRole('alert').textContent).toBe('S3 PUT failed (500)');
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress of b.png' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Upload progress of a.png' })).toBeTruthy();
  });

  it('says click or tap, not tap alone, on a desktop as on a phone', () => {
    renderDropzone(vi.fn());
    expect(screen.getByTestId('image-dropzone').textContent).toContain(
      'Drop images here, or click or tap to choose',
    );
  });
});
