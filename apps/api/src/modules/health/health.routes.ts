import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { access } from '../../lib/access';
import { AppError } from '../../lib/errors';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { access: access.public },
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process is up',
        response: { 200: z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }) },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      config: { access: access.public },
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers',
        response: { 200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async (request) => {
      try {
        await database.ping();
      } catch (err) {
        request.log.warn({ err }, 'database did not answer the readiness check');
        throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering.');
      }
      return { status: 'ready' as const, database: database.kind };
    },
  );
};
