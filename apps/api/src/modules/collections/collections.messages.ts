import type { ModuleMessages } from '../../i18n/module-messages.ts';

/** Messages of the collections module, merged into the server catalogue (en, fr, es all required). */
export const collectionsMessages: ModuleMessages = {
  en: {
    'resource.collection': 'collection',
    'resource.collections': 'collections',
    'collections.unknown_products': 'Some of these products do not exist.',
    'collections.unknown_collections': 'Some of these collections do not exist.',
    'collections.unknown_media': 'This image does not exist.',
    'collections.rules_only': 'Conditions apply only to automatic collections.',
    'collections.manual_sort_only': 'Manual order is only for manual collections.',
    'csv_values.collection_kind.manual': 'Manual',
    'csv_values.collection_kind.rules': 'Automatic (rules)',
  },
  fr: {
    'resource.collection': 'collection',
    'resource.collections': 'collections',
    'collections.unknown_products': 'Certains de ces produits n’existent pas.',
    'collections.unknown_collections': 'Certaines de ces collections n’existent pas.',
    'collections.unknown_media': 'Cette image n’existe pas.',
    'collections.rules_only': 'Les conditions ne s’appliquent qu’aux collections automatiques.',
    'collections.manual_sort_only': 'L’ordre manuel est réservé aux collections manuelles.',
    'csv_values.collection_kind.manual': 'Manuelle',
    'csv_values.collection_kind.rules': 'Automatique (règles)',
  },
  es: {
    'resource.collection': 'colección',
    'resource.collections': 'colecciones',
    'collections.unknown_products': 'Algunos de estos productos no existen.',
    'collections.unknown_collections': 'Algunas de estas colecciones no existen.',
    'collections.unknown_media': 'Esta imagen no existe.',
    'collections.rules_only': 'Las condiciones solo se aplican a las colecciones automáticas.',
    'collections.manual_sort_only': 'El orden manual es solo para colecciones manuales.',
    'csv_values.collection_kind.manual': 'Manual',
    'csv_values.collection_kind.rules': 'Automática (reglas)',
  },
};
