/**
 * Order updates by Web Push (issue 19). A device subscribes once the customer agrees (after their first order),
 * and a store member may ask for the store's new orders on a device. Each subscription belongs to the session
 * that made it: signing out removes it. The server posts only to known push services (docs/decisions.md).
 */
import { z } from 'zod';
import { access, ERROR_RESPONSES, endpoint, ZOk } from './endpoint';

const tags = ['push'];
const errors = ERROR_RESPONSES;

/** base64url without padding, as PushSubscription.toJSON() gives the keys */
const base64url = (what: string, min: number, max: number) =>
  z
    .string()
    .min(min, `${what} is too short`)
    .max(max, `${what} is too long`)
    .regex(/^[A-Za-z0-9_-]+$/, `${what} must be base64url`);

/** A push service's address; which hosts are allowed is the server's check (SSRF), not the schema's */
export const ZPushEndpoint = z.url('Not a push service address').max(1000, 'The push service address is too long');

export const ZPushSubscription = z.object({
  endpoint: ZPushEndpoint,
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte auth secret (RFC 8291)
    p256dh: base64url('The device key', 87, 88),
    auth: base64url('The auth secret', 22, 24),
  }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

export const ZPushEndpointBody = z.object({ endpoint: ZPushEndpoint });

export const ZPushDeviceStatus = z.object({
  /** This device gets the signed-in customer's order updates */
  orderUpdates: z.boolean(),
  /** Stores whose new orders this device is told of, for this member */
  newOrdersStoreIds: z.array(z.uuid()),
});
export type TPushDeviceStatus = z.infer<typeof ZPushDeviceStatus>;

const ZStoreParams = z.object({ storeId: z.uuid('Not a store id') });

export const pushApi = {
  publicKey: endpoint({
    method: 'GET',
    path: '/push/public-key',
    access: access.public,
    tags,
    summary: "The server's VAPID public key for PushManager.subscribe, or null when push is off",
    responses: { 200: z.object({ publicKey: z.string().nullable() }) },
  }),
  status: endpoint({
    method: 'GET',
    path: '/push/subscription',
    access: access.signedIn,
    tags,
    summary: 'What this device (its push endpoint) is subscribed to for the signed-in person',
    query: ZPushEndpointBody,
    responses: { 200: ZPushDeviceStatus, ...errors },
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/push/subscription',
    access: access.signedIn,
    tags,
    summary: "Sends the signed-in customer's order updates to this device (again is fine)",
    body: ZPushSubscription,
    responses: { 200: ZOk, ...errors },
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/push/subscription',
    access: access.signedIn,
    tags,
    summary: 'Stops order updates on this device (nothing to stop is fine)',
    body: ZPushEndpointBody,
    responses: { 200: ZOk, ...errors },
  }),
  subscribeStore: endpoint({
    method: 'POST',
    path: '/stores/:storeId/push/subscription',
    access: access.storeCan('orders'),
    tags,
    summary: "Tells this device of the store's new orders, for the signed-in member (again is fine)",
    params: ZStoreParams,
    body: ZPushSubscription,
    responses: { 200: ZOk, ...errors },
  }),
  unsubscribeStore: endpoint({
    method: 'DELETE',
    path: '/stores/:storeId/push/subscription',
    access: access.storeCan('orders'),
    tags,
    summary: "Stops the store's new-order alerts on this device",
    params: ZStoreParams,
    body: ZPushEndpointBody,
    responses: { 200: ZOk, ...errors },
  }),
};
