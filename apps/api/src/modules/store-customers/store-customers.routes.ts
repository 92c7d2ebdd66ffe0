import { storeCustomersApi } from '@dawanow/shared/api/store-customers';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/endpoint';
import type { StoreCustomersService } from './store-customers.service';

export const storeCustomersRoutes: FastifyPluginAsync<{ customers: StoreCustomersService }> = async (
  app,
  { customers },
) => {
  route(app, storeCustomersApi.list, (request) => customers.list(request.params.storeId, request.query));
  route(app, storeCustomersApi.detail, (request) =>
    customers.detail(request.params.storeId, request.params.customerId),
  );
};
