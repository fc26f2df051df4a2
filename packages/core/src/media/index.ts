export * from './file-type.ts';
export * from './media-rules.ts';
