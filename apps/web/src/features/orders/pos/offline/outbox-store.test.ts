import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../../lib/http/api-client.ts';
import { emptyBasket } from '../../sale/basket.ts';
import { type OutboxSale, readOutbox, writeOutbox } from './outbox.ts';
import { keepSale, sendOutbox } from './outbox-store.ts';

const sale = (key: string): OutboxSale => ({
  key,
  soldAt: '2026-11-30T10:00:00.000Z',
  body: { status: 'confirmed', channel: 'pos', lines: [{ variant_id: key, quantity: 1 }] },
  basket: emptyBasket,
  total: 500,
});

const answer = (status: number, message = ''): ApiResult<unknown> =>
  status < 300
    ? { ok: true, status, data: {}, error: null }
    : { ok: false, status, data: null, error: { status, message, errors: {}, retryAfter: null } };

afterEach(() => localStorage.clear());

describe('sending the outbox', () => {
  it('sends oldest first, sets a refused sale aside with its reason and goes on', async () => {
    writeOutbox(localStorage, 'c1', [sale('a'), sale('b'), sale('c')]);
    const statuses: Record<string, number> = { a: 201, b: 409, c: 201 };
    const send = vi.fn(async (s: OutboxSale) => answer(statuses[s.key]!, 'Not enough stock'));

    expect(await sendOutbox('c1', send)).toBe(2);
    expect(send.mock.calls.map(([s]) => s.key)).toEqual(['a', 'b', 'c']);
    expect(readOutbox(localStorage, 'c1')).toEqual([
      { ...sale('b'), failure: { status: 409, message: 'Not enough stock' } },
    ]);
    // a refused sale is not sent again by itself
    expect(await sendOutbox('c1', send)).toBe(0);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('stops at the first attempt without an answer and keeps that sale and the rest', async () => {
    writeOutbox(localStorage, 'c1', [sale('a'), sale('b'), sale('c')]);
    const send = vi.fn(async (s: OutboxSale) => answer(s.key === 'a' ? 201 : 0));

    expect(await sendOutbox('c1', send)).toBe(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(readOutbox(localStorage, 'c1').map((s) => s.key)).toEqual(['b', 'c']);
    expect(readOutbox(localStorage, 'c1').every((s) => !s.failure)).toBe(true);
  });

  it('runs once at a time: a second call while the first sends does not send the same sale again', async () => {
    writeOutbox(localStorage, 'c1', [sale('a')]);
    let release: (value: ApiResult<unknown>) => void = () => {};
    const send = vi.fn(() => new Promise<ApiResult<unknown>>((resolve) => (release = resolve)));

    const first = sendOutbox('c1', send);
    const second = sendOutbox('c1', send);
    release(answer(201));
    expect(await first).toBe(1);
    expect(await second).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps a sale, once, and says so; a full storage keeps nothing and says that too', () => {
    expect(keepSale('c1', sale('a'))).toBe(true);
    expect(keepSale('c1', sale('a'))).toBe(true);
    expect(readOutbox(localStorage, 'c1').map((s) => s.key)).toEqual(['a']);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(keepSale('c1', sale('b'))).toBe(false);
    vi.restoreAllMocks();
    expect(readOutbox(localStorage, 'c1').map((s) => s.key)).toEqual(['a']);
  });
});
