import { adminDashboardApi } from '@dawanow/shared/api/admin-dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import type { AdminDashboardService } from './admin-dashboard.service';

export const adminDashboardRoutes: FastifyPluginAsync<{ dashboard: AdminDashboardService }> = async (
  app,
  { dashboard },
) => {
  route(app, adminDashboardApi.dashboard, () => dashboard.dashboard());
};
