import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, type Mock } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { meta, ok, WAREHOUSES } from '../test-utils.tsx';

// Helpers of the transfer form's screen tests (create and edit); never imported by the app.

/**
 * Loads the form's translations, and after each test unmounts the screen and forgets what the mocked
 * API (the test file's `vi.mock` of app/api.ts) was told to answer.
 */
export function setUpTransferFormTests(api: Record<string, Mock>) {
  beforeAll(() => i18n.loadNamespaces(['stock', 'products', 'imports']));
  afterEach(() => {
    cleanup();
    for (const fn of Object.values(api)) fn.mockReset();
  });
}

/** A product with one variant `v<n>` of product `p<n>`, as the product search finds it. */
export const aVariant = (n: number, title: string, sku: string, quantity: number) => ({
  id: `v${n}`,
  product_id: `p${n}`,
  title: 'Default Title',
  sku,
  barcode: null,
  quantity,
  product: { id: `p${n}`, title },
});

/**
 * Answers the form's GETs: `warehouses`, the transfer `transfer()` builds at stock-transfers/<its id>,
 * the product search finding `variant` alone, `available` units in every warehouse, and an empty page
 * for anything else.
 */
export function serveTransferForm(
  get: Mock,
  options: {
    variant: ReturnType<typeof aVariant>;
    available: number;
    warehouses?: { id: string; name: string; is_default: boolean; is_active: boolean }[];
    transfer?: () => { id: string };
  },
) {
  const { variant, available, warehouses = WAREHOUSES, transfer } = options;
  get.mockImplementation(async (path: string) => {
    const current = transfer?.();
    if (path.endsWith('warehouses')) return ok({ data: warehouses, meta: meta(warehouses.length) });
    if (current && path.endsWith(`stock-transfers/${current.id}`)) return ok({ data: current });
    if (path.endsWith('product-variants')) return ok({ data: [variant], meta: meta(1) });
    if (path.endsWith('stock-balances')) return ok({ data: [{ quantity: available }], meta: meta(1) });
    return ok({ data: [], meta: meta(0) });
  });
}

/** The form's screen at `path`, and the transfer page it goes to once saved. */
export const transferFormRoutes = (path: string, element: ReactNode) => [
  { path, element },
  { path: '/stock/transfers/:id', element: <p>transfer page</p> },
];
