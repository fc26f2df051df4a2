import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the cash register module, en, fr and es. */
export const cashSessionsMessages: ModuleMessages = {
  en: {
    'resource.cash_session': 'cash drawer session',
    'cash_sessions.an_open_drawer': 'an open cash drawer',
    'cash_sessions.closed': 'This cash drawer is closed.',
    'cash_sessions.expense_cash_out_only': 'Only a cash-out can pay an expense.',
    'cash_sessions.unknown_expense': 'Unknown expense.',
    'cash_sessions.expense_not_cash': 'This expense is not recorded as paid from the cash account.',
    'cash_sessions.expense_amount': "The cash-out must be the expense's amount.",
    'cash_sessions.expense_already_out': 'This expense was already paid by a cash-out.',
  },
  fr: {
    'resource.cash_session': 'session de caisse',
    'cash_sessions.an_open_drawer': 'une caisse ouverte',
    'cash_sessions.closed': 'Cette caisse est fermée.',
    'cash_sessions.expense_cash_out_only': 'Seule une sortie de caisse peut payer une dépense.',
    'cash_sessions.unknown_expense': 'Dépense inconnue.',
    'cash_sessions.expense_not_cash': 'Cette dépense n’est pas enregistrée comme payée depuis la caisse.',
    'cash_sessions.expense_amount': 'La sortie de caisse doit être du montant de la dépense.',
    'cash_sessions.expense_already_out': 'Cette dépense a déjà été payée par une sortie de caisse.',
  },
  es: {
    'resource.cash_session': 'sesión de caja',
    'cash_sessions.an_open_drawer': 'una caja abierta',
    'cash_sessions.closed': 'Esta caja está cerrada.',
    'cash_sessions.expense_cash_out_only': 'Solo una salida de caja puede pagar un gasto.',
    'cash_sessions.unknown_expense': 'Gasto desconocido.',
    'cash_sessions.expense_not_cash': 'Este gasto no está registrado como pagado desde la caja.',
    'cash_sessions.expense_amount': 'La salida de caja debe ser del importe del gasto.',
    'cash_sessions.expense_already_out': 'Este gasto ya fue pagado con una salida de caja.',
  },
};
