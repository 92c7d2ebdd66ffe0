import { storeAnalyticsApi } from '@dawanow/shared/api/store-analytics';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../lib/csv-reply';
import { route } from '../../lib/endpoint';
import type { StoreAnalyticsService } from './store-analytics.service';

export const storeAnalyticsRoutes: FastifyPluginAsync<{ analytics: StoreAnalyticsService }> = async (
  app,
  { analytics },
) => {
  route(app, storeAnalyticsApi.analytics, (request) => {
    const { from, to } = request.query;
    return analytics.analytics(request.params.storeId, { from, to });
  });

  route(app, storeAnalyticsApi.exportTable, async (request, reply) => {
    const { from, to, table } = request.query;
    const { csv, filename } = await analytics.exportTable(request.params.storeId, { from, to }, table);
    return sendCsv(reply, filename, csv);
  });
};
