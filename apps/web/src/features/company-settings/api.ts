import type {
  CompanyUpdate,
  CompanyVariablesAnswer,
  CompanyVariablesPut,
  CompanyWebsite,
  CompanyWebsiteUpdate,
  CompanyWithSubscription,
} from '@comptoir/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { unwrap } from '../../lib/http/api-client.ts';
import { variablesQuery } from '../online-payments/api.ts';
import { apiPath } from '../products/api.ts';

/** The company's settings, under one key so a save refreshes each part. */
export const companyKeys = { all: ['company'] as const };

export const companyQuery = queryOptions({
  queryKey: [...companyKeys.all, 'detail'],
  queryFn: async ({ signal }) =>
    unwrap(await api.get<{ data: CompanyWithSubscription }>(apiPath('company'), { signal })).data,
});

export { variablesQuery };

export const websiteQuery = queryOptions({
  queryKey: [...companyKeys.all, 'website'],
  queryFn: async ({ signal }) =>
    unwrap(await api.get<{ data: CompanyWebsite }>(apiPath('company/website'), { signal })).data,
});

export async function saveCompany(body: CompanyUpdate): Promise<CompanyWithSubscription> {
  return unwrap(await api.put<{ data: CompanyWithSubscription }>(apiPath('company'), body)).data;
}

export async function saveVariables(body: CompanyVariablesPut): Promise<CompanyVariablesAnswer> {
  return unwrap(await api.put<{ data: CompanyVariablesAnswer }>(apiPath('company/variables'), body)).data;
}

export async function saveWebsite(body: CompanyWebsiteUpdate): Promise<CompanyWebsite> {
  return unwrap(await api.put<{ data: CompanyWebsite }>(apiPath('company/website'), body)).data;
}

/** Prints this uploaded file as the logo on documents issued from now on. */
export async function setLogo(mediaId: string): Promise<CompanyWithSubscription> {
  return unwrap(
    await api.put<{ data: CompanyWithSubscription }>(apiPath('company/logo'), { media_id: mediaId }),
  ).data;
}

export async function clearLogo(): Promise<void> {
  unwrap(await api.delete(apiPath('company/logo')));
}
