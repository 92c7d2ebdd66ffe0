import { adminAnalyticsApi } from '@dawanow/shared/api/admin-analytics';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../lib/csv-reply';
import { route } from '../../lib/endpoint';
import type { AdminAnalyticsService } from './admin-analytics.service';

export const adminAnalyticsRoutes: FastifyPluginAsync<{ analytics: AdminAnalyticsService }> = async (
  app,
  { analytics },
) => {
  // The marketplace's trading figures, pharmacy by pharmacy: never kept by a shared cache
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  route(app, adminAnalyticsApi.analytics, (request) => analytics.analytics(request.query));

  route(app, adminAnalyticsApi.exportTable, async (request, reply) => {
    const { table, ...query } = request.query;
    const { csv, filename } = await analytics.exportTable(query, table);
    return sendCsv(reply, filename, csv);
  });
};
