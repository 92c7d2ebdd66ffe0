import { healthApi } from '@dawanow/shared/api/health';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { route } from '../../lib/endpoint';
import { AppError } from '../../lib/errors';

export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  route(app, healthApi.health, () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }));

  route(app, healthApi.ready, async (request) => {
    try {
      await database.ping();
    } catch (err) {
      request.log.warn({ err }, 'database did not answer the readiness check');
      throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering.');
    }
    // Without its replica this process cannot show the catalogue: the balancer should send customers elsewhere
    const { reads } = database;
    if (reads.isReplica) {
      try {
        await reads.ping();
      } catch (err) {
        request.log.warn({ err }, 'the read replica did not answer the readiness check');
        throw new AppError('SERVICE_UNAVAILABLE', 'The read replica is not answering.');
      }
    }
    return {
      status: 'ready' as const,
      database: database.kind,
      reads: reads.isReplica ? ('replica' as const) : ('primary' as const),
    };
  });
};
