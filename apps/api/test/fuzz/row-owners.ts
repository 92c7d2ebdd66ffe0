/**
 * Whose rows a request names, read before it is sent, so a success (2xx) on someone else's order,
 * address, payment, prescription or quote — or on an order of another store than the URL's — is
 * reported. The rules are ARCHITECTURE §5's and docs/decisions.md's ("Prescriptions": files are
 * shown to the owner, to a store with an order or quote request carrying them, or an admin).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../test-app';
import type { FuzzActor } from './fuzz-world';

export type OwnedRow = {
  what: string;
  /** Whether `actor` may get a success naming this row on this route */
  mayUse(actor: FuzzActor): boolean;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const OWNER_QUERIES: Record<string, (id: string) => SQL> = {
  orderId: (id) => sql`select user_id as value from orders where id = ${id}`,
  addressId: (id) => sql`select user_id as value from addresses where id = ${id}`,
  paymentId: (id) =>
    sql`select o.user_id as value from payments p join orders o on o.id = p.order_id where p.id = ${id}`,
  quoteId: (id) => sql`select user_id as value from prescription_quotes where id = ${id}`,
  prescriptionId: (id) => sql`select user_id as value from prescriptions where id = ${id}`,
  // A person's own inbox (the store panel's notifications are under /api/stores/:storeId/, checked above)
  notificationId: (id) => sql`select user_id as value from user_notifications where id = ${id}`,
};

async function values(app: FastifyInstance, query: SQL): Promise<string[] | null> {
  const rows = await queryRows<{ value: string | null }>(app, query);
  return rows.length === 0 ? null : rows.map((row) => row.value ?? '');
}

const storesWithPrescription = (id: string) => sql`
  select store_id::text as value from orders where prescription_id = ${id}
  union select store_id::text from prescription_quotes where prescription_id = ${id}`;

const isMemberOf = (actor: FuzzActor, storeIds: readonly string[]) =>
  actor.memberships.some((membership) => storeIds.includes(membership.storeId));

/**
 * The rows a request names (path parameters; `addressId` and `prescriptionId` in a JSON body) with
 * who may use them. Platform admins pass store rules, but never act on a customer's own routes as
 * that customer, and no store's URL reaches another store's rows.
 */
export async function rowsNamed(
  app: FastifyInstance,
  routeUrl: string,
  named: Record<string, string>,
  callerId: string | null,
): Promise<OwnedRow[]> {
  const rows: OwnedRow[] = [];
  // A repeated checkout (its idempotency key already used by this caller) answers the earlier order
  // whatever the body says, so the body's ids are not used.
  const key = named.idempotencyKey;
  if (key && UUID.test(key) && callerId) {
    const earlier = await values(
      app,
      sql`select id::text as value from orders where user_id = ${callerId} and idempotency_key = ${key}`,
    );
    if (earlier) {
      delete named.addressId;
      delete named.prescriptionId;
    }
  }
  const storeId = named.storeId;
  if (routeUrl.startsWith('/api/admin/')) return rows;
  if (routeUrl.startsWith('/api/stores/:storeId/')) {
    if (!storeId || !UUID.test(storeId)) return rows;
    const orderId = named.orderId;
    if (orderId && UUID.test(orderId)) {
      const store = await values(app, sql`select store_id::text as value from orders where id = ${orderId}`);
      if (store) rows.push({ what: `order ${orderId} of store ${store[0]}`, mayUse: () => store[0] === storeId });
    }
    const prescriptionId = named.prescriptionId;
    if (prescriptionId && UUID.test(prescriptionId)) {
      const stores = await values(app, storesWithPrescription(prescriptionId));
      rows.push({
        what: `prescription ${prescriptionId} (sent to stores ${JSON.stringify(stores ?? [])})`,
        mayUse: () => (stores ?? []).includes(storeId),
      });
    }
    const quoteId = named.quoteId;
    if (quoteId && UUID.test(quoteId)) {
      const store = await values(
        app,
        sql`select store_id::text as value from prescription_quotes where id = ${quoteId}`,
      );
      if (store) rows.push({ what: `quote ${quoteId} to store ${store[0]}`, mayUse: () => store[0] === storeId });
    }
    return rows;
  }
  const fileId = named.fileId;
  if (fileId && UUID.test(fileId)) {
    const prescription = await values(
      app,
      sql`select prescription_id::text as value from prescription_files where id = ${fileId}`,
    );
    if (prescription) {
      rows.push({
        what: `file ${fileId} of prescription ${prescription[0]}`,
        mayUse: () => prescription[0] === named.prescriptionId,
      });
    }
  }
  for (const [name, query] of Object.entries(OWNER_QUERIES)) {
    const id = named[name];
    if (!id || !UUID.test(id)) continue;
    const owner = await values(app, query(id));
    if (!owner) continue;
    const isFile = name === 'prescriptionId' && routeUrl === '/api/prescriptions/:prescriptionId/files/:fileId';
    const stores = isFile ? ((await values(app, storesWithPrescription(id))) ?? []) : [];
    rows.push({
      what: `${name} ${id} of user ${owner[0] || '(erased)'}`,
      mayUse: (actor) =>
        actor.user?.id === owner[0] || (isFile && (actor.isPlatformAdmin || isMemberOf(actor, stores))),
    });
  }
  return rows;
}
