import { catalogApi } from '@dawanow/shared/api/catalog';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../lib/access';
import { route } from '../../lib/endpoint';
import { keptFor, revalidated } from '../../lib/http-cache';
import type { CatalogService } from './catalog.service';

// The tables each answer is read from: a write to any of them drops this process's copies (read-cache.ts). A copy is
// kept a minute at most, as the sellable-expiry cut-off moves with the date alone.
const KEEP_MS = 60_000;
const CATALOGUE = ['categories', 'products'];
const SHELVES = [...CATALOGUE, 'store_inventory', 'inventory_batches'];
const SEARCH = [...SHELVES, 'search_terms', 'search_vocabulary'];

/** `isReplica`: the catalogue service reads a replica (DATABASE_READ_URL) */
export const catalogRoutes: FastifyPluginAsync<{ catalog: CatalogService; isReplica: boolean }> = async (
  app,
  { catalog, isReplica },
) => {
  // The primary announces a change before a replica has replayed it: an answer read there just after the notice
  // could be the old one, and would then be kept as current. Read from a replica, nothing is kept in the process
  // (docs/decisions.md); browsers and CDNs still revalidate by ETag.
  const keptUntilChanged = (tables: readonly string[]) => (isReplica ? undefined : { tables, ms: KEEP_MS });
  // Prices and stock change with every sale: browsers and CDNs ask each time (a 304 when nothing changed).
  const shelves = revalidated(keptUntilChanged(SHELVES));

  route(app, catalogApi.categories, () => catalog.categories(), { cache: revalidated(keptUntilChanged(CATALOGUE)) });

  route(app, catalogApi.categoryProducts, (request) => catalog.categoryPage(request.params.slug, request.query), {
    cache: shelves,
  });

  route(app, catalogApi.popularProducts, (request) => catalog.popular(request.query.storeId, request.query.limit), {
    cache: shelves,
  });

  route(app, catalogApi.orderAgain, (request) => catalog.orderAgain(actorOf(request).userId, request.query.storeId));

  route(app, catalogApi.product, (request) => catalog.detail(request.params.ref, request.query.storeId), {
    cache: shelves,
  });

  // Searches are too many to keep; their answers still carry a validator.
  route(app, catalogApi.search, (request) => catalog.search(request.query), { cache: revalidated() });

  // Suggestions are hints while typing (the product page shows the current price): a browser may reuse them briefly.
  route(app, catalogApi.searchSuggestions, (request) => catalog.suggestions(request.query.q, request.query.storeId), {
    cache: keptFor(60, 300, keptUntilChanged(SEARCH)),
  });
};
