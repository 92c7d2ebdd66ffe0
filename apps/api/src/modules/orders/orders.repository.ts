/**
 * The order tables: orders, their items, events, offers, delivery-code attempts and refund requests,
 * with the order settings and what an order needs to know of its prescription. Payments, stores, the
 * shelf and saved addresses have their own repositories. Functions take an `Executor` so the services
 * can run several of them in one transaction; nothing here decides anything — the services and the
 * shared state machine do.
 */
import { COUPON_RETURNED_STATUSES } from '@dawanow/shared/coupons';
import type { TDispensedItem } from '@dawanow/shared/dispensing';
import type { TSupply } from '@dawanow/shared/orders/bill';
import type { TOrderItemPack } from '@dawanow/shared/orders/customer';
import { orderEventEnglish, type TOrderEventMessage } from '@dawanow/shared/orders/order-event-messages';
import {
  DEFAULT_ACCEPTANCE_WINDOW_SECONDS,
  DEFAULT_COD_LIMIT_PAISE,
  type TOrderSettings,
  ZOrderSettings,
} from '@dawanow/shared/orders/settings';
import type { TOrderActor, TOrderChange, TOrderStatus } from '@dawanow/shared/orders/status';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  ne,
  notInArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import { allFollowing, type Db, type Executor, type FollowingWrites, reusableStatement } from '../../db/client';
import { products } from '../../db/schema/catalog';
import {
  deliveryCodeAttempts,
  orderEvents,
  orderItemBatches,
  orderItems,
  orderOffers,
  orders,
  refundRequests,
  type TDeliveryCodeOutcome,
  type TOfferOutcome,
} from '../../db/schema/orders';
import { cashRefunds } from '../../db/schema/payments';
import { settings } from '../../db/schema/settings';
import { stores } from '../../db/schema/stores';
import { orderChangeNotification } from '../../lib/order-changes';
import type { CashRefundRow } from '../payments/payments.repository';

export type OrderRow = typeof orders.$inferSelect;

export type OrderItemRow = Omit<typeof orderItems.$inferSelect, 'orderId'> & {
  /** From the catalogue */
  slug: string;
  /** From the catalogue: whether this product is sold only against a prescription */
  rxRequired: boolean;
};

/** An order as lists show it: with its store's name, a few item names, and the count of all rows listed. */
export type OrderListRow = OrderRow & {
  storeName: string;
  itemCount: number;
  itemNames: string[];
  firstItemPack: TOrderItemPack | null;
  total: number;
};

export type OrderEventRow = Pick<
  typeof orderEvents.$inferSelect,
  'id' | 'status' | 'title' | 'note' | 'code' | 'codeValues' | 'actor' | 'createdAt'
>;

export type RefundRequestRow = Pick<
  typeof refundRequests.$inferSelect,
  'reason' | 'details' | 'requestedAt' | 'decisionNote'
> & { hasPhoto: boolean; cash: CashRefundRow | null };

export type NewOrder = Omit<
  OrderRow,
  | 'number'
  | 'userId'
  | 'deliveryOtpFailures'
  | 'deliveryOtpLockedUntil'
  | 'cancelReason'
  | 'acceptedAt'
  | 'packedAt'
  | 'deliveredAt'
  | 'cancelledAt'
  | 'createdAt'
  | 'updatedAt'
> & { userId: string };

/**
 * What placing an order writes, as placeholders named after the columns: each of `NewOrder`, no more,
 * no less. The nullable times go to the driver as they are, because Drizzle maps a placeholder's value
 * through the column's encoder, which fails on null for timestamps.
 */
const NEW_ORDER_VALUES = {
  id: sql.placeholder('id'),
  userId: sql.placeholder('userId'),
  idempotencyKey: sql.placeholder('idempotencyKey'),
  storeId: sql.placeholder('storeId'),
  status: sql.placeholder('status'),
  deliveryMode: sql.placeholder('deliveryMode'),
  scheduledFor: sql`${sql.placeholder('scheduledFor')}`,
  paymentMethod: sql.placeholder('paymentMethod'),
  paymentProvider: sql.placeholder('paymentProvider'),
  customerName: sql.placeholder('customerName'),
  customerPhone: sql.placeholder('customerPhone'),
  address: sql.placeholder('address'),
  supply: sql.placeholder('supply'),
  mrpTotalPaise: sql.placeholder('mrpTotalPaise'),
  itemsTotalPaise: sql.placeholder('itemsTotalPaise'),
  deliveryFeePaise: sql.placeholder('deliveryFeePaise'),
  totalPaise: sql.placeholder('totalPaise'),
  couponCode: sql.placeholder('couponCode'),
  couponDiscountPaise: sql.placeholder('couponDiscountPaise'),
  deliveryOtp: sql.placeholder('deliveryOtp'),
  rxRequired: sql.placeholder('rxRequired'),
  prescriptionId: sql.placeholder('prescriptionId'),
  notes: sql.placeholder('notes'),
  paymentExpiresAt: sql`${sql.placeholder('paymentExpiresAt')}`,
} satisfies Record<keyof NewOrder, Placeholder | SQL>;

/** What an event says; the English title and note are written from it (`orderEventEnglish`) */
export type TWrittenEventMessage = Exclude<TOrderEventMessage, { code: 'other' }>;

export type NewEvent = {
  orderId: string;
  status: TOrderStatus;
  message: TWrittenEventMessage;
  actor: TOrderActor;
  actorUserId?: string | null;
};

/** An event's values as its insert names them: the English title and note are written from its message. */
function eventValues(event: NewEvent) {
  const { message, ...rest } = event;
  return {
    ...rest,
    ...orderEventEnglish(message),
    code: message.code,
    codeValues: JSON.stringify(message.values),
    actorUserId: event.actorUserId ?? null,
  };
}

/** The running number in India's calendar month: "DN-2611-000123". */
const nextOrderNumber = sql<string>`'DN-' || to_char(now() at time zone 'Asia/Kolkata', 'YYMM') || '-'
  || lpad(nextval('order_number_seq')::text, 6, '0')`;

const ORDER_SETTINGS_KEY = 'orders';

/** The packs an order holds, over all its lines (what order lists show as "3 items"). */
export const orderItemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems}
    where ${orderItems.orderId} = ${orders.id})`;

/** What a list row shows besides the order: its store's name, its items, and how many rows match in all. */
const listFields = {
  order: orders,
  storeName: stores.name,
  itemCount: orderItemCount,
  itemNames: sql<string[]>`array(select ${orderItems.name} from ${orderItems}
    where ${orderItems.orderId} = ${orders.id} order by ${orderItems.name} limit 3)`,
  firstItemPack: sql<TOrderItemPack | null>`(select json_build_object('name', ${orderItems.name},
    'packLabel', ${orderItems.packLabel}, 'manufacturer', ${orderItems.manufacturer}) from ${orderItems}
    where ${orderItems.orderId} = ${orders.id} order by ${orderItems.name} limit 1)`,
  total: sql<number>`count(*) over ()::int`,
};

/** A line as placing an order writes it; its batch number and expiry come from the batches its stock was taken from */
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'orderId' | 'batchNumber' | 'expiryDate'>;

/** A new line's columns, with their PostgreSQL types. */
const LINE_COLUMN_TYPES = {
  productId: 'uuid',
  name: 'text',
  packLabel: 'text',
  manufacturer: 'text',
  schedule: 'text',
  hsnCode: 'text',
  gstRate: 'int',
  mrpPaise: 'int',
  unitPricePaise: 'int',
  quantity: 'int',
  couponDiscountPaise: 'int',
} as const satisfies Record<keyof NewOrderLine, string>;
type TLineColumn = keyof typeof LINE_COLUMN_TYPES;
const LINE_COLUMNS = Object.keys(LINE_COLUMN_TYPES) as TLineColumn[];

export function createOrdersRepository(db: Db) {
  // Statements run for every order placed, built once (docs/decisions.md, "What typed data access costs").
  const idField = { id: orders.id };
  const orderIdForKey = reusableStatement(
    'order_id_for_key',
    db
      .select(idField)
      .from(orders)
      .where(
        and(eq(orders.userId, sql.placeholder('userId')), eq(orders.idempotencyKey, sql.placeholder('idempotencyKey'))),
      ),
    idField,
  );
  const eventFields = {
    id: orderEvents.id,
    status: orderEvents.status,
    title: orderEvents.title,
    note: orderEvents.note,
    code: orderEvents.code,
    codeValues: orderEvents.codeValues,
    actor: orderEvents.actor,
    createdAt: orderEvents.createdAt,
  };
  const eventsOf = reusableStatement(
    'order_events_of',
    db
      .select(eventFields)
      .from(orderEvents)
      .where(eq(orderEvents.orderId, sql.placeholder('orderId')))
      .orderBy(asc(orderEvents.id)),
    eventFields,
  );
  // Every order placed and every step it takes writes one
  const eventInsert = db
    .insert(orderEvents)
    .values({
      orderId: sql.placeholder('orderId'),
      status: sql.placeholder('status'),
      title: sql.placeholder('title'),
      note: sql.placeholder('note'),
      code: sql.placeholder('code'),
      codeValues: sql`${sql.placeholder('codeValues')}::jsonb`,
      actor: sql.placeholder('actor'),
      actorUserId: sql.placeholder('actorUserId'),
    })
    .returning(eventFields);
  const insertEvent = reusableStatement('insert_order_event', eventInsert, eventFields);
  const writtenEvent = db.$with('event').as(eventInsert);
  /** An event as a statement that wrote it in a `WITH` answers it */
  const writtenEventFields = (written: WithSubqueryWithSelection<typeof eventFields, string>) => ({
    id: written.id,
    status: written.status,
    title: written.title,
    note: written.note,
    code: written.code,
    codeValues: written.codeValues,
    actor: written.actor,
    createdAt: written.createdAt,
  });
  const announcedFields = {
    ...writtenEventFields(writtenEvent),
    announced: orderChangeNotification(sql.placeholder('change')),
  };
  const insertAnnouncedEvent = reusableStatement(
    'insert_order_event_announced',
    db.with(writtenEvent).select(announcedFields).from(writtenEvent),
    announcedFields,
  );
  const decidedOnInsert = {
    id: orders.id,
    number: orders.number,
    createdAt: orders.createdAt,
    updatedAt: orders.updatedAt,
  };
  // The customer's checkout lock is taken in the order's own insert, where its number is drawn: the statements
  // after it (the limits counted across the customer's orders) run with it held, at no extra round trip.
  const checkout = db.$with('checkout').as(
    db
      .select({
        locked: sql`pg_advisory_xact_lock(hashtextextended('checkout:' || ${sql.placeholder('userId')}, 0))`.as(
          'locked',
        ),
        number: nextOrderNumber.as('number'),
      })
      .from(sql`(select 1) one`),
  );
  const placedOrder = db.$with('placed').as(
    db
      .insert(orders)
      .values({ ...NEW_ORDER_VALUES, number: sql`(select ${checkout.number} from ${checkout})` })
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning(decidedOnInsert),
  );
  // The first event is written only when the order was (a reused key inserts neither), in the order's own
  // statement, with the event insert's placeholder names (its status is the order's). Drizzle's insert…select
  // names every column, so the event's id is drawn as its default would be.
  const firstEvent = db.$with('first_event').as(
    db
      .insert(orderEvents)
      .select(
        db
          .select({
            id: sql`nextval('order_events_id_seq')`.as('id'),
            orderId: placedOrder.id,
            status: sql`${sql.placeholder('status')}::text`.as('status'),
            title: sql`${sql.placeholder('title')}::text`.as('title'),
            note: sql`${sql.placeholder('note')}::text`.as('note'),
            code: sql`${sql.placeholder('code')}::text`.as('code'),
            codeValues: sql`${sql.placeholder('codeValues')}::jsonb`.as('code_values'),
            actor: sql`${sql.placeholder('actor')}::text`.as('actor'),
            actorUserId: sql`${sql.placeholder('actorUserId')}::text`.as('actor_user_id'),
            createdAt: sql`now()`.as('created_at'),
          })
          .from(placedOrder),
      )
      .returning(eventFields),
  );
  const placedFields = {
    ...writtenEventFields(firstEvent),
    orderNumber: placedOrder.number,
    orderCreatedAt: placedOrder.createdAt,
    orderUpdatedAt: placedOrder.updatedAt,
    announced: orderChangeNotification(sql.placeholder('change')),
  };
  const insertOrder = reusableStatement(
    'insert_order',
    db.with(checkout, placedOrder, firstEvent).select(placedFields).from(placedOrder).innerJoin(firstEvent, sql`true`),
    placedFields,
  );
  const packsFields = { productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` };
  const packsOrderedToday = reusableStatement(
    'packs_ordered_today',
    db
      .select(packsFields)
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        and(
          eq(orders.userId, sql.placeholder('userId')),
          ne(orders.id, sql.placeholder('exceptOrderId')),
          ne(orders.status, 'cancelled'),
          sql`${orders.createdAt} >= (now() at time zone 'Asia/Kolkata')::date::timestamp at time zone 'Asia/Kolkata'`,
        ),
      )
      .groupBy(orderItems.productId),
    packsFields,
  );
  const offer = db.$with('offer').as(
    db
      .insert(orderOffers)
      .values({
        orderId: sql.placeholder('orderId'),
        storeId: sql.placeholder('storeId'),
        expiresAt: sql.placeholder('expiresAt'),
      })
      .returning({ id: orderOffers.id }),
  );
  const offerIdField = { id: offer.id };

  // Any number of lines in one prepared statement: each column goes as an array, so one text (parsed and planned
  // once per connection) serves every cart size. The lines are written in the statement that takes their stock:
  // each line's batches are the rows `taken` it names, and its batch number and expiry are read from them as
  // `batchSummary` words them (every batch number, earliest expiry first; the earliest expiry).
  const lineArrays = sql.join(
    LINE_COLUMNS.map((name) => sql`${sql.placeholder(`line_${name}`)}::${sql.raw(LINE_COLUMN_TYPES[name])}[]`),
    sql`, `,
  );
  const lineNames = sql.join(
    LINE_COLUMNS.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const orderIdValue = sql`${sql.placeholder('orderId')}::uuid`;
  // Selected in the table's column order, which is the order the insert names them in
  const lineValue: Record<keyof typeof orderItems.$inferSelect, SQL> = {
    ...(Object.fromEntries(LINE_COLUMNS.map((name) => [name, sql`line.${sql.identifier(name)}`])) as Record<
      TLineColumn,
      SQL
    >),
    orderId: orderIdValue,
    batchNumber: sql`batches.batch_number`,
    expiryDate: sql`batches.expiry_date`,
  };
  const lineValues = sql.join(
    (Object.keys(getTableColumns(orderItems)) as (keyof typeof lineValue)[]).map((name) => lineValue[name]),
    sql`, `,
  );
  const linesFollowingReservation: FollowingWrites<{ orderId: string; lines: NewOrderLine[] }> = {
    parts: (taken) => [
      db.insert(orderItems).select(
        sql`select ${lineValues} from unnest(${lineArrays}) as line(${lineNames})
          join (select product_id, string_agg(batch_number, ', ' order by expiry_date, batch_id) as batch_number,
              min(expiry_date) as expiry_date
            from ${taken} group by product_id) batches on batches.product_id = ${lineValue.productId}`,
      ),
      db.insert(orderItemBatches).select(sql`select ${orderIdValue}, product_id, batch_id, taken from ${taken}`),
    ],
    values: ({ orderId, lines }) => ({
      orderId,
      ...Object.fromEntries(LINE_COLUMNS.map((column) => [`line_${column}`, lines.map((line) => line[column])])),
    }),
  };

  return {
    /** Packs of each prescription medicine on the prescription's orders in `statuses`, but `exceptOrderId`. */
    prescriptionPacksOrdered(
      ex: Executor,
      prescriptionId: string,
      statuses: readonly TOrderStatus[],
      exceptOrderId: string | null,
    ): Promise<TDispensedItem[]> {
      return ex
        .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .innerJoin(products, and(eq(products.id, orderItems.productId), products.rxRequired))
        .where(
          and(
            eq(orders.prescriptionId, prescriptionId),
            inArray(orders.status, [...statuses]),
            exceptOrderId === null ? undefined : ne(orders.id, exceptOrderId),
          ),
        )
        .groupBy(orderItems.productId);
    },

    /** `lock`: held until the caller's transaction ends, so an administrator's change sees what it replaces. */
    async readSettings(ex: Executor, options: { lock?: boolean } = {}): Promise<TOrderSettings> {
      const read = ex.select({ value: settings.value }).from(settings).where(eq(settings.key, ORDER_SETTINGS_KEY));
      const [row] = options.lock ? await read.for('update') : await read;
      const parsed = ZOrderSettings.safeParse(row?.value);
      return parsed.success
        ? parsed.data
        : { acceptanceWindowSeconds: DEFAULT_ACCEPTANCE_WINDOW_SECONDS, codLimitPaise: DEFAULT_COD_LIMIT_PAISE };
    },

    async writeSettings(ex: Executor, value: TOrderSettings): Promise<void> {
      await ex
        .insert(settings)
        .values({ key: ORDER_SETTINGS_KEY, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
    },

    /**
     * Writes the order with its first event (in the order's status) and announces it, in one statement, unless
     * this customer already sent the same idempotency key; null then, and nothing is written. Either way the
     * customer's checkouts run one after another from here until the transaction ends, so limits counted across
     * their orders hold when two arrive at once. Only what the database decides comes back; the rest of the row
     * is what was written and the columns' defaults.
     */
    async insertOrder(
      ex: Executor,
      order: NewOrder,
      firstEvent: Omit<NewEvent, 'orderId' | 'status'>,
    ): Promise<{ order: OrderRow; event: OrderEventRow } | null> {
      const change: TOrderChange = { orderId: order.id, status: order.status, storeId: order.storeId };
      const [row] = await insertOrder(ex, {
        ...order,
        ...eventValues({ ...firstEvent, orderId: order.id, status: order.status }),
        change: JSON.stringify(change),
      });
      if (!row) return null;
      const { orderNumber, orderCreatedAt, orderUpdatedAt, announced: _, ...event } = row;
      return {
        order: {
          ...order,
          number: orderNumber,
          createdAt: orderCreatedAt,
          updatedAt: orderUpdatedAt,
          deliveryOtpFailures: 0,
          deliveryOtpLockedUntil: null,
          cancelReason: null,
          acceptedAt: null,
          packedAt: null,
          deliveredAt: null,
          cancelledAt: null,
        },
        event,
      };
    },

    /** Whether the customer has an order, but `exceptOrderId`, that was not cancelled or left unpaid (first-order coupons). */
    async hasLiveOrders(ex: Executor, userId: string, exceptOrderId: string | null): Promise<boolean> {
      const [row] = await ex
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            notInArray(orders.status, COUPON_RETURNED_STATUSES),
            exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The customer's online orders still waiting for a payment, but `exceptOrderId`. */
    async unpaidOrderCount(ex: Executor, userId: string, exceptOrderId: string): Promise<number> {
      const [row] = await ex
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orders.status, ['pending_payment', 'payment_failed']),
            ne(orders.id, exceptOrderId),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * Packs of each product on the customer's orders placed today in India (not cancelled), but
     * `exceptOrderId`. Every product, not only the cart's: a day's orders hold few lines, and a cart's
     * ids as an index condition made PostgreSQL's reused plan descend the line index once per id.
     */
    packsOrderedToday(
      ex: Executor,
      userId: string,
      exceptOrderId: string,
    ): Promise<Pick<OrderItemRow, 'productId' | 'quantity'>[]> {
      return packsOrderedToday(ex, { userId, exceptOrderId });
    },

    async orderIdForKey(ex: Executor, userId: string, idempotencyKey: string): Promise<string | null> {
      const [row] = await orderIdForKey(ex, { userId, idempotencyKey });
      return row?.id ?? null;
    },

    /**
     * An order's lines, written in the statement that takes their stock (`FollowingWrites`, the shelf's
     * `reserveLinesStatement`): each line with the batches it took.
     */
    linesFollowingReservation,

    /** The batches a line now comes from, as its invoice and H1 register print them. */
    async setItemBatches(
      ex: Executor,
      orderId: string,
      productId: string,
      batches: Pick<OrderItemRow, 'batchNumber' | 'expiryDate'>,
    ): Promise<void> {
      await ex
        .update(orderItems)
        .set(batches)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)));
    },

    /** Writes an event; with `announce`, the same statement also tells live listeners (one round trip). */
    async insertEvent(ex: Executor, event: NewEvent, announce?: TOrderChange): Promise<OrderEventRow> {
      const values = eventValues(event);
      const [row] = announce
        ? (await insertAnnouncedEvent(ex, { ...values, change: JSON.stringify(announce) })).map(
            ({ announced: _, ...written }) => written,
          )
        : await insertEvent(ex, values);
      if (!row) throw new Error(`order event for ${event.orderId} was not written`);
      return row;
    },

    /** One delivery code entered at the door, and what came of it. */
    async logDeliveryCodeAttempt(
      ex: Executor,
      attempt: { orderId: string; storeId: string; actorUserId: string; outcome: TDeliveryCodeOutcome },
    ): Promise<void> {
      await ex.insert(deliveryCodeAttempts).values(attempt);
    },

    /** The wrong codes counted so far; with `replaceWith`, a new code and a wait before the next try. */
    async setDeliveryCodeState(
      ex: Executor,
      orderId: string,
      state: { failures: number; replaceWith?: string; lockedUntil?: Date },
    ): Promise<void> {
      await ex
        .update(orders)
        .set({
          deliveryOtpFailures: state.failures,
          deliveryOtpLockedUntil: state.lockedUntil ?? null,
          ...(state.replaceWith ? { deliveryOtp: state.replaceWith } : {}),
        })
        .where(eq(orders.id, orderId));
    },

    /** Reads an order and locks it until the transaction ends: every transition goes through here. */
    async lockOrder(ex: Executor, orderId: string): Promise<OrderRow | null> {
      const [row] = await ex.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row ?? null;
    },

    async findOrder(ex: Executor, orderId: string): Promise<OrderRow | null> {
      const [row] = await ex.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    async setStatus(
      ex: Executor,
      orderId: string,
      status: TOrderStatus,
      extra: {
        storeId?: string;
        /** With a new store: whether GST is CGST+SGST or IGST depends on its state */
        supply?: TSupply;
        cancelReason?: string;
        stamp?: 'acceptedAt' | 'packedAt' | 'deliveredAt' | 'cancelledAt';
        /** An accepted order handed to another pharmacy: its acceptance (and fulfilment clock) starts again */
        isReopened?: boolean;
      } = {},
    ): Promise<void> {
      await ex
        .update(orders)
        .set({
          status,
          updatedAt: sql`now()`,
          ...(extra.isReopened ? { acceptedAt: null } : {}),
          ...(extra.storeId ? { storeId: extra.storeId } : {}),
          ...(extra.supply ? { supply: extra.supply } : {}),
          ...(extra.cancelReason ? { cancelReason: extra.cancelReason } : {}),
          ...(extra.stamp ? { [extra.stamp]: sql`now()` } : {}),
        })
        .where(eq(orders.id, orderId));
    },

    /** A new way of delivering the order and its fee; the total follows (an express order moved out of range). */
    async setDelivery(
      ex: Executor,
      orderId: string,
      delivery: { deliveryMode: OrderRow['deliveryMode']; deliveryFeePaise: number; totalPaise: number },
    ): Promise<void> {
      await ex
        .update(orders)
        .set({ ...delivery, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    },

    /**
     * Drops lines from an order that is still with the pharmacy and writes its new totals, and the coupon's share
     * each kept line keeps (less when what is left is below the coupon's minimum order).
     */
    async removeItems(
      ex: Executor,
      orderId: string,
      productIds: string[],
      totals: {
        mrpTotalPaise: number;
        itemsTotalPaise: number;
        couponDiscountPaise: number;
        totalPaise: number;
        rxRequired: boolean;
      },
      kept: readonly { productId: string; couponDiscountPaise: number }[],
    ): Promise<void> {
      await ex
        .delete(orderItems)
        .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.productId, productIds)));
      for (const line of kept) {
        await ex
          .update(orderItems)
          .set({ couponDiscountPaise: line.couponDiscountPaise })
          .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, line.productId)));
      }
      await ex
        .update(orders)
        .set({
          mrpTotalPaise: totals.mrpTotalPaise,
          itemsTotalPaise: totals.itemsTotalPaise,
          couponDiscountPaise: totals.couponDiscountPaise,
          totalPaise: totals.totalPaise,
          rxRequired: totals.rxRequired,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, orderId));
    },

    async setPrescription(ex: Executor, orderId: string, prescriptionId: string): Promise<void> {
      await ex.update(orders).set({ prescriptionId, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    },

    items(ex: Executor, orderId: string): Promise<OrderItemRow[]> {
      return ex
        .select({
          productId: orderItems.productId,
          slug: products.slug,
          name: orderItems.name,
          packLabel: orderItems.packLabel,
          manufacturer: orderItems.manufacturer,
          schedule: orderItems.schedule,
          hsnCode: orderItems.hsnCode,
          gstRate: orderItems.gstRate,
          mrpPaise: orderItems.mrpPaise,
          unitPricePaise: orderItems.unitPricePaise,
          quantity: orderItems.quantity,
          couponDiscountPaise: orderItems.couponDiscountPaise,
          batchNumber: orderItems.batchNumber,
          expiryDate: orderItems.expiryDate,
          rxRequired: products.rxRequired,
        })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.name));
    },

    events(ex: Executor, orderId: string): Promise<OrderEventRow[]> {
      return eventsOf(ex, { orderId });
    },

    /**
     * The statement that offers an order to a store and writes what follows from the offer in the same round trip
     * (`FollowingWrites`: its timeout, the store's notices, the push), built once. The parts may also read the offer's own placeholders (`orderId`, `storeId`, `expiresAt`).
     */
    offerStatement<TInput>(followers: readonly FollowingWrites<TInput>[]) {
      const following = allFollowing(followers, sql`(select ${sql.identifier('id')} from ${sql.identifier('offer')})`);
      const parts = following.parts.map((part, index) => db.$with(`follows_${index}`).as(part));
      const offerAndParts = reusableStatement(
        'offer_order',
        db
          .with(offer, ...parts)
          .select(offerIdField)
          .from(offer),
        offerIdField,
      );
      return async (
        ex: Executor,
        offered: { orderId: string; storeId: string; expiresAt: Date },
        input: TInput,
      ): Promise<void> => {
        const [row] = await offerAndParts(ex, { ...following.values(input), ...offered });
        if (!row) throw new Error(`the offer of ${offered.orderId} was not written`);
      };
    },

    async openOffer(
      ex: Executor,
      orderId: string,
    ): Promise<Pick<typeof orderOffers.$inferSelect, 'id' | 'storeId' | 'expiresAt'> | null> {
      const [row] = await ex
        .select({ id: orderOffers.id, storeId: orderOffers.storeId, expiresAt: orderOffers.expiresAt })
        .from(orderOffers)
        .where(and(eq(orderOffers.orderId, orderId), eq(orderOffers.outcome, 'pending')));
      return row ?? null;
    },

    async closeOffer(ex: Executor, offerId: number, outcome: Exclude<TOfferOutcome, 'pending'>, reason: string | null) {
      await ex
        .update(orderOffers)
        .set({ outcome, reason, decidedAt: sql`now()` })
        .where(and(eq(orderOffers.id, offerId), eq(orderOffers.outcome, 'pending')));
    },

    /** The orders waiting for the store's answer now (its pending offers), oldest first. */
    async ordersOfferedTo(ex: Executor, storeId: string): Promise<string[]> {
      const rows = await ex
        .select({ orderId: orderOffers.orderId })
        .from(orderOffers)
        .where(and(eq(orderOffers.storeId, storeId), eq(orderOffers.outcome, 'pending')))
        .orderBy(asc(orderOffers.id));
      return rows.map((row) => row.orderId);
    },

    async offeredStoreIds(ex: Executor, orderId: string): Promise<string[]> {
      const rows = await ex
        .select({ storeId: orderOffers.storeId })
        .from(orderOffers)
        .where(eq(orderOffers.orderId, orderId));
      return rows.map((row) => row.storeId);
    },

    async customerOrders(ex: Executor, userId: string, page: number, pageSize: number): Promise<OrderListRow[]> {
      const rows = await ex
        .select(listFields)
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return rows.map(({ order, ...listed }) => ({ ...order, ...listed }));
    },

    async storeOrders(
      ex: Executor,
      storeId: string,
      statuses: readonly TOrderStatus[],
      page: number,
      pageSize: number,
      newestFirst: boolean,
    ): Promise<(OrderListRow & { offerExpiresAt: string | null })[]> {
      const rows = await ex
        .select({
          ...listFields,
          // ISO text, as the store's list sends it
          offerExpiresAt: sql<string | null>`(select to_char(${orderOffers.expiresAt} at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${orderOffers}
            where ${orderOffers.orderId} = ${orders.id} and ${orderOffers.storeId} = ${orders.storeId}
              and ${orderOffers.outcome} = 'pending')`,
        })
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .where(and(eq(orders.storeId, storeId), inArray(orders.status, [...statuses])))
        .orderBy(newestFirst ? desc(orders.createdAt) : asc(orders.createdAt))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return rows.map(({ order, ...listed }) => ({ ...order, ...listed }));
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
      await ex.insert(refundRequests).values(request);
    },

    async refundPhoto(ex: Executor, orderId: string): Promise<{ photo: Buffer; photoType: string } | null> {
      const [row] = await ex
        .select({ photo: refundRequests.photo, photoType: refundRequests.photoType })
        .from(refundRequests)
        .where(and(eq(refundRequests.orderId, orderId), isNotNull(refundRequests.photo)));
      return row?.photo && row.photoType ? { photo: row.photo, photoType: row.photoType } : null;
    },

    async decideRefund(ex: Executor, orderId: string, note: string | null): Promise<void> {
      await ex
        .update(refundRequests)
        .set({ decisionNote: sql`coalesce(${note}, ${refundRequests.decisionNote})`, decidedAt: sql`now()` })
        .where(eq(refundRequests.orderId, orderId));
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
      return row ?? null;
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
