// A validated file held against the catalogue: which products and variants it creates or updates,
// what each update changes, and the rows it cannot apply.
import {
  compareAtPriceValid,
  DEFAULT_VARIANT_TITLE,
  isCompositeType,
  normalizeTags,
} from '../catalog/products.ts';
import type { ColumnMapping } from './column-mapping.ts';
import {
  type CatalogueProduct,
  type CatalogueVariant,
  type ImportPlan,
  type ImportPlanInput,
  type PlannedVariant,
  type ProductChanges,
  type ProductPlan,
  UPDATABLE_VARIANT_FIELDS,
  type VariantChanges,
  type VariantPlan,
} from './import-plan-types.ts';
import type { ImportRowError } from './import-rows.ts';
import { minorToDecimalText } from './money-text.ts';
import type { ImportProduct, ImportProductStatus, ImportProductType, ImportVariant } from './product-rows.ts';

export const supplierKey = (name: string) => name.trim().toLowerCase();
/** Option values compare as people read them: "rouge" is "Rouge". */
const valueKey = (v: Pick<CatalogueVariant, 'option1' | 'option2' | 'option3'>) =>
  [v.option1, v.option2, v.option3].map((x) => (x ?? '').trim().toLowerCase()).join('\u0000');
const nameKey = (name: string) => name.trim().toLowerCase();
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Compares each product of the file with the catalogue. A product whose handle cell names a live
 * product updates it: only mapped columns change it, an empty cell clears an optional field but
 * keeps the title, type, status and price; a row with option values finds its variant by them (its
 * SKU may then change, even to the SKU of another variant the file gives a new one: a swap), a row
 * without finds it by SKU (any case); unmatched rows add variants under the product's own options.
 * Other products are created. A new product or variant needs a price. An existing variant's stock
 * is never set: a differing quantity is a warning. SKUs and barcodes held elsewhere in the company
 * are codeConflicts' part (import-codes.ts).
 */
export function planImport(input: ImportPlanInput): ImportPlan {
  const errors: ImportRowError[] = [];
  const warnings: ImportRowError[] = [];
  const products: ProductPlan[] = [];
  for (const product of input.products) {
    const before = errors.length;
    const fail: Fail = (row, field, code, params) => {
      errors.push(params ? { row, field, code, params } : { row, field, code });
    };
    const supplierId = resolveSupplier(product, input, fail);
    const existing = input.catalogue.get(product.handle);
    let plan: ProductPlan;
    if (!existing) {
      plan = planNew(product, supplierId, fail);
    } else if (!product.handle_given) {
      // A title whose handle is taken: updating it would guess; creating "savon-2" would duplicate.
      fail(product.row, 'title', 'import.handle_exists', { value: product.handle });
      continue;
    } else {
      plan = planUpdate(product, existing, supplierId, input, fail, warnings);
    }
    if (errors.length === before) products.push(plan);
  }
  return { products, errors, warnings };
}

type Fail = (
  row: number,
  field: ImportRowError['field'],
  code: string,
  params?: ImportRowError['params'],
) => void;

function resolveSupplier(product: ImportProduct, input: ImportPlanInput, fail: Fail): string | null {
  if (!input.mapping.supplier || !product.supplier) return null;
  const ids = input.suppliers.get(supplierKey(product.supplier)) ?? [];
  if (ids.length === 0) fail(product.row, 'supplier', 'import.supplier_unknown', { value: product.supplier });
  if (ids.length > 1) fail(product.row, 'supplier', 'import.supplier_ambiguous', { value: product.supplier });
  return ids[0] ?? null;
}

function planNew(product: ImportProduct, supplierId: string | null, fail: Fail): ProductPlan {
  if (!product.title) fail(product.row, 'title', 'required');
  if (isCompositeType(product.type)) fail(product.row, 'type', 'import.type_not_importable');
  const [first, ...others] = product.variants;
  // Rows told apart only by their SKUs: a new product without options has one variant.
  if (product.options.length === 0 && first) {
    for (const other of others)
      fail(other.row, 'handle', 'import.variant_repeated', { other_row: first.row });
  }
  for (const variant of product.variants) if (variant.price === null) fail(variant.row, 'price', 'required');
  return {
    row: product.row,
    action: 'new',
    id: null,
    handle: product.handle,
    title: product.title,
    type: product.type ?? 'physical_goods',
    status: product.status ?? 'active',
    description: product.description,
    tags: normalizeTags(product.tags),
    supplier_id: supplierId,
    options: product.options,
    changes: {},
    optionsChanged: false,
    variants: product.variants.map((variant) => ({
      row: variant.row,
      action: 'new',
      id: null,
      title: variant.title,
      variant: { ...variant, price: variant.price ?? 0 },
      changes: {},
      openingStock: variant.quantity ?? 0,
    })),
  };
}

function productChanges(
  product: ImportProduct,
  existing: CatalogueProduct,
  supplierId: string | null,
  mapping: ColumnMapping,
  fail: Fail,
): ProductChanges {
  const changes: ProductChanges = {};
  if (product.title && product.title !== existing.title) changes.title = product.title;
  if (product.type && product.type !== existing.type) {
    if (isCompositeType(product.type) || isCompositeType(existing.type)) {
      fail(product.row, 'type', 'import.type_change_composite');
    } else changes.type = product.type;
  }
  if (product.status && product.status !== existing.status) changes.status = product.status;
  // Cells are read trimmed: a stored description's outer spaces are no change.
  if (mapping.description && (product.description ?? '') !== (existing.description ?? '').trim()) {
    changes.description = product.description;
  }
  const tags = normalizeTags(product.tags);
  if (mapping.tags && !sameList(tags, existing.tags)) changes.tags = tags;
  if (mapping.supplier && supplierId !== existing.supplier_id) changes.supplier_id = supplierId;
  return changes;
}

function planUpdate(
  product: ImportProduct,
  existing: CatalogueProduct,
  supplierId: string | null,
  input: ImportPlanInput,
  fail: Fail,
  warnings: ImportRowError[],
): ProductPlan {
  const changes = productChanges(product, existing, supplierId, input.mapping, fail);
  const namesMatch =
    product.options.length === 0 ||
    sameList(
      product.options.map((o) => nameKey(o.name)),
      existing.options.map((o) => nameKey(o.name)),
    );
  if (!namesMatch) {
    fail(product.row, 'option1_name', 'import.options_differ', {
      names: existing.options.map((o) => o.name).join(', ') || '—',
    });
  }
  const options = existing.options.map((o) => ({ name: o.name, values: [...o.values] }));
  const bySku = new Map(existing.variants.flatMap((v) => (v.sku ? [[v.sku.toLowerCase(), v] as const] : [])));
  const byValues = new Map(existing.variants.map((v) => [valueKey(v), v]));
  const taken = new Map<string, number>();
  const variants: VariantPlan[] = [];
  /** rows giving a SKU another variant of the product holds: fine only if the file gives that one another */
  const borrowed: { row: number; sku: string; holder: CatalogueVariant }[] = [];
  let optionsChanged = false;

  for (const variant of product.variants) {
    const named = variant.option1 !== null;
    const skuHolder = variant.sku ? bySku.get(variant.sku.toLowerCase()) : undefined;
    // A row with option values is the variant they name; one without is the variant its SKU names.
    let target = named ? byValues.get(valueKey(variant)) : skuHolder;
    if (named && skuHolder && skuHolder !== target) {
      borrowed.push({ row: variant.row, sku: variant.sku!, holder: skuHolder });
    }
    // The one variant of a product without options: its SKU may change.
    const only =
      existing.options.length === 0 && existing.variants.length === 1 ? existing.variants[0] : null;
    if (!target && !named && only && !taken.has(only.id)) target = only;
    if (!target) {
      const added = newVariant(variant, existing, options, namesMatch, fail);
      if (added) {
        optionsChanged ||= added.optionsChanged;
        variants.push(added.plan);
      }
      continue;
    }
    const other = taken.get(target.id);
    if (other !== undefined) {
      fail(variant.row, variant.sku ? 'sku' : 'option1_value', 'import.variant_repeated', {
        other_row: other,
      });
      continue;
    }
    taken.set(target.id, variant.row);
    variants.push({
      row: variant.row,
      action: 'update',
      id: target.id,
      title: target.title,
      variant: { ...variant, price: variant.price ?? target.price },
      changes: variantChanges(variant, target, input, fail),
      openingStock: 0,
    });
    const stocked = !isCompositeType(existing.type);
    if (stocked && variant.quantity !== null && variant.quantity !== target.quantity) {
      warnings.push({
        row: variant.row,
        field: 'quantity',
        code: 'import.stock_not_changed',
        params: { value: variant.quantity, current: target.quantity },
      });
    }
  }
  // Whether a SKU another variant holds is free once the whole file is applied: only if a row gives
  // that variant another SKU (or clears it).
  for (const { row, sku, holder } of borrowed) {
    const kept = variants.find((v) => v.id === holder.id)?.changes.sku;
    if (kept === undefined || kept?.toLowerCase() === sku.toLowerCase()) {
      fail(row, 'sku', 'import.sku_other_variant', { value: sku, variant: holder.title });
    }
  }
  return {
    row: product.row,
    action: 'update',
    id: existing.id,
    handle: existing.handle,
    title: changes.title ?? existing.title,
    type: (changes.type ?? existing.type) as ImportProductType,
    status: (changes.status ?? existing.status) as ImportProductStatus,
    description: changes.description !== undefined ? changes.description : existing.description,
    tags: changes.tags ?? existing.tags,
    supplier_id: changes.supplier_id !== undefined ? changes.supplier_id : existing.supplier_id,
    options,
    changes,
    optionsChanged,
    variants,
  };
}

/** A row no variant matches: a new variant under the product's options, whose new values are added to `options`. */
function newVariant(
  variant: ImportVariant,
  existing: CatalogueProduct,
  options: { name: string; values: string[] }[],
  namesMatch: boolean,
  fail: Fail,
): { plan: VariantPlan; optionsChanged: boolean } | null {
  if (isCompositeType(existing.type)) {
    fail(variant.row, 'option1_value', 'import.composite_variant');
    return null;
  }
  if (existing.options.length === 0) {
    fail(variant.row, variant.sku ? 'sku' : 'handle', 'import.variant_no_options');
    return null;
  }
  if (variant.option1 === null) {
    fail(variant.row, variant.sku ? 'sku' : 'option1_value', 'import.variant_not_found');
    return null;
  }
  if (variant.price === null) {
    fail(variant.row, 'price', 'required');
    return null;
  }
  if (!namesMatch) return null;
  let optionsChanged = false;
  const values = options.map((option, i) => {
    const value = [variant.option1, variant.option2, variant.option3][i] ?? '';
    const known = option.values.find((v) => v.trim().toLowerCase() === value.trim().toLowerCase());
    if (known !== undefined) return known;
    option.values.push(value);
    optionsChanged = true;
    return value;
  });
  const spelled: PlannedVariant = {
    ...variant,
    price: variant.price,
    option1: values[0] ?? null,
    option2: values[1] ?? null,
    option3: values[2] ?? null,
    title: values.join(' / ') || DEFAULT_VARIANT_TITLE,
  };
  return {
    plan: {
      row: variant.row,
      action: 'new',
      id: null,
      title: spelled.title,
      variant: spelled,
      changes: {},
      openingStock: variant.quantity ?? 0,
    },
    optionsChanged,
  };
}

function variantChanges(
  variant: ImportVariant,
  target: CatalogueVariant,
  input: ImportPlanInput,
  fail: Fail,
): VariantChanges {
  const changes: VariantChanges = {};
  for (const field of UPDATABLE_VARIANT_FIELDS) {
    // A price changes when the row gives one; the others when their column is mapped.
    if (field === 'price' ? variant.price === null : !input.mapping[field]) continue;
    if (variant[field] !== target[field]) Object.assign(changes, { [field]: variant[field] });
  }
  const price = changes.price ?? target.price;
  const compareAt =
    changes.compare_at_price !== undefined ? changes.compare_at_price : target.compare_at_price;
  // Both cells of the row were checked with the file; here a new price meets the stored compare-at price.
  if (
    (changes.price !== undefined || changes.compare_at_price !== undefined) &&
    !compareAtPriceValid(price, compareAt)
  ) {
    fail(
      variant.row,
      input.mapping.compare_at_price ? 'compare_at_price' : 'price',
      'import.compare_at_not_above_price',
      {
        value: minorToDecimalText(compareAt ?? 0, input.precision),
      },
    );
  }
  return changes;
}

/** Whether a product plan writes anything (a new product always does). */
export function planWrites(plan: ProductPlan): boolean {
  return (
    plan.action === 'new' ||
    plan.optionsChanged ||
    Object.keys(plan.changes).length > 0 ||
    plan.variants.some((v) => v.action === 'new' || Object.keys(v.changes).length > 0)
  );
}
