export * from './adjustment-reasons.ts';
export * from './count-differences.ts';
export * from './document-number.ts';
export * from './low-stock.ts';
export * from './transfer-status.ts';
export * from './valuation.ts';
