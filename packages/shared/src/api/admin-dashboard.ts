/** The admin panel's dashboard: the marketplace's status now. */
import { ZAdminDashboard } from '../admin-dashboard';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

export const adminDashboardApi = {
  dashboard: endpoint({
    method: 'GET',
    path: '/admin/dashboard',
    access: access.admin,
    tags: ['admin'],
    summary:
      "Today's orders and GMV against last week, open orders by state, late offers and packing, stores online, queues",
    responses: { 200: ZAdminDashboard, ...ERROR_RESPONSES },
  }),
};
