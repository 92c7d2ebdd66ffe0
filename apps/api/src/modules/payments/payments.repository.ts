/**
 * The money of an order: payment attempts and the gateway's events, refunds to the original method and cash
 * refunds. Functions take an `Executor` so they join the caller's transaction.
 */
import type { TCashRefundStatus } from '@dawanow/shared/orders/cash-refunds';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { cashRefunds, paymentEvents, paymentRefunds, payments } from '../../db/schema/payments';

export type PaymentRow = typeof payments.$inferSelect;

const refundColumns = {
  ...getTableColumns(paymentRefunds),
  orderId: payments.orderId,
  providerPaymentId: payments.providerPaymentId,
  currency: payments.currency,
};

/** A refund to the original method, with its payment's order and the gateway's payment id. */
export type RefundRow = typeof paymentRefunds.$inferSelect &
  Pick<PaymentRow, 'orderId' | 'providerPaymentId' | 'currency'>;

type CashRefund = typeof cashRefunds.$inferSelect;

/** What the customer and the pharmacy see of a cash refund. */
export type CashRefundRow = Pick<CashRefund, 'status' | 'amountPaise' | 'destination' | 'reference' | 'paidAt'>;

/** A cash refund in the administrator's payout list, with its order's number and customer. */
export type CashRefundPayoutRow = Pick<
  CashRefund,
  'orderId' | 'amountPaise' | 'status' | 'sealedDetails' | 'requestedAt' | 'paidAt' | 'reference'
> &
  Pick<typeof orders.$inferSelect, 'number' | 'customerName'>;

type RefundKey = { id: string } | { providerRefundId: string };

const selectRefund = (ex: Executor, by: RefundKey) =>
  ex
    .select(refundColumns)
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where('id' in by ? eq(paymentRefunds.id, by.id) : eq(paymentRefunds.providerRefundId, by.providerRefundId))
    .$dynamic();

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

    /** Locks a payment attempt for a change to its refunds; null when there is none. */
    async lockPayment(ex: Executor, paymentId: string): Promise<PaymentRow | null> {
      const [row] = await selectPayments(ex).where(eq(payments.id, paymentId)).for('update');
      return row ?? null;
    },

    async insertRefund(
      ex: Executor,
      refund: Pick<RefundRow, 'paymentId' | 'kind' | 'amountPaise' | 'reason'>,
    ): Promise<string> {
      const [row] = await ex.insert(paymentRefunds).values(refund).returning({ id: paymentRefunds.id });
      if (!row) throw new Error('The refund was not recorded');
      return row.id;
    },

    /** The refund of what was left of a payment, once its job has opened it. */
    async fullRefundOf(ex: Executor, paymentId: string): Promise<string | null> {
      const [row] = await ex
        .select({ id: paymentRefunds.id })
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.kind, 'full')));
      return row?.id ?? null;
    },

    /** What refunds have already taken (or are taking) from a payment. */
    async refundedPaise(ex: Executor, paymentId: string): Promise<number> {
      const [row] = await ex
        .select({ paise: sql<number>`coalesce(sum(${paymentRefunds.amountPaise}), 0)::int` })
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, paymentId));
      return row?.paise ?? 0;
    },

    /** A refund, found by our id or by the gateway's; null when there is none. */
    async findRefund(ex: Executor, by: RefundKey): Promise<RefundRow | null> {
      const [row] = await selectRefund(ex, by);
      return row ?? null;
    },

    /** Locks a refund for a change, found by our id or by the gateway's; null when there is none. */
    async lockRefund(ex: Executor, by: RefundKey): Promise<RefundRow | null> {
      const [row] = await selectRefund(ex, by).for('update', { of: paymentRefunds });
      return row ?? null;
    },

    async updateRefund(
      ex: Executor,
      refundId: string,
      change: Partial<
        Pick<RefundRow, 'status' | 'providerRefundId' | 'attempts' | 'failureReason' | 'sentAt' | 'refundedAt'>
      >,
    ): Promise<void> {
      await ex
        .update(paymentRefunds)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(paymentRefunds.id, refundId));
    },

    /** Every refund to the original method of an order, oldest first. */
    refundsOfOrder(ex: Executor, orderId: string): Promise<RefundRow[]> {
      return ex
        .select(refundColumns)
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(paymentRefunds.createdAt));
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
