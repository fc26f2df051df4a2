import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers, deliveries, mediaFiles, orders, users } from '../../db/schema/index.ts';
import type { ListQuery, ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';
import { ofShopSales } from '../orders/orders.repo.ts';

export type DeliveryRow = typeof deliveries.$inferSelect;
export type DeliveryInsert = typeof deliveries.$inferInsert;
export type DeliveryView = DeliveryRow & {
  order_number: number;
  order_total: number;
  order_paid: number;
  order_credited: number;
  /** a cancelled order's courier collects nothing */
  order_status: string;
  currency: string;
  customer_name: string | null;
  courier_name: string | null;
  /** the handover photo's file, when one is attached */
  proof_key: string | null;
  proof_status: string | null;
  proof_content_type: string | null;
  proof_thumbnails: { size: string; key: string }[] | null;
};

export const deliveryListSpec: ListSpec = {
  filters: {
    status: { column: deliveries.status, type: 'enum', values: deliveries.status.enumValues },
    courier_id: { column: deliveries.courier_id, type: 'uuid' },
    order_id: { column: deliveries.order_id, type: 'uuid' },
    transport_mode: {
      column: deliveries.transport_mode,
      type: 'enum',
      values: deliveries.transport_mode.enumValues,
    },
    scheduled_from: { column: deliveries.scheduled_for, type: 'date_from' },
    scheduled_to: { column: deliveries.scheduled_for, type: 'date_to' },
  },
  sorts: {
    created_at: deliveries.created_at,
    scheduled_for: deliveries.scheduled_for,
    status: deliveries.status,
  },
  tieBreaker: deliveries.id,
  defaultSort: '-created_at',
  includes: [],
  searchColumns: [],
};

/** Who reads deliveries: the company, a courier's own id, a shop-bound user's shop. */
export interface DeliveryReader {
  companyId: string;
  /** a courier's id: their deliveries and the ones nobody has taken yet, of any shop */
  courierId: string | null;
  /** a shop-bound user's shop (not a courier's): the deliveries of that shop's sales */
  shopId: string | null;
}

/** The deliveries the reader may see and move. */
export function deliveryScope({ companyId, courierId, shopId }: DeliveryReader): SQL {
  return and(
    eq(deliveries.company_id, companyId),
    courierId ? or(eq(deliveries.courier_id, courierId), isNull(deliveries.courier_id)) : undefined,
    ofShopSales(deliveries.order_id, shopId),
  ) as SQL;
}

const viewColumns = {
  delivery: deliveries,
  order_number: orders.number,
  order_total: orders.total,
  order_paid: orders.paid_total,
  order_credited: orders.credited_total,
  order_status: orders.status,
  currency: orders.currency,
  customer_name: customers.name,
  courier_name: users.name,
  proof_key: mediaFiles.storage_key,
  proof_status: mediaFiles.status,
  proof_content_type: mediaFiles.content_type,
  proof_thumbnails: mediaFiles.thumbnails,
};

function view(db: Executor) {
  return db
    .select(viewColumns)
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.order_id))
    .leftJoin(customers, eq(customers.id, orders.customer_id))
    .leftJoin(users, eq(users.id, deliveries.courier_id))
    .leftJoin(
      mediaFiles,
      and(eq(mediaFiles.id, deliveries.proof_media_id), eq(mediaFiles.company_id, deliveries.company_id)),
    );
}

type ViewRow = { delivery: DeliveryRow } & Omit<DeliveryView, keyof DeliveryRow>;
const flatten = ({ delivery, ...joined }: ViewRow): DeliveryView => ({ ...delivery, ...joined });

export async function listDeliveries(
  db: Executor,
  reader: DeliveryReader,
  query: ListQuery,
): Promise<Page<DeliveryView>> {
  const { companyId, courierId, shopId } = reader;
  return paginate(
    db,
    {
      table: deliveries,
      scope: deliveryScope(reader),
      query,
      counted: courierId || shopId ? null : { companyId, tableName: 'deliveries' },
    },
    async (where, limit, offset) =>
      (
        await view(db)
          .where(where)
          .orderBy(...query.orderBy)
          .limit(limit)
          .offset(offset)
      ).map(flatten),
  );
}

export async function findDeliveryView(
  db: Executor,
  reader: DeliveryReader,
  id: string,
): Promise<DeliveryView | null> {
  const [row] = await view(db)
    .where(and(deliveryScope(reader), eq(deliveries.id, id)))
    .limit(1);
  return row ? flatten(row) : null;
}

export async function lockDelivery(
  tx: Executor,
  reader: DeliveryReader,
  id: string,
): Promise<DeliveryRow | null> {
  const [row] = await tx
    .select()
    .from(deliveries)
    .where(and(deliveryScope(reader), eq(deliveries.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function deliveryOfOrder(
  db: Executor,
  companyId: string,
  orderId: string,
): Promise<DeliveryRow | null> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.company_id, companyId), eq(deliveries.order_id, orderId)))
    .limit(1);
  return row ?? null;
}

export async function insertDelivery(tx: Executor, values: DeliveryInsert): Promise<DeliveryRow> {
  const [row] = await tx.insert(deliveries).values(values).returning();
  return row!;
}

export async function updateDelivery(
  tx: Executor,
  companyId: string,
  id: string,
  values: Partial<DeliveryInsert>,
): Promise<DeliveryRow> {
  const [row] = await tx
    .update(deliveries)
    .set({ ...values, updated_at: new Date() })
    .where(and(eq(deliveries.company_id, companyId), eq(deliveries.id, id)))
    .returning();
  return row!;
}

export async function activeUserOfCompany(db: Executor, companyId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.company_id, companyId), eq(users.id, id), isNull(users.deleted_at)))
    .limit(1);
  return row !== undefined;
}
