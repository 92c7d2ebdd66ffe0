/**
 * Placing an order, as the rule reads: the quote the customer agreed to must still hold (re-priced
 * from the database, never taken from the client); then, in one transaction, the order is written,
 * the customer's limits and the prescription's approval are checked, the first event and the timers
 * that drive the order are written, and last the stock is reserved with conditional updates and the
 * items snapshotted as sold. The same idempotency key always answers with the same order.
 */
import { randomUUID } from 'node:crypto';
import { MAX_PACKS_PER_PRODUCT_PER_DAY, MAX_UNPAID_ORDERS_PER_CUSTOMER } from '@dawanow/shared/constants';
import type { TOrderAddress, TOrderDetail, TQuote, ZPlaceOrderRequest } from '@dawanow/shared/orders/customer';
import { PAYMENT_EXPIRY_MINUTES } from '@dawanow/shared/orders/settings';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import type { OrderAddressRow } from '../account/addresses.repository';
import { batchSummary, type ShelfRepository } from '../catalog/shelf.repository';
import { type CouponsService, couponRefused } from '../coupons/coupons.service';
import type { ShelfAfterOrder, StoreAlerts } from '../notifications/store-alerts';
import type { PaymentsService } from '../payments/payments.service';
import type { PrescriptionsRepository } from '../prescriptions/prescriptions.repository';
import { newDeliveryCode } from './delivery-code';
import { JOB_KINDS, type OrderLifecycle } from './order-lifecycle';
import type { OrderViews } from './order-views';
import type {
  NewEvent,
  NewOrder,
  NewOrderLine,
  OrderItemRow,
  OrderRow,
  OrdersRepository,
  TWrittenEventMessage,
} from './orders.repository';
import type { PricedCart } from './quote.service';

type PlaceOrderInput = z.output<typeof ZPlaceOrderRequest>;
export type PlacedOrder = { created: boolean; order: TOrderDetail; redirectTo: string };

const soldOut = (name: string | undefined) =>
  new AppError('CONFLICT', `${name ?? 'An item'} just sold out. Please review your cart.`);

/** The address an order keeps: a copy, so later edits of the saved address change nothing. */
function orderAddressOf(address: OrderAddressRow & { latitude: number; longitude: number }): TOrderAddress {
  return {
    name: address.name,
    line1: address.addressLine1,
    line2: address.addressLine2,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

/** The quote must still be the one the customer agreed to: every line orderable, the same total, a slot offered, cash allowed. */
function assertQuoteHolds(quote: TQuote, input: PlaceOrderInput): void {
  // The quote in the details names what changed, as codes the web words in the reader's language (issue 19)
  if (quote.lines.some((line) => line.problem !== null) || quote.blockers.length > 0) {
    throw new AppError('QUOTE_CHANGED', 'Your cart changed. Please review it.', { quote });
  }
  if (quote.couponProblem !== null) throw couponRefused(quote.couponProblem);
  if (quote.bill.totalPaise !== input.expectedTotalPaise) {
    throw new AppError('QUOTE_CHANGED', 'The total changed since you last saw it. Please review your order.', {
      quote,
    });
  }
  if (input.deliveryMode === 'scheduled' && !quote.slots.some((slot) => slot.start === input.scheduledFor)) {
    throw new AppError('VALIDATION_FAILED', 'Choose one of the delivery slots offered.');
  }
  if (input.paymentMethod === 'cod' && !quote.codAvailable) {
    throw new AppError('VALIDATION_FAILED', 'Cash on delivery is not available for this amount. Please pay online.');
  }
}

export function createPlaceOrder(deps: {
  db: Db;
  repository: OrdersRepository;
  shelfRepository: ShelfRepository;
  prescriptionsRepository: Pick<PrescriptionsRepository, 'status'>;
  lifecycle: OrderLifecycle;
  views: OrderViews;
  payments: PaymentsService;
  jobs: JobQueue;
  alerts: Pick<StoreAlerts, 'stockTaken'>;
  /** The checkout quote for one of the customer's saved addresses */
  checkoutQuote: (
    actor: Actor,
    input: PlaceOrderInput,
    withSlots: boolean,
  ) => Promise<{ priced: PricedCart; address: OrderAddressRow }>;
  /** What is left of an approved prescription covers these lines (shared with attaching a prescription) */
  /** Records the order's coupon use inside its transaction, after the customer's checkout lock */
  coupons: Pick<CouponsService, 'redeem'>;
  assertApprovalLeft: (
    tx: Tx,
    prescriptionId: string,
    orderId: string,
    rxLines: { productId: string; name: string; quantity: number }[],
  ) => Promise<void>;
}) {
  const {
    db,
    repository,
    shelfRepository,
    prescriptionsRepository,
    lifecycle,
    views,
    payments,
    jobs,
    alerts,
    checkoutQuote,
    coupons,
    assertApprovalLeft,
  } = deps;
  // Every order placed: the stock taken and the lines written in one statement (issue 20)
  const reserveWithLines = shelfRepository.reserveLinesStatement([repository.linesFollowingReservation]);

  /** Where the browser goes next: the gateway for an online order waiting for payment, else the order. */
  async function redirectFor(order: OrderRow): Promise<string> {
    if (order.paymentMethod === 'cod' || order.status !== 'pending_payment') return `/orders/${order.id}`;
    try {
      return await payments.start(order);
    } catch {
      // The gateway could not open a payment now; the status page offers a retry.
      return `/payment/status/${order.id}`;
    }
  }

  async function replay(orderId: string): Promise<PlacedOrder> {
    const order = await repository.findOrder(db, orderId);
    if (!order) throw new AppError('NOT_FOUND', 'This order does not exist or is not yours.');
    return { created: false, order: await views.detail(db, order), redirectTo: await redirectFor(order) };
  }

  /** Schedule H and H1 medicines need one of the customer's prescriptions that the pharmacist has not rejected. */
  async function assertPrescriptionAttached(actor: Actor, input: PlaceOrderInput, quote: TQuote): Promise<void> {
    if (!quote.rxRequired) return;
    const status = input.prescriptionId
      ? await prescriptionsRepository.status(db, input.prescriptionId, actor.userId)
      : null;
    if (!status) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Schedule H and H1 medicines need a prescription. Attach one to continue.',
      );
    }
    if (status === 'rejected') {
      throw new AppError('VALIDATION_FAILED', 'This prescription was rejected by the pharmacist. Attach a valid one.');
    }
  }

  /**
   * The cart as it can be ordered now. A retry of an order placed before may no longer match it (that
   * order took the last units): it is answered with that order. A key not used yet is found by the
   * order's insert, so an order placed the first time pays no read for it.
   */
  async function quoteToPlace(
    actor: Actor,
    input: PlaceOrderInput,
  ): Promise<{ priced: PricedCart; address: OrderAddressRow } | { previous: string }> {
    try {
      const quoted = await checkoutQuote(actor, input, false);
      assertQuoteHolds(quoted.priced.quote, input);
      await assertPrescriptionAttached(actor, input, quoted.priced.quote);
      return quoted;
    } catch (refused) {
      const previous = await repository.orderIdForKey(db, actor.userId, input.idempotencyKey);
      if (previous) return { previous };
      throw refused;
    }
  }

  /** The order as placed: the quote's totals, a copy of the address, a fresh delivery code. */
  function newOrder(actor: Actor, input: PlaceOrderInput, priced: PricedCart, address: OrderAddressRow): NewOrder {
    const { quote } = priced;
    const online = input.paymentMethod === 'online';
    return {
      // Made here, not by the database, so that the order's first event and its announcement name it in the
      // order's own statement
      id: randomUUID(),
      userId: actor.userId,
      idempotencyKey: input.idempotencyKey,
      storeId: priced.store.id,
      status: online ? 'pending_payment' : 'placed',
      deliveryMode: input.deliveryMode,
      scheduledFor: input.deliveryMode === 'scheduled' && input.scheduledFor ? new Date(input.scheduledFor) : null,
      paymentMethod: input.paymentMethod,
      paymentProvider: online ? payments.gatewayName : 'cod',
      customerName: address.customerName,
      customerPhone: address.customerPhone,
      address: orderAddressOf({
        ...address,
        latitude: address.latitude as number,
        longitude: address.longitude as number,
      }),
      supply: quote.bill.supply,
      mrpTotalPaise: quote.bill.mrpTotalPaise,
      itemsTotalPaise: quote.bill.itemsTotalPaise,
      deliveryFeePaise: quote.bill.deliveryFeePaise,
      totalPaise: quote.bill.totalPaise,
      couponCode: priced.coupon?.code ?? null,
      couponDiscountPaise: quote.bill.couponDiscountPaise,
      deliveryOtp: newDeliveryCode(),
      rxRequired: quote.rxRequired,
      prescriptionId: quote.rxRequired ? input.prescriptionId : null,
      notes: input.notes ?? null,
      paymentExpiresAt: online ? new Date(Date.now() + PAYMENT_EXPIRY_MINUTES * 60_000) : null,
    };
  }

  /**
   * Stock cannot be hoarded with orders nobody pays for: a customer has at most a few unpaid online
   * orders open, and buys at most so many packs of one product a day. Counted under the per-customer
   * lock the order's insert took, so two checkouts at once cannot both slip under a limit.
   */
  async function assertWithinCustomerLimits(tx: Tx, userId: string, order: OrderRow, priced: PricedCart) {
    const online = order.paymentMethod === 'online';
    if (online && (await repository.unpaidOrderCount(tx, userId, order.id)) >= MAX_UNPAID_ORDERS_PER_CUSTOMER) {
      throw new AppError(
        'CONFLICT',
        `You already have ${MAX_UNPAID_ORDERS_PER_CUSTOMER} orders waiting for payment. Pay for one or cancel it before placing another.`,
      );
    }
    const lines = priced.billLines;
    const today = await repository.packsOrderedToday(tx, userId, order.id);
    for (const line of lines) {
      const earlier = today.find((row) => row.productId === line.productId)?.quantity ?? 0;
      if (earlier + line.quantity > MAX_PACKS_PER_PRODUCT_PER_DAY) {
        const name = priced.shelf.get(line.productId)?.name ?? 'this medicine';
        throw new AppError(
          'CONFLICT',
          `You can order at most ${MAX_PACKS_PER_PRODUCT_PER_DAY} packs of ${name} a day, and today's orders already have ${earlier}.`,
        );
      }
    }
  }

  /** The order's prescription medicines, as the approval's arithmetic takes them. */
  function rxLinesOfCart(priced: PricedCart): { productId: string; name: string; quantity: number }[] {
    return priced.billLines.flatMap((line) => {
      const product = priced.shelf.get(line.productId);
      return product?.rxRequired ? [{ productId: line.productId, name: product.name, quantity: line.quantity }] : [];
    });
  }

  /**
   * Takes each line's packs off the store's batches at the quoted price, earliest expiry first, and
   * writes what was sold, as it was: names, prices, tax and the batches used, in the same statement; the
   * store hears of the shelves this leaves low. A line that sold out since the quote refuses the whole order.
   */
  async function reserveItems(tx: Tx, order: OrderRow, priced: PricedCart): Promise<OrderItemRow[]> {
    // Lines in product order, the order in which the reservation locks their batches.
    const lines = [...priced.billLines].sort((a, b) => a.productId.localeCompare(b.productId));
    const sold = lines.map((line) => {
      const product = priced.shelf.get(line.productId);
      if (!product) throw soldOut(undefined);
      return {
        product,
        line: {
          productId: line.productId,
          name: product.name,
          packLabel: product.packLabel,
          manufacturer: product.manufacturer,
          schedule: product.schedule,
          hsnCode: product.hsnCode,
          gstRate: product.gstRate,
          mrpPaise: product.mrpPaise,
          unitPricePaise: line.unitPricePaise,
          quantity: line.quantity,
          couponDiscountPaise: line.couponDiscountPaise ?? 0,
        } satisfies NewOrderLine,
      };
    });
    const reserved = await reserveWithLines(
      tx,
      {
        storeId: order.storeId,
        lines: lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          pricePaise: line.unitPricePaise,
        })),
        expiryCutoff: priced.expiryCutoff,
      },
      { orderId: order.id, lines: sold.map(({ line }) => line) },
    );
    const shelves: ShelfAfterOrder[] = [];
    const items = sold.map(({ product, line }): OrderItemRow => {
      const reservation = reserved.get(line.productId);
      // Its lines and the other lines' stock are undone with the transaction
      if (!reservation) throw soldOut(product.name);
      const { batches, unitsLeft, lowStockThreshold } = reservation;
      shelves.push({ productId: line.productId, name: product.name, unitsLeft, lowStockThreshold });
      return { ...line, slug: product.slug, ...batchSummary(batches), rxRequired: product.rxRequired };
    });
    await alerts.stockTaken(tx, order.storeId, shelves);
    return items;
  }

  /**
   * What the order's first event says: an online order waits for its payment; a cash order is placed with the
   * store. It is written with the order (`insertOrder`).
   */
  function firstEventOf(actor: Actor, input: PlaceOrderInput, storeName: string): Omit<NewEvent, 'orderId' | 'status'> {
    const message: TWrittenEventMessage =
      input.paymentMethod === 'online'
        ? { code: 'awaiting_payment', values: { minutes: PAYMENT_EXPIRY_MINUTES } }
        : { code: 'order_placed', values: { store: storeName } };
    return { message, actor: 'customer', actorUserId: actor.userId };
  }

  /**
   * What moves the order on: an online order waits for its payment until the payment window ends; a cash order
   * goes to the store under its acceptance window.
   */
  async function startTimers(tx: Tx, order: OrderRow): Promise<void> {
    if (order.paymentMethod === 'online') {
      await jobs.schedule(tx, JOB_KINDS.paymentExpiry, order.id, new Date(order.paymentExpiresAt ?? Date.now()), {
        orderId: order.id,
      });
    } else {
      await lifecycle.offer(tx, order, order.storeId);
    }
  }

  return async function placeOrder(actor: Actor, input: PlaceOrderInput): Promise<PlacedOrder> {
    const quoted = await quoteToPlace(actor, input);
    if ('previous' in quoted) return replay(quoted.previous);
    const { priced, address } = quoted;
    const placed = await db.transaction(async (tx) => {
      const written = await repository.insertOrder(
        tx,
        newOrder(actor, input, priced, address),
        firstEventOf(actor, input, priced.store.name),
      );
      // The key was used before (a retry, or the same request twice at once): answer with that order.
      if (!written) return null;
      const { order, event: placedEvent } = written;
      await assertWithinCustomerLimits(tx, actor.userId, order, priced);
      if (priced.coupon) {
        await coupons.redeem(
          tx,
          priced.coupon.id,
          {
            userId: actor.userId,
            storeId: priced.store.id,
            itemsTotalPaise: priced.quote.bill.itemsTotalPaise,
            lines: priced.coupon.lines,
          },
          order.id,
        );
      }
      if (order.prescriptionId) await assertApprovalLeft(tx, order.prescriptionId, order.id, rxLinesOfCart(priced));
      await startTimers(tx, order);
      // Stock last: its row locks are what concurrent checkouts of the same medicine queue on, so they are
      // held for as few statements as can be.
      const items = await reserveItems(tx, order, priced);
      return { order, items, placedEvent };
    });
    if (!placed) {
      const winner = await repository.orderIdForKey(db, actor.userId, input.idempotencyKey);
      if (!winner) throw new AppError('CONFLICT', 'Please try placing the order again.');
      return replay(winner);
    }
    const { order, items, placedEvent } = placed;
    const redirectTo = await redirectFor(order);
    return {
      created: true,
      order: await views.detail(db, order, new Date(), {
        items: [...items].sort((a, b) => a.name.localeCompare(b.name)),
        store: priced.store,
        events: [placedEvent],
      }),
      redirectTo,
    };
  };
}
export type PlaceOrder = ReturnType<typeof createPlaceOrder>;
