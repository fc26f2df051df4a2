import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { paymentProviders } from '../../db/schema/index.ts';
import { insertPaymentMethod } from '../orders/orders.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface ProviderBody {
  provider: string;
  configured: boolean;
  is_active: boolean;
  payment_method_id: string | null;
  credentials: Record<string, string>;
  notify_url: string | null;
  currencies: string[] | null;
}
const api = (method: 'GET' | 'PUT' | 'DELETE', path: string, account: Account, body?: unknown, lang = 'en') =>
  call(t.app, method, `/api/v1/admin/${path}`, {
    token: account.token,
    headers: { 'accept-language': lang },
    ...(body !== undefined ? { body } : {}),
  });
const STRIPE = { secret_key: 'sk_test_51Hcomptoir0001abcd', webhook_secret: 'whsec_comptoirTestSecret9' };
const CINETPAY = {
  api_key: '12912847765bc0db748fdd44.40081707',
  site_id: '445160',
  secret_key: 'cp-secret-key-42',
};

describe('payment provider accounts', () => {
  it('lists every provider, unconfigured at first', async () => {
    const admin = await registerCompany(t.app);
    const response = await api('GET', 'payment-providers', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: ProviderBody[] }>().data).toEqual([
      expect.objectContaining({ provider: 'stripe', configured: false, is_active: false, currencies: null }),
      expect.objectContaining({
        provider: 'cinetpay',
        configured: false,
        currencies: ['XOF', 'XAF', 'CDF', 'GNF', 'USD'],
        notify_url: null,
      }),
    ]);
  });

  it('connects Stripe: secrets are stored sealed and only their last characters come back; a payment method is made for it', async () => {
    const admin = await registerCompany(t.app);

    const response = await api('PUT', 'payment-providers/stripe', admin, {
      is_active: true,
      credentials: STRIPE,
    });

    expect(response.statusCode, response.body).toBe(200);
    const account = response.json<{ data: ProviderBody }>().data;
    expect(account).toMatchObject({
      provider: 'stripe',
      configured: true,
      is_active: true,
      credentials: { secret_key: '••••abcd', webhook_secret: '••••ret9' },
    });
    expect(response.body).not.toContain(STRIPE.secret_key);
    expect(response.body).not.toContain(STRIPE.webhook_secret);
    expect(account.notify_url).toMatch(/\/api\/v1\/public\/payments\/stripe\/[0-9a-f-]{36}\/notify$/);
    const [row] = await t.ctx.db
      .select()
      .from(paymentProviders)
      .where(eq(paymentProviders.company_id, admin.companyId));
    expect(row!.credentials).not.toContain('sk_test');
    const method = await api('GET', `payment-methods/${account.payment_method_id}`, admin);
    expect(method.json<{ data: unknown }>().data).toMatchObject({
      name: 'Stripe',
      kind: 'payment_agregator',
      accounting_code: '538',
      provider: 'stripe',
    });
    expect((await api('GET', 'payment-providers', admin)).body).not.toContain(STRIPE.secret_key);
  });

  it('keeps what is not sent: switching off and on needs no keys; a key can be replaced alone', async () => {
    const admin = await registerCompany(t.app);
    await api('PUT', 'payment-providers/cinetpay', admin, { is_active: true, credentials: CINETPAY });

    const off = await api('PUT', 'payment-providers/cinetpay', admin, { is_active: false });
    expect(off.json<{ data: ProviderBody }>().data).toMatchObject({ is_active: false, configured: true });
    const replaced = await api('PUT', 'payment-providers/cinetpay', admin, {
      is_active: true,
      credentials: { site_id: '778899' },
    });
    expect(replaced.json<{ data: ProviderBody }>().data).toMatchObject({
      is_active: true,
      credentials: { site_id: '778899', api_key: '••••1707', secret_key: '••••y-42' },
    });
  });

  it('refuses unknown or malformed credentials, an incomplete active account, a method that is not an aggregator', async () => {
    const admin = await registerCompany(t.app);
    const unknown = await api(
      'PUT',
      'payment-providers/stripe',
      admin,
      {
        credentials: { ...STRIPE, site_id: '1' },
      },
      'fr',
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'credentials.site_id': ['Ce prestataire n’a pas ce réglage.'],
    });
    const publishable = await api('PUT', 'payment-providers/stripe', admin, {
      credentials: { ...STRIPE, secret_key: 'pk_test_123' },
    });
    expect(Object.keys(publishable.json<{ errors: object }>().errors)).toEqual(['credentials.secret_key']);
    const incomplete = await api('PUT', 'payment-providers/cinetpay', admin, {
      is_active: true,
      credentials: { site_id: '445160' },
    });
    expect(Object.keys(incomplete.json<{ errors: object }>().errors).sort()).toEqual([
      'credentials.api_key',
      'credentials.secret_key',
    ]);
    const cash = await insertPaymentMethod(t.ctx.db, admin.companyId, { name: 'Espèces' });
    const notAggregator = await api('PUT', 'payment-providers/stripe', admin, {
      credentials: STRIPE,
      payment_method_id: cash,
    });
    expect(Object.keys(notAggregator.json<{ errors: object }>().errors)).toEqual(['payment_method_id']);
    expect((await api('PUT', 'payment-providers/stripe', admin, { actif: true })).statusCode).toBe(422);
    expect((await api('PUT', 'payment-providers/paypal', admin, { credentials: {} })).statusCode).toBe(404);
    // Nothing was saved by the refusals.
    expect(
      (await api('GET', 'payment-providers', admin)).json<{ data: ProviderBody[] }>().data[0]!.configured,
    ).toBe(false);
  });

  it('uses a payment method the admin chose', async () => {
    const admin = await registerCompany(t.app);
    const wave = await insertPaymentMethod(t.ctx.db, admin.companyId, {
      name: 'CinetPay Wave',
      kind: 'payment_agregator',
    });
    const response = await api('PUT', 'payment-providers/cinetpay', admin, {
      credentials: CINETPAY,
      payment_method_id: wave,
    });
    expect(response.json<{ data: ProviderBody }>().data.payment_method_id).toBe(wave);
  });

  it('is for payment_methods.*: managers may, accountants and employees may not; each company sees its own', async () => {
    const admin = await registerCompany(t.app);
    await upgradePlan(t.ctx, admin.companyId);
    await api('PUT', 'payment-providers/stripe', admin, { credentials: STRIPE });
    const manager = await createStaff(t.app, admin, 'manager');
    expect((await api('GET', 'payment-providers', manager)).statusCode).toBe(200);
    expect((await api('PUT', 'payment-providers/stripe', manager, { is_active: true })).statusCode).toBe(200);
    for (const role of ['accountant', 'employee', 'courrier'] as const) {
      const staff = await createStaff(t.app, admin, role);
      expect((await api('GET', 'payment-providers', staff)).statusCode, role).toBe(403);
      expect(
        (await api('PUT', 'payment-providers/stripe', staff, { is_active: false })).statusCode,
        role,
      ).toBe(403);
      expect((await api('DELETE', 'payment-providers/stripe', staff)).statusCode, role).toBe(403);
    }
    const other = await registerCompany(t.app);
    const theirs = (await api('GET', 'payment-providers', other)).json<{ data: ProviderBody[] }>().data;
    expect(theirs[0]).toMatchObject({ provider: 'stripe', configured: false, notify_url: null });
    expect((await api('DELETE', 'payment-providers/stripe', other)).statusCode).toBe(404);
    expect(
      (await api('GET', 'payment-providers', admin)).json<{ data: ProviderBody[] }>().data[0]!.is_active,
    ).toBe(true);
  });

  it('disconnects a provider that never took a payment', async () => {
    const admin = await registerCompany(t.app);
    await api('PUT', 'payment-providers/stripe', admin, { credentials: STRIPE });
    expect((await api('DELETE', 'payment-providers/stripe', admin)).statusCode).toBe(204);
    expect(
      (await api('GET', 'payment-providers', admin)).json<{ data: ProviderBody[] }>().data[0]!.configured,
    ).toBe(false);
    expect((await api('DELETE', 'payment-providers/stripe', admin)).statusCode).toBe(404);
  });
});
