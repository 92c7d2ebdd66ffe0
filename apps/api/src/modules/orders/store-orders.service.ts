/**
 * The pharmacy's side of an order: the incoming queue with its acceptance window, accepting or
 * rejecting (which hands the order to the next nearest store), packing, dispatch, delivery against
 * the customer's code, refund decisions, and the ledger entries a delivered order writes.
 */
import { DELIVERY_CODE_LOCK_MINUTES, DELIVERY_CODE_MAX_FAILURES } from '@dawanow/shared/constants';
import { formatIndianDate, formatIndianTime, indianToday } from '@dawanow/shared/dates';
import { APPROVAL_DISPENSED_STATUSES, approvalShortfall, shortfallMessage } from '@dawanow/shared/dispensing';
import type { TOrderStatus } from '@dawanow/shared/orders/status';
import type {
  STORE_ORDER_VIEWS,
  TRefundDecision,
  TStoreOrderDetail,
  TStoreOrderList,
  ZStoreStatusUpdate,
} from '@dawanow/shared/orders/store';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import type { Ledger } from '../money/ledger';
import type { CashRefundsService } from '../payments/cash-refunds.service';
import type { PrescriptionsRepository } from '../prescriptions/prescriptions.repository';
import type { StoresRepository } from '../stores/stores.repository';
import { isDeliveryCode, newDeliveryCode } from './delivery-code';
import { JOB_KINDS, type OrderLifecycle } from './order-lifecycle';
import { type OrderViews, rxLinesOf, storeSummaryOf } from './order-views';
import type { OrderItemRow, OrderRow, OrdersRepository } from './orders.repository';
import type { TrackingService } from './tracking.service';

const STORE_PAGE_SIZE = 20;

const VIEW_STATUSES: Record<(typeof STORE_ORDER_VIEWS)[number], readonly TOrderStatus[]> = {
  incoming: ['placed'],
  active: ['processing', 'packed', 'out_for_delivery', 'refund_requested', 'refund_approved'],
  completed: ['delivered', 'cancelled', 'refunded', 'refund_rejected'],
};

const notHere = () => new AppError('NOT_FOUND', 'This order is not with your pharmacy.');

const lockedOut = (until: Date) =>
  new AppError(
    'RATE_LIMITED',
    `Too many wrong delivery codes: the customer has been sent a new one. Try again after ${formatIndianTime(until)}.`,
    { retryAt: until.toISOString() },
  );

export function createStoreOrdersService(deps: {
  db: Db;
  repository: OrdersRepository;
  /** What a delivery and a refund write to the store ledger */
  ledger: Pick<Ledger, 'delivered' | 'refunded'>;
  storesRepository: StoresRepository;
  prescriptionsRepository: Pick<PrescriptionsRepository, 'lockApproval'>;
  lifecycle: OrderLifecycle;
  views: OrderViews;
  jobs: JobQueue;
  /** Asks a customer who paid in cash where to send a completed refund. */
  cashRefunds: Pick<CashRefundsService, 'open'>;
  /** Records a delivery elsewhere in the same transaction (the Schedule H1 register). */
  onDelivered: (tx: Tx, order: OrderRow, items: OrderItemRow[]) => Promise<void>;
  /** Records who takes an order out for delivery */
  tracking: Pick<TrackingService, 'dispatch'>;
}) {
  const {
    db,
    repository,
    ledger,
    storesRepository,
    prescriptionsRepository,
    lifecycle,
    views,
    jobs,
    cashRefunds,
    onDelivered,
    tracking,
  } = deps;

  /**
   * A prescription order is dispensed only against an approval that this pharmacy's pharmacist gave
   * (Drugs Rules: the dispensing pharmacist verifies), that is still valid today (in India), and that
   * has enough left for every prescription medicine once the orders already dispensed against it are
   * counted.
   */
  async function assertPrescriptionAllows(tx: Tx, order: OrderRow): Promise<void> {
    const approval = order.prescriptionId ? await prescriptionsRepository.lockApproval(tx, order.prescriptionId) : null;
    if (approval?.status !== 'approved') {
      throw new AppError(
        'CONFLICT',
        'Approve the prescription before accepting an order with Schedule H or H1 medicines.',
      );
    }
    if (approval.reviewedStoreId !== order.storeId) {
      throw new AppError(
        'CONFLICT',
        "Another pharmacy's pharmacist verified this prescription. Your pharmacist must review it before you accept the order.",
      );
    }
    if (approval.validUntil && approval.validUntil < indianToday()) {
      throw new AppError(
        'CONFLICT',
        `The prescription was valid until ${formatIndianDate(approval.validUntil)}. Ask the customer for a new one.`,
      );
    }
    const dispensed = await repository.prescriptionPacksOrdered(tx, approval.id, APPROVAL_DISPENSED_STATUSES, order.id);
    const shortfall = approvalShortfall(approval.covers, dispensed, rxLinesOf(await repository.items(tx, order.id)));
    if (shortfall) throw new AppError('CONFLICT', shortfallMessage(shortfall, 'pharmacy'));
  }

  /**
   * Runs `change` on the store's order, locked, and answers with the store's view of it afterwards.
   * An `AppError` that `change` returns (rather than throws) is raised after the transaction commits,
   * so what the refused attempt recorded stays.
   */
  async function withOrder(
    storeId: string,
    orderId: string,
    change: (tx: Tx, order: OrderRow) => Promise<unknown>,
  ): Promise<TStoreOrderDetail> {
    const outcome = await db.transaction(async (tx) => {
      const order = await repository.lockOrder(tx, orderId);
      if (!order || order.storeId !== storeId) throw notHere();
      return change(tx, order);
    });
    if (outcome instanceof AppError) throw outcome;
    const order = await repository.findOrder(db, orderId);
    if (!order) throw notHere();
    return views.storeDetail(db, order);
  }

  /**
   * A wrong delivery code is counted; the fifth in a row replaces the code (the customer's order page
   * shows the new one), tells the store on the order's timeline and makes the next try wait.
   */
  async function refuseWrongCode(tx: Tx, actor: Actor, order: OrderRow): Promise<AppError> {
    const failures = order.deliveryOtpFailures + 1;
    await repository.logDeliveryCodeAttempt(tx, {
      orderId: order.id,
      storeId: order.storeId,
      actorUserId: actor.userId,
      outcome: 'wrong',
    });
    if (failures < DELIVERY_CODE_MAX_FAILURES) {
      await repository.setDeliveryCodeState(tx, order.id, { failures });
      const left = DELIVERY_CODE_MAX_FAILURES - failures;
      return new AppError(
        'VALIDATION_FAILED',
        `That delivery code is wrong. Ask the customer for the 4-digit code on their order page. ${left} ${left === 1 ? 'try' : 'tries'} left before the code is replaced.`,
        { triesLeft: left },
      );
    }
    const lockedUntil = new Date(Date.now() + DELIVERY_CODE_LOCK_MINUTES * 60_000);
    await repository.setDeliveryCodeState(tx, order.id, {
      failures: 0,
      replaceWith: newDeliveryCode(order.deliveryOtp),
      lockedUntil,
    });
    await repository.insertEvent(
      tx,
      {
        orderId: order.id,
        status: order.status,
        message: { code: 'code_replaced', values: { tries: DELIVERY_CODE_MAX_FAILURES } },
        actor: 'system',
      },
      { orderId: order.id, status: order.status, storeId: order.storeId },
    );
    return lockedOut(lockedUntil);
  }

  /**
   * The pharmacy's (or an administrator's) answer to a refund request: approve (pickup), decline, or complete
   * after checking the item, which refunds the original method (cash: by bank transfer) and books the refund.
   */
  async function decideRefund(
    tx: Tx,
    order: OrderRow,
    decision: TRefundDecision,
    note: string | null,
    by: { actor: 'store' | 'admin'; userId: string },
  ): Promise<void> {
    await repository.decideRefund(tx, order.id, note);
    if (decision === 'approve') {
      await lifecycle.transition(tx, order, 'refund_approved', by.actor, {
        message: { code: 'refund_approved', values: { note } },
        actorUserId: by.userId,
      });
    } else if (decision === 'reject') {
      await lifecycle.transition(tx, order, 'refund_rejected', by.actor, {
        message: { code: 'refund_declined', values: { note } },
        actorUserId: by.userId,
      });
    } else {
      const paidInCash = order.paymentMethod === 'cod';
      await lifecycle.transition(tx, order, 'refunded', by.actor, {
        message: { code: 'refunded', values: { note, paidInCash } },
        actorUserId: by.userId,
      });
      if (paidInCash) await cashRefunds.open(tx, order);
      else await lifecycle.refundPayment(tx, order.id);
      await ledger.refunded(tx, order, order.totalPaise);
    }
  }

  async function storeName(tx: Tx, storeId: string): Promise<string> {
    return (await storesRepository.find(tx, storeId))?.name ?? 'The pharmacy';
  }

  return {
    async list(storeId: string, view: keyof typeof VIEW_STATUSES, page: number): Promise<TStoreOrderList> {
      // The queue is served oldest first (first come, first packed); history newest first.
      const rows = await repository.storeOrders(
        db,
        storeId,
        VIEW_STATUSES[view],
        page,
        STORE_PAGE_SIZE,
        view === 'completed',
      );
      return {
        orders: rows.map((row) => storeSummaryOf(row)),
        total: rows[0]?.total ?? 0,
        page,
        pageSize: STORE_PAGE_SIZE,
      };
    },

    async detail(storeId: string, orderId: string): Promise<TStoreOrderDetail> {
      const order = await repository.findOrder(db, orderId);
      if (!order || order.storeId !== storeId) throw notHere();
      return views.storeDetail(db, order);
    },

    /** The customer's photo evidence for a refund request, for the pharmacy deciding it. */
    async refundPhoto(storeId: string, orderId: string): Promise<{ photo: Buffer; photo_type: string }> {
      const order = await repository.findOrder(db, orderId);
      if (!order || order.storeId !== storeId) throw notHere();
      const photo = await repository.refundPhoto(db, orderId);
      if (!photo) throw new AppError('NOT_FOUND', 'No photo was sent with this refund request.');
      return { photo: photo.photo, photo_type: photo.photoType };
    },

    accept(actor: Actor, storeId: string, orderId: string) {
      return withOrder(storeId, orderId, async (tx, order) => {
        const offer = await repository.openOffer(tx, order.id);
        if (order.status !== 'placed' || !offer || offer.storeId !== storeId) {
          throw new AppError('CONFLICT', 'This order is no longer waiting for your answer.');
        }
        if (new Date(offer.expiresAt) <= new Date()) {
          throw new AppError('CONFLICT', 'The time to accept this order has passed; it is going to another pharmacy.');
        }
        if (order.rxRequired) await assertPrescriptionAllows(tx, order);
        await repository.closeOffer(tx, offer.id, 'accepted', null);
        await jobs.cancel(tx, JOB_KINDS.offerTimeout, String(offer.id));
        await lifecycle.transition(tx, order, 'processing', 'store', {
          message: { code: 'accepted', values: { store: await storeName(tx, storeId) } },
          actorUserId: actor.userId,
          stamp: 'acceptedAt',
        });
      });
    },

    async reject(actor: Actor, storeId: string, orderId: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderId);
        if (!order || order.storeId !== storeId) throw notHere();
        const offer = await repository.openOffer(tx, order.id);
        if (order.status !== 'placed' || !offer || offer.storeId !== storeId) {
          throw new AppError('CONFLICT', 'This order is no longer waiting for your answer.');
        }
        await repository.closeOffer(tx, offer.id, 'rejected', reason);
        await jobs.cancel(tx, JOB_KINDS.offerTimeout, String(offer.id));
        const name = await storeName(tx, storeId);
        await repository.insertEvent(tx, {
          orderId,
          status: 'placed',
          message: { code: 'store_declined', values: { store: name, reason } },
          actor: 'store',
          actorUserId: actor.userId,
        });
        await lifecycle.reassign(tx, order, { from: name, why: 'declined', reason });
      });
    },

    /**
     * The store stopped taking orders from the platform (paused or suspended): every order waiting for its
     * answer goes to the next nearest pharmacy with everything, in the caller's transaction.
     */
    async moveOffersAway(tx: Tx, storeId: string, why: string): Promise<number> {
      const orderIds = await repository.ordersOfferedTo(tx, storeId);
      for (const orderId of orderIds) {
        const order = await repository.lockOrder(tx, orderId);
        const offer = order ? await repository.openOffer(tx, orderId) : null;
        if (!order || !offer || offer.storeId !== storeId || order.status !== 'placed') continue;
        await repository.closeOffer(tx, offer.id, 'withdrawn', why);
        await jobs.cancel(tx, JOB_KINDS.offerTimeout, String(offer.id));
        await lifecycle.reassign(tx, order, {
          from: await storeName(tx, storeId),
          why: 'not_taking_orders',
          reason: null,
        });
      }
      return orderIds.length;
    },

    /** Job: the acceptance window ended without an answer. */
    async expireOffer(orderId: string, offerId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderId);
        const offer = order ? await repository.openOffer(tx, orderId) : null;
        // Answered (or cancelled) in the meantime: nothing to do.
        if (!order || !offer || offer.id !== offerId || order.status !== 'placed') return;
        await repository.closeOffer(tx, offer.id, 'expired', 'No answer in time');
        await lifecycle.reassign(tx, order, {
          from: await storeName(tx, offer.storeId),
          why: 'no_answer',
          reason: null,
        });
      });
    },

    advance(actor: Actor, storeId: string, orderId: string, update: z.output<typeof ZStoreStatusUpdate>) {
      const { status } = update;
      return withOrder(storeId, orderId, async (tx, order) => {
        await lifecycle.transition(tx, order, status, 'store', {
          message: { code: status, values: {} },
          actorUserId: actor.userId,
          ...(status === 'packed' ? { stamp: 'packedAt' as const } : {}),
        });
        if (status === 'out_for_delivery') await tracking.dispatch(tx, actor, order, update.courier);
      });
    },

    deliver(actor: Actor, storeId: string, orderId: string, otp: string) {
      return withOrder(storeId, orderId, async (tx, order) => {
        if (order.status !== 'out_for_delivery') {
          throw new AppError('CONFLICT', 'Only an order that is out for delivery can be marked delivered.');
        }
        const lockedUntil = order.deliveryOtpLockedUntil ? new Date(order.deliveryOtpLockedUntil) : null;
        if (lockedUntil && lockedUntil > new Date()) {
          await repository.logDeliveryCodeAttempt(tx, {
            orderId,
            storeId,
            actorUserId: actor.userId,
            outcome: 'locked',
          });
          return lockedOut(lockedUntil);
        }
        if (!isDeliveryCode(otp, order.deliveryOtp)) return refuseWrongCode(tx, actor, order);
        await repository.logDeliveryCodeAttempt(tx, {
          orderId,
          storeId,
          actorUserId: actor.userId,
          outcome: 'accepted',
        });
        await lifecycle.transition(tx, order, 'delivered', 'store', {
          message: { code: 'delivered', values: { cashCollected: order.paymentMethod === 'cod' } },
          actorUserId: actor.userId,
          stamp: 'deliveredAt',
        });
        const items = await repository.items(tx, order.id);
        await ledger.delivered(tx, order, { items });
        await onDelivered(tx, order, items);
      });
    },

    refundDecision(actor: Actor, storeId: string, orderId: string, decision: TRefundDecision, note: string | null) {
      return withOrder(storeId, orderId, (tx, order) =>
        decideRefund(tx, order, decision, note, { actor: 'store', userId: actor.userId }),
      );
    },

    decideRefund,
  };
}
export type StoreOrdersService = ReturnType<typeof createStoreOrdersService>;
