import { describe, expect, it } from 'vitest';
import { encodeQuery } from '../../lib/http/query-string.ts';
import {
  INVOICES_PER_PAGE,
  type InvoiceListParams,
  invoiceListQueryOf,
  isFiltered,
  readInvoiceParams,
  writeInvoiceParams,
} from './invoice-params.ts';

const read = (query: string) => readInvoiceParams(new URLSearchParams(query));
const plain: InvoiceListParams = { kind: '', search: '', from: '', to: '', sort: 'newest', page: 1 };

describe('documents list state in the URL', () => {
  it('a plain URL is every document, newest first, first page', () => {
    expect(read('')).toEqual(plain);
    expect(writeInvoiceParams(plain).toString()).toBe('');
  });

  it('reads the kind, search, days, sort and page', () => {
    expect(
      read('kind=credit_note&search=%20AV-2026%20&from=2026-03-01&to=2026-03-31&sort=total&page=3'),
    ).toEqual({
      kind: 'credit_note',
      search: 'AV-2026',
      from: '2026-03-01',
      to: '2026-03-31',
      sort: 'total',
      page: 3,
    });
  });

  it('drops what it does not know: another kind, a day in another format, a raw API sort, a bad page', () => {
    expect(read('kind=receipt&from=01/03/2026&to=2026-3-1&sort=-issued_at&page=0')).toEqual(plain);
    expect(read('page=2.5').page).toBe(1);
  });

  it('writes a state back to the same address, defaults left out', () => {
    const address = 'kind=invoice&search=INV-7&from=2026-01-01&sort=oldest&page=2';
    expect(writeInvoiceParams(read(address)).toString()).toBe(address);
    expect(writeInvoiceParams({ ...plain, sort: 'newest', page: 1, to: '2026-02-28' }).toString()).toBe(
      'to=2026-02-28',
    );
  });

  it('only kind, search and days count as filtered, not the sort or page', () => {
    expect(isFiltered({ ...plain, sort: 'total', page: 4 })).toBe(false);
    expect(isFiltered({ ...plain, kind: 'quotation' })).toBe(true);
    expect(isFiltered({ ...plain, search: 'INV' })).toBe(true);
    expect(isFiltered({ ...plain, to: '2026-01-31' })).toBe(true);
  });
});

describe('the API query', () => {
  it('a plain state asks for the first page, newest first, without filters', () => {
    expect(invoiceListQueryOf(plain)).toEqual({ page: 1, per_page: INVOICES_PER_PAGE, sort: '-issued_at' });
  });

  it('sends the kind, the search and the days under the API names, the whole `to` day included', () => {
    const query = invoiceListQueryOf({
      kind: 'credit_note',
      search: 'AV-2026',
      from: '2026-03-01',
      to: '2026-03-31',
      sort: 'newest',
      page: 2,
    });
    expect(query).toEqual({
      page: 2,
      per_page: INVOICES_PER_PAGE,
      sort: '-issued_at',
      search: 'AV-2026',
      filter: {
        kind: 'credit_note',
        // Local midnights: 1 March, and 1 April as the exclusive end of 31 March.
        issued_from: new Date(2026, 2, 1).toISOString(),
        issued_to: new Date(2026, 3, 1).toISOString(),
      },
    });
    expect(encodeQuery(query).get('filter[kind]')).toBe('credit_note');
  });

  it('maps each sort of the screen to the API sort', () => {
    const sortOf = (sort: InvoiceListParams['sort']) => invoiceListQueryOf({ ...plain, sort }).sort;
    expect(sortOf('newest')).toBe('-issued_at');
    expect(sortOf('oldest')).toBe('issued_at');
    expect(sortOf('reference')).toBe('reference');
    expect(sortOf('total')).toBe('-total');
  });
});
