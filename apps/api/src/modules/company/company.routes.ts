import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

export const companyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async () => {};
