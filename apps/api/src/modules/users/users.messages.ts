import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the users module, merged into the server catalogue (en, fr, es all required). */
export const usersMessages: ModuleMessages = {
  en: {
    invitation_invalid: 'This invitation link is invalid or has expired. Ask for a new one.',
    not_invited: 'This user has already accepted their invitation or is not invited.',
    invitation_pending: 'This user has not accepted their invitation yet.',
    'csv_values.role.admin': 'Administrator',
    'csv_values.role.manager': 'Manager',
    'csv_values.role.accountant': 'Accountant',
    'csv_values.role.employee': 'Employee',
    'csv_values.role.courrier': 'Courier',
    'csv_values.user_status.active': 'Active',
    'csv_values.user_status.invited': 'Invited',
    'csv_values.user_status.deactivated': 'Deactivated',
  },
  fr: {
    invitation_invalid: "Ce lien d'invitation est invalide ou a expiré. Demandez-en un nouveau.",
    not_invited: "Cet utilisateur a déjà accepté son invitation ou n'est pas invité.",
    invitation_pending: "Cet utilisateur n'a pas encore accepté son invitation.",
    'csv_values.role.admin': 'Administrateur',
    'csv_values.role.manager': 'Gérant',
    'csv_values.role.accountant': 'Comptable',
    'csv_values.role.employee': 'Employé',
    'csv_values.role.courrier': 'Livreur',
    'csv_values.user_status.active': 'Actif',
    'csv_values.user_status.invited': 'Invité',
    'csv_values.user_status.deactivated': 'Désactivé',
  },
  es: {
    invitation_invalid: 'Este enlace de invitación no es válido o ha caducado. Pida uno nuevo.',
    not_invited: 'Este usuario ya aceptó su invitación o no está invitado.',
    invitation_pending: 'Este usuario aún no ha aceptado su invitación.',
    'csv_values.role.admin': 'Administrador',
    'csv_values.role.manager': 'Gerente',
    'csv_values.role.accountant': 'Contador',
    'csv_values.role.employee': 'Empleado',
    'csv_values.role.courrier': 'Repartidor',
    'csv_values.user_status.active': 'Activo',
    'csv_values.user_status.invited': 'Invitado',
    'csv_values.user_status.deactivated': 'Desactivado',
  },
};
