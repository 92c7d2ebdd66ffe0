/** The store's stock (`/store/inventory`, `/store/inventory/add`): products, batches, movements, CSV, requests. */
import { z } from 'zod';
import { ZApiError } from '../errors';
import {
  ZAvailabilityUpdate,
  ZBatchCorrection,
  ZBatchReceipt,
  ZInventoryItem,
  ZInventoryPage,
  ZInventoryQuery,
  ZPriceUpdate,
  ZProductRequest,
  ZProductRequestInput,
  ZProductStock,
  ZShelveProduct,
  ZStockImportRequest,
  ZStockImportResult,
  ZWriteOff,
} from '../inventory';
import { access, ERROR_RESPONSES, endpoint } from './endpoint';

const tags = ['store inventory'];
const stock = access.storeCan('stock');
const ZStoreParams = z.object({ storeId: z.uuid('Not a store id') });
const ZProductParams = ZStoreParams.extend({ productId: z.uuid('Not a product id') });
const ZBatchParams = ZStoreParams.extend({ batchId: z.uuid('Not a batch id') });
const ZRequestParams = ZStoreParams.extend({ requestId: z.uuid('Not a request id') });

export const storeInventoryApi = {
  list: endpoint({
    method: 'GET',
    path: '/stores/:storeId/inventory',
    access: stock,
    tags,
    summary: 'The store’s products with stock, expiry and price: search, filters, sort, pages',
    params: ZStoreParams,
    query: ZInventoryQuery,
    responses: { 200: ZInventoryPage, ...ERROR_RESPONSES },
  }),
  product: endpoint({
    method: 'GET',
    path: '/stores/:storeId/inventory/:productId',
    access: stock,
    tags,
    summary: 'One product’s stock: its row, every batch (earliest expiry first) and the latest movements',
    params: ZProductParams,
    responses: { 200: ZProductStock, ...ERROR_RESPONSES },
  }),
  shelve: endpoint({
    method: 'POST',
    path: '/stores/:storeId/inventory',
    // Setting a price is a manager's decision (the permission table), so is putting a product on sale
    access: access.storeCan('prices'),
    tags,
    summary: 'Puts a catalogue product on the shelf with its price and first batch',
    params: ZStoreParams,
    body: ZShelveProduct,
    responses: { 201: ZProductStock, ...ERROR_RESPONSES },
  }),
  setPrice: endpoint({
    method: 'PUT',
    path: '/stores/:storeId/inventory/:productId/price',
    access: access.storeCan('prices'),
    tags,
    summary: 'Sets the selling price (at most MRP) and the low-stock threshold',
    params: ZProductParams,
    body: ZPriceUpdate,
    responses: { 200: ZInventoryItem, ...ERROR_RESPONSES },
  }),
  setAvailability: endpoint({
    method: 'PUT',
    path: '/stores/:storeId/inventory/:productId/availability',
    access: stock,
    tags,
    summary: 'Switches a product on or off for customers, whatever its stock',
    params: ZProductParams,
    body: ZAvailabilityUpdate,
    responses: { 200: ZInventoryItem, ...ERROR_RESPONSES },
  }),
  receive: endpoint({
    method: 'POST',
    path: '/stores/:storeId/inventory/:productId/batches',
    access: stock,
    tags,
    summary: 'Records stock received: a new batch, or more units of a batch on the shelf',
    params: ZProductParams,
    body: ZBatchReceipt,
    responses: { 200: ZProductStock, ...ERROR_RESPONSES },
  }),
  correct: endpoint({
    method: 'POST',
    path: '/stores/:storeId/batches/:batchId/correction',
    access: stock,
    tags,
    summary: 'Corrects a batch’s count after a stock-take, with the reason (kept in the movement log)',
    params: ZBatchParams,
    body: ZBatchCorrection,
    responses: { 200: ZProductStock, ...ERROR_RESPONSES },
  }),
  writeOff: endpoint({
    method: 'POST',
    path: '/stores/:storeId/batches/:batchId/write-off',
    access: stock,
    tags,
    summary: 'Writes off units of a batch: expired, damaged or recalled',
    params: ZBatchParams,
    body: ZWriteOff,
    responses: { 200: ZProductStock, ...ERROR_RESPONSES },
  }),
  importStock: endpoint({
    method: 'POST',
    path: '/stores/:storeId/inventory/import',
    // New products come in with their prices
    access: access.storeCan('prices'),
    tags,
    summary: 'Checks (dry run) or applies a stock CSV: sku, batch, expiry, quantity, price; all rows or none',
    params: ZStoreParams,
    body: ZStockImportRequest,
    // The file as JSON text, with room for escaping
    bodyLimit: 5 * 1024 * 1024,
    responses: { 200: ZStockImportResult, ...ERROR_RESPONSES, 413: ZApiError },
  }),
  exportStock: endpoint({
    method: 'GET',
    path: '/stores/:storeId/inventory/export',
    access: stock,
    tags,
    summary: 'The current stock as CSV, one row per batch with units (re-importable)',
    params: ZStoreParams,
    responses: { 200: z.string(), ...ERROR_RESPONSES },
  }),
  productRequests: endpoint({
    method: 'GET',
    path: '/stores/:storeId/product-requests',
    access: stock,
    tags,
    summary: 'The store’s requests for products missing from the catalogue, newest first, with their state',
    params: ZStoreParams,
    responses: { 200: z.object({ requests: z.array(ZProductRequest) }), ...ERROR_RESPONSES },
  }),
  requestProduct: endpoint({
    method: 'POST',
    path: '/stores/:storeId/product-requests',
    access: stock,
    tags,
    summary: 'Asks the platform to add a product to the catalogue (reviewed in the admin catalogue queue)',
    params: ZStoreParams,
    body: ZProductRequestInput,
    responses: { 201: ZProductRequest, ...ERROR_RESPONSES },
  }),
  requestPhoto: endpoint({
    method: 'POST',
    path: '/stores/:storeId/product-requests/:requestId/photo',
    access: stock,
    tags,
    // A multipart form with one image of at most PRODUCT_REQUEST_PHOTO_MAX_BYTES: no JSON body
    summary: 'Adds the label photo to a pending request (one image, re-encoded without metadata)',
    params: ZRequestParams,
    responses: { 200: ZProductRequest, ...ERROR_RESPONSES, 413: ZApiError, 415: ZApiError },
  }),
};
