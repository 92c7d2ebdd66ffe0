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
import {
  type GatewayEvent,
  type GatewayRefund,
  isRefundEvent,
  type PaymentEvent,
  type PaymentGateway,
  type RazorpayCallback,
  type RefundEvent,
  RefundRefused,
  SignatureError,
} from '../../providers/payments/payment-gateway';
import { isSandboxGateway } from '../../providers/payments/sandbox';
import { JOB_KINDS, type OrderLifecycle } from '../orders/order-lifecycle';
import type { OrderRow, OrdersRepository } from '../orders/orders.repository';
import type { PaymentRow, PaymentsRepository, RefundRow } from './payments.repository';

const notYours = () => new AppError('NOT_FOUND', 'This payment does not exist or is not yours.');

/** Attempts at a refund the gateway fails before an administrator is asked to step in. */
const REFUND_ATTEMPTS = 3;
/** After a failed attempt the next one waits 15 minutes, then an hour. */
const refundRetryDelayMs = (attempts: number) => 15 * 60_000 * 4 ** (attempts - 1);
/**
 * A refund the gateway holds as pending is asked about after 30 minutes (its webhook may never come), then each
 * time after as long again as it has waited, at least every 12 hours.
 */
const REFUND_FIRST_CHECK_MS = 30 * 60_000;
const REFUND_LONGEST_CHECK_MS = 12 * 60 * 60_000;
const FULL_REFUND_REASON = 'The payment, returned to the original method';
const GATEWAY_FAILED_REASON = 'The gateway could not complete the refund';

/** Not yet accepted by the gateway in its latest attempt: the next run of its job sends it. */
const isAwaitingSend = (refund: RefundRow) =>
  refund.status === 'retrying' || (refund.status === 'pending' && refund.providerRefundId === null);

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
        message: { code: 'payment_received', values: { method: event.method ?? null } },
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
      message: { code: cancelled ? 'late_payment_refunded' : 'extra_payment_refunded', values: {} },
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
        message: { code: 'payment_failed', values: { reason: event.failureReason ?? null } },
      });
    }
  }

  /** Records a gateway event by its id; false when it was handled before (a repeated delivery). */
  const recordEvent = (tx: Tx, event: GatewayEvent, payload: unknown) =>
    paymentsRepository.recordPaymentEvent(tx, {
      provider: gateway.name,
      eventId: event.eventId,
      type: event.type,
      payload,
    });

  /** Applies one gateway event once; false when it was a repeat. */
  async function apply(event: PaymentEvent, rawPayload: unknown): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await recordEvent(tx, event, rawPayload))) return false;
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

  /** Schedules the refund's next attempt; each attempt has its own job, so a retry never meets a finished one. */
  async function scheduleAttempt(tx: Tx, refund: RefundRow, at: Date): Promise<void> {
    await jobs.schedule(tx, JOB_KINDS.refundRetry, `${refund.id}:${refund.attempts + 1}`, at, { refundId: refund.id });
  }

  async function scheduleCheck(tx: Tx, refund: RefundRow, now: number): Promise<void> {
    const waited = now - (refund.sentAt?.getTime() ?? now);
    const at = new Date(now + Math.min(Math.max(waited, REFUND_FIRST_CHECK_MS), REFUND_LONGEST_CHECK_MS));
    await jobs.schedule(tx, JOB_KINDS.refundCheck, `${refund.id}@${at.toISOString()}`, at, {
      refundId: refund.id,
      providerRefundId: refund.providerRefundId,
    });
  }

  /** The gateway failed or refused the refund's latest attempt: another one later, or an administrator's turn. */
  async function refundFailed(tx: Tx, refund: RefundRow, reason: string): Promise<void> {
    const isRetried = refund.attempts < REFUND_ATTEMPTS;
    await paymentsRepository.updateRefund(tx, refund.id, {
      status: isRetried ? 'retrying' : 'failed',
      failureReason: reason,
    });
    if (isRetried) await scheduleAttempt(tx, refund, new Date(Date.now() + refundRetryDelayMs(refund.attempts)));
    else log.warn({ refundId: refund.id, reason }, 'refund failed every attempt; an administrator must step in');
  }

  /** The gateway's final word on the refund's latest attempt. */
  async function settleRefund(tx: Tx, refund: RefundRow, answer: Pick<GatewayRefund, 'status'>): Promise<void> {
    if (answer.status === 'failed') {
      await refundFailed(tx, refund, GATEWAY_FAILED_REASON);
      return;
    }
    await paymentsRepository.updateRefund(tx, refund.id, { status: 'refunded', refundedAt: new Date() });
    if (refund.kind === 'full') await paymentsRepository.updatePayment(tx, refund.paymentId, { status: 'refunded' });
  }

  /**
   * Asks the gateway for the refund's next attempt and records its answer. The attempt's idempotency key stays
   * the same until an answer is recorded, so a run that lost the answer (a timeout, a crash) asks for the same
   * refund again rather than a second one; the job queue retries such a run.
   */
  async function sendRefund(refundId: string): Promise<void> {
    const refund = await paymentsRepository.findRefund(db, { id: refundId });
    if (!refund || !isAwaitingSend(refund) || !refund.providerPaymentId) return;
    const attempts = refund.attempts + 1;
    let answer: GatewayRefund | RefundRefused;
    try {
      answer = await gateway.refund({
        providerPaymentId: refund.providerPaymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: `${refund.id}-${attempts}`,
      });
    } catch (error) {
      if (!(error instanceof RefundRefused)) throw error;
      answer = error;
    }
    await db.transaction(async (tx) => {
      const locked = await paymentsRepository.lockRefund(tx, { id: refundId });
      // Another run of this job recorded the answer already.
      if (!locked || locked.attempts !== refund.attempts || !isAwaitingSend(locked)) return;
      if (answer instanceof RefundRefused) {
        await paymentsRepository.updateRefund(tx, refundId, { attempts });
        await refundFailed(tx, { ...locked, attempts }, answer.message);
        return;
      }
      const sent = { ...locked, attempts, providerRefundId: answer.providerRefundId, sentAt: new Date() };
      await paymentsRepository.updateRefund(tx, refundId, {
        attempts,
        providerRefundId: sent.providerRefundId,
        sentAt: sent.sentAt,
        status: 'pending',
      });
      if (answer.status === 'pending') await scheduleCheck(tx, sent, Date.now());
      else await settleRefund(tx, sent, answer);
    });
  }

  /** Applies a refund event once; false when it was a repeat or is about no refund of ours. */
  async function applyRefundEvent(event: RefundEvent, rawPayload: unknown): Promise<boolean> {
    return db.transaction(async (tx) => {
      // The gateway's id names the latest attempt only: an earlier attempt's event, or a refund made in the
      // gateway's dashboard, finds nothing and changes nothing.
      const refund = await paymentsRepository.lockRefund(tx, { providerRefundId: event.providerRefundId });
      if (!refund) return false;
      if (
        event.amountPaise !== refund.amountPaise ||
        event.currency !== refund.currency ||
        event.providerPaymentId !== refund.providerPaymentId
      ) {
        throw new AppError('VALIDATION_FAILED', 'The refund event does not match the refund we asked for.');
      }
      if (!(await recordEvent(tx, event, rawPayload))) return false;
      // Already settled by the check or the gateway's answer: the event only confirms it.
      if (refund.status !== 'pending') return true;
      await settleRefund(tx, refund, { status: event.type === 'refund.processed' ? 'processed' : 'failed' });
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
      let event: GatewayEvent | null;
      try {
        event = gateway.parseWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof SignatureError) {
          throw new AppError('VALIDATION_FAILED', 'The webhook signature does not match; the event was ignored.');
        }
        throw new AppError('VALIDATION_FAILED', 'The webhook body is not a payment event we understand.');
      }
      if (!event) return { handled: false };
      const payload: unknown = JSON.parse(rawBody.toString('utf8'));
      const handled = isRefundEvent(event) ? await applyRefundEvent(event, payload) : await apply(event, payload);
      if (!handled) log.info({ eventId: event.eventId }, 'gateway event repeated or about nothing of ours; ignored');
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
          reason: `Payment was not completed within ${PAYMENT_EXPIRY_MINUTES} minutes`,
          message: (refunding) => ({
            code: 'cancelled_unpaid',
            values: { minutes: PAYMENT_EXPIRY_MINUTES, refunding },
          }),
        });
      });
    },

    /** Job: returns what is left of a captured payment, as one refund followed to its end. */
    async refund(paymentId: string): Promise<void> {
      const refundId = await db.transaction(async (tx) => {
        const payment = await paymentsRepository.lockPayment(tx, paymentId);
        if (payment?.status !== 'refund_pending' || !payment.providerPaymentId) return null;
        const opened = await paymentsRepository.fullRefundOf(tx, payment.id);
        if (opened) return opened;
        // Part refunds (removed items) already returned some of it: only the rest goes back now.
        const remaining = payment.amountPaise - (await paymentsRepository.refundedPaise(tx, payment.id));
        if (remaining <= 0) {
          await paymentsRepository.updatePayment(tx, payment.id, { status: 'refunded' });
          return null;
        }
        return paymentsRepository.insertRefund(tx, {
          paymentId: payment.id,
          kind: 'full',
          amountPaise: remaining,
          reason: FULL_REFUND_REASON,
        });
      });
      if (refundId) await sendRefund(refundId);
    },

    /** Job: sends a refund (a part refund's first attempt, or any refund's retry) to the gateway. */
    sendRefund,

    /** Job: asks the gateway where a refund it held as pending stands now. */
    async checkRefund(refundId: string, providerRefundId: string): Promise<void> {
      const refund = await paymentsRepository.findRefund(db, { id: refundId });
      if (refund?.status !== 'pending' || refund.providerRefundId !== providerRefundId) return;
      const answer = await gateway.fetchRefund(providerRefundId);
      await db.transaction(async (tx) => {
        const locked = await paymentsRepository.lockRefund(tx, { id: refundId });
        // A webhook or a retry got there first.
        if (locked?.status !== 'pending' || locked.providerRefundId !== providerRefundId) return;
        if (answer.status === 'pending') await scheduleCheck(tx, locked, Date.now());
        else await settleRefund(tx, locked, answer);
      });
    },

    /**
     * An administrator sends a refund that failed every automatic attempt to the gateway once more; answers the
     * refund as it was, for the audit log.
     */
    async retryRefund(tx: Tx, orderId: string, refundId: string): Promise<RefundRow> {
      const refund = await paymentsRepository.lockRefund(tx, { id: refundId });
      if (refund?.orderId !== orderId) throw new AppError('NOT_FOUND', 'This order has no such refund.');
      if (refund.status !== 'failed') {
        throw new AppError('CONFLICT', 'Only a refund that failed every attempt can be sent again.');
      }
      await paymentsRepository.updateRefund(tx, refund.id, { status: 'retrying' });
      await scheduleAttempt(tx, refund, new Date());
      return refund;
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
