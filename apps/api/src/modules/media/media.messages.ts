import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the media module, merged into the server catalogue (en, fr, es all required). */
export const mediaMessages: ModuleMessages = {
  en: {
    'resource.media_file': 'file',
    media_unknown_collection: 'This kind of file is not accepted here.',
    media_type_not_allowed: 'This file type is not accepted here.',
    media_ext_mismatch: 'The file name does not match its type.',
    media_too_large: 'The file is too large.',
    media_signature_mismatch: 'The file content does not match its type.',
    media_not_uploaded: 'The file has not been uploaded yet.',
    media_bad_signature: 'This upload link is invalid or has expired.',
  },
  fr: {
    'resource.media_file': 'fichier',
    media_unknown_collection: 'Ce genre de fichier n’est pas accepté ici.',
    media_type_not_allowed: 'Ce type de fichier n’est pas accepté ici.',
    media_ext_mismatch: 'Le nom du fichier ne correspond pas à son type.',
    media_too_large: 'Le fichier est trop volumineux.',
    media_signature_mismatch: 'Le contenu du fichier ne correspond pas à son type.',
    media_not_uploaded: 'Le fichier n’a pas encore été envoyé.',
    media_bad_signature: 'Ce lien d’envoi est invalide ou a expiré.',
  },
  es: {
    'resource.media_file': 'archivo',
    media_unknown_collection: 'Este tipo de archivo no se acepta aquí.',
    media_type_not_allowed: 'Este tipo de archivo no se acepta aquí.',
    media_ext_mismatch: 'El nombre del archivo no corresponde a su tipo.',
    media_too_large: 'El archivo es demasiado grande.',
    media_signature_mismatch: 'El contenido del archivo no corresponde a su tipo.',
    media_not_uploaded: 'El archivo aún no se ha subido.',
    media_bad_signature: 'Este enlace de subida no es válido o ha caducado.',
  },
};
