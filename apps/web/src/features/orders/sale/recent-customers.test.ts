import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../stores/memory-storage.ts';
import { recentCustomersKey } from '../../../stores/storage-keys.ts';
import {
  RECENT_CUSTOMERS_MAX,
  readRecentCustomers,
  rememberCreated,
  rememberCustomer,
  searchRecent,
  withCreated,
  withRecent,
} from './recent-customers.ts';

const awa = { id: 'k1', name: 'Awa Diallo', phone: '2250748123391' };
const eloise = { id: 'k2', name: 'Éloïse Kouamé', phone: null };
const moussa = { id: 'k3', name: 'Moussa Diallo', phone: '22176123456' };

describe('withRecent', () => {
  it('puts the customer first, once, and keeps at most RECENT_CUSTOMERS_MAX', () => {
    expect(withRecent([awa, eloise], eloise)).toEqual([eloise, awa]);
    const many = Array.from({ length: RECENT_CUSTOMERS_MAX }, (_, i) => ({
      id: `c${i}`,
      name: `C ${i}`,
      phone: null,
    }));
    const next = withRecent(many, awa);
    expect(next).toHaveLength(RECENT_CUSTOMERS_MAX);
    expect(next[0]).toBe(awa);
    expect(next.at(-1)?.id).toBe(`c${RECENT_CUSTOMERS_MAX - 2}`);
  });
});

describe('searchRecent', () => {
  const list = [moussa, eloise, awa];
  it('finds names without accents or case, every word typed, most recent first', () => {
    expect(searchRecent(list, 'diallo')).toEqual([moussa, awa]);
    expect(searchRecent(list, 'ELOISE kou')).toEqual([eloise]);
    expect(searchRecent(list, 'awa moussa')).toEqual([]);
    expect(searchRecent(list, 'dia', 1)).toEqual([moussa]);
  });

  it('finds numbers by the digits typed, with spaces and +', () => {
    expect(searchRecent(list, '+225 07 48 12')).toEqual([awa]);
    expect(searchRecent(list, '761234')).toEqual([moussa]);
    expect(searchRecent(list, '99')).toEqual([]);
  });
});

describe('rememberCustomer / readRecentCustomers', () => {
  it('keeps customers per company, and reads a damaged entry as none', () => {
    const storage = memoryStorage();
    rememberCustomer(storage, 'c1', awa);
    rememberCustomer(storage, 'c1', eloise);
    rememberCustomer(storage, 'c2', moussa);
    expect(readRecentCustomers(storage, 'c1')).toEqual([eloise, awa]);
    expect(readRecentCustomers(storage, 'c2')).toEqual([moussa]);
    storage.setItem(recentCustomersKey('c1'), '{not json');
    expect(readRecentCustomers(storage, 'c1')).toEqual([]);
    storage.setItem(recentCustomersKey('c1'), '[{"id":1},{"id":"k9","name":"Fatou","phone":null}]');
    expect(readRecentCustomers(storage, 'c1')).toEqual([{ id: 'k9', name: 'Fatou', phone: null }]);
  });
});

describe('a customer created offline, among the recent customers', () => {
  const pending = { key: 'ck1', body: { first_name: 'Mariam Traoré', phone: '+225 07 48 12 33 91' } };
  const mariamPending = { id: 'pending:ck1', name: 'Mariam Traoré', phone: '2250748123391', pending };
  const mariam = { id: 'k9', name: 'Mariam Traoré', phone: '2250748123391' };

  it('is remembered with what creates it, so that the next offline sale can pick it again', () => {
    const storage = memoryStorage();
    rememberCustomer(storage, 'c1', awa);
    rememberCustomer(storage, 'c1', mariamPending);

    expect(readRecentCustomers(storage, 'c1')).toEqual([mariamPending, awa]);
    expect(searchRecent(readRecentCustomers(storage, 'c1'), 'mariam')).toEqual([mariamPending]);
  });

  it('gives way to the server’s customer where it stood, once', () => {
    expect(withCreated([awa, mariamPending, eloise], 'ck1', mariam)).toEqual([awa, mariam, eloise]);
    expect(withCreated([mariamPending, mariam, awa], 'ck1', mariam)).toEqual([mariam, awa]);
    expect(withCreated([awa], 'ck1', mariam)).toEqual([awa]);
  });

  it('is replaced in the stored list when the outbox created it, and an unreadable one is left out', () => {
    const storage = memoryStorage();
    rememberCustomer(storage, 'c1', mariamPending);
    rememberCustomer(storage, 'c1', awa);

    rememberCreated(storage, 'c1', 'ck1', mariam);

    expect(readRecentCustomers(storage, 'c1')).toEqual([awa, mariam]);
    storage.setItem(
      recentCustomersKey('c1'),
      JSON.stringify([{ ...mariamPending, pending: { key: 1 } }, awa]),
    );
    expect(readRecentCustomers(storage, 'c1')).toEqual([awa]);
  });
});
