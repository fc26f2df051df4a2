import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  PAYMENTS_PER_PAGE,
  type PaymentListParams,
  paymentListQueryOf,
  readPaymentParams,
  writePaymentParams,
} from './payment-params.ts';

/** Local midnight of a day, as the API receives it. */
const midnight = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const WAVE = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';
const none: PaymentListParams = { kind: '', method: '', search: '', from: '', to: '', page: 1 };

describe('the payments list in the address bar', () => {
  it('reads what it knows and drops the rest', () => {
    expect(
      readPaymentParams(
        new URLSearchParams(
          `kind=refund&method=${WAVE}&search=%20WV-1207%20&from=2026-03-01&to=05/03&page=3`,
        ),
      ),
    ).toEqual({ kind: 'refund', method: WAVE, search: 'WV-1207', from: '2026-03-01', to: '', page: 3 });
    expect(readPaymentParams(new URLSearchParams('kind=gift&method=cash&page=-2'))).toEqual(none);
    expect(readPaymentParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what is set, and reads back the same state', () => {
    const state: PaymentListParams = {
      kind: 'payment',
      method: WAVE,
      search: 'WV',
      from: '2026-03-01',
      to: '2026-03-31',
      page: 2,
    };
    const written = writePaymentParams(state);
    expect(written.toString()).toBe(
      `kind=payment&method=${WAVE}&search=WV&from=2026-03-01&to=2026-03-31&page=2`,
    );
    expect(readPaymentParams(written)).toEqual(state);
    expect(writePaymentParams(none).toString()).toBe('');
  });
});

describe('the API query of the payments list', () => {
  it('asks for a page, newest received first, with the kind, the method, the search and whole days', () => {
    expect(
      paymentListQueryOf({
        kind: 'refund',
        method: WAVE,
        search: 'WV-1207',
        from: '2026-03-01',
        to: '2026-03-31',
        page: 2,
      }),
    ).toEqual({
      page: 2,
      per_page: PAYMENTS_PER_PAGE,
      sort: '-received_at',
      search: 'WV-1207',
      // `to` takes the 31st in: the API's received_to is exclusive, so the next midnight.
      filter: {
        kind: 'refund',
        payment_method_id: WAVE,
        received_from: midnight('2026-03-01'),
        received_to: midnight('2026-04-01'),
      },
    });
    expect(paymentListQueryOf(none)).toEqual({ page: 1, per_page: PAYMENTS_PER_PAGE, sort: '-received_at' });
  });

  it('knows a filtered list from a paged one', () => {
    expect(isFiltered(readPaymentParams(new URLSearchParams('page=4')))).toBe(false);
    for (const url of ['kind=payment', `method=${WAVE}`, 'search=WV', 'from=2026-01-01', 'to=2026-01-01'])
      expect(isFiltered(readPaymentParams(new URLSearchParams(url))), url).toBe(true);
  });
});
