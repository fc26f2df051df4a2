import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the users module, merged into the server catalogue (en, fr, es all required). */
export const usersMessages: ModuleMessages = { en: {}, fr: {}, es: {} };
