/**
 * The orders bench's constants: its own PostgreSQL database and PGlite data dir, the companies and
 * what each holds, the variants the creation scenario sells from.
 */
import path from 'node:path';
import { ORDER_ROLLUP_TABLES } from '@comptoir/api/src/db/schema/analytics.ts';
import { BENCH_DIR, BIG_COMPANY_ID, MAINTENANCE_URL } from '../config.ts';

export const ORDERS_DB = 'comptoir_bench_orders';

export function ordersDatabaseUrl(maintenanceUrl = MAINTENANCE_URL): string {
  const url = new URL(maintenanceUrl);
  url.pathname = `/${ORDERS_DB}`;
  return url.toString();
}

export const ORDERS_PGLITE_DIR = path.join(BENCH_DIR, '.data', 'pglite-orders');

export interface CompanySpec {
  /** fixed for the big company (the bench admin's), else made from its creation date */
  id: string | null;
  name: string;
  plan: 'free' | 'starter' | 'business' | 'enterprise';
  orders: number;
  customers: number;
  products: number;
  shops: number;
  sellers: number;
}

const small = (name: string, orders: number, customers: number, shops: number): CompanySpec => ({
  id: null,
  name,
  plan: orders > 20_000 ? 'business' : 'starter',
  orders,
  customers,
  products: 300,
  shops,
  sellers: 3 + shops,
});

/** 1,000,000 orders over 10 companies: one big merchant with most of them, nine smaller ones. */
export const POSTGRES_COMPANIES: CompanySpec[] = [
  {
    id: BIG_COMPANY_ID,
    name: 'Comptoir Wholesale',
    plan: 'enterprise',
    orders: 850_000,
    customers: 100_000,
    products: 5_000,
    shops: 12,
    sellers: 40,
  },
  small('Boulangerie Dupain', 40_000, 6_000, 3),
  small('La Tienda de Lola', 30_000, 5_000, 2),
  small('Corner Books', 25_000, 4_000, 2),
  small('Épicerie du Marché', 20_000, 3_000, 1),
  small('Ferretería Central', 15_000, 2_500, 1),
  small('Green Leaf Café', 10_000, 2_000, 1),
  small('Atelier Couture', 6_000, 1_000, 1),
  small('Mercado Verde', 3_000, 600, 1),
  small('Pharmacie des Lilas', 1_000, 300, 1),
];

/** PGlite (one process, WebAssembly) gets the big company only, at a twentieth of the size: it measures creation. */
export const PGLITE_COMPANIES: CompanySpec[] = [
  { ...POSTGRES_COMPANIES[0]!, orders: 50_000, customers: 5_000, products: 500, shops: 3, sellers: 5 },
];

/** The big company's first products: the creation scenario sells these, from a stock that cannot run out. */
export const SALE_VARIANTS = 15;
export const SALE_STOCK = 100_000_000;
/** Orders per INSERT … SELECT statement (with their lines, in the same statement). */
export const ORDER_BATCH = 50_000;

const shape = (companies: CompanySpec[]) =>
  companies.map((c) => `${c.orders}/${c.customers}/${c.products}/${c.shops}/${c.sellers}`).join(',');

/** The database's COMMENT (PostgreSQL) or the marker file's text (PGlite) once loaded: anything else is rebuilt. */
export const ORDERS_VERSION = `comptoir-bench orders v2: ${shape(POSTGRES_COMPANIES)} sale=${SALE_VARIANTS}x${SALE_STOCK}`;
export const PGLITE_ORDERS_VERSION = `comptoir-bench orders pglite v2: ${shape(PGLITE_COMPANIES)} sale=${SALE_VARIANTS}x${SALE_STOCK}`;

/** The analytics rollup tables (each keyed by `<table>_pk`): clustered after a build, vacuumed before the dashboard bench. */
export const ROLLUP_TABLES = [...ORDER_ROLLUP_TABLES, 'expense_category_months'];
