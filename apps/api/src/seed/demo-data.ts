import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { companies, plans, subscriptions, users } from '../db/schema/index.ts';
import { demoApi, seedDemoCatalog } from './demo-catalog.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { seedDemoPosTiles } from './demo-pos-tiles.ts';
import { seedDemoPricing } from './demo-pricing.ts';
import { seedDemoPurchases } from './demo-purchases.ts';
import { seedDemoSales } from './demo-sales.ts';
import { seedDemoTreasury } from './demo-treasury.ts';

export const DEMO_PASSWORD = 'comptoir-demo-2026';
export const DEMO_COMPANY_CODE = 'AWADLA';

export interface DemoLogin {
  who: string;
  email: string | null;
  password: string | null;
  companyCode: string | null;
  pin: string | null;
}

interface Session {
  accessToken: string;
  companyId: string;
  company_code: string;
}

async function api<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  body?: unknown,
) {
  const response = await app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': 'fr' },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  if (response.statusCode >= 400)
    throw new Error(`${method} ${url} → ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

const STAFF = [
  { name: 'Fatou Sow', role: 'manager', pin: '4821', email: 'fatou@demo.comptoir.app' },
  { name: 'Jean-Marc Ekotto', role: 'accountant', pin: null, email: 'jeanmarc@demo.comptoir.app' },
  { name: 'Aminata Traoré', role: 'employee', pin: '7315', email: 'aminata@demo.comptoir.app' },
  { name: 'Ibrahim Ba', role: 'employee', pin: '5930', email: 'ibrahim@demo.comptoir.app' },
  { name: 'Paul Mbarga', role: 'courrier', pin: '2684', email: 'paul@demo.comptoir.app' },
] as const;

/**
 * The demo merchant, built through the API as a merchant would (so every rule and event applies):
 * a Douala boutique selling in FCFA with two shops, two warehouses and staff in every role.
 * Idempotent: an existing demo company is left as it is.
 */
export async function seedDemo(app: FastifyInstance, ctx: AppContext): Promise<DemoLogin[]> {
  const ownerEmail = 'awa@demo.comptoir.app';
  const existing = await ctx.db.select().from(users).where(eq(users.email, ownerEmail)).limit(1);
  const logins: DemoLogin[] = [];
  let owner: Session;
  if (existing[0]) {
    owner = await api<Session>(app, 'POST', '/api/v1/auth/login', null, {
      email: ownerEmail,
      password: DEMO_PASSWORD,
    });
  } else {
    owner = await api<Session>(app, 'POST', '/api/v1/auth/register', null, {
      user: { name: 'Awa Diop', email: ownerEmail, password: DEMO_PASSWORD },
      company: { name: 'Boutique Awa', currency: 'XAF', timezone: 'Africa/Douala', locale: 'fr' },
    });
    // A fixed, readable company code, so README can name the demo logins.
    await ctx.db
      .update(companies)
      .set({ company_code: DEMO_COMPANY_CODE })
      .where(eq(companies.id, owner.companyId));
    owner = { ...owner, company_code: DEMO_COMPANY_CODE };
    await ctx.db
      .update(subscriptions)
      .set({
        plan_id: sql`(select ${plans.id} from ${plans} where ${plans.lookup_key} = 'business')`,
        plan_lookup_key: 'business',
      })
      .where(eq(subscriptions.company_id, owner.companyId));
    const token = owner.accessToken;
    await api(app, 'PUT', '/api/v1/admin/company', token, {
      phone: '+237 6 99 12 34 56',
      address: 'Rue Joss, Bonanjo',
      city: 'Douala',
      country: 'CM',
      tax_id: 'M012345678901Z',
    });
    const depot = await api<{ data: { id: string } }>(app, 'POST', '/api/v1/admin/warehouses', token, {
      name: 'Dépôt Akwa',
      code: 'AKWA',
      city: 'Douala',
      country: 'CM',
    });
    await api(app, 'POST', '/api/v1/admin/shops', token, {
      name: 'Boutique Akwa',
      city: 'Douala',
      country: 'CM',
      phone: '+237 6 77 00 11 22',
      warehouse_ids: [depot.data.id],
    });
    await api(app, 'POST', '/api/v1/user/set-pin', token, { pin: '3917', pin_confirmation: '3917' });
    for (const member of STAFF) {
      await api(app, 'POST', '/api/v1/admin/users', token, {
        name: member.name,
        email: member.email,
        password: DEMO_PASSWORD,
        role: member.role,
        locale: 'fr',
      });
      if (member.pin) {
        const staff = await api<Session>(app, 'POST', '/api/v1/auth/login', null, {
          email: member.email,
          password: DEMO_PASSWORD,
        });
        await api(app, 'POST', '/api/v1/user/set-pin', staff.accessToken, {
          pin: member.pin,
          pin_confirmation: member.pin,
        });
      }
    }
    await api(app, 'PUT', '/api/v1/admin/company/app-shortcuts', token, {
      app_shortcuts: ['dashboard', 'orders', 'pos', 'products'],
    });
  }
  const asOwner = demoApi(app, owner.accessToken);
  await seedDemoCatalog(asOwner);
  await seedDemoCustomers(asOwner);
  await seedDemoPricing(asOwner);
  await seedDemoPosTiles(asOwner);
  const courier = STAFF.find((member) => member.role === 'courrier')!;
  const courierSession = await api<Session>(app, 'POST', '/api/v1/auth/login', null, {
    email: courier.email,
    password: DEMO_PASSWORD,
  });
  await seedDemoSales(asOwner, ctx, owner.companyId, demoApi(app, courierSession.accessToken));
  await seedDemoTreasury(asOwner, ctx, owner.companyId);
  await seedDemoPurchases(asOwner, ctx, owner.companyId);
  logins.push({
    who: 'Awa Diop (admin)',
    email: ownerEmail,
    password: DEMO_PASSWORD,
    companyCode: owner.company_code,
    pin: '3917',
  });
  for (const member of STAFF) {
    logins.push({
      who: `${member.name} (${member.role})`,
      email: member.email,
      password: DEMO_PASSWORD,
      companyCode: owner.company_code,
      pin: member.pin,
    });
  }

  const operatorEmail = 'ops@demo.comptoir.app';
  const operator = await ctx.db.select().from(users).where(eq(users.email, operatorEmail)).limit(1);
  if (!operator[0]) {
    await api(app, 'POST', '/api/v1/auth/register', null, {
      user: { name: 'Comptoir Ops', email: operatorEmail, password: DEMO_PASSWORD },
      company: { name: 'Comptoir Platform', currency: 'EUR', timezone: 'Europe/Paris', locale: 'fr' },
    });
    await ctx.db.update(users).set({ is_super_admin: true }).where(eq(users.email, operatorEmail));
  }
  logins.push({
    who: 'Comptoir Ops (platform super-admin)',
    email: operatorEmail,
    password: DEMO_PASSWORD,
    companyCode: null,
    pin: null,
  });
  return logins;
}
