// The cash drawer's arithmetic: what should be in it when it is closed.

export interface DrawerFigures {
  opening_float: number;
  /** cash received for sales during the session (payments with a cash method) */
  cash_sales: number;
  /** cash paid back during the session */
  cash_refunds: number;
  cash_in: number;
  cash_out: number;
}

/** Opening float + cash taken − cash given back + cash put in − cash taken out. */
export function expectedCash(f: DrawerFigures): number {
  return f.opening_float + f.cash_sales - f.cash_refunds + f.cash_in - f.cash_out;
}

/** Counted − expected: positive when the drawer holds more than it should, negative when cash is missing. */
export const drawerDifference = (counted: number, expected: number) => counted - expected;

/** Where a drawer stands once counted: right, short of cash, or holding more than it should. */
export type DrawerBalance = 'balanced' | 'missing' | 'extra';

/** The balance of a difference (counted − expected); null while the drawer is not counted yet. */
export function drawerBalance(difference: number | null): DrawerBalance | null {
  if (difference === null) return null;
  if (difference === 0) return 'balanced';
  return difference < 0 ? 'missing' : 'extra';
}

/**
 * Whether cash taken in a sale would escape every drawer count: the shop's drawer is closed (a Z
 * report counts the cash sales made while its drawer was open), so the cashier is asked to open it
 * first. An unknown drawer (not loaded, not readable) asks nothing.
 */
export function cashMissesDrawer(sale: { cash: number; drawer: 'open' | 'closed' | 'unknown' }): boolean {
  return sale.cash > 0 && sale.drawer === 'closed';
}
