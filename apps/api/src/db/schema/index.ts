// The database schema as one object, for drizzle's relational queries and drizzle-kit.

export * from './accounting.ts';
export * from './analytics.ts';
export * from './analytics-customers.ts';
export * from './analytics-periods.ts';
export * from './analytics-products.ts';
export * from './cash-sessions.ts';
export * from './catalog.ts';
export * from './companies.ts';
export * from './counters.ts';
export * from './deliveries.ts';
export * from './documents.ts';
export * from './events.ts';
export * from './expenses.ts';
export * from './media.ts';
export * from './online-payments.ts';
export * from './orders.ts';
export * from './platform.ts';
export * from './pos-tiles.ts';
export * from './purchases.ts';
export * from './returns.ts';
export * from './sales-setup.ts';
export * from './shops.ts';
export * from './stock.ts';
export * from './treasury.ts';
export * from './treasury-daily.ts';
export * from './users.ts';
