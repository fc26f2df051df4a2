import { listMeta, type StockValuationResponse } from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { findWarehouses } from './stock.repo.ts';
import { valuationPage } from './stock-valuation.repo.ts';

/** What the stock is worth: one page of variants and the summary over every page. */
export async function stockValuation(
  ctx: AppContext,
  scope: Scope,
  query: ListQuery,
  warehouseId: string | undefined,
): Promise<StockValuationResponse> {
  if (warehouseId) {
    // Any live warehouse of the company, active or not: a deactivated one may still hold stock.
    const [found] = await findWarehouses(ctx.db, scope.companyId, [warehouseId]);
    if (!found) throw new AppError('not_found', { resource: 'resource.warehouse' });
  }
  const { rows, summary } = await valuationPage(ctx.db, scope.companyId, query, warehouseId);
  return {
    data: rows,
    meta: listMeta(query.page, query.perPage, summary.variants, rows.length),
    summary,
  };
}
