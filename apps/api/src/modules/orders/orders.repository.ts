/**
 * Every query of the order lifecycle. Functions take an `Executor` so the services can run several
 * of them in one transaction; nothing here decides anything — the services and the shared state
 * machine do.
 */
import type { TCoveredItem, TDispensedItem } from '@dawanow/shared/dispensing';
import type { TWeeklyHours } from '@dawanow/shared/opening-hours';
import type { TCashRefundStatus } from '@dawanow/shared/orders/cash-refunds';
import type { TOrderAddress } from '@dawanow/shared/orders/customer';
import {
  DEFAULT_ACCEPTANCE_WINDOW_SECONDS,
  DEFAULT_COD_LIMIT_PAISE,
  type TOrderSettings,
  ZOrderSettings,
} from '@dawanow/shared/orders/settings';
import type { TOrderActor, TOrderChange, TOrderStatus } from '@dawanow/shared/orders/status';
import type { TDrugSchedule, TGstRate } from '@dawanow/shared/products';
import { sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client';
import { orderChangeNotification } from '../../lib/order-changes';

export type StoreRow = {
  id: string;
  name: string;
  phone: string;
  address_line1: string;
  address_line2: string | null;
  locality: string;
  city: string;
  state: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  gstin: string;
  drug_licence_form20: string;
  drug_licence_form21: string;
  pharmacist_name: string;
  opening_hours: TWeeklyHours;
  status: string;
  is_accepting_orders: boolean;
};

export type ShelfRow = {
  id: string;
  slug: string;
  name: string;
  pack_label: string;
  manufacturer: string;
  schedule: TDrugSchedule;
  rx_required: boolean;
  mrp_paise: number;
  gst_rate: TGstRate;
  hsn_code: string;
  image_url: string | null;
  is_active: boolean;
  /** Null when the store has no shelf row for the product */
  price_paise: number | null;
  sellable_units: number;
};

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

export type CashRefundRow = {
  status: TCashRefundStatus;
  amount_paise: number;
  destination: string | null;
  reference: string | null;
  paid_at: string | null;
};

export type PaymentRow = {
  id: string;
  order_id: string;
  provider: 'sandbox' | 'razorpay';
  provider_order_id: string;
  provider_payment_id: string | null;
  amount_paise: number;
  currency: string;
  status: 'created' | 'paid' | 'failed' | 'refund_pending' | 'refunded';
  method_detail: string | null;
  updated_at: string;
};

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

const storeColumns = sql`id, name, phone, address_line1, address_line2, locality, city, state, postal_code,
  latitude, longitude, gstin, drug_licence_form20, drug_licence_form21, pharmacist_name, opening_hours,
  status, is_accepting_orders`;

const ORDER_SETTINGS_KEY = 'orders';

export function createOrdersRepository() {
  return {
    async findStore(ex: Executor, storeId: string): Promise<StoreRow | null> {
      const [row] = await selectRows<StoreRow>(ex, sql`select ${storeColumns} from stores where id = ${storeId}`);
      return row ?? null;
    },

    /** Stores within `radiusMetres` of a point that are not in `excluded`, nearest first. */
    async storesNear(
      ex: Executor,
      point: { latitude: number; longitude: number },
      radiusMetres: number,
      excluded: string[],
    ) {
      const here = sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;
      const there = sql`ll_to_earth(latitude, longitude)`;
      return selectRows<StoreRow & { distance_metres: number }>(
        ex,
        sql`select ${storeColumns}, earth_distance(${here}, ${there}) as distance_metres from stores
          where status = 'active' and is_accepting_orders and earth_box(${here}, ${radiusMetres}::float8) @> ${there}
            and earth_distance(${here}, ${there}) <= ${radiusMetres}::float8
            and not (id = any(${`{${excluded.join(',')}}`}::uuid[]))
          order by ${there} <-> ${here} limit 20`,
      );
    },

    /** The products asked for, with the store's price and the units it can sell now. */
    shelf(ex: Executor, storeId: string, productIds: string[], expiryCutoff: string): Promise<ShelfRow[]> {
      return selectRows<ShelfRow>(
        ex,
        sql`select p.id, p.slug, p.name, p.pack_label, p.manufacturer, p.schedule, p.rx_required, p.mrp_paise,
            p.gst_rate, p.hsn_code, p.images->>0 as image_url, p.is_active, i.price_paise,
            coalesce(case when i.is_in_stock and i.expiry_date >= ${expiryCutoff}::date
              then i.stock_quantity else 0 end, 0)::int as sellable_units
          from products p
          left join store_inventory i on i.product_id = p.id and i.store_id = ${storeId}::uuid
          where p.id = any(${`{${productIds.join(',')}}`}::uuid[])`,
      );
    },

    /** A saved address of the user, with the user's name and phone for the order. */
    async findAddress(ex: Executor, userId: string, addressId: string) {
      const [row] = await selectRows<{
        customer_name: string;
        customer_phone: string | null;
        name: string;
        address_line1: string;
        address_line2: string | null;
        city: string;
        state: string;
        postal_code: string;
        latitude: number | null;
        longitude: number | null;
      }>(
        ex,
        sql`select a.name, a.address_line1, a.address_line2, a.city, a.state, a.postal_code, a.latitude, a.longitude,
            coalesce(nullif(trim(p.first_name || ' ' || p.last_name), ''), u.name) as customer_name,
            p.phone as customer_phone
          from addresses a join users u on u.id = a.user_id left join profiles p on p.id = a.user_id
          where a.id = ${addressId} and a.user_id = ${userId}`,
      );
      return row ?? null;
    },

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

    /**
     * Takes `quantity` packs from the store's sellable stock, in one conditional update: it changes
     * nothing unless enough units are there right now (and, when given, at that price), so
     * concurrent checkouts can never oversell or go below zero. Null when it could not.
     */
    async reserve(
      ex: Executor,
      input: { storeId: string; productId: string; quantity: number; pricePaise: number | null; expiryCutoff: string },
    ): Promise<{ batch_number: string; expiry_date: string; price_paise: number } | null> {
      const [row] = await selectRows<{ batch_number: string; expiry_date: string; price_paise: number }>(
        ex,
        sql`update store_inventory set stock_quantity = stock_quantity - ${input.quantity}, updated_at = now()
          where store_id = ${input.storeId} and product_id = ${input.productId} and is_in_stock
            and expiry_date >= ${input.expiryCutoff}::date and stock_quantity >= ${input.quantity}
            and (${input.pricePaise}::int is null or price_paise = ${input.pricePaise}::int)
          returning batch_number, to_char(expiry_date, 'YYYY-MM-DD') as expiry_date, price_paise`,
      );
      return row ?? null;
    },

    /** Puts an order's packs back on the shelf of the store that held them. */
    async release(ex: Executor, storeId: string, items: { product_id: string; quantity: number }[]): Promise<void> {
      for (const item of items) {
        await ex.execute(sql`update store_inventory set stock_quantity = stock_quantity + ${item.quantity},
          updated_at = now() where store_id = ${storeId} and product_id = ${item.product_id}`);
      }
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

    async latestPayment(ex: Executor, orderId: string): Promise<PaymentRow | null> {
      const [row] = await selectRows<PaymentRow>(
        ex,
        sql`select id, order_id, provider, provider_order_id, provider_payment_id, amount_paise, currency, status,
            method_detail, ${iso('updated_at')} as updated_at
          from payments where order_id = ${orderId} order by created_at desc limit 1`,
      );
      return row ?? null;
    },

    async paidPayment(ex: Executor, orderId: string): Promise<PaymentRow | null> {
      const [row] = await selectRows<PaymentRow>(
        ex,
        sql`select id, order_id, provider, provider_order_id, provider_payment_id, amount_paise, currency, status,
            method_detail, ${iso('updated_at')} as updated_at
          from payments where order_id = ${orderId} and status = 'paid' limit 1`,
      );
      return row ?? null;
    },

    /** Every captured payment of an order: normally one, two when a failed attempt was captured late. */
    paidPayments(ex: Executor, orderId: string): Promise<PaymentRow[]> {
      return selectRows<PaymentRow>(
        ex,
        sql`select id, order_id, provider, provider_order_id, provider_payment_id, amount_paise, currency, status,
            method_detail, ${iso('updated_at')} as updated_at
          from payments where order_id = ${orderId} and status = 'paid' order by created_at`,
      );
    },

    async findPayment(ex: Executor, paymentId: string): Promise<PaymentRow | null> {
      const [row] = await selectRows<PaymentRow>(
        ex,
        sql`select id, order_id, provider, provider_order_id, provider_payment_id, amount_paise, currency, status,
            method_detail, ${iso('updated_at')} as updated_at from payments where id = ${paymentId}`,
      );
      return row ?? null;
    },

    async insertPartialRefund(
      ex: Executor,
      refund: { paymentId: string; amountPaise: number; reason: string },
    ): Promise<string> {
      const [row] = await selectRows<{ id: string }>(
        ex,
        sql`insert into payment_refunds (payment_id, amount_paise, reason)
          values (${refund.paymentId}, ${refund.amountPaise}, ${refund.reason}) returning id`,
      );
      if (!row) throw new Error('The refund was not recorded');
      return row.id;
    },

    async findPartialRefund(
      ex: Executor,
      refundId: string,
    ): Promise<{ id: string; amount_paise: number; status: string; provider_payment_id: string | null } | null> {
      const [row] = await selectRows<{
        id: string;
        amount_paise: number;
        status: string;
        provider_payment_id: string | null;
      }>(
        ex,
        sql`select r.id, r.amount_paise, r.status, p.provider_payment_id
          from payment_refunds r join payments p on p.id = r.payment_id where r.id = ${refundId}`,
      );
      return row ?? null;
    },

    async markPartialRefunded(ex: Executor, refundId: string): Promise<void> {
      await ex.execute(sql`update payment_refunds set status = 'refunded', updated_at = now() where id = ${refundId}`);
    },

    /** What part refunds have already taken (or are taking) from a payment. */
    async partiallyRefundedPaise(ex: Executor, paymentId: string): Promise<number> {
      const [row] = await selectRows<{ paise: number }>(
        ex,
        sql`select coalesce(sum(amount_paise), 0)::int as paise from payment_refunds where payment_id = ${paymentId}`,
      );
      return row?.paise ?? 0;
    },

    async lockPaymentByProviderOrder(
      ex: Executor,
      provider: string,
      providerOrderId: string,
    ): Promise<PaymentRow | null> {
      const [row] = await selectRows<PaymentRow>(
        ex,
        sql`select id, order_id, provider, provider_order_id, provider_payment_id, amount_paise, currency, status,
            method_detail, ${iso('updated_at')} as updated_at
          from payments where provider = ${provider} and provider_order_id = ${providerOrderId} for update`,
      );
      return row ?? null;
    },

    async insertPayment(
      ex: Executor,
      payment: { id: string; orderId: string; provider: string; providerOrderId: string; amountPaise: number },
    ): Promise<void> {
      await ex.execute(sql`insert into payments (id, order_id, provider, provider_order_id, amount_paise)
        values (${payment.id}, ${payment.orderId}, ${payment.provider}, ${payment.providerOrderId}, ${payment.amountPaise})`);
    },

    async updatePayment(
      ex: Executor,
      paymentId: string,
      change: {
        status: PaymentRow['status'];
        providerPaymentId?: string;
        method?: string | null;
        failureReason?: string | null;
      },
    ): Promise<void> {
      await ex.execute(sql`update payments set status = ${change.status}, updated_at = now(),
          provider_payment_id = coalesce(${change.providerPaymentId ?? null}, provider_payment_id),
          method_detail = coalesce(${change.method ?? null}, method_detail),
          failure_reason = coalesce(${change.failureReason ?? null}, failure_reason)
        where id = ${paymentId}`);
    },

    /** Records a gateway event; false when this event id was already handled (a repeated delivery). */
    async recordPaymentEvent(
      ex: Executor,
      event: { provider: string; eventId: string; type: string; payload: unknown },
    ): Promise<boolean> {
      const rows = await selectRows<{ event_id: string }>(
        ex,
        sql`insert into payment_events (provider, event_id, event_type, payload)
          values (${event.provider}, ${event.eventId}, ${event.type}, ${JSON.stringify(event.payload)}::jsonb)
          on conflict do nothing returning event_id`,
      );
      return rows.length > 0;
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

    async insertLedger(
      ex: Executor,
      storeId: string,
      orderId: string,
      entries: { kind: 'sale' | 'commission' | 'commission_gst' | 'refund'; amountPaise: number }[],
    ): Promise<void> {
      for (const entry of entries) {
        await ex.execute(sql`insert into ledger_entries (store_id, order_id, kind, amount_paise)
          values (${storeId}, ${orderId}, ${entry.kind}, ${entry.amountPaise}) on conflict do nothing`);
      }
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

    async refundRequest(ex: Executor, orderId: string) {
      const [row] = await selectRows<{
        reason: string;
        details: string | null;
        has_photo: boolean;
        requested_at: string;
        decision_note: string | null;
        cash: CashRefundRow | null;
      }>(
        ex,
        sql`select r.reason, r.details, r.photo is not null as has_photo, ${iso('r.requested_at')} as requested_at,
            r.decision_note,
            case when c.order_id is null then null else json_build_object('status', c.status,
              'amount_paise', c.amount_paise, 'destination', c.destination, 'reference', c.reference,
              'paid_at', ${iso('c.paid_at')}) end as cash
          from refund_requests r left join cash_refunds c on c.order_id = r.order_id
          where r.order_id = ${orderId}`,
      );
      return row ?? null;
    },

    async openCashRefund(ex: Executor, orderId: string, amountPaise: number): Promise<void> {
      await ex.execute(sql`insert into cash_refunds (order_id, amount_paise) values (${orderId}, ${amountPaise})
        on conflict (order_id) do nothing`);
    },

    /** Locks a cash refund for a change; null when the order has none. */
    async lockCashRefund(
      ex: Executor,
      orderId: string,
    ): Promise<{ status: TCashRefundStatus; amount_paise: number } | null> {
      const [row] = await selectRows<{ status: TCashRefundStatus; amount_paise: number }>(
        ex,
        sql`select status, amount_paise from cash_refunds where order_id = ${orderId} for update`,
      );
      return row ?? null;
    },

    async setCashRefundDetails(ex: Executor, orderId: string, sealed: Buffer, destination: string): Promise<void> {
      await ex.execute(sql`update cash_refunds set sealed_details = ${sealed}, destination = ${destination},
          status = 'details_received', details_at = now()
        where order_id = ${orderId}`);
    },

    async markCashRefundPaid(ex: Executor, orderId: string, reference: string, paidBy: string): Promise<void> {
      await ex.execute(sql`update cash_refunds set status = 'paid', reference = ${reference}, paid_by = ${paidBy},
          paid_at = now()
        where order_id = ${orderId}`);
    },

    cashRefunds(ex: Executor, status: TCashRefundStatus | null) {
      return selectRows<{
        order_id: string;
        number: string;
        customer_name: string;
        amount_paise: number;
        status: TCashRefundStatus;
        sealed_details: Buffer | null;
        requested_at: string;
        paid_at: string | null;
        reference: string | null;
      }>(
        ex,
        sql`select c.order_id, o.number, o.customer_name, c.amount_paise, c.status, c.sealed_details,
            ${iso('c.requested_at')} as requested_at, ${iso('c.paid_at')} as paid_at, c.reference
          from cash_refunds c join orders o on o.id = c.order_id
          where (${status}::text is null or c.status = ${status})
          order by c.requested_at limit 200`,
      );
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
