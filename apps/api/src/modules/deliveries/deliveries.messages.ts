import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the deliveries module, en, fr and es. */
export const deliveriesMessages: ModuleMessages = {
  en: {
    'resource.delivery': 'delivery',
    'deliveries.a_delivery': 'a delivery',
    'deliveries.unknown_order': 'This order does not exist.',
    'deliveries.order_not_deliverable': 'Only a confirmed or completed order can be delivered.',
    'deliveries.unknown_courier': 'This user does not exist.',
    'deliveries.unknown_photo': 'This photo does not exist.',
    'deliveries.photo_not_uploaded': 'This photo was not uploaded: take it again.',
    'deliveries.cash_on_delivery_only': 'Cash is collected when the order is delivered.',
    'deliveries.no_cash_method': 'The company has no cash payment method to record it with.',
  },
  fr: {
    'resource.delivery': 'livraison',
    'deliveries.a_delivery': 'une livraison',
    'deliveries.unknown_order': 'Cette commande n’existe pas.',
    'deliveries.order_not_deliverable': 'Seule une commande confirmée ou terminée peut être livrée.',
    'deliveries.unknown_courier': 'Cet utilisateur n’existe pas.',
    'deliveries.unknown_photo': 'Cette photo n’existe pas.',
    'deliveries.photo_not_uploaded': 'Cette photo n’a pas été envoyée : reprenez-la.',
    'deliveries.cash_on_delivery_only': 'L’argent est encaissé à la livraison.',
    'deliveries.no_cash_method': 'L’entreprise n’a pas de moyen de paiement en espèces pour l’enregistrer.',
  },
  es: {
    'resource.delivery': 'entrega',
    'deliveries.a_delivery': 'una entrega',
    'deliveries.unknown_order': 'Este pedido no existe.',
    'deliveries.order_not_deliverable': 'Solo se puede entregar un pedido confirmado o completado.',
    'deliveries.unknown_courier': 'Este usuario no existe.',
    'deliveries.unknown_photo': 'Esta foto no existe.',
    'deliveries.photo_not_uploaded': 'Esta foto no se ha subido: vuelva a tomarla.',
    'deliveries.cash_on_delivery_only': 'El efectivo se cobra al entregar el pedido.',
    'deliveries.no_cash_method': 'La empresa no tiene un medio de pago en efectivo para registrarlo.',
  },
};
