import { catalogApi } from '@dawanow/shared/api/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { route } from '../../lib/endpoint';
import type { CatalogService } from './catalog.service';

export const catalogRoutes: FastifyPluginAsync<{ catalog: CatalogService }> = async (app, { catalog }) => {
  route(app, catalogApi.categories, () => catalog.categories());

  route(app, catalogApi.categoryProducts, (request) => catalog.categoryPage(request.params.slug, request.query));

  route(app, catalogApi.popularProducts, (request) => catalog.popular(request.query.storeId, request.query.limit));

  route(app, catalogApi.orderAgain, (request) => catalog.orderAgain(actorOf(request).userId, request.query.storeId));

  route(app, catalogApi.product, (request) => catalog.detail(request.params.ref, request.query.storeId));

  route(app, catalogApi.search, (request) => catalog.search(request.query));

  route(app, catalogApi.searchSuggestions, (request) => catalog.suggestions(request.query.q, request.query.storeId));
};
