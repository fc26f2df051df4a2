/**
 * V8 settings of the server process, applied when this module is first imported (before the server takes
 * requests): main.ts imports it first, and so do the bench's servers, the app and the bare references alike, so
 * the app runs as `npm start` runs it and both sides of a comparison run on the same runtime.
 *
 * Allocation-site pretenuring off. V8 lets an object or array literal site allocate straight in the old
 * generation once most of its objects have survived a young collection, and does not take that back. While
 * the server starts, nearly everything it allocates survives, and in about half of the starts a site that
 * later allocates per request was tenured that way (one `--trace-pretenuring-statistics` trace: 228 of 228
 * alive at start-up, then 106 of 2,301 per scavenge, ~46 a product-list request, still tenured). Born old,
 * those objects keep what they point to alive through every scavenge until a full collection: ~3 MB promoted
 * per scavenge instead of ~0.1, pauses of 6–14 ms instead of 1–2, and ~17 % fewer requests a second for the
 * rest of the process's life (bench/README.md, catalogue, seventh session). A request/response server
 * allocates per request and keeps little, which is what the young generation is made for; nothing here needs
 * pretenuring.
 */
import v8 from 'node:v8';

export const V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of V8_FLAGS) v8.setFlagsFromString(flag);
