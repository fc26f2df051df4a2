import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the operations analytics (dashboard lists and per-model stats), en, fr and es. */
export const analyticsItemsMessages: ModuleMessages = {
  en: {
    'resource.analytics_item': 'analytics item',
    'analytics.expense_category.SUPPLIER': 'Suppliers',
    'analytics.expense_category.RAW_MATERIALS': 'Raw materials',
    'analytics.expense_category.PERSONNEL': 'Personnel',
    'analytics.expense_category.OPERATING_EXPENSES': 'Operating expenses',
    'analytics.expense_category.OTHER_CHARGES': 'Other charges',
    'analytics.discounts.line': 'Line discounts',
    'analytics.discounts.unnamed': 'Unnamed discount',
  },
  fr: {
    'resource.analytics_item': 'indicateur',
    'analytics.expense_category.SUPPLIER': 'Fournisseurs',
    'analytics.expense_category.RAW_MATERIALS': 'Matières premières',
    'analytics.expense_category.PERSONNEL': 'Personnel',
    'analytics.expense_category.OPERATING_EXPENSES': 'Frais de fonctionnement',
    'analytics.expense_category.OTHER_CHARGES': 'Autres charges',
    'analytics.discounts.line': 'Remises sur les lignes',
    'analytics.discounts.unnamed': 'Remise sans nom',
  },
  es: {
    'resource.analytics_item': 'indicador',
    'analytics.expense_category.SUPPLIER': 'Proveedores',
    'analytics.expense_category.RAW_MATERIALS': 'Materias primas',
    'analytics.expense_category.PERSONNEL': 'Personal',
    'analytics.expense_category.OPERATING_EXPENSES': 'Gastos de funcionamiento',
    'analytics.expense_category.OTHER_CHARGES': 'Otros cargos',
    'analytics.discounts.line': 'Descuentos en líneas',
    'analytics.discounts.unnamed': 'Descuento sin nombre',
  },
};
