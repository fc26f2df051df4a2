// What the threshold reads of the top lists (top-customers-weeks.repo.ts, top-products-lists.repo.ts) share.

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
