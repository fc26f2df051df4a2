// The tiles a shop pins at its counter (GET/PUT /pos/pinned-variants): a fixed grid its cashiers learn by
// heart, ahead of the best sellers that reorder themselves. These edit the list the arrange mode saves.

/** The most tiles a shop pins: the largest quick-picks page (GET /pos/quick-picks?limit=48). */
export const MAX_PINNED_TILES = 48;

/** `ids` with `id` pinned last (unchanged when already pinned or when the grid is full). */
export function pinTile(ids: readonly string[], id: string): string[] {
  if (ids.includes(id) || ids.length >= MAX_PINNED_TILES) return [...ids];
  return [...ids, id];
}

/** `ids` without `id`. */
export function unpinTile(ids: readonly string[], id: string): string[] {
  return ids.filter((each) => each !== id);
}

/** `ids` with `id` moved one place earlier (-1) or later (+1); unchanged at either end or when absent. */
export function moveTile(ids: readonly string[], id: string, by: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + by;
  const moved = [...ids];
  if (from < 0 || to < 0 || to >= ids.length) return moved;
  moved[from] = moved[to]!;
  moved[to] = id;
  return moved;
}
