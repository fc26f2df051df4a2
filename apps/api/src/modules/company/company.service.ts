import type {
  AppShortcutsUpdate,
  CompanyLogoSet,
  CompanyUpdate,
  CompanyVariablesPut,
  CompanyWebsiteUpdate,
  OnboardingUpdate,
} from '@comptoir/core';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { CompanyVariables } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/outbox.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Scope } from '../../plugins/request-context.ts';
import { subscriptionOf } from '../plans/subscriptions.repo.ts';
import { toCompanyDto, toSubscriptionDto, variablesOf, websiteOf } from './company.dto.ts';
import { logoOf, uploadedLogo } from './company.logo.ts';
import { nextOnboardingState, onboardingOf } from './company.onboarding.ts';
import {
  type CompanyPatch,
  type CompanyRow,
  domainTakenElsewhere,
  findCompany,
  hasOrders,
  onboardingFacts,
  updateCompanyRow,
} from './company.repo.ts';

type Changes = Record<string, { from: unknown; to: unknown }>;

/** Fields of `next` whose value differs from `current` (deep, for jsonb values). */
function changesBetween(current: Record<string, unknown>, next: Record<string, unknown>): Changes {
  const changes: Changes = {};
  for (const [key, to] of Object.entries(next)) {
    if (to === undefined) continue;
    const from = current[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

const after = <T>(changes: Changes) =>
  Object.fromEntries(Object.entries(changes).map(([key, change]) => [key, change.to])) as Partial<T>;

async function company(db: Executor, companyId: string, lock = false): Promise<CompanyRow> {
  const row = await findCompany(db, companyId, { lock });
  if (!row) throw notFound('resource.company');
  return row;
}

/**
 * One write of a company's settings: locks the row, lets `change` compute the changes, and when
 * there are any, saves them with one event. A PUT that changes nothing writes nothing.
 */
async function writeCompany(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  type: string,
  change: (row: CompanyRow, tx: Executor) => Promise<{ patch: CompanyPatch; changes: Changes }>,
): Promise<CompanyRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await company(tx, scope.companyId, true);
    const { patch, changes } = await change(row, tx);
    if (Object.keys(changes).length === 0) return row;
    const updated = await updateCompanyRow(tx, scope.companyId, patch);
    await recordEvent(tx, {
      companyId: scope.companyId,
      type,
      subjectId: scope.companyId,
      actorUserId: actorId,
      payload: { fields: Object.keys(changes), changes },
    });
    return updated;
  });
}

/** The GET /company answer: the company, its plan, its logo with signed URLs, and whether its currency is locked. */
async function withSubscription(ctx: AppContext, row: CompanyRow) {
  const subscription = await subscriptionOf(ctx.db, row.id);
  const logo = await logoOf(ctx, row);
  const currencyLocked = await hasOrders(ctx.db, row.id);
  return {
    ...toCompanyDto(row),
    subscription: toSubscriptionDto(subscription),
    logo,
    currency_locked: currencyLocked,
  };
}

/**
 * Amounts are integers in the currency's minor unit with no currency beside them on prices, so
 * once orders exist a new currency would silently re-read every amount (25 000 XAF as 250.00 EUR).
 */
async function refuseLockedCurrency(tx: Executor, companyId: string, changes: Changes) {
  if (changes.currency && (await hasOrders(tx, companyId))) {
    throw new AppError('validation_failed', {}, { currency: ['company.currency_locked'] });
  }
}

export async function getCompany(ctx: AppContext, scope: Scope) {
  return withSubscription(ctx, await company(ctx.db, scope.companyId));
}

/** Blank optional text clears the field. */
const blankToNull = (value: string | null | undefined) => (value === '' ? null : value);

export async function updateCompany(ctx: AppContext, scope: Scope, actorId: string, input: CompanyUpdate) {
  const next = {
    ...input,
    email: input.email === undefined ? undefined : (input.email?.toLowerCase() ?? null),
    phone: blankToNull(input.phone),
    address: blankToNull(input.address),
    city: blankToNull(input.city),
    country: input.country === undefined ? undefined : (blankToNull(input.country)?.toUpperCase() ?? null),
    tax_id: blankToNull(input.tax_id),
  };
  const row = await writeCompany(ctx, scope, actorId, 'company.updated', async (current, tx) => {
    const changes = changesBetween(current, next);
    await refuseLockedCurrency(tx, scope.companyId, changes);
    return { patch: after<CompanyPatch>(changes), changes };
  });
  return withSubscription(ctx, row);
}

/** PUT /company/logo: documents issued from now on print this logo; those already issued keep theirs. */
export async function setCompanyLogo(ctx: AppContext, scope: Scope, actorId: string, input: CompanyLogoSet) {
  const media = await uploadedLogo(ctx, scope, input.media_id);
  const row = await writeCompany(ctx, scope, actorId, 'company.logo_updated', async (current) => ({
    patch: { logo_media_id: media.id, logo_key: media.storage_key },
    changes: changesBetween({ logo_media_id: current.logo_media_id }, { logo_media_id: media.id }),
  }));
  return withSubscription(ctx, row);
}

/** DELETE /company/logo: documents issued from now on print none. The file stays in the media library. */
export async function clearCompanyLogo(ctx: AppContext, scope: Scope, actorId: string) {
  await writeCompany(ctx, scope, actorId, 'company.logo_updated', async (current) => ({
    patch: { logo_media_id: null, logo_key: null },
    changes: changesBetween({ logo_media_id: current.logo_media_id }, { logo_media_id: null }),
  }));
}

export async function getWebsite(ctx: AppContext, scope: Scope) {
  return websiteOf(await company(ctx.db, scope.companyId));
}

export async function updateWebsite(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: CompanyWebsiteUpdate,
) {
  const row = await writeCompany(ctx, scope, actorId, 'company.website_updated', async (current, tx) => {
    const website = websiteOf(current);
    const changes = changesBetween(website, input);
    const domain = changes.domain?.to;
    if (typeof domain === 'string' && (await domainTakenElsewhere(tx, scope.companyId, domain))) {
      throw new AppError('duplicate', { field: 'field.domain' }, { domain: ['taken'] });
    }
    return { patch: { website: { ...website, ...input } }, changes };
  });
  return websiteOf(row);
}

/** Variables kept as columns of the company row rather than in its `variables` settings. */
const COMPANY_COLUMNS: readonly string[] = ['currency', 'timezone', 'locale'];
const isColumn = ([key]: [string, unknown]) => COMPANY_COLUMNS.includes(key);

export async function getVariables(ctx: AppContext, scope: Scope) {
  return variablesOf(await company(ctx.db, scope.companyId));
}

/** Document prefixes and stock rules live in `variables`; currency, time zone and locale on the company row. */
export async function updateVariables(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: CompanyVariablesPut,
) {
  const row = await writeCompany(ctx, scope, actorId, 'company.variables_updated', async (current, tx) => {
    const variables = variablesOf(current);
    const changes = changesBetween(variables, input);
    await refuseLockedCurrency(tx, scope.companyId, changes);
    const patch = after<CompanyPatch>(Object.fromEntries(Object.entries(changes).filter(isColumn)));
    if (Object.entries(changes).some((entry) => !isColumn(entry))) {
      const merged = Object.entries({ ...variables, ...input }).filter(
        (entry) => entry[1] !== undefined && !isColumn(entry),
      );
      patch.variables = Object.fromEntries(merged) as unknown as CompanyVariables;
    }
    return { patch, changes };
  });
  return variablesOf(row);
}

export async function getOnboarding(ctx: AppContext, scope: Scope) {
  const row = await company(ctx.db, scope.companyId);
  return onboardingOf(row, await onboardingFacts(ctx.db, scope.companyId));
}

export async function updateOnboarding(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: OnboardingUpdate,
) {
  const both = (input.skip ?? []).filter((step) => input.unskip?.includes(step));
  if (both.length > 0) {
    throw new AppError('validation_failed', {}, { unskip: ['company.onboarding_skip_conflict'] });
  }
  const row = await writeCompany(ctx, scope, actorId, 'company.onboarding_updated', async (current) => {
    const onboarding = nextOnboardingState(current.onboarding, input);
    const changes = changesBetween({ ...current.onboarding }, { ...onboarding });
    return { patch: { onboarding }, changes };
  });
  return onboardingOf(row, await onboardingFacts(ctx.db, scope.companyId));
}

export async function getAppShortcuts(ctx: AppContext, scope: Scope) {
  return { app_shortcuts: (await company(ctx.db, scope.companyId)).app_shortcuts };
}

export async function updateAppShortcuts(
  ctx: AppContext,
  scope: Scope,
  actorId: string,
  input: AppShortcutsUpdate,
) {
  const row = await writeCompany(ctx, scope, actorId, 'company.app_shortcuts_updated', async (current) => {
    const changes = changesBetween(
      { app_shortcuts: current.app_shortcuts },
      { app_shortcuts: input.app_shortcuts },
    );
    return { patch: { app_shortcuts: input.app_shortcuts }, changes };
  });
  return { app_shortcuts: row.app_shortcuts };
}
