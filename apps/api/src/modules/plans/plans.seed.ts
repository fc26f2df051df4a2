import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type PlanLimits, plans } from '../../db/schema/index.ts';

export const FREE_PLAN = 'free';

interface PlanSeed {
  lookup_key: string;
  name: string;
  description: string;
  price_minor: number;
  limits: PlanLimits;
  features: string[];
  sort_order: number;
}

/** The plans on offer; prices in USD cents. Re-applied at every start so changes here reach the database. */
export const PLAN_SEEDS: PlanSeed[] = [
  {
    lookup_key: FREE_PLAN,
    name: 'Free',
    description: 'One shop and a small team, to get started.',
    price_minor: 0,
    limits: { shops: 1, users: 3, products: 100, warehouses: 1 },
    features: ['orders', 'products', 'customers', 'pos'],
    sort_order: 0,
  },
  {
    lookup_key: 'starter',
    name: 'Starter',
    description: 'For a growing shop: more staff, more products.',
    price_minor: 1900,
    limits: { shops: 2, users: 10, products: 2000, warehouses: 3 },
    features: ['orders', 'products', 'customers', 'pos', 'deliveries', 'expenses', 'website'],
    sort_order: 1,
  },
  {
    lookup_key: 'business',
    name: 'Business',
    description: 'Several shops and warehouses, accounting and campaigns.',
    price_minor: 4900,
    limits: { shops: 10, users: 50, products: 50000, warehouses: 20 },
    features: [
      'orders',
      'products',
      'customers',
      'pos',
      'deliveries',
      'expenses',
      'website',
      'accounting',
      'whatsapp',
    ],
    sort_order: 2,
  },
  {
    lookup_key: 'enterprise',
    name: 'Enterprise',
    description: 'No limits, for chains and wholesalers.',
    price_minor: 14900,
    limits: { shops: null, users: null, products: null, warehouses: null },
    features: [
      'orders',
      'products',
      'customers',
      'pos',
      'deliveries',
      'expenses',
      'website',
      'accounting',
      'whatsapp',
      'webhooks',
      'api',
    ],
    sort_order: 3,
  },
];

export async function ensurePlans(db: Executor): Promise<void> {
  for (const plan of PLAN_SEEDS) {
    await db
      .insert(plans)
      .values(plan)
      .onConflictDoUpdate({
        target: plans.lookup_key,
        set: {
          name: plan.name,
          description: plan.description,
          price_minor: plan.price_minor,
          limits: plan.limits,
          features: plan.features,
          sort_order: plan.sort_order,
          updated_at: sql`now()`,
        },
      });
  }
}
