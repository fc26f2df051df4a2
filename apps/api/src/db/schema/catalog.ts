import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './columns.ts';
import { companies } from './companies.ts';
import { foldedTrigramIndex } from './search-indexes.ts';
import { shops } from './shops.ts';
import { users } from './users.ts';

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

/** Money in the company currency's minor unit (CONTRACT.md §2): never a float. */
const money = (name: string) => bigint(name, { mode: 'number' });

export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    company_id: companyId(),
    name: text('name').notNull(),
    contact_name: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    tax_id: text('tax_id'),
    /** days between a bill and its due date */
    payment_terms_days: integer('payment_terms_days'),
    notes: text('notes'),
    is_active: boolean('is_active').notNull().default(true),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('suppliers_company_idx').on(t.company_id, t.created_at, t.id),
    foldedTrigramIndex('suppliers_name_fold_trgm_idx', t.name),
  ],
);

export const PRODUCT_TYPE_VALUES = ['physical_goods', 'digital_goods', 'services', 'bundle', 'menu'] as const;
export const PRODUCT_STATUS_VALUES = ['draft', 'active', 'archived'] as const;

export const products = pgTable(
  'products',
  {
    id: id(),
    company_id: companyId(),
    type: text('type', { enum: PRODUCT_TYPE_VALUES }).notNull().default('physical_goods'),
    status: text('status', { enum: PRODUCT_STATUS_VALUES }).notNull().default('active'),
    title: text('title').notNull(),
    /**
     * The title as searched: comptoir_fold(title), no accents, small letters (migration 0072). Stored so a search
     * tests a plain LIKE per row instead of folding each title it walks (docs/decisions.md "Folded product titles").
     */
    search_title: text('search_title').generatedAlwaysAs(sql`comptoir_fold(title)`),
    /** SPEC.md §5 slug, unique among the company's live products */
    handle: text('handle').notNull(),
    description: text('description'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    supplier_id: uuid('supplier_id').references(() => suppliers.id),
    /** false for services and digital goods: no stock is kept */
    track_inventory: boolean('track_inventory').notNull().default(true),
    /** first image, denormalised for lists */
    featured_media_id: uuid('featured_media_id'),
    /** a tracked variant at or below its reorder point; kept by triggers (migration 0044), read by the list's low-stock filter */
    low_stock: boolean('low_stock').notNull().default(false),
    created_by: uuid('created_by').references(() => users.id),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    // No (company_id, created_at, id) index: products_live_list_idx (migration 0062, INCLUDE columns drizzle cannot
    // declare) serves every live list newest first; with both, the planner chose the narrower one for a filtered page
    // and read each dropped row from the heap (migration 0065).
    uniqueIndex('products_company_handle_uq').on(t.company_id, t.handle).where(sql`deleted_at is null`),
    index('products_company_title_idx').on(t.company_id, t.title),
    index('products_search_title_trgm_idx').using('gin', sql`${t.search_title} gin_trgm_ops`),
    index('products_company_supplier_idx').on(t.company_id, t.supplier_id),
    // The point of sale's catalogue delta: the products written since its copy (GET /pos/catalogue?changed_since).
    index('products_company_updated_idx').on(t.company_id, t.updated_at),
    index('products_low_stock_idx')
      .on(t.company_id, t.created_at, t.id)
      .where(sql`low_stock and deleted_at is null`),
  ],
);

/** A product's options (Size, Colour…), each with its ordered values; at most three. */
export const productOptions = pgTable(
  'product_options',
  {
    id: id(),
    company_id: companyId(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    values: text('values').array().notNull(),
  },
  (t) => [uniqueIndex('product_options_product_position_uq').on(t.product_id, t.position)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    company_id: companyId(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** "Default Title" for a product without options, else "M / Red" */
    title: text('title').notNull(),
    option1: text('option1'),
    option2: text('option2'),
    option3: text('option3'),
    position: integer('position').notNull().default(0),
    sku: text('sku'),
    barcode: text('barcode'),
    price: money('price').notNull().default(0),
    compare_at_price: money('compare_at_price'),
    /** visible and editable only with products.cost; weighted average once purchasing exists */
    cost: money('cost'),
    weight_grams: integer('weight_grams'),
    /** sum of stock_balances over every warehouse, kept in the same transaction as each movement */
    quantity: integer('quantity').notNull().default(0),
    /** low stock when quantity ≤ reorder_point (null: never low) */
    reorder_point: integer('reorder_point'),
    media_id: uuid('media_id'),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('product_variants_product_idx').on(t.product_id, t.position),
    index('product_variants_company_idx').on(t.company_id, t.created_at, t.id),
    // The point of sale's catalogue delta: the variants written since its copy, stock movements included.
    index('product_variants_company_updated_idx').on(t.company_id, t.updated_at),
    // The dashboard's low stock reads only the variants that have a reorder point.
    index('product_variants_company_reorder_idx')
      .on(t.company_id)
      .where(sql`reorder_point is not null and deleted_at is null`),
    uniqueIndex('product_variants_company_sku_uq')
      .on(t.company_id, t.sku)
      .where(sql`deleted_at is null and sku is not null`),
    // SKUs are unique per company ignoring case: the check and the scanner's lookup probe lower(sku).
    index('product_variants_company_lower_sku_idx')
      .on(t.company_id, sql`lower(${t.sku})`)
      .where(sql`deleted_at is null and sku is not null`),
    index('product_variants_company_barcode_idx')
      .on(t.company_id, t.barcode)
      .where(sql`deleted_at is null and barcode is not null`),
  ],
);

/** Availability per shop (SPEC.md §3 `shops` pivot); the shop's warehouses come from shop_warehouses. */
export const productShops = pgTable(
  'product_shops',
  {
    company_id: companyId(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id),
    shop_id: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.shop_id] }),
    index('product_shops_shop_idx').on(t.company_id, t.shop_id),
  ],
);

/** Bundles and menus: the component variants one unit of `variant_id` is made of (SPEC.md composite_stocks). */
export const compositeStocks = pgTable(
  'composite_stocks',
  {
    company_id: companyId(),
    variant_id: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    component_variant_id: uuid('component_variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variant_id, t.component_variant_id] }),
    index('composite_stocks_component_idx').on(t.component_variant_id),
  ],
);

/** A product's images in order (media_files rows of collection `images`). */
export const productImages = pgTable(
  'product_images',
  {
    company_id: companyId(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id),
    media_id: uuid('media_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.product_id, t.media_id] })],
);

export interface CollectionRule {
  field: 'tag' | 'type' | 'price' | 'supplier';
  /** tag/type/supplier: equals, not_equals; price: greater_than, less_than, equals */
  operator: 'equals' | 'not_equals' | 'greater_than' | 'less_than';
  value: string;
}

export const collections = pgTable(
  'collections',
  {
    id: id(),
    company_id: companyId(),
    title: text('title').notNull(),
    handle: text('handle').notNull(),
    description: text('description'),
    kind: text('kind', { enum: ['manual', 'rules'] })
      .notNull()
      .default('manual'),
    /** rule-based: products matching all (or any) of the rules */
    rules: jsonb('rules').$type<CollectionRule[]>().notNull().default([]),
    rules_match: text('rules_match', { enum: ['all', 'any'] })
      .notNull()
      .default('all'),
    /** how products are ordered inside: manual (positions) or a sort */
    sort_order: text('sort_order').notNull().default('manual'),
    /** order of collections among themselves (menus, website) */
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    media_id: uuid('media_id'),
    ...timestamps(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('collections_company_idx').on(t.company_id, t.created_at, t.id),
    foldedTrigramIndex('collections_title_fold_trgm_idx', t.title),
    uniqueIndex('collections_company_handle_uq').on(t.company_id, t.handle).where(sql`deleted_at is null`),
  ],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    company_id: companyId(),
    collection_id: uuid('collection_id')
      .notNull()
      .references(() => collections.id),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collection_id, t.product_id] }),
    index('collection_products_product_idx').on(t.company_id, t.product_id),
  ],
);
