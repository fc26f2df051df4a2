import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the payment-methods module, merged into the server catalogue (en, fr, es all required). */
export const paymentMethodsMessages: ModuleMessages = {
  en: {
    'resource.payment_method': 'payment method',
    'resource.payment_methods': 'payment methods',
    'pricing.accounting_code_digits': 'An accounting code has digits only.',
    'payment_methods.inactive_default': 'The default payment method must be active.',
    'payment_methods.csv.accounting_code': 'Accounting code',
    'payment_methods.csv.provider': 'Provider',
    'payment_methods.csv.position': 'Position',
    'csv_values.payment_method_kind.cash': 'Cash',
    'csv_values.payment_method_kind.bank': 'Bank',
    'csv_values.payment_method_kind.mobile_money_operator': 'Mobile money',
    'csv_values.payment_method_kind.payment_agregator': 'Payment aggregator',
  },
  fr: {
    'resource.payment_method': 'moyen de paiement',
    'resource.payment_methods': 'moyens de paiement',
    'pricing.accounting_code_digits': 'Un code comptable ne contient que des chiffres.',
    'payment_methods.inactive_default': 'Le moyen de paiement par défaut doit être actif.',
    'payment_methods.csv.accounting_code': 'Code comptable',
    'payment_methods.csv.provider': 'Prestataire',
    'payment_methods.csv.position': 'Position',
    'csv_values.payment_method_kind.cash': 'Espèces',
    'csv_values.payment_method_kind.bank': 'Banque',
    'csv_values.payment_method_kind.mobile_money_operator': 'Mobile money',
    'csv_values.payment_method_kind.payment_agregator': 'Agrégateur de paiement',
  },
  es: {
    'resource.payment_method': 'medio de pago',
    'resource.payment_methods': 'medios de pago',
    'pricing.accounting_code_digits': 'Un código contable solo tiene dígitos.',
    'payment_methods.inactive_default': 'El medio de pago predeterminado debe estar activo.',
    'payment_methods.csv.accounting_code': 'Código contable',
    'payment_methods.csv.provider': 'Proveedor',
    'payment_methods.csv.position': 'Posición',
    'csv_values.payment_method_kind.cash': 'Efectivo',
    'csv_values.payment_method_kind.bank': 'Banco',
    'csv_values.payment_method_kind.mobile_money_operator': 'Dinero móvil',
    'csv_values.payment_method_kind.payment_agregator': 'Agregador de pagos',
  },
};
