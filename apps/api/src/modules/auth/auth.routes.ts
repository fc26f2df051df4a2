import {
  acceptInvitationSchema,
  authTokenResponseSchema,
  loginSchema,
  loginWithPinSchema,
  passwordEmailSchema,
  passwordResetSchema,
  profileUpdateSchema,
  registerSchema,
} from '@comptoir/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { t } from '../../i18n/messages.ts';
import { acceptInvitation } from '../users/invitations.service.ts';
import { login, loginWithPin, logout, requestPasswordReset, resetPassword, setPin } from './auth.service.ts';
import { currentUser, updateProfile } from './profile.service.ts';
import { register } from './registration.service.ts';
import { requestMeta } from './request-meta.ts';

const messageSchema = z.object({ message: z.string() });
const pub = { access: { public: true } } as const;
const signedIn = { access: { authenticated: true } } as const;

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/auth/register',
    {
      config: pub,
      schema: {
        tags: ['auth'],
        summary: 'Sign up: company, admin, shop, warehouse, free plan',
        body: registerSchema,
        response: { 201: authTokenResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await register(ctx, request.body, requestMeta(request))),
  );

  app.post(
    '/auth/login',
    {
      config: pub,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginSchema,
        response: { 200: authTokenResponseSchema },
      },
    },
    async (request) => login(ctx, request.body, requestMeta(request)),
  );

  app.post(
    '/auth/login-with-pin',
    {
      config: pub,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with company code and PIN',
        body: loginWithPinSchema,
        response: { 200: authTokenResponseSchema },
      },
    },
    async (request) => loginWithPin(ctx, request.body, requestMeta(request)),
  );

  app.post(
    '/auth/logout',
    {
      config: signedIn,
      schema: { tags: ['auth'], summary: 'Revoke the current token', response: { 200: messageSchema } },
    },
    async (request) => {
      await logout(ctx, request.auth!.tokenId, request.auth!.id, request.auth!.company_id);
      return { message: t(request.locale, 'auth.logged_out') };
    },
  );

  app.post(
    '/auth/password/email',
    {
      config: pub,
      schema: {
        tags: ['auth'],
        summary: 'Email a 6-digit password reset code',
        body: passwordEmailSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body.email, requestMeta(request));
      return { message: t(request.locale, 'auth.reset_sent') };
    },
  );

  app.post(
    '/auth/password/reset',
    {
      config: pub,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed code',
        body: passwordResetSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body);
      return { message: t(request.locale, 'auth.password_reset') };
    },
  );

  app.post(
    '/auth/invitations/accept',
    {
      config: pub,
      schema: {
        tags: ['auth'],
        summary: 'Accept a staff invitation and choose a password',
        body: acceptInvitationSchema,
        response: { 200: authTokenResponseSchema },
      },
    },
    async (request) => acceptInvitation(ctx, request.body, requestMeta(request)),
  );

  app.get(
    '/user',
    {
      config: signedIn,
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user with role, PIN flag, company and subscription',
      },
    },
    async (request) => currentUser(ctx, request.auth!.id, request.scope!),
  );

  app.put(
    '/user',
    {
      config: signedIn,
      schema: {
        tags: ['profile'],
        summary: 'Update your own profile or password',
        body: profileUpdateSchema,
      },
    },
    async (request) => ({ data: await updateProfile(ctx, request.auth!, request.body) }),
  );

  app.post(
    '/user/set-pin',
    {
      config: signedIn,
      schema: {
        tags: ['profile'],
        summary: 'Set your 4-digit PIN (unique within the company)',
        body: z.object({ pin: z.string().max(16), pin_confirmation: z.string().max(16).optional() }),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await setPin(ctx, request.auth!, request.body);
      return { message: t(request.locale, 'auth.pin_set') };
    },
  );
};
