import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the company module, merged into the server catalogue (en, fr, es all required). */
export const companyMessages: ModuleMessages = { en: {}, fr: {}, es: {} };
