/**
 * V8 settings of the server process, applied when this module is first imported (before the server takes
 * requests): main.ts imports it first, and so do the bench's servers, the app and the bare references alike, so
 * the app runs as `npm start` runs it and both sides of a comparison run on the same runtime.
 *
 * Allocation-site pretenuring off. V8 lets an object literal or `new Array` site allocate straight in
 * the old generation once most of its objects have survived a young collection. While the server warms
 * up, requests are slow and the row arrays of the pg driver (`new Array(fields)` in Result) can all be
 * caught alive; the site is then tenured for good. Every row array of every later request is born old
 * and keeps its young values (strings, parsed JSON) alive through each scavenge until a full collection:
 * ~3 MB promoted per scavenge on the product list, scavenges of 6–14 ms instead of 1–2, and ~20 % fewer
 * requests a second, in about half of the server starts (bench/README.md, catalogue, seventh session).
 * A request/response server allocates per request and keeps little, which is what the young generation
 * is made for; nothing here needs pretenuring.
 */
import v8 from 'node:v8';

export const V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of V8_FLAGS) v8.setFlagsFromString(flag);
