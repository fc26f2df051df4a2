// The threshold read the top lists share (top-customers-weeks.repo.ts, top-products-lists.repo.ts; docs/decisions.md
// "Top customers of a window from week lists"): lists read by revenue to a depth, every key seen summed exactly,
// the keys never seen bounded by the full lists' last revenues.

export const FIRST_DEPTH = 40;
const MAX_DEPTH = 640;

/** A key summed exactly over the window. */
export interface Candidate {
  key: string;
  orders: number;
  revenue: number;
  units_sold: number;
}

/** Candidates as the group-by ranks them: revenue first, then the key (uuid order); all-zero rows dropped. */
export function rankCandidates(candidates: Candidate[]): Candidate[] {
  return candidates
    .filter((c) => c.orders !== 0 || c.revenue !== 0 || c.units_sold !== 0)
    .sort((a, b) => b.revenue - a.revenue || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * One round's statement answers a row of kind 'bound' — `orders` the sum of the full lists' last revenues (never
 * below 0), `revenue` the lowest subtracted row (null: none), `units` how many lists were full — and a row of kind
 * 'row' per key seen, its exact figures in orders, revenue and units. Other kinds are the caller's.
 */
export interface Round {
  candidates: Candidate[];
  bound: number;
  fullLists: number;
  negativeSubtracted: boolean;
}

export function readRound(rows: Record<string, unknown>[]): Round {
  const head = rows.find((r) => r.kind === 'bound')!;
  return {
    bound: Number(head.orders),
    fullLists: Number(head.units),
    negativeSubtracted: head.revenue !== null && Number(head.revenue) < 0,
    candidates: rows
      .filter((r) => r.kind === 'row')
      .map((r) => ({
        key: String(r.key),
        orders: Number(r.orders),
        revenue: Number(r.revenue),
        units_sold: Number(r.units),
      })),
  };
}

/**
 * The exact top `limit` keys, with the round that settled them, or null: deeper lists (×4) until the `limit`-th
 * candidate is strictly above the bound or no list was cut; a negative subtracted row (no bound holds) or no
 * answer at MAX_DEPTH leaves it to the caller's grouping.
 */
export async function settleTop<R extends Round>(
  limit: number,
  depth: number,
  read: (depth: number) => Promise<R>,
): Promise<{ winners: Candidate[]; round: R } | null> {
  for (let d = Math.max(depth, limit); d <= MAX_DEPTH; d *= 4) {
    const round = await read(d);
    const ranked = rankCandidates(round.candidates);
    // no list was cut: every key with an added row is a candidate
    if (round.fullLists === 0) return { winners: ranked.slice(0, limit), round };
    if (round.negativeSubtracted) return null;
    const kth = ranked[limit - 1];
    if (kth && kth.revenue > round.bound) return { winners: ranked.slice(0, limit), round };
  }
  return null;
}
