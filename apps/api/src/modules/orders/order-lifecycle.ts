/**
 * The moves every part of the order flow shares, each inside the caller's transaction on a locked
 * order: a checked transition (with its event and live announcement), offering an order to a store
 * under a durable acceptance timer, handing it to the next nearest store, cancelling with stock
 * released and the payment refunded, and refunding part of a payment.
 */
import { STORE_RADIUS_KM } from '@dawanow/shared/constants';
import { indianToday } from '@dawanow/shared/dates';
import { distanceKm } from '@dawanow/shared/delivery';
import { isOpenAt } from '@dawanow/shared/opening-hours';
import { supplyBetween } from '@dawanow/shared/orders/bill';
import {
  deliveryFeePaise,
  deliveryPromise,
  isExpressAvailable,
  isSlotInHours,
  SCHEDULE_LEAD_MINUTES,
  SCHEDULE_SLOT_MINUTES,
} from '@dawanow/shared/orders/delivery-options';
import { orderEventEnglish, type TMoveAwayWhy } from '@dawanow/shared/orders/order-event-messages';
import { canTransition, type TOrderActor, type TOrderStatus } from '@dawanow/shared/orders/status';
import { sellableExpiryCutoff } from '@dawanow/shared/products';
import { sql } from 'drizzle-orm';
import type { Executor, FollowingWrites, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import { announceOrderChange } from '../../lib/order-changes';
import { batchSummary, type ShelfRepository, type TakenFromBatch } from '../catalog/shelf.repository';
import type { OfferedTo, ShelfAfterOrder, StoreAlerts } from '../notifications/store-alerts';
import type { PaymentsRepository } from '../payments/payments.repository';
import type { OrderPush } from '../push/order-push';
import type { StoreRow, StoresRepository } from '../stores/stores.repository';
import type { OrderSettingsService } from './order-settings.service';
import type { OrderRow, OrdersRepository, TWrittenEventMessage } from './orders.repository';
import type { TrackingRepository } from './tracking.repository';

/** A candidate store lacks one of the order's items: its savepoint is rolled back and the next one tried. */
class NotHere extends Error {}

export const JOB_KINDS = {
  offerTimeout: 'offer-timeout',
  paymentExpiry: 'payment-expiry',
  /** Returns what is left of a payment: opens its refund and sends it (keyed by payment) */
  paymentRefund: 'payment-refund',
  /** Sends a part refund to the gateway (keyed by refund) */
  partialRefund: 'partial-refund',
  /** Sends a refund again after the gateway failed it (keyed by refund and attempt) */
  refundRetry: 'refund-retry',
  /** Asks the gateway about a refund it still has pending (keyed by refund and time) */
  refundCheck: 'refund-check',
} as const;

export type TransitionDetails = {
  message: TWrittenEventMessage;
  actorUserId?: string | null;
  stamp?: 'acceptedAt' | 'packedAt' | 'deliveredAt' | 'cancelledAt';
  cancelReason?: string;
  storeId?: string;
};

export function createOrderLifecycle(deps: {
  repository: OrdersRepository;
  paymentsRepository: PaymentsRepository;
  storesRepository: StoresRepository;
  shelfRepository: ShelfRepository;
  jobs: JobQueue;
  settings: OrderSettingsService;
  /** Tells the store's members (and, by mail, its owners) about offers, orders that move away and stock running low */
  alerts: Pick<StoreAlerts, 'offeredWrites' | 'offeredForReview' | 'movedAway' | 'stockTaken'>;
  /** The courier's positions, which end with the delivery */
  tracking: Pick<TrackingRepository, 'forgetPositions'>;
  /** Order updates to the customer's devices and new orders to the store's, by Web Push after the commit */
  push: Pick<OrderPush, 'orderMoved' | 'newOrderWrites'>;
}) {
  const { repository, paymentsRepository, storesRepository, shelfRepository, jobs, settings, alerts, tracking, push } =
    deps;
  /** An offer ends unanswered at its expiry: the job is keyed by the offer and carries the offer's own values. */
  const offerTimeout: FollowingWrites<unknown> = {
    parts: (offerId) => [
      jobs.insertion({
        kind: sql`${JOB_KINDS.offerTimeout}`,
        key: sql`${offerId}::text`,
        payload: sql`jsonb_build_object('orderId', ${sql.placeholder('orderId')}::uuid, 'offerId', ${offerId})`,
        runAt: sql.placeholder('expiresAt'),
      }),
    ],
    values: () => ({}),
  };
  // Every offer, with its timeout, the store's notices and the push to its devices: one statement (issue 20)
  const offerWithFollowers = repository.offerStatement<OfferedTo>([
    offerTimeout,
    alerts.offeredWrites,
    push.newOrderWrites,
  ]);
  async function transition(
    tx: Tx,
    order: OrderRow,
    to: TOrderStatus,
    actor: TOrderActor,
    details: TransitionDetails,
  ): Promise<void> {
    if (!canTransition(order.status, to, actor)) {
      throw new AppError(
        'CONFLICT',
        `This order is ${order.status.replaceAll('_', ' ')} and cannot be moved to ${to.replaceAll('_', ' ')}.`,
      );
    }
    await repository.setStatus(tx, order.id, to, details);
    // DPDP purpose limitation: where the courier was is needed only until the order arrives or is called off.
    if (to === 'delivered' || to === 'cancelled') await tracking.forgetPositions(tx, order.id);
    const event = await repository.insertEvent(
      tx,
      {
        orderId: order.id,
        status: to,
        message: details.message,
        actor,
        actorUserId: details.actorUserId ?? null,
      },
      { orderId: order.id, status: to, storeId: details.storeId ?? order.storeId },
    );
    await push.orderMoved(tx, order, to, event.id);
    order.status = to;
    if (details.storeId) order.storeId = details.storeId;
  }

  /**
   * Offers a placed order to a store for the acceptance window; a durable job ends the offer if
   * unanswered. A scheduled order may be answered until an hour before its slot (the store may be
   * closed when it is placed, e.g. tonight for tomorrow morning).
   */
  async function offer(tx: Tx, order: OrderRow, storeId: string): Promise<void> {
    const { acceptanceWindowSeconds } = await settings.read(tx);
    const window = acceptanceWindowSeconds * 1000;
    const latestAnswer = order.scheduledFor ? order.scheduledFor.getTime() - SCHEDULE_LEAD_MINUTES * 60_000 : 0;
    const expiresAt = new Date(Math.max(Date.now() + window, latestAnswer));
    await offerWithFollowers(tx, { orderId: order.id, storeId, expiresAt }, { order, storeId, expiresAt });
    await alerts.offeredForReview(tx, order, storeId);
  }

  /**
   * Asks the gateway (via durable jobs) to return the order's captured payments, or only `paymentId`
   * (a second capture of an order already paid). False when there was nothing to return.
   */
  async function refundPayment(tx: Tx, orderId: string, paymentId?: string): Promise<boolean> {
    const paid = (await paymentsRepository.paidPayments(tx, orderId)).filter(
      (payment) => paymentId === undefined || payment.id === paymentId,
    );
    for (const payment of paid) {
      await paymentsRepository.updatePayment(tx, payment.id, { status: 'refund_pending' });
      await jobs.schedule(tx, JOB_KINDS.paymentRefund, payment.id, new Date(), { paymentId: payment.id });
    }
    return paid.length > 0;
  }

  /** Asks the gateway (via a durable job) to return part of a captured payment; false when nothing was paid. */
  async function refundPart(tx: Tx, orderId: string, amountPaise: number, reason: string): Promise<boolean> {
    const paid = await paymentsRepository.paidPayment(tx, orderId);
    if (!paid || amountPaise <= 0) return false;
    const refundId = await paymentsRepository.insertRefund(tx, {
      paymentId: paid.id,
      kind: 'part',
      amountPaise,
      reason,
    });
    await jobs.schedule(tx, JOB_KINDS.partialRefund, refundId, new Date(), { refundId });
    return true;
  }

  async function cancel(
    tx: Tx,
    order: OrderRow,
    actor: TOrderActor,
    details: {
      /** Kept on the order (`cancel_reason`) */
      reason: string;
      /** The event, knowing whether an online payment is being returned */
      message: (isRefunding: boolean) => TWrittenEventMessage;
      actorUserId?: string | null;
    },
  ): Promise<void> {
    const items = await repository.items(tx, order.id);
    await shelfRepository.release(
      tx,
      order.id,
      items.map((item) => item.productId),
    );
    const open = await repository.openOffer(tx, order.id);
    if (open) {
      await repository.closeOffer(tx, open.id, 'withdrawn', details.reason);
      await jobs.cancel(tx, JOB_KINDS.offerTimeout, String(open.id));
    }
    await jobs.cancel(tx, JOB_KINDS.paymentExpiry, order.id);
    const refunded = await refundPayment(tx, order.id);
    await transition(tx, order, 'cancelled', actor, {
      message: details.message(refunded),
      actorUserId: details.actorUserId ?? null,
      cancelReason: details.reason,
      stamp: 'cancelledAt',
    });
  }

  /** Whether `store` can serve the order when it is due: open now, or through a scheduled order's slot. */
  function serves(store: StoreRow, order: OrderRow, now: Date): boolean {
    return order.scheduledFor
      ? isSlotInHours(store.openingHours, order.scheduledFor.getTime())
      : isOpenAt(store.openingHours, now);
  }

  /** Pharmacies that could take the order over now, nearest first, leaving out `excluded`. */
  async function candidatesFor(tx: Executor, order: OrderRow, excluded: string[], now = new Date()) {
    // Not into a holiday closure: the stores closed now, or during a scheduled order's slot, are left out.
    const serving = order.scheduledFor
      ? { from: order.scheduledFor, to: new Date(order.scheduledFor.getTime() + SCHEDULE_SLOT_MINUTES * 60_000) }
      : { from: now, to: now };
    const near = await storesRepository.acceptingNear(tx, order.address, STORE_RADIUS_KM * 1000, excluded, serving);
    return near.filter((store) => serves(store, order, now));
  }

  /**
   * An express order now served from beyond express range becomes a standard one: the customer is told the
   * new estimate and gets the fee difference back (online) or pays that much less at the door (cash).
   */
  async function keepDeliveryPromise(tx: Tx, order: OrderRow, store: StoreRow): Promise<void> {
    if (order.deliveryMode !== 'express') return;
    const km = distanceKm(store, order.address);
    if (isExpressAvailable(km)) return;
    const fee = deliveryFeePaise('standard', order.itemsTotalPaise);
    const difference = order.deliveryFeePaise - fee;
    const totalPaise = order.totalPaise - difference;
    await repository.setDelivery(tx, order.id, { deliveryMode: 'standard', deliveryFeePaise: fee, totalPaise });
    const refunded =
      order.paymentMethod === 'online' &&
      (await refundPart(tx, order.id, difference, 'Express delivery was not possible from the new pharmacy'));
    Object.assign(order, { deliveryMode: 'standard', deliveryFeePaise: fee, totalPaise });
    await repository.insertEvent(tx, {
      orderId: order.id,
      status: order.status,
      message: {
        code: 'standard_delivery',
        values: {
          store: store.name,
          distanceKm: km,
          minutes: deliveryPromise({ distanceKm: km, mode: 'standard' }).minutes ?? 0,
          money: refunded ? 'refund' : order.paymentMethod === 'cod' ? 'cash' : 'none',
          differencePaise: difference,
          totalPaise,
        },
      },
      actor: 'system',
    });
  }

  /**
   * Hands the order to `candidate` with the stock moved from one shelf to the other — every item from the
   * candidate or nothing (false) — and offers it there. An accepted order starts again as placed.
   */
  async function moveTo(
    tx: Tx,
    order: OrderRow,
    candidate: StoreRow,
    event: { message: TWrittenEventMessage; actor: TOrderActor; actorUserId?: string | null },
  ): Promise<boolean> {
    if (order.status !== 'placed' && !canTransition(order.status, 'placed', event.actor)) {
      throw new AppError('CONFLICT', `This order is ${order.status.replaceAll('_', ' ')} and cannot be moved.`);
    }
    const items = await repository.items(tx, order.id);
    const cutoff = sellableExpiryCutoff(indianToday());
    // Everything from this store or nothing: a savepoint undoes what it gave when an item is missing.
    const taken = await tx
      .transaction(async (attempt) => {
        const fromCandidate: { productId: string; batches: TakenFromBatch[] }[] = [];
        const shelves: ShelfAfterOrder[] = [];
        for (const item of [...items].sort((a, b) => a.productId.localeCompare(b.productId))) {
          const reservation = await shelfRepository.reserve(attempt, {
            storeId: candidate.id,
            productId: item.productId,
            quantity: item.quantity,
            pricePaise: null,
            expiryCutoff: cutoff,
          });
          if (!reservation) throw new NotHere();
          fromCandidate.push({ productId: item.productId, batches: reservation.batches });
          shelves.push({
            productId: item.productId,
            name: item.name,
            unitsLeft: reservation.unitsLeft,
            lowStockThreshold: reservation.lowStockThreshold,
          });
        }
        return { fromCandidate, shelves };
      })
      .catch((error: unknown) => {
        if (error instanceof NotHere) return null;
        throw error;
      });
    if (!taken) return false;
    await shelfRepository.release(
      tx,
      order.id,
      items.map((item) => item.productId),
    );
    await shelfRepository.recordTaken(tx, order.id, taken.fromCandidate);
    await alerts.stockTaken(tx, candidate.id, taken.shelves);
    for (const { productId, batches } of taken.fromCandidate) {
      await repository.setItemBatches(tx, order.id, productId, batchSummary(batches));
    }
    const previousStore = order.storeId;
    const supply = supplyBetween(candidate.state, order.address.state);
    await repository.setStatus(tx, order.id, 'placed', {
      storeId: candidate.id,
      supply,
      isReopened: order.acceptedAt !== null,
    });
    Object.assign(order, { supply, status: 'placed', acceptedAt: null, storeId: candidate.id });
    await repository.insertEvent(tx, { orderId: order.id, status: 'placed', ...event });
    await keepDeliveryPromise(tx, order, candidate);
    await alerts.movedAway(tx, order, previousStore, orderEventEnglish(event.message).note ?? '');
    await offer(tx, order, candidate.id);
    // Both counters change: the old store loses the order, the new one gets it.
    await announceOrderChange(tx, { orderId: order.id, status: 'placed', storeId: previousStore });
    await announceOrderChange(tx, { orderId: order.id, status: 'placed', storeId: candidate.id });
    return true;
  }

  /**
   * The order moves on from its current store (it rejected, or did not answer in time): to the
   * nearest other open store within the radius of the address that has every item in stock, with
   * the stock moved from one shelf to the other; when no store is left, it is cancelled and refunded.
   */
  async function reassign(tx: Tx, order: OrderRow, why: TMoveAwayWhy): Promise<StoreRow | null> {
    const candidates = await candidatesFor(tx, order, await repository.offeredStoreIds(tx, order.id));
    for (const candidate of candidates) {
      const moved = await moveTo(tx, order, candidate, {
        message: { code: 'sent_to_next', values: { ...why, store: candidate.name } },
        actor: 'system',
      });
      if (moved) return candidate;
    }
    const cancelled = (isRefunding: boolean) =>
      ({ code: 'cancelled_no_pharmacy', values: { ...why, refunding: isRefunding } }) as const;
    await cancel(tx, order, 'system', {
      // The order keeps the reason without the refund sentence, as every cancellation does
      reason: orderEventEnglish(cancelled(false)).note ?? '',
      message: cancelled,
    });
    return null;
  }

  return { transition, offer, cancel, reassign, candidatesFor, moveTo, refundPayment, refundPart };
}
export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
