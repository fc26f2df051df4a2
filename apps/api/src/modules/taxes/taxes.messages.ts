import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the taxes module, merged into the server catalogue (en, fr, es all required). */
export const taxesMessages: ModuleMessages = {
  en: {
    'resource.tax': 'tax',
    'resource.taxes': 'taxes',
    'pricing.rate_or_amount': 'Give either a rate or a fixed amount, not both.',
    'taxes.csv.label': 'Label',
    'taxes.csv.rate': 'Rate (%)',
    'taxes.csv.fixed_amount': 'Fixed amount',
    'taxes.csv.tax_order': 'Order',
    'taxes.csv.is_withholding': 'Withholding',
    'taxes.csv.include_in_base': 'In base of later taxes',
    'taxes.csv.deleted_at': 'Deleted',
  },
  fr: {
    'resource.tax': 'taxe',
    'resource.taxes': 'taxes',
    'pricing.rate_or_amount': 'Indiquez soit un taux, soit un montant fixe, pas les deux.',
    'taxes.csv.label': 'Libellé',
    'taxes.csv.rate': 'Taux (%)',
    'taxes.csv.fixed_amount': 'Montant fixe',
    'taxes.csv.tax_order': 'Ordre',
    'taxes.csv.is_withholding': 'Retenue',
    'taxes.csv.include_in_base': 'Dans la base des taxes suivantes',
    'taxes.csv.deleted_at': 'Supprimée le',
  },
  es: {
    'resource.tax': 'impuesto',
    'resource.taxes': 'impuestos',
    'pricing.rate_or_amount': 'Indique una tasa o un importe fijo, no ambos.',
    'taxes.csv.label': 'Etiqueta',
    'taxes.csv.rate': 'Tasa (%)',
    'taxes.csv.fixed_amount': 'Importe fijo',
    'taxes.csv.tax_order': 'Orden',
    'taxes.csv.is_withholding': 'Retención',
    'taxes.csv.include_in_base': 'En la base de los impuestos siguientes',
    'taxes.csv.deleted_at': 'Eliminado',
  },
};
