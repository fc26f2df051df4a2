import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the shipping-fees module, merged into the server catalogue (en, fr, es all required). */
export const shippingFeesMessages: ModuleMessages = {
  en: {
    'resource.shipping_fee': 'shipping fee',
    'resource.shipping_fees': 'shipping fees',
    'pricing.max_not_above_min': 'The maximum must be above the minimum.',
    'shipping_fees.csv.label': 'Label',
    'shipping_fees.csv.zone': 'Zone',
    'shipping_fees.csv.min_weight_grams': 'Min weight (g)',
    'shipping_fees.csv.max_weight_grams': 'Max weight (g)',
    'shipping_fees.csv.min_subtotal': 'Min basket',
    'shipping_fees.csv.max_subtotal': 'Max basket',
    'shipping_fees.csv.position': 'Position',
  },
  fr: {
    'resource.shipping_fee': 'frais de livraison',
    'resource.shipping_fees': 'frais de livraison',
    'pricing.max_not_above_min': 'Le maximum doit être supérieur au minimum.',
    'shipping_fees.csv.label': 'Libellé',
    'shipping_fees.csv.zone': 'Zone',
    'shipping_fees.csv.min_weight_grams': 'Poids min (g)',
    'shipping_fees.csv.max_weight_grams': 'Poids max (g)',
    'shipping_fees.csv.min_subtotal': 'Panier min',
    'shipping_fees.csv.max_subtotal': 'Panier max',
    'shipping_fees.csv.position': 'Position',
  },
  es: {
    'resource.shipping_fee': 'gasto de envío',
    'resource.shipping_fees': 'gastos de envío',
    'pricing.max_not_above_min': 'El máximo debe ser mayor que el mínimo.',
    'shipping_fees.csv.label': 'Etiqueta',
    'shipping_fees.csv.zone': 'Zona',
    'shipping_fees.csv.min_weight_grams': 'Peso mín. (g)',
    'shipping_fees.csv.max_weight_grams': 'Peso máx. (g)',
    'shipping_fees.csv.min_subtotal': 'Cesta mín.',
    'shipping_fees.csv.max_subtotal': 'Cesta máx.',
    'shipping_fees.csv.position': 'Posición',
  },
};
