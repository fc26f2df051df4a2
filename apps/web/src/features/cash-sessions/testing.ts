import type { CashSession } from '@comptoir/core';

// Sessions of the cash sessions screens' component tests (never imported by the app).

/** A session of the Plateau shop closed by Awa, counted 1,000 FCFA short of the 46,000 expected. */
export function aSession(change: Partial<CashSession> = {}): CashSession {
  return {
    id: 's1',
    reference: 'Z-2026-0001',
    shop_id: 'shop-1',
    shop_name: 'Boutique Plateau',
    status: 'closed',
    opening_float: 20_000,
    opened_by: 'u2',
    opened_by_name: 'Moussa Koné',
    opened_at: '2026-03-02T08:00:00.000Z',
    closed_by: 'u1',
    closed_by_name: 'Awa Diop',
    closed_at: '2026-03-02T19:30:00.000Z',
    closing_note: 'Billet de 1 000 déchiré',
    counted_cash: 45_000,
    report: {
      sales_count: 7,
      cash_sales: 35_000,
      cash_refunds: 2_000,
      cash_in: 5_000,
      cash_out: 12_000,
      expected_cash: 46_000,
      difference: -1_000,
      by_method: [
        { payment_method_id: 'pm-cash', name: 'Espèces', kind: 'cash', received: 35_000, refunded: 2_000 },
        {
          payment_method_id: 'pm-momo',
          name: 'MTN MoMo',
          kind: 'mobile_money_operator',
          received: 18_000,
          refunded: 0,
        },
      ],
      movements: [
        {
          id: 'm1',
          kind: 'in',
          amount: 5_000,
          reason: 'Monnaie de la banque',
          expense_id: null,
          created_at: '2026-03-02T09:00:00.000Z',
        },
        {
          id: 'm2',
          kind: 'out',
          amount: 12_000,
          reason: 'Achat de sachets',
          expense_id: null,
          created_at: '2026-03-02T15:00:00.000Z',
        },
      ],
    },
    ...change,
  };
}
