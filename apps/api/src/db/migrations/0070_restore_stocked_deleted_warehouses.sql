-- A warehouse can no longer be deleted while it holds stock (warehouses.service: 409 warehouse_holds_stock), but
-- before that rule a deleted warehouse kept its balances: units every screen counted in the variant's total and
-- low-stock rule, in a warehouse nobody could open to move or adjust them. Such warehouses come back archived
-- (is_active false: no new movements until someone reactivates it; never the default), so the
-- stock is visible again and its history intact. A code a live warehouse took meanwhile gets a suffix from the id
-- (codes are unique among live warehouses, 16 characters at most).
UPDATE warehouses w
SET deleted_at = NULL,
    is_active = false,
    is_default = false,
    code = CASE
      WHEN EXISTS (
        SELECT 1 FROM warehouses o
        WHERE o.company_id = w.company_id AND o.deleted_at IS NULL AND o.code = w.code AND o.id <> w.id
      ) THEN left(w.code, 11) || '-' || upper(left(replace(w.id::text, '-', ''), 4))
      ELSE w.code
    END,
    updated_at = now()
WHERE w.deleted_at IS NOT NULL
  AND EXISTS (SELECT 1 FROM stock_balances b WHERE b.warehouse_id = w.id AND b.quantity <> 0);
