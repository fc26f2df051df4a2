import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the platform module, merged into the server catalogue (en, fr, es all required). */
export const platformMessages: ModuleMessages = {
  en: { 'platform.unknown_plan': 'There is no plan with this key.' },
  fr: { 'platform.unknown_plan': "Aucun forfait n'a cette clé." },
  es: { 'platform.unknown_plan': 'No hay ningún plan con esta clave.' },
};
