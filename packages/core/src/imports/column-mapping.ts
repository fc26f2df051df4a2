// Which CSV column feeds which product field, guessed from header names in en/fr/es.

export const IMPORT_FIELDS = [
  'handle',
  'title',
  'description',
  'type',
  'status',
  'tags',
  'supplier',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'option3_name',
  'option3_value',
  'sku',
  'barcode',
  'price',
  'compare_at_price',
  'cost',
  'weight_grams',
  'reorder_point',
  'quantity',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** field → the header of the column that feeds it (fields left out are not imported). */
export type ColumnMapping = Partial<Record<ImportField, string>>;

/** Header names seen in the wild, normalised (lower case, no accents, single spaces). */
const SYNONYMS: Record<ImportField, readonly string[]> = {
  handle: ['handle', 'slug', 'url handle', 'identifiant', 'identificador', 'poignee'],
  title: [
    'title',
    'name',
    'product',
    'product name',
    'titre',
    'nom',
    'produit',
    'nom du produit',
    'titulo',
    'nombre',
    'producto',
    'nombre del producto',
  ],
  description: ['description', 'body', 'body html', 'descripcion', 'details'],
  type: ['type', 'product type', 'type de produit', 'tipo', 'tipo de producto'],
  status: ['status', 'statut', 'etat', 'estado'],
  tags: ['tags', 'tag', 'etiquettes', 'etiquette', 'mots cles', 'etiquetas', 'etiqueta'],
  supplier: ['supplier', 'vendor', 'fournisseur', 'proveedor'],
  option1_name: [
    'option1 name',
    'option 1 name',
    'option1 nom',
    'nom option1',
    'nom option 1',
    'option 1 nom',
    'nombre opcion1',
    'nombre opcion 1',
    'opcion1 nombre',
    'opcion 1 nombre',
  ],
  option1_value: [
    'option1 value',
    'option 1 value',
    'option1 valeur',
    'valeur option1',
    'valeur option 1',
    'option 1 valeur',
    'valor opcion1',
    'valor opcion 1',
    'opcion1 valor',
    'opcion 1 valor',
  ],
  option2_name: [
    'option2 name',
    'option 2 name',
    'option2 nom',
    'nom option2',
    'nom option 2',
    'option 2 nom',
    'nombre opcion2',
    'nombre opcion 2',
    'opcion2 nombre',
    'opcion 2 nombre',
  ],
  option2_value: [
    'option2 value',
    'option 2 value',
    'option2 valeur',
    'valeur option2',
    'valeur option 2',
    'option 2 valeur',
    'valor opcion2',
    'valor opcion 2',
    'opcion2 valor',
    'opcion 2 valor',
  ],
  option3_name: [
    'option3 name',
    'option 3 name',
    'option3 nom',
    'nom option3',
    'nom option 3',
    'option 3 nom',
    'nombre opcion3',
    'nombre opcion 3',
    'opcion3 nombre',
    'opcion 3 nombre',
  ],
  option3_value: [
    'option3 value',
    'option 3 value',
    'option3 valeur',
    'valeur option3',
    'valeur option 3',
    'option 3 valeur',
    'valor opcion3',
    'valor opcion 3',
    'opcion3 valor',
    'opcion 3 valor',
  ],
  sku: ['sku', 'variant sku', 'reference', 'ref', 'code article', 'referencia', 'codigo'],
  barcode: [
    'barcode',
    'variant barcode',
    'ean',
    'upc',
    'gtin',
    'code barre',
    'code barres',
    'codes barres',
    'codigo de barras',
    'codigo barras',
  ],
  price: ['price', 'variant price', 'prix', 'prix de vente', 'precio', 'precio de venta', 'selling price'],
  compare_at_price: [
    'compare at price',
    'variant compare at price',
    'prix barre',
    'prix compare',
    'ancien prix',
    'precio comparado',
    'precio anterior',
    'precio tachado',
  ],
  cost: [
    'cost',
    'cost per item',
    'cost price',
    'cout',
    'prix d achat',
    'prix de revient',
    'cout unitaire',
    'coste',
    'costo',
    'precio de compra',
  ],
  weight_grams: [
    'weight',
    'weight g',
    'weight grams',
    'grams',
    'variant grams',
    'poids',
    'poids g',
    'poids grammes',
    'peso',
    'peso g',
    'peso gramos',
  ],
  reorder_point: [
    'reorder point',
    'low stock',
    'seuil',
    'seuil de reapprovisionnement',
    'stock minimum',
    'stock minimo',
    'punto de pedido',
  ],
  quantity: [
    'quantity',
    'qty',
    'stock',
    'inventory',
    'inventory quantity',
    'variant inventory qty',
    'opening stock',
    'quantite',
    'qte',
    'stock initial',
    'cantidad',
    'existencias',
    'inventario',
  ],
};

/** "Code-barres" → "code barres", "Quantité" → "quantite". */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * A guesser for one kind of import: each field is found by its own name or a synonym (normalised);
 * each field gets the first header that names it, unknown headers stay unmapped.
 */
export function mappingGuesser<F extends string>(
  fields: readonly F[],
  synonyms: Record<F, readonly string[]>,
): (headers: readonly string[]) => Partial<Record<F, string>> {
  const lookup = new Map<string, F>();
  for (const field of fields) {
    lookup.set(normalizeHeader(field), field);
    for (const name of synonyms[field]) if (!lookup.has(name)) lookup.set(name, field);
  }
  return (headers) => {
    const mapping: Partial<Record<F, string>> = {};
    for (const header of headers) {
      const field = lookup.get(normalizeHeader(header));
      if (field && mapping[field] === undefined) mapping[field] = header;
    }
    return mapping;
  };
}

/** Fields of a mapping pointing at a header the file does not have. */
export function unknownColumns<F extends string>(
  mapping: Partial<Record<F, string>>,
  headers: readonly string[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  const known = new Set(headers);
  for (const [field, header] of Object.entries(mapping) as [F, string][]) {
    if (!known.has(header)) errors[field] = 'import.unknown_column';
  }
  return errors;
}

/** The guessed product mapping (see mappingGuesser). */
export const guessMapping: (headers: readonly string[]) => ColumnMapping = mappingGuesser(
  IMPORT_FIELDS,
  SYNONYMS,
);

/**
 * Mapping problems: a field pointing at a header the file does not have, or no title nor handle.
 * Price is not required here: a file that only updates products may leave it out (the plan asks a
 * price of each row that creates a product or a variant).
 */
export function mappingErrors(
  mapping: ColumnMapping,
  headers: readonly string[],
): Partial<Record<ImportField, string>> {
  const errors = unknownColumns(mapping, headers);
  if (!mapping.title && !mapping.handle) errors.title = 'required';
  return errors;
}
