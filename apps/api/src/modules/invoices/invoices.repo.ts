import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, customers, documents } from '../../db/schema/index.ts';
import type { ListQuery, ListSpec } from '../../lib/list-query.ts';
import { type Page, paginate } from '../../lib/paginate.ts';
import { ofShopSales, type SaleScope, saleRecordCounter } from '../orders/orders.repo.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentInsert = typeof documents.$inferInsert;

export const documentListSpec: ListSpec = {
  filters: {
    kind: { column: documents.kind, type: 'enum', values: documents.kind.enumValues },
    order_id: { column: documents.order_id, type: 'uuid' },
    customer_id: { column: documents.customer_id, type: 'uuid' },
    issued_from: { column: documents.issued_at, type: 'date_from' },
    issued_to: { column: documents.issued_at, type: 'date_to' },
  },
  sorts: { issued_at: documents.issued_at, reference: documents.reference, total: documents.total },
  tieBreaker: documents.id,
  defaultSort: '-issued_at',
  includes: [],
  searchColumns: [documents.reference],
};

const ofCompany = (companyId: string) => eq(documents.company_id, companyId) as SQL;
/** The company's documents; a shop-bound user's are those of the shop's sales. */
const visibleTo = (scope: SaleScope) =>
  and(ofCompany(scope.companyId), ofShopSales(documents.order_id, scope.shopId)) as SQL;

export async function listDocuments(
  db: Executor,
  scope: SaleScope,
  query: ListQuery,
): Promise<Page<DocumentRow>> {
  return paginate(
    db,
    {
      table: documents,
      scope: visibleTo(scope),
      query,
      counted: saleRecordCounter(scope, 'documents'),
    },
    (where, limit, offset) =>
      db
        .select()
        .from(documents)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(offset),
  );
}

export async function findDocument(db: Executor, scope: SaleScope, id: string): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(visibleTo(scope), eq(documents.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findDocumentByToken(db: Executor, token: string): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.public_token, token)).limit(1);
  return row ?? null;
}

export async function documentsOfOrder(
  db: Executor,
  companyId: string,
  orderId: string,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(and(ofCompany(companyId), eq(documents.order_id, orderId)));
}

export async function insertDocument(tx: Executor, values: DocumentInsert): Promise<DocumentRow> {
  const [row] = await tx.insert(documents).values(values).returning();
  return row!;
}

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompanyRow(db: Executor, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}

export async function findCustomerRow(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.company_id, companyId), eq(customers.id, id)))
    .limit(1);
  return row ?? null;
}
