import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findWarehouse } from '../warehouses/warehouses.repo.ts';
import { type OrderRow, resolveWarehouse } from './orders.repo.ts';

/**
 * Where a draft or quotation being confirmed takes its stock: its own warehouse while it exists (archived
 * included: the ledger decides about those); once deleted, where a new sale of its shop would, the shop's
 * warehouse or else the company's default (docs/decisions.md). The order then records that warehouse.
 */
export async function offerWarehouse(
  db: Executor,
  order: Pick<OrderRow, 'company_id' | 'shop_id' | 'warehouse_id'>,
): Promise<string> {
  if (await findWarehouse(db, order.company_id, order.warehouse_id)) return order.warehouse_id;
  const fallback = await resolveWarehouse(db, order.company_id, order.shop_id, undefined);
  if (!fallback) throw new AppError('validation_failed', {}, { warehouse_id: ['unknown_warehouse'] });
  return fallback;
}
