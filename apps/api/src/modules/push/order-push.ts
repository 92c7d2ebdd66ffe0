/**
 * Which order events reach a phone by push (issue 19), and sending them. Each event schedules a durable job
 * inside the transaction that makes it, so a push goes only for a change that committed, goes once however many
 * API processes run, and is sent after the order's action has answered: a slow or failing push service never
 * holds up or fails an order. The job never fails for a push service's answer: 404/410 forgets the device
 * (RFC 8030 §7.3), anything else is logged and the update is not sent again (it would be stale by then).
 *
 * Push payloads pass through the browser makers' push services, so the words are few (DPDP Act, data
 * minimisation): the order's public number and what happened, never a medicine, a prescription's contents or
 * an address (docs/decisions.md).
 */
import { formatRupees } from '@dawanow/shared/money';
import type { TOrderStatus } from '@dawanow/shared/orders/status';
import { type TPushMessage, ZPushMessage } from '@dawanow/shared/push-message';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import type { PushSender } from '../../providers/push/push-sender';
import type { PushRepository, PushTargetRow } from './push.repository';

const PUSH_JOB = 'push-message';

type PushedOrder = { id: string; number: string; userId: string };

/** The customer's updates that are worth a notification, and what each says */
const CUSTOMER_UPDATES: Partial<Record<TOrderStatus, (number: string) => Omit<TPushMessage, 'url' | 'tag'>>> = {
  processing: (number) => ({
    title: `Order ${number} accepted`,
    body: 'The pharmacy accepted your order and is preparing it.',
  }),
  out_for_delivery: (number) => ({
    title: `Order ${number} is on its way`,
    body: 'Keep your delivery code ready: it is on the order page.',
  }),
  delivered: (number) => ({ title: `Order ${number} delivered`, body: 'Thank you for ordering with DawaNow.' }),
  refunded: (number) => ({
    title: `Refund for order ${number} processed`,
    body: 'Open the order to see when the money reaches you.',
  }),
};

const ZPushJob = z.object({
  audience: z.union([z.object({ userId: z.string().min(1) }), z.object({ storeId: z.uuid() })]),
  message: ZPushMessage,
  urgent: z.boolean(),
  /** One order's pending messages replace each other at the push service (RFC 8030 §5.4) */
  topic: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
});
type PushJob = z.infer<typeof ZPushJob>;

const topicOf = (orderId: string) => orderId.replaceAll('-', '');

export function createOrderPush(deps: { jobs: JobQueue }) {
  const { jobs } = deps;
  const schedule = (tx: Executor, key: string, job: PushJob) => jobs.schedule(tx, PUSH_JOB, key, new Date(), job);
  const toCustomer = (order: PushedOrder, message: Omit<TPushMessage, 'url' | 'tag'>, urgent: boolean): PushJob => ({
    audience: { userId: order.userId },
    message: { ...message, url: `/orders/${order.id}`, tag: `order-${order.id}` },
    urgent,
    topic: topicOf(order.id),
  });

  return {
    /** The order moved to `status` (the event `eventId` records it): the customer hears of the steps that matter. */
    async orderMoved(
      tx: Executor,
      order: Omit<PushedOrder, 'userId'> & { userId: string | null },
      status: TOrderStatus,
      eventId: number,
    ): Promise<void> {
      const words = CUSTOMER_UPDATES[status];
      // An erased account's orders are kept without their owner: nobody to tell
      if (!words || !order.userId) return;
      const { userId } = order;
      await schedule(
        tx,
        `event:${eventId}`,
        toCustomer({ ...order, userId }, words(order.number), status === 'out_for_delivery'),
      );
    },

    /** The pharmacist turned down the prescription an order waits on: the customer must act. */
    async prescriptionRejected(tx: Executor, order: PushedOrder, eventId: number): Promise<void> {
      const message = {
        title: `Action needed on order ${order.number}`,
        body: 'The pharmacist could not accept the prescription. Open the order to see what to do.',
      };
      await schedule(tx, `event:${eventId}`, toCustomer(order, message, true));
    },

    /**
     * A refill reminder fell due (refill-reminders.service.ts). Like every push, it names no medicine: the page it
     * opens does, once the person is signed in.
     */
    async refillDue(tx: Executor, reminder: { reminderId: string; userId: string; url: string }): Promise<void> {
      await schedule(tx, `refill:${reminder.reminderId}`, {
        audience: { userId: reminder.userId },
        message: {
          title: 'Time to refill your medicine',
          body: 'A daily medicine you ordered runs out soon. Reorder it in one tap.',
          url: reminder.url,
          tag: `refill-${reminder.reminderId}`,
        },
        urgent: false,
        topic: reminder.reminderId.replaceAll('-', ''),
      });
    },

    /** An order was offered to a store: members who asked hear of it on their devices. */
    async newOrder(
      tx: Executor,
      order: Pick<PushedOrder, 'id' | 'number'> & { totalPaise: number },
      offer: { id: number; storeId: string },
    ): Promise<void> {
      await schedule(tx, `offer:${offer.id}`, {
        audience: { storeId: offer.storeId },
        message: {
          title: `New order ${order.number}`,
          body: `${formatRupees(order.totalPaise)}. Accept or decline it before it moves to another pharmacy.`,
          url: `/store/orders/${order.id}`,
          tag: `store-order-${order.id}`,
        },
        urgent: true,
        topic: topicOf(order.id),
      });
    },
  };
}
export type OrderPush = ReturnType<typeof createOrderPush>;

/** Sends each scheduled push to every device of its audience. */
export function registerPushJobs(deps: {
  db: Db;
  jobs: JobQueue;
  repository: PushRepository;
  sender: PushSender | null;
  log: FastifyBaseLogger;
}): void {
  const { db, jobs, repository, sender, log } = deps;
  jobs.register(PUSH_JOB, async (payload) => {
    // Push is off on this server: the event stays in the app (the order page, the store panel).
    if (!sender) return;
    const job = ZPushJob.parse(payload);
    const targets: PushTargetRow[] =
      'userId' in job.audience
        ? await repository.customerTargets(db, job.audience.userId)
        : await repository.storeTargets(db, job.audience.storeId);
    const delivered: string[] = [];
    for (const target of targets) {
      const outcome = await sender.send(target, job.message, { topic: job.topic, urgent: job.urgent });
      if (outcome.kind === 'delivered') delivered.push(target.id);
      else if (outcome.kind === 'gone') await repository.forgetEndpoint(db, target.endpoint);
      else log.warn({ subscriptionId: target.id, reason: outcome.reason }, 'a push message was not delivered');
    }
    await repository.markDelivered(db, delivered);
  });
}
