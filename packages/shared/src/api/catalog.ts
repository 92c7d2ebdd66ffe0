/** The catalogue: categories, products, search, and a customer's order-again shelf. */
import { z } from 'zod';
import { ZCategoryList, ZCategoryPage, ZCategoryProductsQuery, ZCategorySlug } from '../catalog';
import { ZApiError } from '../errors';
import {
  ZOrderAgainQuery,
  ZPopularProductsQuery,
  ZProductDetail,
  ZProductList,
  ZProductRef,
  ZStoreScope,
} from '../products';
import { ZSearchQuery, ZSearchResults, ZSuggestions, ZSuggestQuery } from '../search';
import { access, endpoint } from './endpoint';

const tags = ['catalog'];

export const catalogApi = {
  categories: endpoint({
    method: 'GET',
    path: '/categories',
    access: access.public,
    tags,
    summary: 'Active categories, parents first, with product counts',
    responses: { 200: ZCategoryList },
  }),
  categoryProducts: endpoint({
    method: 'GET',
    path: '/categories/:slug/products',
    access: access.public,
    tags,
    summary: 'A category page: its subcategories and its products (and theirs), paginated',
    params: z.object({ slug: ZCategorySlug }),
    query: ZCategoryProductsQuery,
    responses: { 200: ZCategoryPage, 400: ZApiError, 404: ZApiError },
  }),
  popularProducts: endpoint({
    method: 'GET',
    path: '/products/popular',
    access: access.public,
    tags,
    summary: 'Best sellers; with a store, only those it can deliver now',
    query: ZPopularProductsQuery,
    responses: { 200: ZProductList, 400: ZApiError },
  }),
  orderAgain: endpoint({
    method: 'GET',
    path: '/products/order-again',
    access: access.signedIn,
    tags,
    summary: "The caller's recently ordered products, latest first, with this store's price and stock",
    query: ZOrderAgainQuery,
    responses: { 200: ZProductList, 400: ZApiError, 401: ZApiError },
  }),
  product: endpoint({
    method: 'GET',
    path: '/products/:ref',
    access: access.public,
    tags,
    summary: 'One product by id or slug, with the store’s offer and substitutes (same salts and strengths)',
    params: z.object({ ref: ZProductRef }),
    query: ZStoreScope,
    responses: { 200: ZProductDetail, 400: ZApiError, 404: ZApiError },
  }),
  search: endpoint({
    method: 'GET',
    path: '/search',
    access: access.public,
    tags,
    summary: 'Typo-tolerant product search by name, brand, salt and category, with filters and sort',
    query: ZSearchQuery,
    responses: { 200: ZSearchResults, 400: ZApiError },
  }),
  searchSuggestions: endpoint({
    method: 'GET',
    path: '/search/suggestions',
    access: access.public,
    tags,
    summary: 'Autocomplete while typing: the best few products and matching categories',
    query: ZSuggestQuery,
    responses: { 200: ZSuggestions, 400: ZApiError },
  }),
};
