import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompany } from '../../test/helpers/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { queryRows } from './client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function counted(companyId: string, table: string): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    t.ctx.db,
    sql`select count from row_counts where company_id = ${companyId} and table_name = ${table}`,
  );
  return Number(rows[0]?.count ?? 0);
}

async function actual(companyId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.ctx.db,
    sql`select count(*)::int as n from users where company_id = ${companyId} and deleted_at is null`,
  );
  return rows[0]!.n;
}

describe('row_counts, kept by statement triggers', () => {
  it('matches count(*) through bulk inserts, soft deletes, restores, moves and hard deletes', async () => {
    const a = await registerCompany(t.app);
    const b = await registerCompany(t.app);
    await t.ctx.db.execute(sql`
      insert into users (id, company_id, name, email, role)
      select gen_random_uuid(), ${a.companyId}::uuid, 'Bulk ' || i, 'bulk-' || i || '-' || ${a.companyId} || '@example.test', 'employee'
      from generate_series(1, 250) i`);
    expect(await counted(a.companyId, 'users')).toBe(251);

    await t.ctx.db.execute(
      sql`update users set deleted_at = now() where company_id = ${a.companyId} and name like 'Bulk 1%'`,
    );
    expect(await counted(a.companyId, 'users')).toBe(await actual(a.companyId));

    await t.ctx.db.execute(
      sql`update users set deleted_at = null where company_id = ${a.companyId} and name = 'Bulk 10'`,
    );
    await t.ctx.db.execute(
      sql`update users set company_id = ${b.companyId} where company_id = ${a.companyId} and name like 'Bulk 2%' and deleted_at is null`,
    );
    await t.ctx.db.execute(
      sql`update users set name = name || ' (renamed)' where company_id = ${a.companyId}`,
    );
    expect(await counted(a.companyId, 'users')).toBe(await actual(a.companyId));
    expect(await counted(b.companyId, 'users')).toBe(await actual(b.companyId));

    await t.ctx.db.execute(sql`delete from users where company_id = ${b.companyId} and name like 'Bulk%'`);
    expect(await counted(b.companyId, 'users')).toBe(1);
  });
});
