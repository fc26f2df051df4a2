import {
  appShortcutsSchema,
  appShortcutsUpdateSchema,
  companyLogoSetSchema,
  companyUpdateSchema,
  companyVariablesAnswerSchema,
  companyVariablesPutSchema,
  companyWebsiteSchema,
  companyWebsiteUpdateSchema,
  companyWithSubscriptionSchema,
  dataResponseSchema,
  onboardingSchema,
  onboardingUpdateSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import {
  clearCompanyLogo,
  getAppShortcuts,
  getCompany,
  getOnboarding,
  getVariables,
  getWebsite,
  setCompanyLogo,
  updateAppShortcuts,
  updateCompany,
  updateOnboarding,
  updateVariables,
  updateWebsite,
} from './company.service.ts';

const view = { access: { permission: 'company.view' } } as const;
const update = { access: { permission: 'company.update' } } as const;
const tags = ['company'];

/** The company the request acts in (request.scope.companyId: a super-admin may act in another one). */
export const companyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const answer = dataResponseSchema(companyWithSubscriptionSchema);
  app.get(
    '/company',
    {
      config: view,
      schema: { tags, summary: 'The company with its subscription', response: { 200: answer } },
    },
    async (request) => ({ data: await getCompany(ctx, request.scope!) }),
  );
  app.put(
    '/company',
    {
      config: update,
      schema: {
        tags,
        summary: 'Change the company details',
        body: companyUpdateSchema,
        response: { 200: answer },
      },
    },
    async (request) => ({ data: await updateCompany(ctx, request.scope!, request.auth!.id, request.body) }),
  );

  app.put(
    '/company/logo',
    {
      config: update,
      schema: {
        tags,
        summary: 'Print this logo on documents issued from now on',
        description:
          'media_id: an image the company uploaded to the `logo` media collection (PNG, JPEG or WebP). Documents already issued keep the logo they were issued with. 422 for an unknown file, another collection or a file whose bytes never arrived.',
        body: companyLogoSetSchema,
        response: { 200: answer },
      },
    },
    async (request) => ({
      data: await setCompanyLogo(ctx, request.scope!, request.auth!.id, request.body),
    }),
  );
  app.delete(
    '/company/logo',
    {
      config: update,
      schema: {
        tags,
        summary: 'Print no logo on documents issued from now on (the file stays in the media library)',
      },
    },
    async (request, reply) => {
      await clearCompanyLogo(ctx, request.scope!, request.auth!.id);
      return reply.code(204).send();
    },
  );

  const website = dataResponseSchema(companyWebsiteSchema);
  app.get(
    '/company/website',
    { config: view, schema: { tags, summary: 'Website settings', response: { 200: website } } },
    async (request) => ({ data: await getWebsite(ctx, request.scope!) }),
  );
  app.put(
    '/company/website',
    {
      config: update,
      schema: {
        tags,
        summary: 'Change website settings (fields not sent are kept)',
        body: companyWebsiteUpdateSchema,
        response: { 200: website },
      },
    },
    async (request) => ({ data: await updateWebsite(ctx, request.scope!, request.auth!.id, request.body) }),
  );

  const variables = dataResponseSchema(companyVariablesAnswerSchema);
  app.get(
    '/company/variables',
    {
      config: view,
      schema: {
        tags,
        summary: 'Currency, time zone, locale, document prefixes and stock rules',
        response: { 200: variables },
      },
    },
    async (request) => ({ data: await getVariables(ctx, request.scope!) }),
  );
  app.put(
    '/company/variables',
    {
      config: update,
      schema: {
        tags,
        summary: 'Change company variables (fields not sent are kept)',
        body: companyVariablesPutSchema,
        response: { 200: variables },
      },
    },
    async (request) => ({ data: await updateVariables(ctx, request.scope!, request.auth!.id, request.body) }),
  );

  const onboarding = dataResponseSchema(onboardingSchema);
  app.get(
    '/company/onboarding',
    {
      config: view,
      schema: {
        tags,
        summary: 'The new-merchant checklist, computed from the company data',
        response: { 200: onboarding },
      },
    },
    async (request) => ({ data: await getOnboarding(ctx, request.scope!) }),
  );
  app.put(
    '/company/onboarding',
    {
      config: update,
      schema: {
        tags,
        summary: 'Dismiss the checklist, skip or unskip steps',
        body: onboardingUpdateSchema,
        response: { 200: onboarding },
      },
    },
    async (request) => ({
      data: await updateOnboarding(ctx, request.scope!, request.auth!.id, request.body),
    }),
  );

  const shortcuts = dataResponseSchema(appShortcutsSchema);
  app.get(
    '/company/app-shortcuts',
    { config: view, schema: { tags, summary: 'Apps pinned for the company', response: { 200: shortcuts } } },
    async (request) => ({ data: await getAppShortcuts(ctx, request.scope!) }),
  );
  app.put(
    '/company/app-shortcuts',
    {
      config: update,
      schema: {
        tags,
        summary: 'Replace the pinned apps, in order',
        body: appShortcutsUpdateSchema,
        response: { 200: shortcuts },
      },
    },
    async (request) => ({
      data: await updateAppShortcuts(ctx, request.scope!, request.auth!.id, request.body),
    }),
  );
};
