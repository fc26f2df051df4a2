import { DELIVERY_MODES, ORDER_STATUSES, PAYMENT_KINDS } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/orders.json';
import es from '../../i18n/locales/es/orders.json';
import fr from '../../i18n/locales/fr/orders.json';

type Catalogue = { [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('orders translations', () => {
  it('fr and es have exactly the English keys, none empty', () => {
    const english = keysOf(en).sort();
    expect(keysOf(fr).sort()).toEqual(english);
    expect(keysOf(es).sort()).toEqual(english);
    for (const catalogue of [en, fr, es] as Catalogue[])
      expect(JSON.stringify(catalogue)).not.toContain('""');
  });

  it('names every status, delivery mode, payment kind and discount refusal', () => {
    const keys = keysOf(en);
    for (const status of ORDER_STATUSES) expect(keys).toContain(`status.${status}`);
    for (const mode of DELIVERY_MODES) expect(keys).toContain(`office.modes.${mode}`);
    for (const kind of PAYMENT_KINDS) expect(keys).toContain(`payments.kinds.${kind}`);
    for (const refusal of [
      'inactive',
      'not_started',
      'expired',
      'below_minimum',
      'usage_limit_reached',
      'customer_limit_reached',
    ])
      expect(keys).toContain(`office.refusals.${refusal}`);
  });
});
