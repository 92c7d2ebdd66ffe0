/**
 * Refunds of orders paid in cash (SPEC §9: by bank transfer, after asking for bank details). When a
 * pharmacy completes such a refund the customer is asked for an account or UPI ID; an administrator sends
 * the money and records the bank's reference. Account details are sealed (lib/sealed-box.ts), and everyone
 * but the administrator paying sees only a masked form.
 */
import {
  type TCashRefundPayoutList,
  type TCashRefundStatus,
  type TRefundBankDetails,
  ZRefundBankDetails,
} from '@dawanow/shared/orders/cash-refunds';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { sealedBox } from '../../lib/sealed-box';
import type { RecordAdminAction } from '../admin-audit/admin-audit.service';
import type { OrderViews } from '../orders/order-views';
import type { OrderRow, OrdersRepository } from '../orders/orders.repository';
import type { PaymentsRepository } from './payments.repository';

/** What the customer and the pharmacy see of where the money goes. */
export function maskDestination(details: TRefundBankDetails): string {
  if (details.method === 'upi') return `UPI ${details.upiId}`;
  return `A/c ••••${details.accountNumber.slice(-4)} · ${details.ifsc}`;
}

export function createCashRefundsService(deps: {
  db: Db;
  repository: OrdersRepository;
  paymentsRepository: PaymentsRepository;
  views: OrderViews;
  secret: string;
  recordAdminAction: RecordAdminAction;
}) {
  const { db, repository, paymentsRepository, views, recordAdminAction } = deps;
  const box = sealedBox(deps.secret, 'cash-refund-details', ZRefundBankDetails);

  return {
    /** Inside the pharmacy's "refund complete" transaction: the customer is asked where to send the money. */
    async open(tx: Tx, order: OrderRow): Promise<void> {
      await paymentsRepository.openCashRefund(tx, order.id, order.totalPaise);
      await repository.insertEvent(tx, {
        orderId: order.id,
        status: order.status,
        message: { code: 'bank_details_requested', values: { amountPaise: order.totalPaise } },
        actor: 'system',
      });
    },

    async submitDetails(actor: Actor, orderId: string, details: TRefundBankDetails): Promise<TOrderDetail> {
      await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderId);
        if (!order || order.userId !== actor.userId) {
          throw new AppError('NOT_FOUND', 'This order does not exist or is not yours.');
        }
        const refund = await paymentsRepository.lockCashRefund(tx, orderId);
        if (!refund) throw new AppError('CONFLICT', 'This order has no cash refund waiting for bank details.');
        if (refund.status === 'paid') {
          throw new AppError('CONFLICT', 'This refund has already been sent and can no longer be changed.');
        }
        const destination = maskDestination(details);
        await paymentsRepository.setCashRefundDetails(tx, orderId, box.seal(details), destination);
        await repository.insertEvent(tx, {
          orderId,
          status: order.status,
          message: { code: 'bank_details_received', values: { destination } },
          actor: 'customer',
          actorUserId: actor.userId,
        });
      });
      const order = await repository.findOrder(db, orderId);
      if (!order) throw new AppError('NOT_FOUND', 'This order does not exist or is not yours.');
      return views.detail(db, order);
    },

    async list(status: TCashRefundStatus | null): Promise<TCashRefundPayoutList> {
      const rows = await paymentsRepository.cashRefunds(db, status);
      return {
        payouts: rows.map((row) => ({
          orderId: row.orderId,
          orderNumber: row.number,
          customerName: row.customerName,
          amountPaise: row.amountPaise,
          status: row.status,
          details: row.sealedDetails ? box.open(row.sealedDetails) : null,
          requestedAt: row.requestedAt.toISOString(),
          paidAt: row.paidAt?.toISOString() ?? null,
          reference: row.reference,
        })),
      };
    },

    async markPaid(actor: Actor, orderId: string, reference: string): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderId);
        const refund = order ? await paymentsRepository.lockCashRefund(tx, orderId) : null;
        if (!order || !refund) throw new AppError('NOT_FOUND', 'There is no cash refund for this order.');
        if (refund.status === 'awaiting_details') {
          throw new AppError('CONFLICT', 'The customer has not given bank details for this refund yet.');
        }
        if (refund.status === 'paid') throw new AppError('CONFLICT', 'This refund is already marked as sent.');
        await paymentsRepository.markCashRefundPaid(tx, orderId, reference, actor.userId);
        await recordAdminAction(tx, {
          actor,
          action: 'cash_refund.paid',
          subjectType: 'order',
          subjectId: orderId,
          before: { cashRefund: refund.status, amountPaise: refund.amountPaise },
          after: { cashRefund: 'paid', amountPaise: refund.amountPaise, reference },
        });
        await repository.insertEvent(
          tx,
          {
            orderId,
            status: order.status,
            message: { code: 'bank_refund_sent', values: { amountPaise: refund.amountPaise, reference } },
            actor: 'admin',
            actorUserId: actor.userId,
          },
          { orderId, status: order.status, storeId: order.storeId },
        );
      });
    },
  };
}
export type CashRefundsService = ReturnType<typeof createCashRefundsService>;
