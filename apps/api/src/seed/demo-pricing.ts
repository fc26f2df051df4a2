import type { DemoApi } from './demo-catalog.ts';

const A = '/api/v1/admin';

// A Douala merchant's pricing settings: Cameroon's VAT, a welcome code, delivery fees in XAF
// (minor units: FCFA has no decimals) and the two mobile-money operators of the country.
const TAXES = [
  { code: 'TVA', label: 'TVA 19,25 %', rate: '19.25', tax_order: 0, is_default: true },
  { code: 'DT', label: 'Droit de timbre', fixed_amount: 100, tax_order: 1, is_active: false },
];
const DISCOUNTS = [
  {
    code: 'BIENVENUE10',
    label: 'Bienvenue : 10 % sur la première commande',
    discount_type: 'percentage',
    discount_value: '10',
    minimum_subtotal: 10_000,
    usage_limit_per_customer: 1,
  },
  {
    code: 'TABASKI2026',
    label: 'Tabaski : 2 000 FCFA offerts',
    discount_type: 'fixed',
    discount_value: '2000',
    starts_at: '2026-05-20T00:00:00+01:00',
    ends_at: '2026-06-01T00:00:00+01:00',
    minimum_subtotal: 25_000,
  },
];
const SHIPPING_FEES = [
  { label: 'Douala centre', city: 'Douala', zone: 'Akwa, Bonanjo, Bonapriso', amount: 1_000, position: 0 },
  { label: 'Douala', city: 'Douala', amount: 1_500, position: 1 },
  { label: 'Yaoundé', city: 'Yaoundé', amount: 2_500, position: 2 },
  { label: 'Autres villes (agence de voyage)', amount: 3_500, position: 9 },
  { label: 'Retrait en boutique', delivery_mode: 'pickup', amount: 0, position: 10 },
];
const PAYMENT_METHODS = [
  { name: 'Orange Money', kind: 'mobile_money_operator', provider: 'orange_money', position: 1 },
  { name: 'MTN MoMo', kind: 'mobile_money_operator', provider: 'mtn_momo', position: 2 },
  { name: 'Virement Afriland', kind: 'bank', position: 3 },
];

async function existing(call: DemoApi, resource: string, key: string): Promise<Set<string>> {
  const page = await call<{ data: Record<string, unknown>[] }>('GET', `${A}/${resource}?per_page=100`);
  return new Set(page.data.map((row) => String(row[key])));
}

/** Taxes, discounts, shipping fees and payment methods of the demo merchant; those already there are kept. */
export async function seedDemoPricing(call: DemoApi): Promise<void> {
  const sets = [
    ['taxes', 'code', TAXES],
    ['discounts', 'code', DISCOUNTS],
    ['shipping-fees', 'label', SHIPPING_FEES],
    ['payment-methods', 'name', PAYMENT_METHODS],
  ] as const;
  for (const [resource, key, rows] of sets) {
    const have = await existing(call, resource, key);
    for (const row of rows as readonly Record<string, unknown>[]) {
      if (!have.has(String(row[key]))) await call('POST', `${A}/${resource}`, row);
    }
  }
}
