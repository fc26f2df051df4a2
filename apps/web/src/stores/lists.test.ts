import { listMeta } from '@comptoir/core';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../lib/http/api-client.ts';
import { createListsStore, type ListPage, type ListRequest } from './lists.ts';

const page = (ids: number[], pageNumber = 1): ListPage => ({
  data: ids.map((id) => ({ id, name: `item ${id}` })),
  meta: listMeta(pageNumber, 10, 40, ids.length),
});

const ok = (data: ListPage): ApiResult<ListPage> => ({ ok: true, status: 200, data, error: null });

const failed = (status: number, message: string): ApiResult<ListPage> => ({
  ok: false,
  status,
  data: null,
  error: { status, message, errors: {}, retryAfter: null },
});

const answering =
  (result: ApiResult<ListPage>): ListRequest =>
  async () =>
    result;

/** A request that stays open until `finish` is called, and resolves 499 when its signal aborts (as the API client does). */
function pendingRequest() {
  let finish: (result: ApiResult<ListPage>) => void = () => undefined;
  let signal: AbortSignal | undefined;
  const request: ListRequest = (requestSignal) =>
    new Promise((resolve) => {
      signal = requestSignal;
      finish = resolve;
      requestSignal.addEventListener('abort', () =>
        resolve({ ok: false, status: 499, data: null, error: null }),
      );
    });
  return { request, finish: (result: ApiResult<ListPage>) => finish(result), signal: () => signal };
}

const setup = () => {
  const notifyError = vi.fn();
  return { store: createListsStore({ notifyError }), notifyError };
};

describe('lists store', () => {
  it('keeps one result set per list name', async () => {
    // Arrange
    const { store } = setup();
    // Act
    await store.getState().fetchList('orders', answering(ok(page([1, 2]))));
    await store.getState().fetchList('customers', answering(ok(page([9]))));
    // Assert
    const { results } = store.getState();
    expect(results.orders?.data.map((item) => item.id)).toEqual([1, 2]);
    expect(results.customers?.data.map((item) => item.id)).toEqual([9]);
  });

  it('replaces the results when cumulative mode is off', async () => {
    // Arrange
    const { store } = setup();
    await store.getState().fetchList('orders', answering(ok(page([1, 2]))));
    // Act
    await store.getState().fetchList('orders', answering(ok(page([3], 2))));
    // Assert
    expect(store.getState().results.orders).toEqual(page([3], 2));
  });

  it('appends without duplicate ids when cumulative mode is on', async () => {
    // Arrange
    const { store } = setup();
    await store.getState().fetchList('orders', answering(ok(page([1, 2]))));
    // Act
    await store.getState().fetchList('orders', answering(ok(page([2, 3], 2))), { cumulative: true });
    // Assert
    const orders = store.getState().results.orders;
    expect(orders?.data.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(orders?.meta.current_page).toBe(2);
  });

  it('a new request with the same name cancels the previous one, whose 499 is silent', async () => {
    // Arrange
    const { store, notifyError } = setup();
    const first = pendingRequest();
    const second = pendingRequest();
    const firstDone = store.getState().fetchList('orders', first.request);
    // Act
    const secondDone = store.getState().fetchList('orders', second.request);
    await firstDone;
    const whileSecondRuns = store.getState();
    second.finish(ok(page([5])));
    await secondDone;
    // Assert
    expect(first.signal()?.aborted).toBe(true);
    expect(whileSecondRuns).toMatchObject({ loading: true, error: null, results: {} });
    expect(notifyError).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ loading: false, error: null, results: { orders: page([5]) } });
  });

  it('an answer that arrives after being superseded is ignored', async () => {
    // Arrange
    const { store } = setup();
    const first = pendingRequest();
    const second = pendingRequest();
    const firstDone = store.getState().fetchList('orders', first.request);
    const secondDone = store.getState().fetchList('orders', second.request);
    // Act
    second.finish(ok(page([5])));
    await secondDone;
    first.finish(ok(page([1])));
    await firstDone;
    // Assert
    expect(store.getState().results.orders).toEqual(page([5]));
  });

  it('requests for different list names do not cancel each other', async () => {
    // Arrange
    const { store } = setup();
    const orders = pendingRequest();
    const customers = pendingRequest();
    // Act
    const ordersDone = store.getState().fetchList('orders', orders.request);
    const customersDone = store.getState().fetchList('customers', customers.request);
    orders.finish(ok(page([1])));
    customers.finish(ok(page([2])));
    await Promise.all([ordersDone, customersDone]);
    // Assert
    expect(orders.signal()?.aborted).toBe(false);
    expect(Object.keys(store.getState().results).sort()).toEqual(['customers', 'orders']);
  });

  it('is loading while a request runs', async () => {
    // Arrange
    const { store } = setup();
    const request = pendingRequest();
    // Act
    const done = store.getState().fetchList('orders', request.request);
    const during = store.getState().loading;
    request.finish(ok(page([1])));
    await done;
    // Assert
    expect(during).toBe(true);
    expect(store.getState().loading).toBe(false);
  });

  it("keeps a failure's server message in state and shows it as toast lists-store-api-error", async () => {
    // Arrange
    const { store, notifyError } = setup();
    await store.getState().fetchList('orders', answering(ok(page([1]))));
    // Act
    await store.getState().fetchList('orders', answering(failed(400, 'Unknown filter: colour')));
    // Assert
    expect(store.getState()).toMatchObject({ loading: false, error: 'Unknown filter: colour' });
    expect(store.getState().results.orders).toEqual(page([1]));
    expect(notifyError).toHaveBeenCalledExactlyOnceWith('Unknown filter: colour', 'lists-store-api-error');
  });

  it("shows the error's own message when the request throws", async () => {
    // Arrange
    const { store, notifyError } = setup();
    const throwing: ListRequest = async () => {
      throw new Error('Unexpected token < in JSON');
    };
    // Act
    await store.getState().fetchList('orders', throwing);
    // Assert
    expect(store.getState().error).toBe('Unexpected token < in JSON');
    expect(notifyError).toHaveBeenCalledWith('Unexpected token < in JSON', 'lists-store-api-error');
  });

  it('a new request clears the previous error', async () => {
    // Arrange
    const { store } = setup();
    await store.getState().fetchList('orders', answering(failed(500, 'Server error')));
    // Act
    await store.getState().fetchList('orders', answering(ok(page([1]))));
    // Assert
    expect(store.getState().error).toBeNull();
  });

  it('cancelling a list is silent and stops loading', async () => {
    // Arrange
    const { store, notifyError } = setup();
    const request = pendingRequest();
    const done = store.getState().fetchList('orders', request.request);
    // Act
    store.getState().cancelList('orders');
    await done;
    // Assert
    expect(request.signal()?.aborted).toBe(true);
    expect(store.getState()).toMatchObject({ loading: false, error: null, results: {} });
    expect(notifyError).not.toHaveBeenCalled();
  });
});
