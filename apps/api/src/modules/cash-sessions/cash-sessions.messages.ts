import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the cash register module, en, fr and es. */
export const cashSessionsMessages: ModuleMessages = {
  en: {
    'resource.cash_session': 'cash drawer session',
    'cash_sessions.an_open_drawer': 'an open cash drawer',
    'cash_sessions.closed': 'This cash drawer is closed.',
  },
  fr: {
    'resource.cash_session': 'session de caisse',
    'cash_sessions.an_open_drawer': 'une caisse ouverte',
    'cash_sessions.closed': 'Cette caisse est fermée.',
  },
  es: {
    'resource.cash_session': 'sesión de caja',
    'cash_sessions.an_open_drawer': 'una caja abierta',
    'cash_sessions.closed': 'Esta caja está cerrada.',
  },
};
