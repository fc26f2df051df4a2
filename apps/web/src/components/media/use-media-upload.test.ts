import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MediaErrorKeys, type MediaUpload, mediaErrorKey, useMediaUpload } from './use-media-upload.ts';

afterEach(cleanup);

const KEYS: MediaErrorKeys<'big' | 'type' | 'net'> = { tooLarge: 'big', wrongType: 'type', failed: 'net' };
const isImage = (file: File) => file.type.startsWith('image/');
const file = (size: number, type = 'image/jpeg') => new File([new Uint8Array(size)], 'photo.jpg', { type });

function renderUpload(upload: MediaUpload, shrink?: (file: File) => Promise<File>) {
  return renderHook(() =>
    useMediaUpload({ upload, accepts: isImage, errorKeys: KEYS, shrink, maxBytes: 100 }),
  );
}

describe('one media upload', () => {
  it('sends the shrunk file, so a photo too large as taken still goes up', async () => {
    const small = file(10);
    const upload = vi.fn<MediaUpload>().mockResolvedValue('m1');
    const { result } = renderUpload(upload, async () => small);

    await act(() => result.current.pick(file(500)));

    expect(upload.mock.calls[0]![0]).toBe(small);
    expect(result.current.mediaId).toBe('m1');
  });

  it('refuses a file too large even once shrunk, without sending it', async () => {
    const upload = vi.fn<MediaUpload>();
    const { result } = renderUpload(upload, async (picked) => picked);

    await act(() => result.current.pick(file(500)));

    expect(result.current.state).toMatchObject({ status: 'failed', error: 'big' });
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file of the wrong type before shrinking or sending it', async () => {
    const upload = vi.fn<MediaUpload>();
    const shrink = vi.fn(async (picked: File) => picked);
    const { result } = renderUpload(upload, shrink);

    await act(() => result.current.pick(file(5, 'text/plain')));

    expect(result.current.state).toEqual({ status: 'failed', error: 'type', preview: null });
    expect(shrink).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('keeps the newer pick when an older upload finishes later', async () => {
    const finishers: ((id: string) => void)[] = [];
    const upload: MediaUpload = () => new Promise((resolve) => finishers.push(resolve));
    const { result } = renderUpload(upload);

    act(() => void result.current.pick(file(5)));
    act(() => void result.current.pick(file(6)));
    await waitFor(() => expect(finishers).toHaveLength(2));
    await act(async () => finishers[1]!('new'));
    await act(async () => finishers[0]!('old'));

    expect(result.current.mediaId).toBe('new');
  });

  it('names why an upload failed from the server status', () => {
    expect(mediaErrorKey(new Error('PUT failed (413)'), KEYS)).toBe('big');
    expect(mediaErrorKey(new Error('PUT failed (415)'), KEYS)).toBe('type');
    expect(mediaErrorKey('offline', KEYS)).toBe('net');
  });
});
