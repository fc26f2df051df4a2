// Pure catalog rules for products (issue 4, SPEC §5 slug handle, §9 " copy").
import { slugify } from '../validation/slug.ts';

/** Handle (URL slug) from a title; "product" when nothing is left. */
export function handleFromTitle(title: string): string {
  return (
    slugify(title).replace(/\./g, '-').replace(/-{2,}/g, '-').replace(/^-|-$/g, '').slice(0, 200) || 'product'
  );
}

/** First free handle: `base`, then `base-2`, `base-3`… */
export function uniqueHandle(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** SPEC §9: a copy's title. */
export const copyTitle = (title: string): string => `${title} copy`;

export interface OptionDef {
  name: string;
  values: string[];
}
export interface GeneratedVariant {
  option1: string | null;
  option2: string | null;
  option3: string | null;
  title: string;
}

export const DEFAULT_VARIANT_TITLE = 'Default Title';

/**
 * A variant's title as people should read it beside its product's: none for the one variant of a
 * product without options ("Default Title" is a storage convention, in English), nor when it only
 * repeats the product's title.
 */
export function shownVariantTitle(
  variantTitle: string | null | undefined,
  productTitle?: string | null,
): string | null {
  if (!variantTitle || variantTitle === DEFAULT_VARIANT_TITLE || variantTitle === productTitle) return null;
  return variantTitle;
}

/** "Robe wax — M / Rouge", or the product's title alone for a product without options. */
export function variantDisplayName(
  productTitle: string,
  variantTitle: string | null | undefined,
  separator = ' — ',
): string {
  const shown = shownVariantTitle(variantTitle, productTitle);
  return shown ? `${productTitle}${separator}${shown}` : productTitle;
}

/** Cartesian product of the option values in order; one "Default Title" variant without options. */
export function generateVariants(options: readonly OptionDef[]): GeneratedVariant[] {
  const used = options.filter((option) => option.values.length > 0).slice(0, 3);
  if (used.length === 0)
    return [{ option1: null, option2: null, option3: null, title: DEFAULT_VARIANT_TITLE }];
  let combos: string[][] = [[]];
  for (const option of used)
    combos = combos.flatMap((combo) => option.values.map((value) => [...combo, value]));
  return combos.map((combo) => ({
    option1: combo[0] ?? null,
    option2: combo[1] ?? null,
    option3: combo[2] ?? null,
    title: combo.join(' / '),
  }));
}

/** Key of a variant's option values, to match existing variants with regenerated ones. */
export const optionKey = (variant: Pick<GeneratedVariant, 'option1' | 'option2' | 'option3'>): string =>
  [variant.option1, variant.option2, variant.option3].map((value) => value ?? '').join('\u0000');

/** Longest product tag, in the API and the CSV import alike. */
export const TAG_MAX_LENGTH = 60;

/**
 * What separates tags where they are written as one text: the tag fields (comma, semicolon, new
 * line) and the CSV import's tags cell. A tag holding one would come back as two after an export
 * and an import, or an edit in a tag field.
 */
export const TAG_SEPARATORS = /[,;\r\n]/;

/** A tag is a word or a phrase: no separator in it. */
export const tagHasSeparator = (tag: string): boolean => TAG_SEPARATORS.test(tag);

/** The field message code for a tag holding a separator (translated by the API). */
export const TAG_SEPARATOR = 'tag_separator';

/**
 * Tags trimmed and deduplicated case-insensitively (first spelling kept). Schemas refuse a tag
 * with a separator (422 tag_separator); one stored before that rule is split here, so that
 * whatever writes tags through this function never keeps one.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags.flatMap((tag) => tag.split(TAG_SEPARATORS))) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      out.push(tag);
    }
  }
  return out;
}

/** Bundles and menus take their stock from their components; every other type keeps its own. */
export function isCompositeType(type: string | null | undefined): boolean {
  return type === 'bundle' || type === 'menu';
}

/**
 * Why a variant cannot be a component of a bundle or menu, or null when it can: components keep their own
 * stock, so a bundle or menu is never one (its availability is counted from stocked components only, one
 * level deep, as Shopify's bundles are).
 */
export function componentProblem(componentType: string): 'products.component_is_composite' | null {
  return isCompositeType(componentType) ? 'products.component_is_composite' : null;
}

export interface TypeChange {
  from: string;
  to: string;
  /** whether the product's live variants hold stock in some warehouse (their total is not 0) */
  holdsStock: boolean;
  /** whether one of its variants is a component of a live bundle or menu */
  usedAsComponent: boolean;
}

/**
 * Why a product cannot change to a bundle or menu, or null: its own stock would vanish from every figure
 * (a bundle's is counted from its components), and a bundle it is part of would then hold a bundle.
 * A bundle or menu may become any other type: it starts with no stock and loses its components.
 */
export function typeChangeProblem(change: TypeChange): string | null {
  if (change.from === change.to || !isCompositeType(change.to) || isCompositeType(change.from)) return null;
  if (change.usedAsComponent) return 'products.type_used_as_component';
  if (change.holdsStock) return 'products.type_change_holds_stock';
  return null;
}

/** Bundle/menu availability: min over components of floor(component quantity / per-unit quantity), never below 0. */
export function compositeAvailable(components: readonly { available: number; perUnit: number }[]): number {
  if (components.length === 0) return 0;
  let min = Number.POSITIVE_INFINITY;
  for (const { available, perUnit } of components) {
    if (perUnit <= 0) continue;
    min = Math.min(min, Math.floor(Math.max(0, available) / perUnit));
  }
  return Number.isFinite(min) ? min : 0;
}

export type PriceChange = { percent: number } | { amount: number };

/**
 * New price (minor units) after a bulk change: signed percent or signed amount, rounded half away
 * from zero to the currency's smallest payable step (`step` minor units, e.g. 5 for XOF), never negative.
 */
export function applyPriceChange(price: number, change: PriceChange, step = 1): number {
  const raw = 'percent' in change ? price * (1 + change.percent / 100) : price + change.amount;
  const unit = Math.max(1, Math.trunc(step));
  const rounded = Math.sign(raw) * Math.round(Math.abs(raw) / unit) * unit;
  return Math.max(0, rounded);
}

/** The field message code when a compare-at price is not above the price (translated by the API). */
export const COMPARE_AT_NOT_ABOVE_PRICE = 'compare_at_not_above_price';

/**
 * A compare-at price is the crossed-out "was" price: when set, it must be above the price
 * (equal or lower would show a discount that is not one). No compare-at price is always fine.
 */
export const compareAtPriceValid = (price: number, compareAtPrice: number | null | undefined): boolean =>
  compareAtPrice === null || compareAtPrice === undefined || compareAtPrice > price;

/**
 * A variant's prices after a bulk change: the price moves; a compare-at ("was") price the new price
 * reaches or passes is cleared, because keeping it would advertise a markdown that no longer exists
 * (a rise during a sale ends the sale). A compare-at still above the new price stays as set.
 */
export function repriceVariant(
  current: { price: number; compare_at_price: number | null },
  change: PriceChange,
  step = 1,
): { price: number; compare_at_price: number | null } {
  const price = applyPriceChange(current.price, change, step);
  return {
    price,
    compare_at_price: compareAtPriceValid(price, current.compare_at_price) ? current.compare_at_price : null,
  };
}
