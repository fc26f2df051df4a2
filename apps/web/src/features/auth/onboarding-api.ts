import type { Onboarding, OnboardingStep } from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import { keys } from '../../lib/query/query-keys.ts';

export const ONBOARDING_PATH = 'admin/company/onboarding';

export const onboardingQuery = queryOptions({
  queryKey: keys('company').detail('onboarding'),
  queryFn: async ({ signal }) =>
    unwrap(await api.get<{ data: Onboarding }>(ONBOARDING_PATH, { signal })).data,
});

export interface OnboardingChange {
  dismissed?: boolean;
  skip?: OnboardingStep[];
  unskip?: OnboardingStep[];
}

export async function updateOnboarding(change: OnboardingChange) {
  return unwrap(await api.put<{ data: Onboarding }>(ONBOARDING_PATH, change)).data;
}
