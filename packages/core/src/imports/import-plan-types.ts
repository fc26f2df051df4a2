// What planImport (import-plan.ts) compares and what it answers.
import type { ColumnMapping, ImportField } from './column-mapping.ts';
import type { ImportRowError } from './import-rows.ts';
import type { ImportProduct, ImportProductStatus, ImportProductType, ImportVariant } from './product-rows.ts';

export type ImportAction = 'new' | 'update';

export interface CatalogueVariant {
  id: string;
  title: string;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  sku: string | null;
  barcode: string | null;
  price: number;
  compare_at_price: number | null;
  cost: number | null;
  weight_grams: number | null;
  reorder_point: number | null;
  /** stored stock over every warehouse */
  quantity: number;
}

/** A live product of the company, as the import compares it. */
export interface CatalogueProduct {
  id: string;
  handle: string;
  title: string;
  type: string;
  status: string;
  description: string | null;
  tags: string[];
  supplier_id: string | null;
  options: { name: string; values: string[] }[];
  variants: CatalogueVariant[];
}

/**
 * Variant fields a row of an existing variant may change: price when the row gives one (an empty or
 * absent price keeps the stored one), the others when their column is mapped (an empty cell clears them).
 */
export const UPDATABLE_VARIANT_FIELDS = [
  'sku',
  'barcode',
  'price',
  'compare_at_price',
  'cost',
  'weight_grams',
  'reorder_point',
] as const satisfies readonly (keyof CatalogueVariant & ImportField)[];
export type VariantChanges = Partial<Pick<CatalogueVariant, (typeof UPDATABLE_VARIANT_FIELDS)[number]>>;

export interface ProductChanges {
  title?: string;
  type?: ImportProductType;
  status?: ImportProductStatus;
  description?: string | null;
  tags?: string[];
  supplier_id?: string | null;
}

/** A row's variant as it will be written: its price known (an update row without one keeps the stored price). */
export type PlannedVariant = Omit<ImportVariant, 'price'> & { price: number };

export interface VariantPlan {
  row: number;
  action: ImportAction;
  /** the catalogue variant it updates */
  id: string | null;
  /** the variant's title ("Rouge / M"): the catalogue's for an update */
  title: string;
  /** the row's variant; a new variant's option values spelled as the product already spells them */
  variant: PlannedVariant;
  /** what an update writes; empty when the row repeats the catalogue */
  changes: VariantChanges;
  /** inbound opening stock: a new variant's quantity; an existing variant's stock is never set by a file */
  openingStock: number;
}

export interface ProductPlan {
  row: number;
  action: ImportAction;
  id: string | null;
  handle: string;
  /** the product as it will be */
  title: string;
  type: ImportProductType;
  status: ImportProductStatus;
  description: string | null;
  tags: string[];
  supplier_id: string | null;
  options: { name: string; values: string[] }[];
  /** what an update writes to the product itself */
  changes: ProductChanges;
  /** an existing product's options gain values for its new variants */
  optionsChanged: boolean;
  variants: VariantPlan[];
}

export interface ImportPlanInput {
  products: readonly ImportProduct[];
  mapping: ColumnMapping;
  /** the company's live products whose handle the file uses, by handle */
  catalogue: ReadonlyMap<string, CatalogueProduct>;
  /** live supplier ids by supplierKey(name); several when the name is ambiguous */
  suppliers: ReadonlyMap<string, readonly string[]>;
  /** decimals of the company currency, to word a stored price in a message */
  precision: number;
}

export interface ImportPlan {
  /** products without any row error, in file order */
  products: ProductPlan[];
  errors: ImportRowError[];
  /** rows applied, but not entirely as written (a quantity that does not change stock) */
  warnings: ImportRowError[];
}
