// Which CSV column feeds which customer field, guessed from header names in en/fr/es.
import { mappingGuesser, unknownColumns } from './column-mapping.ts';

export const CUSTOMER_IMPORT_FIELDS = [
  'type',
  'first_name',
  'last_name',
  'company_name',
  'phone',
  'email',
  'tax_id',
  'tags',
  'notes',
  'marketing_consent',
] as const;
export type CustomerImportField = (typeof CUSTOMER_IMPORT_FIELDS)[number];
export type CustomerColumnMapping = Partial<Record<CustomerImportField, string>>;

/**
 * Header names seen in the wild, normalised. "Nom" is the family name in French (beside "Prénom"),
 * "Nombre" the given name in Spanish (beside "Apellido"); a lone "Name" column lands in last_name,
 * which the customer's display name shows as it is.
 */
const SYNONYMS: Record<CustomerImportField, readonly string[]> = {
  type: ['customer type', 'kind', 'type de client', 'tipo', 'tipo de cliente'],
  first_name: ['first name', 'firstname', 'given name', 'prenom', 'prenoms', 'nombre', 'nombres'],
  last_name: [
    'last name',
    'lastname',
    'surname',
    'family name',
    'name',
    'full name',
    'customer',
    'nom',
    'nom de famille',
    'nom complet',
    'client',
    'apellido',
    'apellidos',
    'nombre completo',
    'cliente',
  ],
  company_name: [
    'company',
    'company name',
    'business',
    'organization',
    'entreprise',
    'societe',
    'raison sociale',
    'nom de l entreprise',
    'empresa',
    'nombre de la empresa',
    'razon social',
  ],
  phone: [
    'phone',
    'phone number',
    'mobile',
    'mobile phone',
    'cell',
    'whatsapp',
    'whatsapp number',
    'telephone',
    'tel',
    'portable',
    'numero',
    'numero de telephone',
    'numero whatsapp',
    'telefono',
    'movil',
    'celular',
    'numero de telefono',
  ],
  email: [
    'e mail',
    'mail',
    'email address',
    'e mail address',
    'courriel',
    'adresse e mail',
    'adresse email',
    'correo',
    'correo electronico',
  ],
  tax_id: [
    'tax id',
    'vat',
    'vat number',
    'nif',
    'ninea',
    'ifu',
    'numero fiscal',
    'numero de tva',
    'rfc',
    'cif',
  ],
  tags: ['tag', 'groups', 'etiquettes', 'etiquette', 'groupe', 'etiquetas', 'etiqueta', 'grupo'],
  notes: [
    'note',
    'comment',
    'comments',
    'remarques',
    'commentaire',
    'commentaires',
    'notas',
    'nota',
    'comentarios',
  ],
  marketing_consent: [
    'marketing consent',
    'consent',
    'marketing',
    'accepts marketing',
    'newsletter',
    'opt in',
    'consentement',
    'consentement marketing',
    'accepte le marketing',
    'consentimiento',
    'consentimiento marketing',
    'acepta marketing',
  ],
};

/** The guessed customer mapping: each field gets the first header that names it. */
export const guessCustomerMapping = mappingGuesser(CUSTOMER_IMPORT_FIELDS, SYNONYMS);

/** Mapping problems: a field pointing at a header the file does not have, or no column for a name. */
export function customerMappingErrors(
  mapping: CustomerColumnMapping,
  headers: readonly string[],
): Partial<Record<CustomerImportField, string>> {
  const errors = unknownColumns(mapping, headers);
  if (!mapping.first_name && !mapping.last_name && !mapping.company_name) errors.last_name = 'required';
  return errors;
}
