/** The marketplace's analytics over a range of Indian days, and the table behind each chart as CSV. */
import { z } from 'zod';
import { ZAdminAnalytics, ZAdminAnalyticsExportQuery, ZAdminAnalyticsQuery } from '../admin-analytics';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['admin'];

export const adminAnalyticsApi = {
  analytics: endpoint({
    method: 'GET',
    path: '/admin/analytics',
    access: access.admin,
    tags,
    summary:
      'GMV, orders, new and returning customers, acceptance, fulfilment, promise kept, losses by reason, top sellers, pharmacies',
    query: ZAdminAnalyticsQuery,
    responses: { 200: ZAdminAnalytics, ...ERROR_RESPONSES },
  }),
  /** A file download (`text/csv`, named in `content-disposition`): the browser opens it through `apiUrl`. */
  exportTable: endpoint({
    method: 'GET',
    path: '/admin/analytics/export',
    access: access.admin,
    tags,
    summary: "One chart's table as CSV, formula-looking cells neutralised",
    query: ZAdminAnalyticsExportQuery,
    responses: { 200: z.string(), ...ERROR_RESPONSES },
  }),
};
