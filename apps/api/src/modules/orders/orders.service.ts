/**
 * The customer's side of an order: quotes, placing an order (the use case in place-order.ts), reading,
 * cancelling, asking for a refund, and the tax invoice.
 */
import { REFUND_REPORT_WINDOW_HOURS } from '@dawanow/shared/constants';
import { couponSharesAfterRemoval } from '@dawanow/shared/coupons';
import { formatIndianDate, indianToday } from '@dawanow/shared/dates';
import { APPROVAL_HOLDING_STATUSES, approvalShortfall, shortfallMessage } from '@dawanow/shared/dispensing';
import { computeBill } from '@dawanow/shared/orders/bill';
import {
  REFUND_PHOTO_MAX_BYTES,
  type TCartQuoteRequest,
  type TInvoice,
  type TOrderDetail,
  type TOrderList,
  type TQuote,
  type ZCheckoutQuoteRequest,
  type ZRefundRequest,
} from '@dawanow/shared/orders/customer';
import { isCustomerCancellable, refundDeadline } from '@dawanow/shared/orders/status';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { reencodeImage } from '../../lib/images';
import type { JobQueue } from '../../lib/jobs';
import { announceOrderChange } from '../../lib/order-changes';
import { jsonBytes, type ReadCache } from '../../lib/read-cache';
import type { AddressesRepository } from '../account/addresses.repository';
import type { ShelfRepository } from '../catalog/shelf.repository';
import type { CouponsService } from '../coupons/coupons.service';
import type { StoreAlerts } from '../notifications/store-alerts';
import type { PaymentsService } from '../payments/payments.service';
import type { PrescriptionsRepository } from '../prescriptions/prescriptions.repository';
import type { OrderLifecycle } from './order-lifecycle';
import { billLinesOf, type OrderViews, rxLinesOf, summaryOf } from './order-views';
import type { OrderRow, OrdersRepository } from './orders.repository';
import { createPlaceOrder } from './place-order';
import type { QuoteService } from './quote.service';

const ORDERS_PAGE_SIZE = 10;

const orderNotFound = () => new AppError('NOT_FOUND', 'This order does not exist or is not yours.');

/** What a saved address quoted for checkout is read from, and how long a kept copy may serve at most */
const ADDRESS_TABLES = ['addresses', 'users', 'profiles'] as const;
const ADDRESS_KEEP_MS = 60_000;

/** Magic bytes of the photo types a refund report accepts: the declared type must match the content. */
const PHOTO_SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  jpeg: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  png: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

async function decodePhoto(dataUrl: string): Promise<{ photo: Buffer; photoType: string }> {
  const match = /^data:image\/(jpeg|png|webp);base64,(.+)$/.exec(dataUrl);
  const kind = match?.[1];
  const photo = match?.[2] ? Buffer.from(match[2], 'base64') : null;
  if (!kind || !photo || photo.length === 0) throw new AppError('VALIDATION_FAILED', 'The photo could not be read.');
  if (photo.length > REFUND_PHOTO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'The photo must be at most 2 MB.');
  if (!PHOTO_SIGNATURES[kind]?.(photo)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The photo is not a JPEG, PNG or WebP image.');
  }
  // Re-encoded like a prescription photo: the store sees no GPS, camera or bytes hidden after the image.
  const image = await reencodeImage(photo);
  return { photo: image.body, photoType: image.contentType };
}

export function createOrdersService(deps: {
  db: Db;
  repository: OrdersRepository;
  addressesRepository: AddressesRepository;
  shelfRepository: ShelfRepository;
  prescriptionsRepository: Pick<PrescriptionsRepository, 'status' | 'lockApproval'>;
  quotes: QuoteService;
  coupons: Pick<CouponsService, 'redeem' | 'minimumOrder'>;
  lifecycle: OrderLifecycle;
  views: OrderViews;
  payments: PaymentsService;
  jobs: JobQueue;
  alerts: Pick<StoreAlerts, 'prescriptionToReview' | 'stockTaken'>;
  /** Where the saved addresses a checkout quotes for are kept until they change (as the session's actor is) */
  readCache: Pick<ReadCache, 'partition'>;
}) {
  const {
    db,
    repository,
    addressesRepository,
    shelfRepository,
    prescriptionsRepository,
    quotes,
    lifecycle,
    views,
    payments,
    alerts,
    coupons,
  } = deps;
  const keptAddresses = deps.readCache.partition({ maxEntries: 20_000, maxBytes: 16 * 1024 * 1024 });

  async function ownOrder(actor: Actor, orderId: string): Promise<OrderRow> {
    const order = await repository.findOrder(db, orderId);
    if (!order || order.userId !== actor.userId) throw orderNotFound();
    return order;
  }

  async function checkoutQuote(actor: Actor, input: z.output<typeof ZCheckoutQuoteRequest>, withSlots = true) {
    // Read for every checkout quote and again to place the order: kept until the address or its owner's name or
    // phone changes (migration 0049 announces those tables)
    const address = await keptAddresses.read(
      `${actor.userId}:${input.addressId}`,
      ADDRESS_TABLES,
      ADDRESS_KEEP_MS,
      () => addressesRepository.findForOrder(actor.userId, input.addressId),
      jsonBytes,
    );
    if (!address) throw new AppError('NOT_FOUND', 'This address does not exist or is not yours.');
    const located = address.latitude !== null && address.longitude !== null;
    const priced = await quotes.price(db, {
      storeId: input.storeId,
      items: input.items,
      deliveryMode: input.deliveryMode,
      destination: located
        ? { latitude: address.latitude as number, longitude: address.longitude as number, state: address.state }
        : null,
      addressMissingLocation: !located,
      withSlots,
      coupon: input.couponCode ? { code: input.couponCode, userId: actor.userId } : undefined,
    });
    return { priced, address };
  }

  /**
   * An approved prescription is used up by the orders that draw on it (ARCHITECTURE §3): an order
   * beyond what is left is refused. The approval is locked, so two orders placed at once cannot both
   * take its last pack. A prescription not reviewed yet is checked when the pharmacy accepts.
   */
  async function assertApprovalLeft(
    tx: Tx,
    prescriptionId: string,
    orderId: string,
    rxLines: { productId: string; name: string; quantity: number }[],
  ): Promise<void> {
    const approval = await prescriptionsRepository.lockApproval(tx, prescriptionId);
    if (approval?.status !== 'approved') return;
    if (approval.validUntil && approval.validUntil < indianToday()) {
      throw new AppError(
        'VALIDATION_FAILED',
        `This prescription was valid until ${formatIndianDate(approval.validUntil)}. Upload a new one.`,
      );
    }
    const held = await repository.prescriptionPacksOrdered(tx, prescriptionId, APPROVAL_HOLDING_STATUSES, orderId);
    const shortfall = approvalShortfall(approval.covers, held, rxLines);
    if (shortfall) throw new AppError('VALIDATION_FAILED', shortfallMessage(shortfall, 'customer'));
  }

  const placeOrder = createPlaceOrder({ ...deps, checkoutQuote, assertApprovalLeft });

  return {
    async cartQuote(
      input: TCartQuoteRequest & { deliveryMode: 'express' | 'standard' | 'scheduled' },
    ): Promise<TQuote> {
      const destination =
        input.latitude !== undefined && input.longitude !== undefined
          ? { latitude: input.latitude, longitude: input.longitude, state: null }
          : null;
      const { quote } = await quotes.price(db, {
        storeId: input.storeId,
        items: input.items,
        deliveryMode: input.deliveryMode,
        destination,
      });
      return quote;
    },

    async checkoutQuote(actor: Actor, input: z.output<typeof ZCheckoutQuoteRequest>): Promise<TQuote> {
      return (await checkoutQuote(actor, input)).priced.quote;
    },

    /**
     * Places an order: everything re-priced from the database, stock taken with conditional updates
     * in one transaction, and the same idempotency key always answering with the same order.
     */
    place: placeOrder,

    async list(actor: Actor, page: number): Promise<TOrderList> {
      const rows = await repository.customerOrders(db, actor.userId, page, ORDERS_PAGE_SIZE);
      return { orders: rows.map(summaryOf), total: rows[0]?.total ?? 0, page, pageSize: ORDERS_PAGE_SIZE };
    },

    async detail(actor: Actor, orderId: string): Promise<TOrderDetail> {
      return views.detail(db, await ownOrder(actor, orderId));
    },

    /** For the live stream: only the owner may listen. */
    async assertOwner(actor: Actor, orderId: string): Promise<void> {
      await ownOrder(actor, orderId);
    },

    async cancel(actor: Actor, orderId: string, reason: string): Promise<TOrderDetail> {
      await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderId);
        if (!order || order.userId !== actor.userId) throw orderNotFound();
        if (!isCustomerCancellable(order.status)) {
          throw new AppError(
            'ORDER_NOT_CANCELLABLE',
            order.status === 'cancelled'
              ? 'This order is already cancelled.'
              : 'The pharmacy is already preparing this order, so it can no longer be cancelled.',
          );
        }
        await lifecycle.cancel(tx, order, 'customer', {
          reason,
          message: (refunding) => ({ code: 'cancelled_by_customer', values: { reason, refunding } }),
          actorUserId: actor.userId,
        });
      });
      return views.detail(db, await ownOrder(actor, orderId));
    },

    async requestRefund(actor: Actor, orderId: string, input: z.output<typeof ZRefundRequest>): Promise<TOrderDetail> {
      const photo = input.photo ? await decodePhoto(input.photo) : null;
      await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderId);
        if (!order || order.userId !== actor.userId) throw orderNotFound();
        if (order.status !== 'delivered' || !order.deliveredAt) {
          throw new AppError('CONFLICT', 'A refund can be requested only for a delivered order, once.');
        }
        if (refundDeadline(new Date(order.deliveredAt)) < new Date()) {
          throw new AppError(
            'CONFLICT',
            `Refunds must be requested within ${REFUND_REPORT_WINDOW_HOURS} hours of delivery.`,
          );
        }
        await repository.insertRefundRequest(tx, {
          orderId,
          reason: input.reason,
          details: input.details ?? null,
          photo: photo?.photo ?? null,
          photoType: photo?.photoType ?? null,
        });
        await lifecycle.transition(tx, order, 'refund_requested', 'customer', {
          message: { code: 'refund_requested', values: { reason: input.reason } },
          actorUserId: actor.userId,
        });
      });
      return views.detail(db, await ownOrder(actor, orderId));
    },

    /** A new prescription for an order whose prescription was rejected or unclear. */
    async attachPrescription(actor: Actor, orderId: string, prescriptionId: string): Promise<TOrderDetail> {
      await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderId);
        if (!order || order.userId !== actor.userId) throw orderNotFound();
        if (!order.rxRequired || !isCustomerCancellable(order.status)) {
          throw new AppError(
            'CONFLICT',
            'A prescription can be changed only on a prescription order not yet accepted.',
          );
        }
        const status = await prescriptionsRepository.status(tx, prescriptionId, actor.userId);
        if (!status) throw new AppError('NOT_FOUND', 'This prescription does not exist or is not yours.');
        if (status === 'rejected')
          throw new AppError('VALIDATION_FAILED', 'This prescription was rejected. Choose another.');
        await assertApprovalLeft(tx, prescriptionId, order.id, rxLinesOf(await repository.items(tx, order.id)));
        await repository.setPrescription(tx, order.id, prescriptionId);
        await repository.insertEvent(tx, {
          orderId: order.id,
          status: order.status,
          message: { code: 'prescription_attached', values: {} },
          actor: 'customer',
          actorUserId: actor.userId,
        });
        await alerts.prescriptionToReview(tx, {
          storeId: order.storeId,
          prescriptionId,
          what: `Order ${order.number}: the customer attached a new prescription to check.`,
        });
        await announceOrderChange(tx, { orderId: order.id, status: order.status, storeId: order.storeId });
      });
      return views.detail(db, await ownOrder(actor, orderId));
    },

    /**
     * The other way out of a rejected prescription (besides attaching another): the items that need one
     * leave the order, their stock goes back on the shelf, and the rest goes ahead. The delivery fee
     * stays as agreed, so the total only falls; an online payment gets the difference back.
     */
    async removePrescriptionItems(actor: Actor, orderId: string): Promise<TOrderDetail> {
      await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderId);
        if (!order || order.userId !== actor.userId) throw orderNotFound();
        if (!order.rxRequired || order.status !== 'placed') {
          throw new AppError(
            'CONFLICT',
            'Items can be removed only from a prescription order the pharmacy has not accepted yet.',
          );
        }
        const items = await repository.items(tx, order.id);
        const removed = items.filter((item) => item.rxRequired);
        const kept = items.filter((item) => !item.rxRequired);
        if (removed.length === 0) {
          throw new AppError('CONFLICT', 'No item in this order needs a prescription now.');
        }
        if (kept.length === 0) {
          throw new AppError(
            'CONFLICT',
            'Every item in this order needs a prescription: attach another prescription or cancel the order.',
          );
        }
        // The coupon is judged again on what is left: below its minimum order it no longer applies, though the
        // total never rises (couponSharesAfterRemoval)
        const minimumOrder = order.couponCode ? await coupons.minimumOrder(tx, order.couponCode) : 0;
        const shares = couponSharesAfterRemoval(minimumOrder, kept, removed);
        const keptNow = kept.map((item, index) => ({ ...item, couponDiscountPaise: shares[index] ?? 0 }));
        const bill = computeBill(billLinesOf(keptNow), order.deliveryFeePaise, order.supply);
        await shelfRepository.release(
          tx,
          order.id,
          removed.map((item) => item.productId),
        );
        await repository.removeItems(
          tx,
          order.id,
          removed.map((item) => item.productId),
          { ...bill, rxRequired: false },
          keptNow,
        );
        const difference = order.totalPaise - bill.totalPaise;
        const refunding = await lifecycle.refundPart(tx, order.id, difference, 'Prescription items removed');
        await repository.insertEvent(
          tx,
          {
            orderId: order.id,
            status: order.status,
            message: {
              code: 'rx_items_removed',
              values: {
                medicines: removed.map((item) => item.name),
                refundPaise: refunding ? difference : null,
                totalPaise: bill.totalPaise,
              },
            },
            actor: 'customer',
            actorUserId: actor.userId,
          },
          { orderId: order.id, status: order.status, storeId: order.storeId },
        );
      });
      return views.detail(db, await ownOrder(actor, orderId));
    },

    async retryPayment(actor: Actor, orderId: string): Promise<string> {
      const ready = await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderId);
        if (!order || order.userId !== actor.userId) throw orderNotFound();
        if (order.paymentMethod !== 'online') throw new AppError('CONFLICT', 'This order is paid in cash at delivery.');
        const expired = order.paymentExpiresAt !== null && new Date(order.paymentExpiresAt) < new Date();
        if ((order.status !== 'pending_payment' && order.status !== 'payment_failed') || expired) {
          throw new AppError('CONFLICT', 'This order is no longer waiting for payment.');
        }
        if (order.status === 'payment_failed') {
          await lifecycle.transition(tx, order, 'pending_payment', 'customer', {
            message: { code: 'payment_retried', values: {} },
            actorUserId: actor.userId,
          });
        }
        return order;
      });
      return payments.start(ready);
    },

    async invoice(actor: Actor, orderId: string): Promise<TInvoice> {
      const order = await ownOrder(actor, orderId);
      if (!order.deliveredAt) throw new AppError('CONFLICT', 'The tax invoice is issued when the order is delivered.');
      return views.invoice(db, order);
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
