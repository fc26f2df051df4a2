import { useQueries } from '@tanstack/react-query';
import { balanceQuery } from './api.ts';

/** What each variant holds in the warehouse now; undefined while unknown. */
export function useBalances(warehouseId: string, variantIds: readonly string[]) {
  const results = useQueries({ queries: variantIds.map((id) => balanceQuery(warehouseId, id)) });
  const byId = new Map(variantIds.map((id, index) => [id, results[index]?.data]));
  return (variantId: string) => byId.get(variantId);
}
