import { useMemo } from 'react';
import { heldSalesKey } from '../../../stores/storage-keys.ts';
import { type StoredValue, useStoredValue } from '../../../stores/use-stored-value.ts';
import { type HeldSale, readHeldSales, writeHeldSales } from './held-sales.ts';

/** The company's held sales on this device, and a way to replace them. */
export function useHeldSales(companyId: string): [HeldSale[], (sales: HeldSale[]) => void] {
  const stored = useMemo<StoredValue<HeldSale[]>>(
    () => ({
      key: heldSalesKey(companyId),
      read: (storage) => readHeldSales(storage, companyId),
      write: (storage, sales) => writeHeldSales(storage, companyId, sales),
    }),
    [companyId],
  );
  return useStoredValue(stored);
}
