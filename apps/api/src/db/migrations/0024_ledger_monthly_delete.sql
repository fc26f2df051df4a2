-- 0020's statement trigger read new_rows for every operation but INSERT, so a DELETE on journal_lines
-- (which has only old_rows) failed. Each operation now reads the transition tables it has.
CREATE OR REPLACE FUNCTION comptoir_ledger_monthly_stmt() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ledger_monthly_totals (company_id, account, month, debit, credit)
      SELECT company_id, account, date_trunc('month', date)::date, sum(debit), sum(credit)
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, account, month) DO UPDATE
      SET debit = ledger_monthly_totals.debit + EXCLUDED.debit,
          credit = ledger_monthly_totals.credit + EXCLUDED.credit;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO ledger_monthly_totals (company_id, account, month, debit, credit)
      SELECT company_id, account, date_trunc('month', date)::date, -sum(debit), -sum(credit)
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, account, month) DO UPDATE
      SET debit = ledger_monthly_totals.debit + EXCLUDED.debit,
          credit = ledger_monthly_totals.credit + EXCLUDED.credit;
  ELSE
    INSERT INTO ledger_monthly_totals (company_id, account, month, debit, credit)
      SELECT company_id, account, month, sum(debit), sum(credit) FROM (
        SELECT company_id, account, date_trunc('month', date)::date AS month, debit, credit FROM new_rows
        UNION ALL
        SELECT company_id, account, date_trunc('month', date)::date, -debit, -credit FROM old_rows
      ) changes
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, account, month) DO UPDATE
      SET debit = ledger_monthly_totals.debit + EXCLUDED.debit,
          credit = ledger_monthly_totals.credit + EXCLUDED.credit;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
