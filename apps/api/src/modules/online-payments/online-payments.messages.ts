import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of online payments (provider accounts, checkouts), en, fr and es. */
export const onlinePaymentsMessages: ModuleMessages = {
  en: {
    'resource.payment_provider': 'payment provider',
    'online_payments.unknown_credential': 'This provider has no such setting.',
    'online_payments.credential_required': 'Required to take payments with this provider.',
    'online_payments.credential_format': 'This does not look like a key of this provider.',
    'online_payments.method_not_aggregator': 'Choose an active payment method of kind payment aggregator.',
    'online_payments.provider_required': 'Choose how to pay.',
    'online_payments.provider_unavailable': 'This way of paying is not available for this document.',
    'online_payments.currency_not_taken': 'This provider does not take this currency.',
    'online_payments.amount_invalid': 'This amount cannot be paid online.',
    'online_payments.whole_units_only': 'This provider takes whole amounts only.',
    'online_payments.multiple_of_5': 'This provider takes amounts in multiples of 5 only.',
    'online_payments.amount_too_small': 'This amount is below the provider’s minimum.',
  },
  fr: {
    'resource.payment_provider': 'prestataire de paiement',
    'online_payments.unknown_credential': 'Ce prestataire n’a pas ce réglage.',
    'online_payments.credential_required': 'Nécessaire pour encaisser avec ce prestataire.',
    'online_payments.credential_format': 'Cela ne ressemble pas à une clé de ce prestataire.',
    'online_payments.method_not_aggregator':
      'Choisissez un moyen de paiement actif de type agrégateur de paiement.',
    'online_payments.provider_required': 'Choisissez comment payer.',
    'online_payments.provider_unavailable': 'Ce moyen de payer n’est pas disponible pour ce document.',
    'online_payments.currency_not_taken': 'Ce prestataire n’accepte pas cette devise.',
    'online_payments.amount_invalid': 'Ce montant ne peut pas être payé en ligne.',
    'online_payments.whole_units_only': 'Ce prestataire n’accepte que des montants entiers.',
    'online_payments.multiple_of_5': 'Ce prestataire n’accepte que des montants multiples de 5.',
    'online_payments.amount_too_small': 'Ce montant est inférieur au minimum du prestataire.',
  },
  es: {
    'resource.payment_provider': 'proveedor de pagos',
    'online_payments.unknown_credential': 'Este proveedor no tiene este ajuste.',
    'online_payments.credential_required': 'Necesario para cobrar con este proveedor.',
    'online_payments.credential_format': 'Esto no parece una clave de este proveedor.',
    'online_payments.method_not_aggregator': 'Elija un medio de pago activo de tipo agregador de pagos.',
    'online_payments.provider_required': 'Elija cómo pagar.',
    'online_payments.provider_unavailable': 'Esta forma de pago no está disponible para este documento.',
    'online_payments.currency_not_taken': 'Este proveedor no acepta esta moneda.',
    'online_payments.amount_invalid': 'Este importe no se puede pagar en línea.',
    'online_payments.whole_units_only': 'Este proveedor solo acepta importes enteros.',
    'online_payments.multiple_of_5': 'Este proveedor solo acepta importes múltiplos de 5.',
    'online_payments.amount_too_small': 'Este importe es inferior al mínimo del proveedor.',
  },
};
