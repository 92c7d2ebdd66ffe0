import { storeDashboardApi } from '@dawanow/shared/api/store-dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import type { StoreDashboardService } from './store-dashboard.service';

export const storeDashboardRoutes: FastifyPluginAsync<{ dashboard: StoreDashboardService }> = async (
  app,
  { dashboard },
) => {
  route(app, storeDashboardApi.dashboard, (request) => dashboard.dashboard(request.params.storeId));
  route(app, storeDashboardApi.accepting, (request) =>
    dashboard.setAccepting(request.params.storeId, request.body.accepting),
  );
};
