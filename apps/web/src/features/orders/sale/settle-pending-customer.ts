import { heldSalesKey } from '../../../stores/storage-keys.ts';
import { writeStoredValue } from '../../../stores/use-stored-value.ts';
import { heldWithCreatedCustomer, readHeldSales, writeHeldSales } from '../pos/held-sales.ts';
import type { BasketCustomer } from './basket.ts';
import { rememberCreated } from './recent-customers.ts';

/**
 * A customer created offline (pending under `key`) now exists on the server as `customer`: every place this device
 * kept the pending one — the recent customers and the sales on hold — holds the real one instead. The outbox's own
 * sales are rewritten by the outbox (withCreatedCustomer).
 */
export function settlePendingCustomer(companyId: string, key: string, customer: BasketCustomer): void {
  rememberCreated(localStorage, companyId, key, customer);
  const held = readHeldSales(localStorage, companyId);
  const settled = heldWithCreatedCustomer(held, key, customer);
  if (settled === held) return;
  try {
    // Through the stored-value writer: the counter's "On hold" list re-renders with the real customer.
    writeStoredValue(
      {
        key: heldSalesKey(companyId),
        read: (storage) => readHeldSales(storage, companyId),
        write: (storage, sales: typeof held) => writeHeldSales(storage, companyId, sales),
      },
      settled,
    );
  } catch {
    // storage full: a resumed sale creates the customer through the same key, so one customer all the same
  }
}
