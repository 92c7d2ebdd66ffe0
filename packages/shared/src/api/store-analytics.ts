/** A store's analytics over a range of Indian days, and the table behind each chart as CSV. */
import { z } from 'zod';
import { ZAnalyticsRange } from '../analytics';
import { ZAnalyticsExportQuery, ZStoreAnalytics } from '../store-analytics';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['store analytics'];
const ZStoreParams = z.object({ storeId: z.uuid('Not a store id') });

export const storeAnalyticsApi = {
  analytics: endpoint({
    method: 'GET',
    path: '/stores/:storeId/analytics',
    access: access.storeCan('analytics'),
    tags,
    summary: 'Sales and orders per day, orders by hour, top medicines, acceptance, fulfilment times, losses by reason',
    params: ZStoreParams,
    query: ZAnalyticsRange,
    responses: { 200: ZStoreAnalytics, ...ERROR_RESPONSES },
  }),
  /** A file download (`text/csv`, named in `content-disposition`): the browser opens it through `apiUrl`. */
  exportTable: endpoint({
    method: 'GET',
    path: '/stores/:storeId/analytics/export',
    access: access.storeCan('analytics'),
    tags,
    summary: "One chart's table as CSV, formula-looking cells neutralised",
    params: ZStoreParams,
    query: ZAnalyticsExportQuery,
    responses: { 200: z.string(), ...ERROR_RESPONSES },
  }),
};
