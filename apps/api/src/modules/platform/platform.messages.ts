import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the platform module, merged into the server catalogue (en, fr, es all required). */
export const platformMessages: ModuleMessages = { en: {}, fr: {}, es: {} };
