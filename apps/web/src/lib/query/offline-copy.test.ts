import { afterEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '../http/api-client.ts';
import { withOfflineCopy } from './offline-copy.ts';

const answered = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data, error: null });
const failed = (status: number): ApiResult<never> => ({
  ok: false,
  status,
  data: null,
  error: { status, message: `failed ${status}`, errors: {}, retryAfter: null },
});

afterEach(() => localStorage.clear());

describe('an answer kept for when the server cannot be reached', () => {
  it('keeps each answer and gives the last one back when no answer comes', async () => {
    expect(await withOfflineCopy('k', answered({ plan: 'a' }))).toEqual({ plan: 'a' });
    expect(await withOfflineCopy('k', answered({ plan: 'b' }))).toEqual({ plan: 'b' });
    expect(await withOfflineCopy('k', failed(0))).toEqual({ plan: 'b' });
  });

  it('without a kept answer, or for an answer that is a refusal, fails as before', async () => {
    await expect(withOfflineCopy('k', failed(0))).rejects.toThrow('failed 0');
    await withOfflineCopy('k', answered(1));
    await expect(withOfflineCopy('k', failed(401))).rejects.toThrow('failed 401');
    await expect(withOfflineCopy('k', failed(500))).rejects.toThrow('failed 500');
  });

  it('uses the caller’s unwrap (the profile’s logs out on a 401)', async () => {
    const seen: number[] = [];
    const unwrapSeen = (result: ApiResult<number>) => {
      seen.push(result.status);
      if (!result.ok) throw new Error('out');
      return result.data;
    };
    expect(await withOfflineCopy('k', answered(7), unwrapSeen)).toBe(7);
    await expect(withOfflineCopy('k', failed(401), unwrapSeen)).rejects.toThrow('out');
    expect(seen).toEqual([200, 401]);
  });
});
