import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the returns module, en, fr and es. */
export const returnsMessages: ModuleMessages = {
  en: {
    'resource.return': 'return',
    'returns.status.requested': 'requested',
    'returns.status.approved': 'approved',
    'returns.status.rejected': 'rejected',
    'returns.status.decided': 'decided again',
    'returns.unknown_order': 'This order does not exist.',
    'returns.order_not_returnable': 'Only goods of a confirmed or completed order can be returned.',
    'returns.unknown_line': 'This line is not on the order.',
    'returns.too_many': 'More than was sold, or already returned.',
    'returns.already_credited': 'This order was already credited: nothing is left to credit for these goods.',
    'returns.refund_more_than_paid':
      'The customer paid less than these goods are worth: choose a credit note.',
    refund_needs_method: 'Choose how the money goes back.',
    'csv.resolution': 'Resolution',
    'csv.decided_at': 'Decided',
    'csv_values.return_status.requested': 'Awaiting approval',
    'csv_values.return_status.approved': 'Approved',
    'csv_values.return_status.rejected': 'Rejected',
    'csv_values.return_resolution.refund': 'Refund',
    'csv_values.return_resolution.credit_note': 'Credit note',
  },
  fr: {
    'resource.return': 'retour',
    'returns.status.requested': 'demandé',
    'returns.status.approved': 'accepté',
    'returns.status.rejected': 'refusé',
    'returns.status.decided': 'décidé une seconde fois',
    'returns.unknown_order': 'Cette commande n’existe pas.',
    'returns.order_not_returnable':
      'Seuls les articles d’une commande confirmée ou terminée peuvent être retournés.',
    'returns.unknown_line': 'Cette ligne n’est pas sur la commande.',
    'returns.too_many': 'Plus que ce qui a été vendu, ou déjà retourné.',
    'returns.already_credited':
      'Cette commande a déjà été remboursée par un avoir : il ne reste rien à créditer pour ces articles.',
    'returns.refund_more_than_paid':
      'Le client a payé moins que la valeur de ces articles : choisissez un avoir.',
    refund_needs_method: 'Choisissez comment l’argent est rendu.',
    'csv.resolution': 'Règlement',
    'csv.decided_at': 'Décidé le',
    'csv_values.return_status.requested': 'En attente d’approbation',
    'csv_values.return_status.approved': 'Accepté',
    'csv_values.return_status.rejected': 'Refusé',
    'csv_values.return_resolution.refund': 'Remboursement',
    'csv_values.return_resolution.credit_note': 'Avoir',
  },
  es: {
    'resource.return': 'devolución',
    'returns.status.requested': 'solicitada',
    'returns.status.approved': 'aceptada',
    'returns.status.rejected': 'rechazada',
    'returns.status.decided': 'decidida otra vez',
    'returns.unknown_order': 'Este pedido no existe.',
    'returns.order_not_returnable': 'Solo se pueden devolver artículos de un pedido confirmado o completado.',
    'returns.unknown_line': 'Esta línea no está en el pedido.',
    'returns.too_many': 'Más de lo vendido, o ya devuelto.',
    'returns.already_credited':
      'Este pedido ya fue acreditado: no queda nada por acreditar para estos artículos.',
    'returns.refund_more_than_paid':
      'El cliente pagó menos de lo que valen estos artículos: elija una nota de crédito.',
    refund_needs_method: 'Elija cómo se devuelve el dinero.',
    'csv.resolution': 'Resolución',
    'csv.decided_at': 'Decidido',
    'csv_values.return_status.requested': 'Pendiente de aprobación',
    'csv_values.return_status.approved': 'Aceptada',
    'csv_values.return_status.rejected': 'Rechazada',
    'csv_values.return_resolution.refund': 'Reembolso',
    'csv_values.return_resolution.credit_note': 'Nota de crédito',
  },
};
