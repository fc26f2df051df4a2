import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the shops module, merged into the server catalogue (en, fr, es all required). */
export const shopsMessages: ModuleMessages = { en: {}, fr: {}, es: {} };
