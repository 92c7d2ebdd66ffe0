import { ZCategoryList, ZCategoryPage, ZCategoryProductsQuery, ZCategorySlug } from '@dawanow/shared/catalog';
import { ZTestimonialList } from '@dawanow/shared/content';
import { ZApiError } from '@dawanow/shared/errors';
import {
  ZPopularProductsQuery,
  ZProductDetail,
  ZProductList,
  ZProductRef,
  ZStoreScope,
} from '@dawanow/shared/products';
import { ZSearchQuery, ZSearchResults, ZSuggestions, ZSuggestQuery } from '@dawanow/shared/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../lib/access';
import type { CatalogService } from './catalog.service';

const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/categories',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Active categories, parents first, with product counts',
        response: { 200: ZCategoryList },
      },
    },
    async () => catalog.categories(),
  );

  app.get(
    '/categories/:slug/products',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'A category page: its subcategories and its products (and theirs), paginated',
        params: z.object({ slug: ZCategorySlug }),
        querystring: ZCategoryProductsQuery,
        response: { 200: ZCategoryPage, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => catalog.categoryPage(request.params.slug, request.query),
  );

  app.get(
    '/products/popular',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Best sellers; with a store, only those it can deliver now',
        querystring: ZPopularProductsQuery,
        response: { 200: ZProductList, 400: ZApiError },
      },
    },
    async (request) => catalog.popular(request.query.storeId, request.query.limit),
  );

  app.get(
    '/products/:ref',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'One product by id or slug, with the store’s offer and substitutes (same salts and strengths)',
        params: z.object({ ref: ZProductRef }),
        querystring: ZStoreScope,
        response: { 200: ZProductDetail, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => catalog.detail(request.params.ref, request.query.storeId),
  );

  app.get(
    '/search',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Typo-tolerant product search by name, brand, salt and category, with filters and sort',
        querystring: ZSearchQuery,
        response: { 200: ZSearchResults, 400: ZApiError },
      },
    },
    async (request) => catalog.search(request.query),
  );

  app.get(
    '/search/suggestions',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Autocomplete while typing: the best few products and matching categories',
        querystring: ZSuggestQuery,
        response: { 200: ZSuggestions, 400: ZApiError },
      },
    },
    async (request) => catalog.suggestions(request.query.q, request.query.storeId),
  );

  app.get(
    '/testimonials',
    {
      config: { access: access.public },
      schema: { tags, summary: 'Published customer testimonials', response: { 200: ZTestimonialList } },
    },
    async () => catalog.testimonials(),
  );
};
