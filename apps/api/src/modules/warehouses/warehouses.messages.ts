import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the warehouses module, merged into the server catalogue (en, fr, es all required). */
export const warehousesMessages: ModuleMessages = { en: {}, fr: {}, es: {} };
