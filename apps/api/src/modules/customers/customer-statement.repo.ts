import { SALE_STATUSES, type StatementLineKind } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { DebtScope } from './customer-credit.repo.ts';

// The events of a customer's account, from the same sales as the credit ledger (customer-credit.repo):
// confirmed and completed orders of the customer in the company's currency (of the user's shop when
// they are bound to one). Every event of such an order counts, whenever it happened; nothing of a
// draft, a quotation or a cancelled order does.

const literals = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export interface StatementEventRow {
  kind: StatementLineKind;
  order_id: string;
  order_number: number;
  at: Date;
  amount: number;
  /** the payment's reference, the return's or credit note's number; null for a sale */
  reference: string | null;
  /** the sale's latest invoice, the payment's method, the return's credit note, the credited invoice */
  detail: string | null;
}

/**
 * Sales (their total, at confirmation), payments and refunds not voided (when received), approved
 * returns (when decided: what they credited, refunded or not) and credit notes no return made (when
 * issued): the moves of orders' paid and credited totals, each once.
 */
export async function statementEvents(
  db: Executor,
  scope: DebtScope & { customerId: string },
): Promise<StatementEventRow[]> {
  const company = scope.companyId;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    with sales as (
      select o.id, o.number, o.total, coalesce(o.confirmed_at, o.created_at) as sold_at
      from orders o
      where o.company_id = ${company} and o.customer_id = ${scope.customerId}
        and o.currency = ${scope.currency}
        and o.status in (${literals(SALE_STATUSES)})
        ${scope.shopId ? sql`and o.shop_id = ${scope.shopId}` : sql``}
    )
    select 'sale' as kind, s.id as order_id, s.number, s.sold_at as at, s.total as amount,
      null as reference,
      (select d.reference from documents d
        where d.company_id = ${company} and d.order_id = s.id and d.kind = 'invoice'
        order by d.issued_at desc, d.id desc limit 1) as detail
    from sales s
    union all
    select p.kind, s.id, s.number, p.received_at, p.amount, p.reference, pm.name
    from payments p
    join sales s on s.id = p.order_id
    left join payment_methods pm on pm.id = p.payment_method_id and pm.company_id = ${company}
    where p.company_id = ${company} and p.voided_at is null
    union all
    select 'return', s.id, s.number, coalesce(r.decided_at, r.updated_at), r.total, r.reference, cn.reference
    from returns r
    join sales s on s.id = r.order_id
    left join documents cn on cn.id = r.credit_note_id and cn.company_id = ${company}
    where r.company_id = ${company} and r.status = 'approved'
    union all
    select 'credit_note', s.id, s.number, d.issued_at, d.total, d.reference, inv.reference
    from documents d
    join sales s on s.id = d.order_id
    left join documents inv on inv.id = d.credited_document_id and inv.company_id = ${company}
    where d.company_id = ${company} and d.kind = 'credit_note'
      and not exists (select 1 from returns r where r.company_id = ${company} and r.credit_note_id = d.id)`,
  );
  return rows.map((r) => ({
    kind: r.kind as StatementLineKind,
    order_id: r.order_id as string,
    order_number: Number(r.number),
    at: new Date(r.at as string | Date),
    amount: Number(r.amount),
    reference: (r.reference as string | null) ?? null,
    detail: (r.detail as string | null) ?? null,
  }));
}
