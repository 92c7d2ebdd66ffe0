/**
 * The admin panel's master catalogue: the list and its CSV, one product, adding and editing (version check),
 * the picture, the CSV import (dry run, then apply) and the stores' new-product requests. Every write is
 * audited; customers read products through `catalogApi`, and pictures through `productImage`.
 */
import { z } from 'zod';
import {
  ZAdminProductCreate,
  ZAdminProductDetail,
  ZAdminProductParams,
  ZAdminProductRequest,
  ZAdminProductRequests,
  ZAdminProductRequestsQuery,
  ZAdminProductsFilters,
  ZAdminProductsPage,
  ZAdminProductsQuery,
  ZAdminProductUpdate,
  ZCatalogImportReport,
  ZCatalogImportRequest,
  ZProductImageParams,
  ZProductRequestApproval,
  ZProductRequestDecisionNote,
  ZProductRequestParams,
} from '../admin-catalog';
import { ZApiError } from '../errors';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['admin'];
const errors = ERROR_RESPONSES;

export const adminCatalogApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/products',
    access: access.admin,
    tags,
    summary:
      'Products, recently changed first: search by part of name, SKU or salt; filters by schedule, category, status, picture, storage',
    query: ZAdminProductsQuery,
    responses: { 200: ZAdminProductsPage, ...errors },
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/admin/products/export',
    access: access.admin,
    tags,
    summary: 'The filtered catalogue as CSV (at most 10,000 products), formula-looking cells neutralised',
    query: ZAdminProductsFilters,
    responses: { 200: z.string(), ...errors },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/admin/products/:productId',
    access: access.admin,
    tags,
    summary: 'One product, inactive ones too, with the version an edit must name',
    params: ZAdminProductParams,
    responses: { 200: ZAdminProductDetail, ...errors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/products',
    access: access.admin,
    tags,
    summary: 'Adds a product to the master catalogue (never an active Schedule X or NDPS one); audited',
    body: ZAdminProductCreate,
    responses: { 201: ZAdminProductDetail, ...errors },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/admin/products/:productId',
    access: access.admin,
    tags,
    summary: 'Edits, deactivates or reactivates a product; refused if it changed since loaded; audited',
    params: ZAdminProductParams,
    body: ZAdminProductUpdate,
    responses: { 200: ZAdminProductDetail, ...errors },
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: '/admin/products/:productId/image',
    access: access.admin,
    tags,
    summary:
      "Replaces the product's picture (one image of at most 5 MB, re-encoded as WebP at three widths without metadata)",
    params: ZAdminProductParams,
    responses: { 200: ZAdminProductDetail, ...errors, 413: ZApiError, 415: ZApiError },
  }),
  importCsv: endpoint({
    method: 'POST',
    path: '/admin/products/import',
    access: access.admin,
    tags,
    summary: "A catalogue CSV through the importer: the dry run's report, or the import itself with `apply`; audited",
    body: ZCatalogImportRequest,
    bodyLimit: 5 * 1024 * 1024,
    responses: { 200: ZCatalogImportReport, ...errors, 413: ZApiError },
  }),
  requests: endpoint({
    method: 'GET',
    path: '/admin/product-requests',
    access: access.admin,
    tags,
    summary: "Stores' new-product requests in one state (pending by default), oldest first",
    query: ZAdminProductRequestsQuery,
    responses: { 200: ZAdminProductRequests, ...errors },
  }),
  requestPhoto: endpoint({
    method: 'GET',
    path: '/admin/product-requests/:requestId/photo',
    access: access.admin,
    tags,
    summary: "A request's label photo (JPEG)",
    params: ZProductRequestParams,
    responses: { 200: z.any(), ...errors },
  }),
  approveRequest: endpoint({
    method: 'POST',
    path: '/admin/product-requests/:requestId/approve',
    access: access.admin,
    tags,
    summary: 'Adds the product as the administrator corrected it and tells the store; audited',
    params: ZProductRequestParams,
    body: ZProductRequestApproval,
    responses: { 200: ZAdminProductRequest, ...errors },
  }),
  requestChanges: endpoint({
    method: 'POST',
    path: '/admin/product-requests/:requestId/request-changes',
    access: access.admin,
    tags,
    summary: 'Sends the request back to the store with a note saying what to change; audited',
    params: ZProductRequestParams,
    body: ZProductRequestDecisionNote,
    responses: { 200: ZAdminProductRequest, ...errors },
  }),
  rejectRequest: endpoint({
    method: 'POST',
    path: '/admin/product-requests/:requestId/reject',
    access: access.admin,
    tags,
    summary: 'Declines the request with a note the store reads; audited',
    params: ZProductRequestParams,
    body: ZProductRequestDecisionNote,
    responses: { 200: ZAdminProductRequest, ...errors },
  }),
  /** What customers' screens show; a new picture is a new name, so it never changes under one address. */
  productImage: endpoint({
    method: 'GET',
    path: '/product-images/:imageName',
    access: access.public,
    tags: ['catalog'],
    summary: "A product's picture at one width (WebP)",
    params: ZProductImageParams,
    responses: { 200: z.any(), 400: ZApiError, 404: ZApiError },
  }),
};
