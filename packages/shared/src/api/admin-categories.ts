/**
 * The admin panel's categories: the tree and its CSV, one category, adding, editing, ordering, the image and
 * deleting an empty one. Every write is audited; customers read the result through `catalogApi.categories`,
 * and category pictures through `categoryImage`.
 */
import { z } from 'zod';
import {
  ZAdminCategoryCreate,
  ZAdminCategoryDelete,
  ZAdminCategoryDetail,
  ZAdminCategoryMove,
  ZAdminCategoryParams,
  ZAdminCategoryTree,
  ZAdminCategoryUpdate,
  ZCategoryImageParams,
} from '../admin-categories';
import { ZApiError } from '../errors';
import { access, ERROR_RESPONSES, endpoint, ZOk } from './endpoint';

const tags = ['admin'];
const errors = ERROR_RESPONSES;

export const adminCategoriesApi = {
  tree: endpoint({
    method: 'GET',
    path: '/admin/categories',
    access: access.admin,
    tags,
    summary: 'Every category, hidden ones too, in tree order, with product and subcategory counts',
    responses: { 200: ZAdminCategoryTree, ...errors },
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/admin/categories/export',
    access: access.admin,
    tags,
    summary: 'The category tree as CSV, formula-looking cells neutralised',
    responses: { 200: z.string(), ...errors },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/admin/categories/:categoryId',
    access: access.admin,
    tags,
    summary: 'One category with its SEO text, counts and the version an edit must name',
    params: ZAdminCategoryParams,
    responses: { 200: ZAdminCategoryDetail, ...errors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/categories',
    access: access.admin,
    tags,
    summary: 'Adds a category (top-level or under one), last among its siblings, with a unique slug; audited',
    body: ZAdminCategoryCreate,
    responses: { 201: ZAdminCategoryDetail, ...errors },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/admin/categories/:categoryId',
    access: access.admin,
    tags,
    summary: 'Renames, describes, moves under another parent, hides or shows; refused if changed since loaded',
    params: ZAdminCategoryParams,
    body: ZAdminCategoryUpdate,
    responses: { 200: ZAdminCategoryDetail, ...errors },
  }),
  move: endpoint({
    method: 'POST',
    path: '/admin/categories/:categoryId/move',
    access: access.admin,
    tags,
    summary: 'Moves a category one place up or down among its siblings; audited',
    params: ZAdminCategoryParams,
    body: ZAdminCategoryMove,
    responses: { 200: ZAdminCategoryTree, ...errors },
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: '/admin/categories/:categoryId/image',
    access: access.admin,
    tags,
    summary: "Replaces the category's image (one picture of at most 5 MB, re-encoded as WebP without metadata)",
    params: ZAdminCategoryParams,
    responses: { 200: ZAdminCategoryDetail, ...errors, 413: ZApiError, 415: ZApiError },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/categories/:categoryId',
    access: access.admin,
    tags,
    summary: 'Deletes a category with no products and no subcategories (otherwise hide it); audited',
    params: ZAdminCategoryParams,
    body: ZAdminCategoryDelete,
    responses: { 200: ZOk, ...errors },
  }),
  /** What customers' screens show; a new picture gets a new id, so it never changes under one address. */
  categoryImage: endpoint({
    method: 'GET',
    path: '/category-images/:imageId',
    access: access.public,
    tags: ['catalog'],
    summary: "A category's picture (WebP)",
    params: ZCategoryImageParams,
    responses: { 200: z.any(), 400: ZApiError, 404: ZApiError },
  }),
};
