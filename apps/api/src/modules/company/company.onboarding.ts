import { DEFAULT_CURRENCY, ONBOARDING_STEPS, type Onboarding, type OnboardingStep } from '@comptoir/core';
import type { OnboardingState } from '../../db/schema/index.ts';
import type { CompanyRow, OnboardingFacts } from './company.repo.ts';

/**
 * The guided checklist of a new merchant. Each step is read from the company's real data,
 * never stored as "done", so it stays true when the data changes:
 * - company_details: a phone number and an address or a city (what receipts and invoices print).
 * - currency: the currency is not the default USD (chosen at sign-up or later), or the company has
 *   saved a change to its currency, time zone, locale or document settings at least once
 *   (a 'company.updated' event touching currency/timezone/locale, or any 'company.variables_updated').
 *   A merchant who keeps USD and changes nothing confirms the step by skipping it.
 * - first_shop: the shop made at sign-up was edited afterwards (renamed, address set…: its
 *   updated_at moved past created_at), or the company has a second live shop.
 * - first_product: see the TODO below.
 * - invite_staff: the company has more than one live user (invited users count: inviting is the step).
 */
export function stepDone(step: OnboardingStep, company: CompanyRow, facts: OnboardingFacts): boolean {
  switch (step) {
    case 'company_details':
      return filled(company.phone) && (filled(company.address) || filled(company.city));
    case 'currency':
      return company.currency !== DEFAULT_CURRENCY || facts.settingsChanged;
    case 'first_shop':
      return facts.liveShops > 1 || facts.shopEdited;
    case 'first_product':
      // TODO(catalog): there is no products table until the catalog module (products, variants, stock)
      // lands; then done = the company has at least one live product. Until then only skipping completes it.
      return false;
    case 'invite_staff':
      return facts.users > 1;
  }
}

const filled = (value: string | null) => value !== null && value.trim() !== '';

/** Skipped steps as stored, keeping only known steps, in checklist order. */
export function skippedSteps(state: OnboardingState): OnboardingStep[] {
  const skipped = new Set(state.skipped);
  return ONBOARDING_STEPS.filter((step) => skipped.has(step));
}

export function onboardingOf(company: CompanyRow, facts: OnboardingFacts): Onboarding {
  const skipped = new Set(skippedSteps(company.onboarding));
  const steps = ONBOARDING_STEPS.map((key) => ({
    key,
    done: stepDone(key, company, facts),
    skipped: skipped.has(key),
  }));
  const settled = steps.filter((s) => s.done || s.skipped).length;
  return {
    steps,
    progress: Math.round((settled * 100) / steps.length),
    completed: settled === steps.length,
    dismissed: company.onboarding.dismissed === true,
  };
}

/** The stored state after a PUT: skips added, unskips removed, dismissal set when given. */
export function nextOnboardingState(
  current: OnboardingState,
  input: {
    dismissed?: boolean | undefined;
    skip?: OnboardingStep[] | undefined;
    unskip?: OnboardingStep[] | undefined;
  },
): OnboardingState {
  const skipped = new Set(skippedSteps(current));
  for (const step of input.skip ?? []) skipped.add(step);
  for (const step of input.unskip ?? []) skipped.delete(step);
  return {
    dismissed: input.dismissed ?? current.dismissed === true,
    skipped: ONBOARDING_STEPS.filter((step) => skipped.has(step)),
  };
}
