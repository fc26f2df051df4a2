export * from './column-mapping.ts';
export * from './import-codes.ts';
export * from './import-plan.ts';
export * from './import-plan-types.ts';
export * from './money-text.ts';
export * from './product-rows.ts';
