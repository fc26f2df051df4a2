export * from './column-mapping.ts';
export * from './money-text.ts';
export * from './product-rows.ts';
