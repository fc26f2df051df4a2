import {
  credentialProblems,
  credentialsComplete,
  defaultAccountingCode,
  maskSecret,
  ONLINE_PAYMENT_PROVIDERS,
  type OnlinePaymentProvider,
  type PaymentProviderPut,
  type PaymentProviderRecord,
  PROVIDER_CREDENTIALS,
  PROVIDER_CURRENCIES,
} from '@comptoir/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError } from '../../lib/app-error.ts';
import { open, seal } from '../../lib/sealed-box.ts';
import type { Scope } from '../../plugins/request-context.ts';
import {
  findPaymentMethod,
  insertPaymentMethod,
  lockPaymentMethods,
} from '../payment-methods/payment-methods.repo.ts';
import {
  accountHasPayments,
  deleteProviderAccount,
  findProviderAccount,
  insertProviderAccount,
  type ProviderAccountRow,
  providerAccounts,
  updateProviderAccount,
} from './online-payments.repo.ts';

const PURPOSE = 'payment-provider-credentials';
const PROVIDER_NAMES: Record<OnlinePaymentProvider, string> = { stripe: 'Stripe', cinetpay: 'CinetPay' };

export function credentialsOf(ctx: AppContext, row: ProviderAccountRow): Record<string, string> {
  return JSON.parse(open(ctx.config.secrets.appKey, PURPOSE, row.credentials)) as Record<string, string>;
}

const sealCredentials = (ctx: AppContext, values: Record<string, string>) =>
  seal(ctx.config.secrets.appKey, PURPOSE, JSON.stringify(values));

/** Where a provider account's notifications are received (public, signature-checked). */
export const notifyUrl = (base: string, row: Pick<ProviderAccountRow, 'id' | 'provider'>) =>
  `${base}/api/v1/public/payments/${row.provider}/${row.id}/notify`;

export function toProviderDto(
  ctx: AppContext,
  provider: OnlinePaymentProvider,
  row: ProviderAccountRow | null,
  base: string,
): PaymentProviderRecord {
  const values = row ? credentialsOf(ctx, row) : {};
  const shown = Object.fromEntries(
    PROVIDER_CREDENTIALS[provider].flatMap((field) => {
      const value = values[field.key];
      if (value === undefined) return [];
      return [[field.key, field.secret ? maskSecret(value) : value]];
    }),
  );
  const currencies = PROVIDER_CURRENCIES[provider];
  return {
    provider,
    configured: credentialsComplete(provider, values),
    is_active: row?.is_active ?? false,
    payment_method_id: row?.payment_method_id ?? null,
    credentials: shown,
    notify_url: row ? notifyUrl(base, row) : null,
    currencies: currencies ? [...currencies] : null,
    updated_at: row ? row.updated_at.toISOString() : null,
  };
}

/** Every provider Comptoir knows, each with the company's account when it has one. */
export async function listProviders(
  ctx: AppContext,
  scope: Scope,
  base: string,
): Promise<PaymentProviderRecord[]> {
  const rows = await providerAccounts(ctx.db, scope.companyId);
  return ONLINE_PAYMENT_PROVIDERS.map((provider) =>
    toProviderDto(ctx, provider, rows.find((row) => row.provider === provider) ?? null, base),
  );
}

/**
 * The payment method an account records its payments with: the one chosen (kind payment_agregator),
 * else the company's aggregator method for this provider, else a new one named after it.
 */
async function methodFor(
  tx: Executor,
  companyId: string,
  provider: OnlinePaymentProvider,
  chosen: string | null | undefined,
  actorId: string,
): Promise<string> {
  if (chosen) {
    const method = await findPaymentMethod(tx, companyId, chosen);
    if (method?.kind !== 'payment_agregator' || !method.is_active) {
      throw new AppError(
        'validation_failed',
        {},
        { payment_method_id: ['online_payments.method_not_aggregator'] },
      );
    }
    return method.id;
  }
  await lockPaymentMethods(tx, companyId);
  const [existing] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.company_id, companyId),
        eq(paymentMethods.kind, 'payment_agregator'),
        eq(paymentMethods.provider, provider),
        eq(paymentMethods.is_active, true),
        isNull(paymentMethods.deleted_at),
      ),
    )
    .limit(1);
  if (existing) return existing.id;
  const method = await insertPaymentMethod(tx, companyId, {
    name: PROVIDER_NAMES[provider],
    kind: 'payment_agregator',
    accounting_code: defaultAccountingCode('payment_agregator'),
    provider,
    is_default: false,
    is_active: true,
    created_by: actorId,
  });
  return method.id;
}

/** Saves a provider account: credentials merged over the stored ones, checked, sealed; secrets never echoed. */
export async function putProvider(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  provider: OnlinePaymentProvider,
  input: PaymentProviderPut,
  base: string,
): Promise<PaymentProviderRecord> {
  const { companyId } = scope;
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findProviderAccount(tx, companyId, provider, { lock: true });
    const merged = { ...(current ? credentialsOf(ctx, current) : {}), ...input.credentials };
    const active = input.is_active ?? current?.is_active ?? false;
    const problems = credentialProblems(provider, merged, { active });
    if (Object.keys(problems).length > 0) throw new AppError('validation_failed', {}, problems);
    const methodId =
      input.payment_method_id === undefined && current?.payment_method_id
        ? current.payment_method_id
        : await methodFor(tx, companyId, provider, input.payment_method_id, actorId);
    const values = {
      is_active: active,
      payment_method_id: methodId,
      credentials: sealCredentials(ctx, merged),
    };
    const saved = current
      ? await updateProviderAccount(tx, companyId, current.id, values)
      : await insertProviderAccount(tx, { ...values, company_id: companyId, provider, created_by: actorId });
    await recordEvent(tx, {
      companyId,
      type: 'payment_provider.saved',
      subjectId: saved.id,
      actorUserId: actorId,
      // Names of the credentials changed, never their values.
      payload: { provider, is_active: active, credentials: Object.keys(input.credentials ?? {}) },
    });
    return saved;
  });
  return toProviderDto(ctx, provider, row, base);
}

/** Forgets a provider account; one that already took payments is only switched off (its history stays). */
export async function deleteProvider(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  provider: OnlinePaymentProvider,
): Promise<void> {
  const { companyId } = scope;
  await ctx.db.transaction(async (tx) => {
    const current = await findProviderAccount(tx, companyId, provider, { lock: true });
    if (!current) throw new AppError('not_found', { resource: 'resource.payment_provider' });
    if (await accountHasPayments(tx, companyId, current.id)) {
      await updateProviderAccount(tx, companyId, current.id, { is_active: false });
    } else {
      await deleteProviderAccount(tx, companyId, current.id);
    }
    await recordEvent(tx, {
      companyId,
      type: 'payment_provider.removed',
      subjectId: current.id,
      actorUserId: actorId,
      payload: { provider },
    });
  });
}
