import { PAYMENT_METHOD_KINDS } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import enDiscounts from '../../i18n/locales/en/discounts.json';
import enPaymentMethods from '../../i18n/locales/en/payment_methods.json';
import enShippingFees from '../../i18n/locales/en/shipping_fees.json';
import enTaxes from '../../i18n/locales/en/taxes.json';
import esDiscounts from '../../i18n/locales/es/discounts.json';
import esPaymentMethods from '../../i18n/locales/es/payment_methods.json';
import esShippingFees from '../../i18n/locales/es/shipping_fees.json';
import esTaxes from '../../i18n/locales/es/taxes.json';
import frDiscounts from '../../i18n/locales/fr/discounts.json';
import frPaymentMethods from '../../i18n/locales/fr/payment_methods.json';
import frShippingFees from '../../i18n/locales/fr/shipping_fees.json';
import frTaxes from '../../i18n/locales/fr/taxes.json';

type Catalogue = { [key: string]: string | Catalogue };

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const NAMESPACES: Record<string, Catalogue[]> = {
  taxes: [enTaxes, frTaxes, esTaxes],
  discounts: [enDiscounts, frDiscounts, esDiscounts],
  shipping_fees: [enShippingFees, frShippingFees, esShippingFees],
  payment_methods: [enPaymentMethods, frPaymentMethods, esPaymentMethods],
};

describe('pricing settings translations', () => {
  it.each(Object.entries(NAMESPACES))(
    '%s: fr and es have exactly the English keys, none empty',
    (_, catalogues) => {
      const [en, ...others] = catalogues as [Catalogue, ...Catalogue[]];
      for (const other of others) expect(keysOf(other).sort()).toEqual(keysOf(en).sort());
      for (const catalogue of catalogues) expect(JSON.stringify(catalogue)).not.toContain('""');
    },
  );

  it('names every payment-method kind', () => {
    for (const kind of PAYMENT_METHOD_KINDS) expect(keysOf(enPaymentMethods)).toContain(`kinds.${kind}`);
  });
});
