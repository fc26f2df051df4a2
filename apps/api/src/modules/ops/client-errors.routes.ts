import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';

const clientErrorSchema = z.object({
  message: z.string().max(2000),
  stack: z.string().max(10_000).optional(),
  component_stack: z.string().max(10_000).optional(),
  url: z.string().max(2000).optional(),
  client_version: z.string().max(64).optional(),
});

const PER_IP = { max: 30, windowMs: 60_000 };

/** The web app's crash screen reports here; the report goes to the structured log. */
export const clientErrorRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/client-errors',
    {
      config: { access: { public: true } },
      schema: { tags: ['ops'], summary: 'Report a crash seen in the web app', body: clientErrorSchema },
    },
    async (request, reply) => {
      const key = `client-errors:${request.ip}`;
      const wait = await ctx.limiter.retryAfter(key, PER_IP);
      if (wait > 0)
        throw new AppError('throttled', { seconds: wait }, undefined, { 'retry-after': String(wait) });
      await ctx.limiter.hit(key, PER_IP);
      request.log.warn({ clientError: request.body }, 'client error reported');
      return reply.code(202).send({ message: 'reported' });
    },
  );
};
