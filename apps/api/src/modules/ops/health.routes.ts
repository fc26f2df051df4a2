import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';

/** Liveness (the process answers) and readiness (the database answers; 503 while shutting down). */
export const healthRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    if (closing) return reply.code(503).send({ status: 'closing' });
    try {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ready', database: ctx.database.kind };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
};
