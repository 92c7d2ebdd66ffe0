/**
 * The admin panel's orders (issue 15). Reads go through the admin repository; every intervention runs through
 * the orders module's own lifecycle (the state machine, stock, refunds, offers and live announcements) on the
 * locked order, and writes its audit entry — the order before and after, and the reason — in the same
 * transaction.
 */

import type { TAdminAuditAction } from '@dawanow/shared/admin-audit';
import {
  ADMIN_ORDER_EXPORT_MAX_ROWS,
  parseOrderSearch,
  type TAdminOrderDetail,
  type TAdminOrderPage,
  type TOrderSearch,
  type TReassignCandidates,
  type ZAdminOrderFilters,
  type ZAdminOrderQuery,
} from '@dawanow/shared/admin-orders';
import { toCsv } from '@dawanow/shared/csv';
import { formatIndianDateTime, indianToday } from '@dawanow/shared/dates';
import { distanceKm } from '@dawanow/shared/delivery';
import { isExpressAvailable } from '@dawanow/shared/orders/delivery-options';
import { canTransition, ORDER_STATUS_LABELS } from '@dawanow/shared/orders/status';
import { REFUND_DECISIONS, type TRefundDecision } from '@dawanow/shared/orders/store';
import { sellableExpiryCutoff } from '@dawanow/shared/products';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { decodeTimeCursor, keysetPage } from '../../db/keyset';
import type { Actor } from '../../lib/access';
import { rowsForExport } from '../../lib/csv-reply';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import type { RecordAdminAction } from '../admin-audit/admin-audit.service';
import type { ShelfRepository } from '../catalog/shelf.repository';
import { JOB_KINDS, type OrderLifecycle } from '../orders/order-lifecycle';
import type { OrderViews } from '../orders/order-views';
import type { OrderRow, OrdersRepository } from '../orders/orders.repository';
import type { StoreOrdersService } from '../orders/store-orders.service';
import type { RefundRow } from '../payments/payments.repository';
import type { PaymentsService } from '../payments/payments.service';
import type { AdminOrderFilter, AdminOrderListRow, AdminOrdersRepository } from './admin-orders.repository';

const notFound = () => new AppError('NOT_FOUND', 'There is no order with this id.');

/** The search box's text as the list reads it; text that is no order number, phone or e-mail is refused. */
function searchOf(text: string | null | undefined): TOrderSearch | null {
  const search = parseOrderSearch(text);
  if (search !== false) return search;
  throw new AppError(
    'VALIDATION_FAILED',
    "Search by order number (DN-2611-000123), the customer's 10-digit mobile number or their e-mail address.",
    { fields: { q: 'Enter an order number, a mobile number or an e-mail address' } },
  );
}

function filterOf({ q, sort: _sort, ...rest }: z.output<typeof ZAdminOrderFilters>): AdminOrderFilter {
  return { search: searchOf(q), ...rest };
}

function rowOf(row: AdminOrderListRow) {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    placedAt: row.createdAt.toISOString(),
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    storeId: row.storeId,
    storeName: row.storeName,
    storeCity: row.storeCity,
    totalPaise: row.totalPaise,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    deliveryMode: row.deliveryMode,
    rxRequired: row.rxRequired,
  };
}

export function adminOrdersCsv(rows: AdminOrderListRow[]): string {
  return toCsv(
    [
      'Order',
      'Placed (IST)',
      'State',
      'Customer',
      'Phone',
      'Pharmacy',
      'City',
      'Delivery',
      'Payment',
      'Payment state',
      'Total (₹)',
    ],
    rows.map((row) => [
      row.number,
      formatIndianDateTime(row.createdAt.toISOString()),
      ORDER_STATUS_LABELS[row.status],
      row.customerName,
      row.customerPhone,
      row.storeName,
      row.storeCity,
      row.deliveryMode,
      row.paymentMethod,
      row.paymentStatus,
      (row.totalPaise / 100).toFixed(2),
    ]),
  );
}

/** What the audit log keeps of an order before and after an intervention. */
const auditState = (order: OrderRow) => ({
  status: order.status,
  storeId: order.storeId,
  deliveryMode: order.deliveryMode,
  totalPaise: order.totalPaise,
});

/** What the audit log keeps of a refund sent again. */
const refundAuditState = (refund: RefundRow) => ({
  refundId: refund.id,
  amountPaise: refund.amountPaise,
  status: refund.status,
  attempts: refund.attempts,
  failureReason: refund.failureReason,
});

export function createAdminOrdersService(deps: {
  db: Db;
  repository: AdminOrdersRepository;
  orders: OrdersRepository;
  shelf: Pick<ShelfRepository, 'shelf'>;
  lifecycle: OrderLifecycle;
  views: OrderViews;
  jobs: JobQueue;
  refunds: Pick<StoreOrdersService, 'decideRefund'>;
  payments: Pick<PaymentsService, 'retryRefund'>;
  recordAdminAction: RecordAdminAction;
}) {
  const { db, repository, orders, shelf, lifecycle, views, jobs, refunds, payments, recordAdminAction } = deps;

  async function detail(orderId: string): Promise<TAdminOrderDetail> {
    const order = await orders.findOrder(db, orderId);
    if (!order) throw notFound();
    const [view, offers, payments, email] = await Promise.all([
      views.storeDetail(db, order),
      repository.offers(db, orderId),
      repository.payments(db, orderId),
      repository.customerEmail(db, order.userId),
    ]);
    const iso = (at: Date | null) => at?.toISOString() ?? null;
    return {
      ...view,
      storeId: order.storeId,
      customer: { userId: order.userId, email },
      offers: offers.map((offer) => ({
        ...offer,
        offeredAt: offer.offeredAt.toISOString(),
        expiresAt: offer.expiresAt.toISOString(),
        decidedAt: iso(offer.decidedAt),
      })),
      payments: payments.map((payment) => ({
        id: payment.id,
        provider: payment.provider,
        providerOrderId: payment.providerOrderId,
        providerPaymentId: payment.providerPaymentId,
        amountPaise: payment.amountPaise,
        status: payment.status,
        methodDetail: payment.methodDetail,
        failureReason: payment.failureReason,
        createdAt: payment.createdAt.toISOString(),
        updatedAt: payment.updatedAt.toISOString(),
        refunds: payment.refunds.map((refund) => ({
          id: refund.id,
          kind: refund.kind,
          amountPaise: refund.amountPaise,
          reason: refund.reason,
          status: refund.status,
          providerRefundId: refund.providerRefundId,
          attempts: refund.attempts,
          failureReason: refund.failureReason,
          createdAt: refund.createdAt.toISOString(),
          refundedAt: iso(refund.refundedAt),
        })),
      })),
      invoiceNumber: `INV-${order.number.slice(3)}`,
      actions: {
        canCancel: canTransition(order.status, 'cancelled', 'admin'),
        canReassign: order.status === 'placed' || canTransition(order.status, 'placed', 'admin'),
        refundDecisions: REFUND_DECISIONS.filter((decision) =>
          canTransition(order.status, refundTarget[decision], 'admin'),
        ),
        canMarkCashRefundSent: view.refund?.cashRefund?.status === 'details_received',
        retryRefundIds: payments.flatMap((payment) =>
          payment.refunds.filter((refund) => refund.status === 'failed').map((refund) => refund.id),
        ),
      },
    };
  }

  /** Runs `change` on the locked order and logs it with the order before and after; answers the order now. */
  async function intervene(
    actor: Actor,
    orderId: string,
    action: TAdminAuditAction,
    reason: string,
    change: (tx: Tx, order: OrderRow) => Promise<void>,
  ): Promise<TAdminOrderDetail> {
    await db.transaction(async (tx) => {
      const order = await orders.lockOrder(tx, orderId);
      if (!order) throw notFound();
      const before = auditState(order);
      await change(tx, order);
      const after = await orders.findOrder(tx, orderId);
      await recordAdminAction(tx, {
        actor,
        action,
        subjectType: 'order',
        subjectId: orderId,
        before,
        after: after && auditState(after),
        reason,
      });
    });
    return detail(orderId);
  }

  return {
    async list(query: z.output<typeof ZAdminOrderQuery>): Promise<TAdminOrderPage> {
      const { cursor, limit, sort, ...filters } = query;
      const rows = await repository.list(db, filterOf({ ...filters, sort }), {
        after: decodeTimeCursor(cursor),
        limit: limit + 1,
        sort,
      });
      const { page, nextCursor } = keysetPage(rows, limit);
      return { orders: page.map(rowOf), nextCursor };
    },

    async exportCsv(filters: z.output<typeof ZAdminOrderFilters>): Promise<{ csv: string; filename: string }> {
      const rows = await rowsForExport(
        ADMIN_ORDER_EXPORT_MAX_ROWS,
        `More than ${ADMIN_ORDER_EXPORT_MAX_ROWS.toLocaleString('en-IN')} orders match. Choose fewer days or another filter.`,
        (limit) => repository.list(db, filterOf(filters), { after: null, limit, sort: filters.sort }),
      );
      return { csv: adminOrdersCsv(rows), filename: `orders-${indianToday()}.csv` };
    },

    storeLookup: (text: string | null | undefined) => repository.storeLookup(db, text?.trim() || null),

    detail,

    cancel(actor: Actor, orderId: string, reason: string) {
      return intervene(actor, orderId, 'order.cancelled', reason, async (tx, order) => {
        if (!canTransition(order.status, 'cancelled', 'admin')) {
          throw new AppError(
            'CONFLICT',
            order.status === 'cancelled'
              ? 'This order is already cancelled.'
              : `This order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()} and cannot be cancelled; a delivered order is settled through a refund.`,
          );
        }
        await lifecycle.cancel(tx, order, 'admin', {
          reason,
          message: (refunding) => ({ code: 'cancelled_by_support', values: { reason, refunding } }),
          actorUserId: actor.userId,
        });
      });
    },

    async reassignCandidates(orderId: string): Promise<TReassignCandidates> {
      const order = await orders.findOrder(db, orderId);
      if (!order) throw notFound();
      const [candidates, items] = await Promise.all([
        lifecycle.candidatesFor(db, order, [order.storeId]),
        orders.items(db, orderId),
      ]);
      const cutoff = sellableExpiryCutoff(indianToday());
      const stores = await Promise.all(
        candidates.map(async (store) => {
          const shelfRows = await shelf.shelf(
            db,
            store.id,
            items.map((item) => item.productId),
            cutoff,
          );
          const hasEveryItem = items.every((item) =>
            shelfRows.some((row) => row.id === item.productId && row.sellableUnits >= item.quantity),
          );
          const km = distanceKm(store, order.address);
          return {
            storeId: store.id,
            name: store.name,
            city: store.city,
            distanceKm: Math.round(km * 10) / 10,
            hasEveryItem,
            keepsExpress: order.deliveryMode !== 'express' || isExpressAvailable(km),
          };
        }),
      );
      return { stores };
    },

    reassign(actor: Actor, orderId: string, storeId: string, reason: string) {
      return intervene(actor, orderId, 'order.reassigned', reason, async (tx, order) => {
        if (order.status !== 'placed' && !canTransition(order.status, 'placed', 'admin')) {
          throw new AppError(
            'CONFLICT',
            `This order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}: only an order not yet packed can move to another pharmacy.`,
          );
        }
        if (storeId === order.storeId) throw new AppError('CONFLICT', 'The order is already with this pharmacy.');
        const target = (await lifecycle.candidatesFor(tx, order, [order.storeId])).find(
          (store) => store.id === storeId,
        );
        if (!target) {
          throw new AppError(
            'CONFLICT',
            'This pharmacy cannot take the order now: it is closed, paused, suspended or too far from the address.',
          );
        }
        const open = await orders.openOffer(tx, order.id);
        if (open) {
          await orders.closeOffer(tx, open.id, 'withdrawn', reason);
          await jobs.cancel(tx, JOB_KINDS.offerTimeout, String(open.id));
        }
        const moved = await lifecycle.moveTo(tx, order, target, {
          message: { code: 'moved_by_support', values: { store: target.name, reason } },
          actor: 'admin',
          actorUserId: actor.userId,
        });
        if (!moved) {
          throw new AppError('CONFLICT', `${target.name} does not have every item of this order in stock now.`);
        }
      });
    },

    /** Sends a refund that failed every automatic attempt to the gateway once more. */
    async retryRefund(actor: Actor, orderId: string, refundId: string, reason: string): Promise<TAdminOrderDetail> {
      await db.transaction(async (tx) => {
        const before = await payments.retryRefund(tx, orderId, refundId);
        await recordAdminAction(tx, {
          actor,
          action: 'order.refund_retried',
          subjectType: 'order',
          subjectId: orderId,
          before: refundAuditState(before),
          after: { ...refundAuditState(before), status: 'retrying' },
          reason,
        });
      });
      return detail(orderId);
    },

    refundDecision(actor: Actor, orderId: string, decision: TRefundDecision, reason: string) {
      return intervene(actor, orderId, refundAction[decision], reason, (tx, order) =>
        refunds.decideRefund(tx, order, decision, reason, { actor: 'admin', userId: actor.userId }),
      );
    },
  };
}
export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;

/** The state each refund decision moves an order to, and how the audit log names it. */
const refundTarget = { approve: 'refund_approved', reject: 'refund_rejected', complete: 'refunded' } as const;
const refundAction = {
  approve: 'order.refund_approved',
  reject: 'order.refund_rejected',
  complete: 'order.refund_completed',
} as const satisfies Record<TRefundDecision, TAdminAuditAction>;
