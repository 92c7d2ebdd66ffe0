/**
 * The money of an order: payment attempts and the gateway's events, part refunds and cash refunds.
 * Functions take an `Executor` so they join the caller's transaction.
 */
import type { TCashRefundStatus } from '@dawanow/shared/orders/cash-refunds';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { cashRefunds, paymentEvents, paymentRefunds, payments } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;

export type PartialRefundRow = Pick<typeof paymentRefunds.$inferSelect, 'id' | 'amountPaise' | 'status'> &
  Pick<PaymentRow, 'providerPaymentId'>;

type CashRefund = typeof cashRefunds.$inferSelect;

/** What the customer and the pharmacy see of a cash refund. */
export type CashRefundRow = Pick<CashRefund, 'status' | 'amountPaise' | 'destination' | 'reference' | 'paidAt'>;

/** A cash refund in the administrator's payout list, with its order's number and customer. */
export type CashRefundPayoutRow = Pick<
  CashRefund,
  'orderId' | 'amountPaise' | 'status' | 'sealedDetails' | 'requestedAt' | 'paidAt' | 'reference'
> &
  Pick<typeof orders.$inferSelect, 'number' | 'customerName'>;

export function createPaymentsRepository() {
  const selectPayments = (ex: Executor) => ex.select().from(payments).$dynamic();

  return {
    async latestPayment(ex: Executor, orderId: string): Promise<PaymentRow | null> {
      const [row] = await selectPayments(ex)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row ?? null;
    },

    async paidPayment(ex: Executor, orderId: string): Promise<PaymentRow | null> {
      const [row] = await selectPayments(ex)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
        .limit(1);
      return row ?? null;
    },

    /** Every captured payment of an order: normally one, two when a failed attempt was captured late. */
    paidPayments(ex: Executor, orderId: string): Promise<PaymentRow[]> {
      return selectPayments(ex)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
        .orderBy(asc(payments.createdAt));
    },

    async findPayment(ex: Executor, paymentId: string): Promise<PaymentRow | null> {
      const [row] = await selectPayments(ex).where(eq(payments.id, paymentId));
      return row ?? null;
    },

    async lockPaymentByProviderOrder(
      ex: Executor,
      provider: PaymentRow['provider'],
      providerOrderId: string,
    ): Promise<PaymentRow | null> {
      const [row] = await selectPayments(ex)
        .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)))
        .for('update');
      return row ?? null;
    },

    async insertPayment(
      ex: Executor,
      payment: Pick<PaymentRow, 'id' | 'orderId' | 'provider' | 'providerOrderId' | 'amountPaise'>,
    ): Promise<void> {
      await ex.insert(payments).values(payment);
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
      await ex
        .update(payments)
        .set({
          status: change.status,
          updatedAt: sql`now()`,
          // What the gateway did not report this time keeps what an earlier event recorded
          providerPaymentId: sql`coalesce(${change.providerPaymentId ?? null}, ${payments.providerPaymentId})`,
          methodDetail: sql`coalesce(${change.method ?? null}, ${payments.methodDetail})`,
          failureReason: sql`coalesce(${change.failureReason ?? null}, ${payments.failureReason})`,
        })
        .where(eq(payments.id, paymentId));
    },

    /** Records a gateway event; false when this event id was already handled (a repeated delivery). */
    async recordPaymentEvent(
      ex: Executor,
      event: { provider: string; eventId: string; type: string; payload: unknown },
    ): Promise<boolean> {
      const rows = await ex
        .insert(paymentEvents)
        .values({ provider: event.provider, eventId: event.eventId, eventType: event.type, payload: event.payload })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      return rows.length > 0;
    },

    async insertPartialRefund(
      ex: Executor,
      refund: { paymentId: string; amountPaise: number; reason: string },
    ): Promise<string> {
      const [row] = await ex.insert(paymentRefunds).values(refund).returning({ id: paymentRefunds.id });
      if (!row) throw new Error('The refund was not recorded');
      return row.id;
    },

    async findPartialRefund(ex: Executor, refundId: string): Promise<PartialRefundRow | null> {
      const [row] = await ex
        .select({
          id: paymentRefunds.id,
          amountPaise: paymentRefunds.amountPaise,
          status: paymentRefunds.status,
          providerPaymentId: payments.providerPaymentId,
        })
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .where(eq(paymentRefunds.id, refundId));
      return row ?? null;
    },

    async markPartialRefunded(ex: Executor, refundId: string): Promise<void> {
      await ex
        .update(paymentRefunds)
        .set({ status: 'refunded', updatedAt: sql`now()` })
        .where(eq(paymentRefunds.id, refundId));
    },

    /** What part refunds have already taken (or are taking) from a payment. */
    async partiallyRefundedPaise(ex: Executor, paymentId: string): Promise<number> {
      const [row] = await ex
        .select({ paise: sql<number>`coalesce(sum(${paymentRefunds.amountPaise}), 0)::int` })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, paymentId));
      return row?.paise ?? 0;
    },

    async openCashRefund(ex: Executor, orderId: string, amountPaise: number): Promise<void> {
      await ex
        .insert(cashRefunds)
        .values({ orderId, amountPaise })
        .onConflictDoNothing({ target: cashRefunds.orderId });
    },

    /** Locks a cash refund for a change; null when the order has none. */
    async lockCashRefund(ex: Executor, orderId: string): Promise<Pick<CashRefund, 'status' | 'amountPaise'> | null> {
      const [row] = await ex
        .select({ status: cashRefunds.status, amountPaise: cashRefunds.amountPaise })
        .from(cashRefunds)
        .where(eq(cashRefunds.orderId, orderId))
        .for('update');
      return row ?? null;
    },

    async setCashRefundDetails(ex: Executor, orderId: string, sealed: Buffer, destination: string): Promise<void> {
      await ex
        .update(cashRefunds)
        .set({ sealedDetails: sealed, destination, status: 'details_received', detailsAt: sql`now()` })
        .where(eq(cashRefunds.orderId, orderId));
    },

    async markCashRefundPaid(ex: Executor, orderId: string, reference: string, paidBy: string): Promise<void> {
      await ex
        .update(cashRefunds)
        .set({ status: 'paid', reference, paidBy, paidAt: sql`now()` })
        .where(eq(cashRefunds.orderId, orderId));
    },

    async cashRefunds(ex: Executor, status: TCashRefundStatus | null): Promise<CashRefundPayoutRow[]> {
      return ex
        .select({
          orderId: cashRefunds.orderId,
          number: orders.number,
          customerName: orders.customerName,
          amountPaise: cashRefunds.amountPaise,
          status: cashRefunds.status,
          sealedDetails: cashRefunds.sealedDetails,
          requestedAt: cashRefunds.requestedAt,
          paidAt: cashRefunds.paidAt,
          reference: cashRefunds.reference,
        })
        .from(cashRefunds)
        .innerJoin(orders, eq(orders.id, cashRefunds.orderId))
        .where(status === null ? undefined : eq(cashRefunds.status, status))
        .orderBy(asc(cashRefunds.requestedAt))
        .limit(200);
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
