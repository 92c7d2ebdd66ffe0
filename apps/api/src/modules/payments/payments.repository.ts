/**
 * The money of an order: payment attempts and the gateway's events, part refunds, cash refunds and
 * the store ledger. Functions take an `Executor` so they join the caller's transaction.
 */
import type { TCashRefundStatus } from '@dawanow/shared/orders/cash-refunds';
import { sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client';

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

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export function createPaymentsRepository() {
  return {
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
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
