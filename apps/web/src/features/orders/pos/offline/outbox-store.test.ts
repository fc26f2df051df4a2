import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../../../lib/http/api-client.ts';
import { recentCustomersKey } from '../../../../stores/storage-keys.ts';
import { emptyBasket } from '../../sale/basket.ts';
import type { PendingCustomer } from '../../sale/pending-customer.ts';
import { readHeldSales, writeHeldSales } from '../held-sales.ts';
import { type OutboxSale, queueSale, readOutbox, writeOutbox } from './outbox.ts';
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

describe('sending sales for a customer created offline', () => {
  const pending: PendingCustomer = { key: 'ck1', body: { first_name: 'Mariam Traoré' } };
  const mariamPending = { id: 'pending:ck1', name: 'Mariam Traoré', phone: null, pending };
  const mariam = { id: 'cust-1', name: 'Mariam Traoré', phone: null };
  const saleForMariam = (key: string): OutboxSale => ({
    ...sale(key),
    body: { ...sale(key).body, customer_id: mariamPending.id },
    basket: { ...emptyBasket, customer: mariamPending },
  });
  const queue = (...sales: OutboxSale[]) =>
    writeOutbox(localStorage, 'c1', sales.reduce<OutboxSale[]>(queueSale, []));
  const created = (status = 201): ApiResult<unknown> =>
    status < 300
      ? { ok: true, status, data: { data: { ...mariam, type: 'individual' } }, error: null }
      : answer(status);

  it('creates the customer first, and sends each of its sales once with the id the server gave', async () => {
    queue(saleForMariam('a'), saleForMariam('b'));
    localStorage.setItem(recentCustomersKey('c1'), JSON.stringify([mariamPending]));
    const steps: string[] = [];
    const createCustomer = async (c: PendingCustomer) => {
      steps.push(`customer ${c.key}`);
      return created();
    };
    const send = async (s: OutboxSale) => {
      steps.push(`order ${s.key} for ${s.body.customer_id}`);
      return answer(201);
    };

    expect(await sendOutbox('c1', send, createCustomer)).toBe(2);

    expect(steps).toEqual(['customer ck1', 'order a for cust-1', 'order b for cust-1']);
    expect(JSON.parse(localStorage.getItem(recentCustomersKey('c1')) ?? '[]')).toEqual([mariam]);
  });

  it('gives the sales on hold for that customer the real one too', async () => {
    queue(saleForMariam('a'));
    const onHold = { ...emptyBasket, customer: mariamPending };
    const someoneElse = { ...emptyBasket, customer: { id: 'cust-9', name: 'Awa', phone: null } };
    writeHeldSales(localStorage, 'c1', [
      { id: 'h1', heldAt: '2026-12-01T08:00:00.000Z', basket: onHold },
      { id: 'h2', heldAt: '2026-12-01T08:01:00.000Z', basket: someoneElse },
    ]);

    expect(
      await sendOutbox(
        'c1',
        async () => answer(201),
        async () => created(),
      ),
    ).toBe(1);

    const [first, second] = readHeldSales(localStorage, 'c1');
    expect(first?.basket.customer).toEqual(mariam);
    expect(second?.basket.customer).toEqual(someoneElse.customer);
    localStorage.clear();
  });

  it('sends the same order body on the next attempt once the customer exists, without creating it again', async () => {
    queue(saleForMariam('a'));
    const createCustomer = vi.fn(async (_customer: PendingCustomer) => created());
    const send = vi.fn(async (_sale: OutboxSale) => answer(0));

    expect(await sendOutbox('c1', send, createCustomer)).toBe(0);
    const firstBody = send.mock.calls[0]?.[0].body;
    expect(await sendOutbox('c1', send, createCustomer)).toBe(0);

    expect(createCustomer).toHaveBeenCalledOnce();
    expect(send.mock.calls[1]?.[0].body).toEqual(firstBody);
    expect(firstBody).toMatchObject({ customer_id: 'cust-1' });
  });

  it('waits when the customer could not be sent, and sets the sale aside when the server refuses the customer', async () => {
    queue(saleForMariam('a'), sale('b'));
    const send = vi.fn(async (_sale: OutboxSale) => answer(201));

    expect(
      await sendOutbox(
        'c1',
        send,
        vi.fn(async () => answer(0)),
      ),
    ).toBe(0);
    expect(send).not.toHaveBeenCalled();
    expect(readOutbox(localStorage, 'c1').map((s) => [s.key, s.newCustomer?.key])).toEqual([
      ['a', 'ck1'],
      ['b', undefined],
    ]);

    const refused = async (): Promise<ApiResult<unknown>> => ({
      ok: false,
      status: 409,
      data: null,
      error: {
        status: 409,
        message: 'Taken.',
        errors: { phone: ['Already a customer’s.'] },
        retryAfter: null,
      },
    });
    expect(await sendOutbox('c1', send, refused)).toBe(1);
    expect(send.mock.calls.map(([s]) => s.key)).toEqual(['b']);
    expect(readOutbox(localStorage, 'c1')).toEqual([
      {
        ...queueSale([], saleForMariam('a'))[0],
        failure: { status: 409, message: 'Already a customer’s.', step: 'customer' },
      },
    ]);
  });
});
