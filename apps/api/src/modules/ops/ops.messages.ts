import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the ops module, merged into the server catalogue (en, fr, es all required). */
export const opsMessages: ModuleMessages = { en: {}, fr: {}, es: {} };
