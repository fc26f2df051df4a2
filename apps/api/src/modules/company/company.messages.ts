import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the company module, merged into the server catalogue (en, fr, es all required). */
export const companyMessages: ModuleMessages = {
  en: {
    'field.domain': 'domain',
    'company.onboarding_skip_conflict': 'A step cannot be skipped and unskipped at once.',
  },
  fr: {
    'field.domain': 'domaine',
    'company.onboarding_skip_conflict': 'Une étape ne peut pas être ignorée et rétablie en même temps.',
  },
  es: {
    'field.domain': 'dominio',
    'company.onboarding_skip_conflict': 'Un paso no puede omitirse y restablecerse a la vez.',
  },
};
