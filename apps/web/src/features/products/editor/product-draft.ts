import { handleFromTitle, isCompositeType, type ProductCreate } from '@comptoir/core';
import type { Product, ProductImage, ProductVariant } from '../api.ts';
import {
  DEFAULT_VARIANT_TITLE,
  emptyRow,
  type OptionDraft,
  type OptionValues,
  regenerateRows,
  usableOptions,
  type VariantRow,
} from './variant-rows.ts';

export interface ComponentLine {
  component_variant_id: string;
  /** What the picker shows: product and variant titles. */
  label: string;
  quantity: number;
}

export type DraftRow = VariantRow;

/** Everything the editor holds before it is saved. */
export interface ProductDraft {
  title: string;
  handle: string;
  /** Once the merchant typed a handle, the title no longer rewrites it. */
  handleEdited: boolean;
  type: string;
  status: string;
  description: string;
  tags: string[];
  supplier_id: string;
  shop_ids: string[];
  images: ProductImage[];
  options: OptionDraft[];
  variants: DraftRow[];
  /** Bundles and menus: what one unit is made of (the API gives every variant the same). */
  components: ComponentLine[];
}

let optionKey = 0;
export const newOptionKey = () => `option-${++optionKey}`;

/** A new product, sold in the given shops (the editor passes all of the company's). */
export function emptyDraft(shopIds: readonly string[] = []): ProductDraft {
  return {
    title: '',
    handle: '',
    handleEdited: false,
    type: 'physical_goods',
    status: 'active',
    description: '',
    tags: [],
    supplier_id: '',
    shop_ids: [...shopIds],
    images: [],
    options: [],
    variants: [emptyRow([null, null, null], DEFAULT_VARIANT_TITLE)],
    components: [],
  };
}

/** The title changes the handle (core's handleFromTitle, as the API makes it) until it is edited by hand. */
export function withTitle(draft: ProductDraft, title: string): ProductDraft {
  if (draft.handleEdited) return { ...draft, title };
  return { ...draft, title, handle: title.trim() === '' ? '' : handleFromTitle(title) };
}

export function withHandle(draft: ProductDraft, handle: string): ProductDraft {
  return { ...draft, handle, handleEdited: handle !== '' };
}

/** New options rebuild the variant rows, keeping what each surviving combination had. */
export function withOptions(draft: ProductDraft, options: OptionDraft[]): ProductDraft {
  return { ...draft, options, variants: regenerateRows(options, draft.variants) };
}

const variantRow = (variant: ProductVariant): DraftRow => ({
  id: variant.id,
  options: [variant.option1, variant.option2, variant.option3] as OptionValues,
  title: variant.title,
  price: variant.price,
  compare_at_price: variant.compare_at_price,
  cost: variant.cost ?? null,
  sku: variant.sku ?? '',
  barcode: variant.barcode ?? '',
  reorder_point: variant.reorder_point,
  quantity: variant.quantity,
});

const componentLines = (variant: ProductVariant | undefined): ComponentLine[] =>
  (variant?.components ?? []).map((line) => ({
    component_variant_id: line.component_variant_id,
    quantity: line.quantity,
    label: line.variant
      ? [line.variant.product_title, line.variant.title].filter(Boolean).join(' — ')
      : line.component_variant_id,
  }));

/** The editor's draft of a saved product. */
export function draftOf(product: Product): ProductDraft {
  const options = [...(product.options ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((option) => ({ key: newOptionKey(), name: option.name, values: [...option.values] }));
  const saved = [...(product.variants ?? [])].sort((a, b) => a.position - b.position);
  const variants = saved.map(variantRow);
  return {
    title: product.title,
    handle: product.handle,
    handleEdited: true,
    type: product.type,
    status: product.status,
    description: product.description ?? '',
    tags: [...product.tags],
    supplier_id: product.supplier_id ?? '',
    shop_ids: [...(product.shop_ids ?? [])],
    images: [...(product.images ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0)),
    options,
    variants: variants.length ? variants : emptyDraft().variants,
    components: componentLines(saved[0]),
  };
}

/**
 * The `POST /products` body (core's productCreateSchema; `PUT /products/:id` takes the same
 * fields, productUpdateSchema). Cost travels only for users who may see it (products.cost), so a
 * save by someone else never overwrites a cost they could not see; composites only for bundles
 * and menus (the API refuses them on other types).
 */
export function productBody(draft: ProductDraft, { withCost }: { withCost: boolean }): ProductCreate {
  const composite = isCompositeType(draft.type);
  return {
    type: draft.type as ProductCreate['type'],
    status: draft.status as ProductCreate['status'],
    title: draft.title.trim(),
    handle: draft.handle.trim() || handleFromTitle(draft.title),
    description: draft.description.trim() || null,
    tags: draft.tags,
    supplier_id: draft.supplier_id || null,
    shop_ids: draft.shop_ids,
    image_ids: draft.images.map((image) => image.media_id),
    options: usableOptions(draft.options).map((option) => ({ name: option.name, values: option.values })),
    variants: draft.variants.map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      option1: row.options[0],
      option2: row.options[1],
      option3: row.options[2],
      price: row.price,
      compare_at_price: row.compare_at_price,
      ...(withCost ? { cost: row.cost } : {}),
      sku: row.sku.trim() || null,
      barcode: row.barcode.trim() || null,
      reorder_point: row.reorder_point,
    })),
    ...(composite
      ? {
          composites: draft.components.map((line) => ({
            variant_id: line.component_variant_id,
            quantity: line.quantity,
          })),
        }
      : {}),
  };
}
