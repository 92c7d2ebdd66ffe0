/**
 * The order tables: orders, their items, events, offers, delivery-code attempts and refund requests,
 * with the order settings and what an order needs to know of its prescription. Payments, stores, the
 * shelf and saved addresses have their own repositories. Functions take an `Executor` so the services
 * can run several of them in one transaction; nothing here decides anything — the services and the
 * shared state machine do.
 */
import type { TCoveredItem, TDispensedItem } from '@dawanow/shared/dispensing';
import type { TOrderAddress } from '@dawanow/shared/orders/customer';
import {
  DEFAULT_ACCEPTANCE_WINDOW_SECONDS,
  DEFAULT_COD_LIMIT_PAISE,
  type TOrderSettings,
  ZOrderSettings,
} from '@dawanow/shared/orders/settings';
import type { TOrderActor, TOrderChange, TOrderStatus } from '@dawanow/shared/orders/status';
import type { TDrugSchedule, TGstRate } from '@dawanow/shared/products';
import { eq, sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client';
import { refundRequests } from '../../db/schema/orders';
import { cashRefunds } from '../../db/schema/payments';
import { orderChangeNotification } from '../../lib/order-changes';
import type { CashRefundRow } from '../payments/payments.repository';
import type { StoresRepository } from '../stores/stores.repository';

export type OrderRow = {
  id: string;
  number: string;
  user_id: string | null;
  store_id: string;
  status: TOrderStatus;
  delivery_mode: 'express' | 'standard' | 'scheduled';
  scheduled_for: string | null;
  payment_method: 'online' | 'cod';
  payment_provider: 'sandbox' | 'razorpay' | 'cod';
  customer_name: string;
  customer_phone: string | null;
  address: TOrderAddress;
  supply: 'intra_state' | 'inter_state';
  mrp_total_paise: number;
  items_total_paise: number;
  delivery_fee_paise: number;
  total_paise: number;
  delivery_otp: string;
  delivery_otp_failures: number;
  delivery_otp_locked_until: string | null;
  rx_required: boolean;
  prescription_id: string | null;
  notes: string | null;
  cancel_reason: string | null;
  payment_expires_at: string | null;
  accepted_at: string | null;
  packed_at: string | null;
  delivered_at: string | null;
  created_at: string;
};

export type OrderItemRow = {
  product_id: string;
  slug: string;
  name: string;
  pack_label: string;
  manufacturer: string;
  schedule: TDrugSchedule;
  hsn_code: string;
  gst_rate: TGstRate;
  mrp_paise: number;
  unit_price_paise: number;
  quantity: number;
  batch_number: string;
  expiry_date: string;
  /** From the catalogue: whether this product is sold only against a prescription */
  rx_required: boolean;
};

export type RefundRequestRow = Pick<
  typeof refundRequests.$inferSelect,
  'reason' | 'details' | 'requestedAt' | 'decisionNote'
> & { hasPhoto: boolean; cash: CashRefundRow | null };

export type NewOrder = Omit<
  OrderRow,
  | 'id'
  | 'number'
  | 'created_at'
  | 'accepted_at'
  | 'packed_at'
  | 'delivered_at'
  | 'cancel_reason'
  | 'user_id'
  | 'delivery_otp_failures'
  | 'delivery_otp_locked_until'
> & { user_id: string; idempotency_key: string };

export type NewEvent = {
  orderId: string;
  status: TOrderStatus;
  title: string;
  note?: string | null;
  actor: TOrderActor;
  actorUserId?: string | null;
};

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The columns of an order row as OrderRow has them, for a table alias (or the table name in RETURNING). */
function orderColumnsOf(alias: string): string {
  const at = (column: string) =>
    `to_char(${alias}.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`;
  return [
    ...['id', 'number', 'user_id', 'store_id', 'status', 'delivery_mode'].map((column) => `${alias}.${column}`),
    at('scheduled_for'),
    ...[
      'payment_method',
      'payment_provider',
      'customer_name',
      'customer_phone',
      'address',
      'supply',
      'mrp_total_paise',
      'items_total_paise',
      'delivery_fee_paise',
      'total_paise',
      'delivery_otp',
      'delivery_otp_failures',
      'rx_required',
      'prescription_id',
      'notes',
      'cancel_reason',
    ].map((column) => `${alias}.${column}`),
    ...[
      'payment_expires_at',
      'delivery_otp_locked_until',
      'accepted_at',
      'packed_at',
      'delivered_at',
      'created_at',
    ].map(at),
  ].join(', ');
}

const orderColumns = sql.raw(orderColumnsOf('o'));

const ORDER_SETTINGS_KEY = 'orders';

export function createOrdersRepository(stores: Pick<StoresRepository, 'find'>) {
  return {
    // The stores repository's read, for prescriptions.service until it takes that repository itself
    findStore: stores.find,

    async prescriptionStatus(ex: Executor, prescriptionId: string, userId: string | null) {
      const [row] = await selectRows<{ status: 'pending' | 'approved' | 'rejected' }>(
        ex,
        sql`select status from prescriptions where id = ${prescriptionId}
          and (${userId}::text is null or user_id = ${userId})`,
      );
      return row?.status ?? null;
    },

    /**
     * What an approval allows (until when, which medicines in what quantity, whose pharmacist gave it),
     * locked: orders drawing on one prescription are placed and accepted one at a time, so two at
     * once cannot both take its last pack. `no key update`, not `update`: an order being inserted
     * holds a key-share lock on the prescription it references (foreign key), and waiting on that
     * from here while that order waits on this customer's checkout lock would deadlock.
     */
    async lockPrescriptionApproval(tx: Executor, prescriptionId: string) {
      const [row] = await selectRows<{
        id: string;
        status: string;
        valid_until: string | null;
        covers: TCoveredItem[];
        reviewed_store_id: string | null;
      }>(
        tx,
        sql`select id, status, to_char(valid_until, 'YYYY-MM-DD') as valid_until, covers, reviewed_store_id
          from prescriptions where id = ${prescriptionId} for no key update`,
      );
      return row ?? null;
    },

    /** Packs of each prescription medicine on the prescription's orders in `statuses`, but `exceptOrderId`. */
    prescriptionPacksOrdered(
      ex: Executor,
      prescriptionId: string,
      statuses: readonly TOrderStatus[],
      exceptOrderId: string | null,
    ): Promise<TDispensedItem[]> {
      return selectRows<TDispensedItem>(
        ex,
        sql`select oi.product_id as "productId", sum(oi.quantity)::int as quantity
          from orders o
          join order_items oi on oi.order_id = o.id
          join products p on p.id = oi.product_id and p.rx_required
          where o.prescription_id = ${prescriptionId}
            and o.status = any(${`{${statuses.join(',')}}`}::text[])
            and (${exceptOrderId}::uuid is null or o.id <> ${exceptOrderId}::uuid)
          group by oi.product_id`,
      );
    },

    async readSettings(ex: Executor): Promise<TOrderSettings> {
      const [row] = await selectRows<{ value: unknown }>(
        ex,
        sql`select value from settings where key = ${ORDER_SETTINGS_KEY}`,
      );
      const parsed = ZOrderSettings.safeParse(row?.value);
      return parsed.success
        ? parsed.data
        : { acceptanceWindowSeconds: DEFAULT_ACCEPTANCE_WINDOW_SECONDS, codLimitPaise: DEFAULT_COD_LIMIT_PAISE };
    },

    async writeSettings(ex: Executor, value: TOrderSettings): Promise<void> {
      await ex.execute(sql`insert into settings (key, value) values (${ORDER_SETTINGS_KEY}, ${JSON.stringify(value)}::jsonb)
        on conflict (key) do update set value = excluded.value, updated_at = now()`);
    },

    /** Inserts the order unless this customer already sent the same idempotency key; null then. */
    async insertOrder(ex: Executor, order: NewOrder): Promise<OrderRow | null> {
      const [row] = await selectRows<OrderRow>(
        ex,
        sql`insert into orders (number, user_id, idempotency_key, store_id, status, delivery_mode, scheduled_for,
            payment_method, payment_provider, customer_name, customer_phone, address, supply, mrp_total_paise,
            items_total_paise, delivery_fee_paise, total_paise, delivery_otp, rx_required, prescription_id, notes,
            payment_expires_at)
          values ('DN-' || to_char(now() at time zone 'Asia/Kolkata', 'YYMM') || '-'
              || lpad(nextval('order_number_seq')::text, 6, '0'),
            ${order.user_id}, ${order.idempotency_key}, ${order.store_id}, ${order.status}, ${order.delivery_mode},
            ${order.scheduled_for}::timestamptz, ${order.payment_method}, ${order.payment_provider},
            ${order.customer_name}, ${order.customer_phone}, ${JSON.stringify(order.address)}::jsonb, ${order.supply},
            ${order.mrp_total_paise}, ${order.items_total_paise}, ${order.delivery_fee_paise}, ${order.total_paise},
            ${order.delivery_otp}, ${order.rx_required}, ${order.prescription_id}, ${order.notes},
            ${order.payment_expires_at}::timestamptz)
          on conflict (user_id, idempotency_key) do nothing
          returning ${sql.raw(orderColumnsOf('orders'))}`,
      );
      return row ?? null;
    },

    /**
     * Makes one customer's checkouts run one after another until the transaction ends, so limits
     * counted across their orders hold when two arrive at once.
     */
    async lockCustomerCheckouts(tx: Executor, userId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${userId}`}, 0))`);
    },

    /** The customer's online orders still waiting for a payment, but `exceptOrderId`. */
    async unpaidOrderCount(ex: Executor, userId: string, exceptOrderId: string): Promise<number> {
      const [row] = await selectRows<{ n: number }>(
        ex,
        sql`select count(*)::int as n from orders
          where user_id = ${userId} and status in ('pending_payment', 'payment_failed') and id <> ${exceptOrderId}`,
      );
      return row?.n ?? 0;
    },

    /** Packs of each of `productIds` on the customer's orders placed today in India (not cancelled), but `exceptOrderId`. */
    packsOrderedToday(ex: Executor, userId: string, productIds: string[], exceptOrderId: string) {
      return selectRows<{ product_id: string; quantity: number }>(
        ex,
        sql`select oi.product_id, sum(oi.quantity)::int as quantity
          from orders o join order_items oi on oi.order_id = o.id
          where o.user_id = ${userId} and o.id <> ${exceptOrderId} and o.status <> 'cancelled'
            and o.created_at >= (now() at time zone 'Asia/Kolkata')::date::timestamp at time zone 'Asia/Kolkata'
            and oi.product_id = any(${`{${productIds.join(',')}}`}::uuid[])
          group by oi.product_id`,
      );
    },

    async orderIdForKey(ex: Executor, userId: string, idempotencyKey: string): Promise<string | null> {
      const [row] = await selectRows<{ id: string }>(
        ex,
        sql`select id from orders where user_id = ${userId} and idempotency_key = ${idempotencyKey}`,
      );
      return row?.id ?? null;
    },

    async insertItems(
      ex: Executor,
      orderId: string,
      items: Omit<OrderItemRow, 'slug' | 'rx_required'>[],
    ): Promise<void> {
      const rows = items.map(
        (item) => sql`(${orderId}, ${item.product_id}, ${item.name}, ${item.pack_label}, ${item.manufacturer},
          ${item.schedule}, ${item.hsn_code}, ${item.gst_rate}, ${item.mrp_paise}, ${item.unit_price_paise},
          ${item.quantity}, ${item.batch_number}, ${item.expiry_date}::date)`,
      );
      await ex.execute(sql`insert into order_items (order_id, product_id, name, pack_label, manufacturer, schedule,
          hsn_code, gst_rate, mrp_paise, unit_price_paise, quantity, batch_number, expiry_date)
        values ${sql.join(rows, sql`, `)}`);
    },

    async setItemBatch(ex: Executor, orderId: string, productId: string, batch: string, expiry: string): Promise<void> {
      await ex.execute(sql`update order_items set batch_number = ${batch}, expiry_date = ${expiry}::date
        where order_id = ${orderId} and product_id = ${productId}`);
    },

    /** Writes an event; with `announce`, the same statement also tells live listeners (one round trip). */
    async insertEvent(ex: Executor, event: NewEvent, announce?: TOrderChange): Promise<void> {
      const insert = sql`insert into order_events (order_id, status, title, note, actor, actor_user_id)
        values (${event.orderId}, ${event.status}, ${event.title}, ${event.note ?? null}, ${event.actor},
          ${event.actorUserId ?? null})`;
      await ex.execute(
        announce
          ? sql`with event as (${insert} returning 1) select ${orderChangeNotification(announce)} from event`
          : insert,
      );
    },

    /** One delivery code entered at the door, and what came of it. */
    async logDeliveryCodeAttempt(
      ex: Executor,
      attempt: { orderId: string; storeId: string; actorUserId: string; outcome: 'accepted' | 'wrong' | 'locked' },
    ): Promise<void> {
      await ex.execute(sql`insert into delivery_code_attempts (order_id, store_id, actor_user_id, outcome)
        values (${attempt.orderId}, ${attempt.storeId}, ${attempt.actorUserId}, ${attempt.outcome})`);
    },

    /** The wrong codes counted so far; with `replaceWith`, a new code and a wait before the next try. */
    async setDeliveryCodeState(
      ex: Executor,
      orderId: string,
      state: { failures: number; replaceWith?: string; lockedUntil?: Date },
    ): Promise<void> {
      await ex.execute(sql`update orders set delivery_otp_failures = ${state.failures},
          delivery_otp = coalesce(${state.replaceWith ?? null}, delivery_otp),
          delivery_otp_locked_until = ${state.lockedUntil?.toISOString() ?? null}
        where id = ${orderId}`);
    },

    /** Reads an order and locks it until the transaction ends: every transition goes through here. */
    async lockOrder(ex: Executor, orderId: string): Promise<OrderRow | null> {
      const [row] = await selectRows<OrderRow>(
        ex,
        sql`select ${orderColumns} from orders o where o.id = ${orderId} for update`,
      );
      return row ?? null;
    },

    async findOrder(ex: Executor, orderId: string): Promise<OrderRow | null> {
      const [row] = await selectRows<OrderRow>(ex, sql`select ${orderColumns} from orders o where o.id = ${orderId}`);
      return row ?? null;
    },

    async setStatus(
      ex: Executor,
      orderId: string,
      status: TOrderStatus,
      extra: {
        storeId?: string;
        /** With a new store: whether GST is CGST+SGST or IGST depends on its state */
        supply?: OrderRow['supply'];
        cancelReason?: string;
        stamp?: 'accepted_at' | 'packed_at' | 'delivered_at' | 'cancelled_at';
      } = {},
    ): Promise<void> {
      const stamp = extra.stamp ? sql`, ${sql.identifier(extra.stamp)} = now()` : sql``;
      await ex.execute(sql`update orders set status = ${status}, updated_at = now()
        ${extra.storeId ? sql`, store_id = ${extra.storeId}` : sql``}
        ${extra.supply ? sql`, supply = ${extra.supply}` : sql``}
        ${extra.cancelReason ? sql`, cancel_reason = ${extra.cancelReason}` : sql``}
        ${stamp}
        where id = ${orderId}`);
    },

    /** Drops lines from an order that is still with the pharmacy and writes its new totals. */
    async removeItems(
      ex: Executor,
      orderId: string,
      productIds: string[],
      totals: { mrpTotalPaise: number; itemsTotalPaise: number; totalPaise: number; rxRequired: boolean },
    ): Promise<void> {
      await ex.execute(sql`delete from order_items where order_id = ${orderId}
        and product_id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`);
      await ex.execute(sql`update orders set mrp_total_paise = ${totals.mrpTotalPaise},
          items_total_paise = ${totals.itemsTotalPaise}, total_paise = ${totals.totalPaise},
          rx_required = ${totals.rxRequired}, updated_at = now()
        where id = ${orderId}`);
    },

    async setPrescription(ex: Executor, orderId: string, prescriptionId: string): Promise<void> {
      await ex.execute(
        sql`update orders set prescription_id = ${prescriptionId}, updated_at = now() where id = ${orderId}`,
      );
    },

    items(ex: Executor, orderId: string): Promise<OrderItemRow[]> {
      return selectRows<OrderItemRow>(
        ex,
        sql`select oi.product_id, p.slug, oi.name, oi.pack_label, oi.manufacturer, oi.schedule, oi.hsn_code,
            oi.gst_rate, oi.mrp_paise, oi.unit_price_paise, oi.quantity, oi.batch_number,
            to_char(oi.expiry_date, 'YYYY-MM-DD') as expiry_date, p.rx_required
          from order_items oi join products p on p.id = oi.product_id
          where oi.order_id = ${orderId} order by oi.name`,
      );
    },

    events(ex: Executor, orderId: string) {
      return selectRows<{
        id: string;
        status: TOrderStatus;
        title: string;
        note: string | null;
        actor: TOrderActor;
        at: string;
      }>(
        ex,
        // Ordered by the number: `order by id` would sort the text the select makes of it ("10" before "9")
        sql`select id::text, status, title, note, actor, ${iso('created_at')} as at
          from order_events e where order_id = ${orderId} order by e.id`,
      );
    },

    async insertOffer(ex: Executor, orderId: string, storeId: string, expiresAt: Date): Promise<number> {
      const [row] = await selectRows<{ id: number }>(
        ex,
        sql`insert into order_offers (order_id, store_id, expires_at)
          values (${orderId}, ${storeId}, ${expiresAt.toISOString()}::timestamptz) returning id`,
      );
      if (!row) throw new Error('offer insert returned no row');
      return Number(row.id);
    },

    async openOffer(ex: Executor, orderId: string) {
      const [row] = await selectRows<{ id: number; store_id: string; expires_at: string }>(
        ex,
        sql`select id, store_id, ${iso('expires_at')} as expires_at from order_offers
          where order_id = ${orderId} and outcome = 'pending'`,
      );
      return row ? { ...row, id: Number(row.id) } : null;
    },

    async closeOffer(
      ex: Executor,
      offerId: number,
      outcome: 'accepted' | 'rejected' | 'expired' | 'withdrawn',
      reason: string | null,
    ) {
      await ex.execute(sql`update order_offers set outcome = ${outcome}, reason = ${reason}, decided_at = now()
        where id = ${offerId} and outcome = 'pending'`);
    },

    async offeredStoreIds(ex: Executor, orderId: string): Promise<string[]> {
      const rows = await selectRows<{ store_id: string }>(
        ex,
        sql`select store_id from order_offers where order_id = ${orderId}`,
      );
      return rows.map((row) => row.store_id);
    },

    async customerOrders(ex: Executor, userId: string, page: number, pageSize: number) {
      return selectRows<OrderRow & { item_names: string[]; item_count: number; store_name: string; total: number }>(
        ex,
        sql`select ${orderColumns}, s.name as store_name,
            (select coalesce(sum(quantity), 0)::int from order_items where order_id = o.id) as item_count,
            array(select name from order_items where order_id = o.id order by name limit 3) as item_names,
            count(*) over ()::int as total
          from orders o join stores s on s.id = o.store_id
          where o.user_id = ${userId}
          order by o.created_at desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
      );
    },

    async storeOrders(
      ex: Executor,
      storeId: string,
      statuses: readonly TOrderStatus[],
      page: number,
      pageSize: number,
      newestFirst: boolean,
    ) {
      return selectRows<
        OrderRow & {
          item_names: string[];
          item_count: number;
          store_name: string;
          total: number;
          offer_expires_at: string | null;
        }
      >(
        ex,
        sql`select ${orderColumns}, s.name as store_name,
            (select coalesce(sum(quantity), 0)::int from order_items where order_id = o.id) as item_count,
            array(select name from order_items where order_id = o.id order by name limit 3) as item_names,
            (select ${iso('expires_at')} from order_offers where order_id = o.id and store_id = o.store_id
              and outcome = 'pending') as offer_expires_at,
            count(*) over ()::int as total
          from orders o join stores s on s.id = o.store_id
          where o.store_id = ${storeId} and o.status = any(${`{${statuses.join(',')}}`}::text[])
          order by o.created_at ${sql.raw(newestFirst ? 'desc' : 'asc')}
          limit ${pageSize} offset ${(page - 1) * pageSize}`,
      );
    },

    async insertRefundRequest(
      ex: Executor,
      request: {
        orderId: string;
        reason: string;
        details: string | null;
        photo: Buffer | null;
        photoType: string | null;
      },
    ): Promise<void> {
      await ex.execute(sql`insert into refund_requests (order_id, reason, details, photo, photo_type)
        values (${request.orderId}, ${request.reason}, ${request.details}, ${request.photo}, ${request.photoType})`);
    },

    async refundPhoto(ex: Executor, orderId: string) {
      const [row] = await selectRows<{ photo: Buffer; photo_type: string }>(
        ex,
        sql`select photo, photo_type from refund_requests where order_id = ${orderId} and photo is not null`,
      );
      return row ?? null;
    },

    async decideRefund(ex: Executor, orderId: string, note: string | null): Promise<void> {
      await ex.execute(sql`update refund_requests set decision_note = coalesce(${note}, decision_note), decided_at = now()
        where order_id = ${orderId}`);
    },

    /** The customer's refund request, with the cash refund it led to (null when none). */
    async refundRequest(ex: Executor, orderId: string): Promise<RefundRequestRow | null> {
      const [row] = await ex
        .select({
          reason: refundRequests.reason,
          details: refundRequests.details,
          hasPhoto: sql<boolean>`${refundRequests.photo} is not null`,
          requestedAt: refundRequests.requestedAt,
          decisionNote: refundRequests.decisionNote,
          cash: {
            status: cashRefunds.status,
            amountPaise: cashRefunds.amountPaise,
            destination: cashRefunds.destination,
            reference: cashRefunds.reference,
            paidAt: cashRefunds.paidAt,
          },
        })
        .from(refundRequests)
        .leftJoin(cashRefunds, eq(cashRefunds.orderId, refundRequests.orderId))
        .where(eq(refundRequests.orderId, orderId));
      return row ? (row as RefundRequestRow) : null;
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
