/**
 * Online payments: opening a gateway attempt, gateway events (webhooks and the checkout callback),
 * the sandbox's hosted page, refunds and the expiry of unpaid orders. Events are applied in one
 * transaction keyed by the gateway's event id, so a repeated or late event changes nothing, and a
 * paid order never goes back to a payment state.
 */
import { randomUUID } from 'node:crypto';
import type { TSandboxCheckout } from '@dawanow/shared/orders/payment';
import { PAYMENT_EXPIRY_MINUTES } from '@dawanow/shared/orders/settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import type { PaymentEvent, PaymentGateway } from '../../providers/payments/payment-gateway';
import { type RazorpayCallback, SignatureError } from '../../providers/payments/payment-gateway';
import { isSandboxGateway } from '../../providers/payments/sandbox';
import { JOB_KINDS, type OrderLifecycle } from '../orders/order-lifecycle';
import type { OrderRow, OrdersRepository } from '../orders/orders.repository';
import type { PaymentRow, PaymentsRepository } from './payments.repository';

const notYours = () => new AppError('NOT_FOUND', 'This payment does not exist or is not yours.');

export function createPaymentsService(deps: {
  db: Db;
  repository: OrdersRepository;
  paymentsRepository: PaymentsRepository;
  lifecycle: OrderLifecycle;
  jobs: JobQueue;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}) {
  const { db, repository, paymentsRepository, lifecycle, jobs, gateway, log } = deps;

  async function applyCaptured(tx: Tx, payment: PaymentRow, order: OrderRow, event: PaymentEvent): Promise<void> {
    if (payment.status !== 'created' && payment.status !== 'failed') return;
    await paymentsRepository.updatePayment(tx, payment.id, {
      status: 'paid',
      providerPaymentId: event.providerPaymentId,
      method: event.method,
    });
    if (order.status === 'pending_payment' || order.status === 'payment_failed') {
      await jobs.cancel(tx, JOB_KINDS.paymentExpiry, order.id);
      await lifecycle.transition(tx, order, 'placed', 'gateway', {
        title: 'Payment received — order placed',
        note: event.method ? `Paid by ${event.method.toUpperCase()}` : null,
      });
      await lifecycle.offer(tx, order, order.storeId);
      return;
    }
    // Money arrived for an order that no longer waits for it (expired, cancelled, or already paid by
    // another attempt, e.g. a failed attempt captured late): give this payment back.
    await lifecycle.refundPayment(tx, order.id, payment.id);
    const cancelled = order.status === 'cancelled';
    await repository.insertEvent(tx, {
      orderId: order.id,
      status: order.status,
      title: cancelled ? 'Late payment refunded' : 'Extra payment refunded',
      note: cancelled
        ? 'A payment arrived after the order was cancelled; it is being refunded to the original method.'
        : 'This order was already paid; the second payment is being refunded to the original method.',
      actor: 'gateway',
    });
  }

  async function applyFailed(tx: Tx, payment: PaymentRow, order: OrderRow, event: PaymentEvent): Promise<void> {
    // A failure never overrides a success, whatever order the events arrive in.
    if (payment.status !== 'created') return;
    await paymentsRepository.updatePayment(tx, payment.id, { status: 'failed', failureReason: event.failureReason });
    const latest = await paymentsRepository.latestPayment(tx, order.id);
    if (order.status === 'pending_payment' && latest?.id === payment.id) {
      await lifecycle.transition(tx, order, 'payment_failed', 'gateway', {
        title: 'Payment failed',
        note: event.failureReason ?? 'The payment did not go through. You can try again.',
      });
    }
  }

  /** Applies one gateway event once; false when it was a repeat. */
  async function apply(event: PaymentEvent, rawPayload: unknown): Promise<boolean> {
    return db.transaction(async (tx) => {
      const fresh = await paymentsRepository.recordPaymentEvent(tx, {
        provider: gateway.name,
        eventId: event.eventId,
        type: event.type,
        payload: rawPayload,
      });
      if (!fresh) return false;
      const payment = await paymentsRepository.lockPaymentByProviderOrder(tx, gateway.name, event.providerOrderId);
      if (!payment) throw new AppError('NOT_FOUND', 'No payment matches this gateway order.');
      if (event.amountPaise !== payment.amountPaise || event.currency !== payment.currency) {
        throw new AppError('VALIDATION_FAILED', 'The amount or currency does not match the order.');
      }
      const order = await repository.lockOrder(tx, payment.orderId);
      if (!order) throw new AppError('NOT_FOUND', 'No order matches this payment.');
      if (event.type === 'payment.captured') await applyCaptured(tx, payment, order, event);
      else await applyFailed(tx, payment, order, event);
      return true;
    });
  }

  async function ownPayment(actor: Actor, paymentId: string): Promise<{ payment: PaymentRow; order: OrderRow }> {
    const payment = await paymentsRepository.findPayment(db, paymentId);
    const order = payment ? await repository.findOrder(db, payment.orderId) : null;
    if (!payment || !order || order.userId !== actor.userId) throw notYours();
    return { payment, order };
  }

  return {
    gatewayName: gateway.name,

    /** Opens a new gateway attempt for an order awaiting payment; answers where the browser pays. */
    async start(order: OrderRow): Promise<string> {
      const current = await paymentsRepository.latestPayment(db, order.id);
      if (current?.status === 'created') return gateway.checkoutPath(current.id);
      const paymentId = randomUUID();
      const { providerOrderId } = await gateway.createOrder({
        paymentId,
        orderNumber: order.number,
        amountPaise: order.totalPaise,
      });
      await paymentsRepository.insertPayment(db, {
        id: paymentId,
        orderId: order.id,
        provider: gateway.name,
        providerOrderId,
        amountPaise: order.totalPaise,
      });
      return gateway.checkoutPath(paymentId);
    },

    async webhook(provider: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
      if (provider !== gateway.name) throw new AppError('NOT_FOUND', `The ${provider} gateway is not configured.`);
      let event: PaymentEvent | null;
      try {
        event = gateway.parseWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof SignatureError) {
          throw new AppError('VALIDATION_FAILED', 'The webhook signature does not match; the event was ignored.');
        }
        throw new AppError('VALIDATION_FAILED', 'The webhook body is not a payment event we understand.');
      }
      if (!event) return { handled: false };
      const handled = await apply(event, JSON.parse(rawBody.toString('utf8')));
      if (!handled) log.info({ eventId: event.eventId }, 'repeated payment event ignored');
      return { handled };
    },

    async razorpayCallback(actor: Actor, callback: RazorpayCallback): Promise<string> {
      if (!gateway.verifyCallback) throw new AppError('NOT_FOUND', 'Razorpay is not configured.');
      if (!gateway.verifyCallback(callback)) {
        throw new AppError('FORBIDDEN', 'The payment signature does not match.');
      }
      const payment = await db.transaction((tx) =>
        paymentsRepository.lockPaymentByProviderOrder(tx, 'razorpay', callback.razorpay_order_id),
      );
      if (!payment) throw notYours();
      const { order } = await ownPayment(actor, payment.id);
      await apply(
        {
          eventId: `callback:${callback.razorpay_payment_id}`,
          type: 'payment.captured',
          providerOrderId: callback.razorpay_order_id,
          providerPaymentId: callback.razorpay_payment_id,
          amountPaise: payment.amountPaise,
          currency: payment.currency,
          method: null,
          failureReason: null,
        },
        callback,
      );
      return `/payment/status/${order.id}`;
    },

    /** What Razorpay's checkout script needs to open for this payment attempt. */
    async razorpayCheckout(actor: Actor, paymentId: string) {
      if (gateway.name !== 'razorpay' || !gateway.publicKey)
        throw new AppError('NOT_FOUND', 'Razorpay is not configured.');
      const { payment, order } = await ownPayment(actor, paymentId);
      if (payment.status !== 'created') throw new AppError('CONFLICT', 'This payment has already been completed.');
      return {
        key: gateway.publicKey,
        order_id: payment.providerOrderId,
        amount: payment.amountPaise,
        currency: payment.currency,
        name: 'DawaNow',
        description: `Order ${order.number}`,
        prefill: { name: order.customerName, email: actor.email, contact: order.customerPhone ?? '' },
        statusUrl: `/payment/status/${order.id}`,
      };
    },

    async sandboxCheckout(actor: Actor, paymentId: string): Promise<TSandboxCheckout> {
      const { payment, order } = await ownPayment(actor, paymentId);
      return {
        paymentId: payment.id,
        orderId: order.id,
        orderNumber: order.number,
        amountPaise: payment.amountPaise,
        currency: 'INR',
        merchant: 'DawaNow',
        status: payment.status === 'created' ? 'created' : payment.status === 'failed' ? 'failed' : 'paid',
      };
    },

    async sandboxComplete(actor: Actor, paymentId: string, outcome: 'success' | 'failure'): Promise<string> {
      if (!isSandboxGateway(gateway)) throw new AppError('NOT_FOUND', 'The sandbox gateway is not in use.');
      const { payment, order } = await ownPayment(actor, paymentId);
      if (payment.status !== 'created') throw new AppError('CONFLICT', 'This payment has already been completed.');
      if (order.status !== 'pending_payment')
        throw new AppError('CONFLICT', 'This order is no longer waiting for payment.');
      await gateway.complete({
        providerOrderId: payment.providerOrderId,
        amountPaise: payment.amountPaise,
        outcome,
      });
      return `/payment/status/${order.id}`;
    },

    /** Job: an unpaid order releases its stock after PAYMENT_EXPIRY_MINUTES. */
    async expireUnpaid(orderId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, orderId);
        if (!order || (order.status !== 'pending_payment' && order.status !== 'payment_failed')) return;
        await lifecycle.cancel(tx, order, 'system', {
          title: 'Cancelled: payment not received',
          reason: `Payment was not completed within ${PAYMENT_EXPIRY_MINUTES} minutes`,
        });
      });
    },

    /** Job: returns a captured payment through the gateway. */
    async refund(paymentId: string): Promise<void> {
      const payment = await paymentsRepository.findPayment(db, paymentId);
      if (payment?.status !== 'refund_pending' || !payment.providerPaymentId) return;
      // Part refunds (removed items) already returned some of it: only the rest goes back now.
      const remaining = payment.amountPaise - (await paymentsRepository.partiallyRefundedPaise(db, payment.id));
      const outcome =
        remaining > 0
          ? await gateway.refund({ providerPaymentId: payment.providerPaymentId, amountPaise: remaining })
          : 'refunded';
      if (outcome === 'refunded') await paymentsRepository.updatePayment(db, payment.id, { status: 'refunded' });
    },

    /** Job: returns part of a captured payment through the gateway. */
    async refundPart(refundId: string): Promise<void> {
      const refund = await paymentsRepository.findPartialRefund(db, refundId);
      if (refund?.status !== 'pending' || !refund.providerPaymentId) return;
      const outcome = await gateway.refund({
        providerPaymentId: refund.providerPaymentId,
        amountPaise: refund.amountPaise,
      });
      if (outcome === 'refunded') await paymentsRepository.markPartialRefunded(db, refund.id);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
