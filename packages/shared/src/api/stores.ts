/** Partner pharmacies: the locator, one store's public details and its team. */
import { z } from 'zod';
import { ZStoreMemberRole } from '../auth';
import { ZApiError } from '../errors';
import { ZNearbyStoresQuery, ZNearbyStoresResponse, ZStoreDetail } from '../stores';
import { access, endpoint } from './endpoint';

const tags = ['stores'];

export const ZStoreMembers = z.object({
  members: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      role: ZStoreMemberRole,
    }),
  ),
});

export const storesApi = {
  nearby: endpoint({
    method: 'GET',
    path: '/stores/nearby',
    access: access.public,
    tags,
    summary: 'Partner pharmacies within the radius (≤ 5 km), nearest first (SPEC §7 store-locator)',
    query: ZNearbyStoresQuery,
    responses: { 200: ZNearbyStoresResponse, 400: ZApiError },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/stores/:storeId',
    access: access.public,
    tags,
    summary: 'One partner pharmacy: licences, pharmacist, GSTIN and weekly hours',
    params: z.object({ storeId: z.uuid('Not a store id') }),
    responses: { 200: ZStoreDetail, 400: ZApiError, 404: ZApiError },
  }),
  members: endpoint({
    method: 'GET',
    path: '/stores/:storeId/members',
    // ARCHITECTURE §5: a store's team is visible to its own owners/admins only
    access: access.storeCan('team'),
    tags,
    summary: "The store's team (store admins of that store, platform admins)",
    params: z.object({ storeId: z.uuid() }),
    responses: { 200: ZStoreMembers, 401: ZApiError, 403: ZApiError },
  }),
};
