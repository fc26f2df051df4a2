import { describe, expect, it } from 'vitest';
import { cashMissesDrawer, drawerBalance, drawerDifference, expectedCash } from './cash-session.ts';

describe('the cash drawer', () => {
  it('expects the float plus cash sales, less refunds, plus cash in, less cash out', () => {
    expect(
      expectedCash({
        opening_float: 20_000,
        cash_sales: 135_500,
        cash_refunds: 4_500,
        cash_in: 10_000,
        cash_out: 25_000,
      }),
    ).toBe(136_000);
  });

  it('says how much is missing (negative) or over (positive)', () => {
    expect(drawerDifference(135_000, 136_000)).toBe(-1_000);
    expect(drawerDifference(136_500, 136_000)).toBe(500);
  });

  it('calls a difference balanced, missing cash or extra cash, and nothing before the count', () => {
    expect(drawerBalance(0)).toBe('balanced');
    expect(drawerBalance(-500)).toBe('missing');
    expect(drawerBalance(1)).toBe('extra');
    expect(drawerBalance(null)).toBeNull();
  });
});

describe('cash taken while the drawer is closed', () => {
  it('would escape every Z report: the cashier is asked to open the drawer', () => {
    expect(cashMissesDrawer({ cash: 5_000, drawer: 'closed' })).toBe(true);
  });

  it('asks nothing when the drawer is open, when no cash is taken, or when the drawer is unknown', () => {
    expect(cashMissesDrawer({ cash: 5_000, drawer: 'open' })).toBe(false);
    expect(cashMissesDrawer({ cash: 0, drawer: 'closed' })).toBe(false);
    expect(cashMissesDrawer({ cash: 5_000, drawer: 'unknown' })).toBe(false);
  });
});
