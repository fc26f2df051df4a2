import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the users module, merged into the server catalogue (en, fr, es all required). */
export const usersMessages: ModuleMessages = {
  en: {
    invitation_invalid: 'This invitation link is invalid or has expired. Ask for a new one.',
    not_invited: 'This user has already accepted their invitation or is not invited.',
    invitation_pending: 'This user has not accepted their invitation yet.',
  },
  fr: {
    invitation_invalid: "Ce lien d'invitation est invalide ou a expiré. Demandez-en un nouveau.",
    not_invited: "Cet utilisateur a déjà accepté son invitation ou n'est pas invité.",
    invitation_pending: "Cet utilisateur n'a pas encore accepté son invitation.",
  },
  es: {
    invitation_invalid: 'Este enlace de invitación no es válido o ha caducado. Pida uno nuevo.',
    not_invited: 'Este usuario ya aceptó su invitación o no está invitado.',
    invitation_pending: 'Este usuario aún no ha aceptado su invitación.',
  },
};
