import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the company module, merged into the server catalogue (en, fr, es all required). */
export const companyMessages: ModuleMessages = {
  en: {
    'field.domain': 'domain',
    'company.onboarding_skip_conflict': 'A step cannot be skipped and unskipped at once.',
    'company.logo_unknown': 'This file does not exist.',
    'company.logo_not_logo': 'Upload the logo as an image (PNG, JPEG or WebP) in the logo collection.',
    'company.logo_not_uploaded': 'This file was not uploaded completely: upload it again.',
    'company.currency_locked':
      'The currency cannot change once orders are recorded: their amounts are in it.',
  },
  fr: {
    'field.domain': 'domaine',
    'company.onboarding_skip_conflict': 'Une étape ne peut pas être ignorée et rétablie en même temps.',
    'company.logo_unknown': 'Ce fichier n’existe pas.',
    'company.logo_not_logo':
      'Envoyez le logo sous forme d’image (PNG, JPEG ou WebP) dans la collection logo.',
    'company.logo_not_uploaded': 'Ce fichier n’a pas été envoyé entièrement : envoyez-le de nouveau.',
    'company.currency_locked':
      'La devise ne peut plus changer une fois des commandes enregistrées : leurs montants sont dans cette devise.',
  },
  es: {
    'field.domain': 'dominio',
    'company.onboarding_skip_conflict': 'Un paso no puede omitirse y restablecerse a la vez.',
    'company.logo_unknown': 'Este archivo no existe.',
    'company.logo_not_logo': 'Suba el logotipo como imagen (PNG, JPEG o WebP) en la colección logo.',
    'company.logo_not_uploaded': 'Este archivo no se subió por completo: súbalo de nuevo.',
    'company.currency_locked':
      'La moneda ya no puede cambiar una vez registrados pedidos: sus importes están en ella.',
  },
};
