-- products_company_idx (company_id, created_at, id) duplicated products_live_list_idx (migration 0062: the same keys for
-- live rows, with title, status, type and tags included). Holding both, PostgreSQL picked the narrower index for a
-- filtered page's ids (status + type + tag) and read every row it dropped from the heap (page 5: 1,024 rows, ~1,000
-- buffers) where the covering index tests them on its tuples (37 buffers). Measured on the bench data set (100,000
-- products), one warm session, the index created and rolled back in turns: the filtered page-5 statement 2.9-3.0 ms
-- with it, 2.4-2.5 ms without; page 1 and the first view (newest first, 0.8-0.9 ms) unchanged. One index less to
-- keep on every product write. Company-wide lookups keep the other (company_id, ...) indexes.
DROP INDEX IF EXISTS "products_company_idx";
