import { queryOptions } from '@tanstack/react-query';
import { create } from 'zustand';
import { api } from '../../../app/api.ts';
import { unwrap } from '../../../lib/http/api-client.ts';
import { keys } from '../../../lib/query/query-keys.ts';
import { apiPath, type ProductVariant } from '../../products/api.ts';

/** GET/PUT /pos/pinned-variants: the tiles the sale's shop pins first at its counter, in their order. */
export interface PinnedVariants {
  shop_id: string;
  variants: ProductVariant[];
}

export const PINNED_TILES_PATH = 'pos/pinned-variants';

export const pinnedVariantsQuery = () =>
  queryOptions({
    queryKey: keys('pos').detail('pinned-variants'),
    queryFn: async ({ signal }) =>
      unwrap(await api.get<{ data: PinnedVariants }>(apiPath(PINNED_TILES_PATH), { signal })).data,
  });

/** Replaces the shop's pinned tiles (products.update); a PUT under pos, so the quick picks reload. */
export async function savePinnedVariants(variantIds: string[]): Promise<PinnedVariants> {
  return unwrap(
    await api.put<{ data: PinnedVariants }>(apiPath(PINNED_TILES_PATH), { variant_ids: variantIds }),
  ).data;
}

interface TilesDraft {
  /** the company arranged: a draft left by someone else on this device is not theirs */
  companyId: string;
  /** the pinned tiles as arranged so far; null until the first change (the saved ones show) */
  tiles: ProductVariant[] | null;
}

interface TilesDraftStore {
  draft: TilesDraft | null;
  start: (companyId: string) => void;
  edit: (tiles: ProductVariant[]) => void;
  end: () => void;
}

/**
 * The arrangement being made, outside the grid: typing in the sale's search box hides the grid, and the
 * arrangement is still there when the box is cleared.
 */
export const useTilesDraft = create<TilesDraftStore>()((set) => ({
  draft: null,
  start: (companyId) => set({ draft: { companyId, tiles: null } }),
  edit: (tiles) => set((state) => (state.draft ? { draft: { ...state.draft, tiles } } : state)),
  end: () => set({ draft: null }),
}));
