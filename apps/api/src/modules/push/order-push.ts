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

import type { TLanguage } from '@dawanow/shared/languages';
import { formatRupees } from '@dawanow/shared/money';
import type { TOrderStatus } from '@dawanow/shared/orders/status';
import { type TPushMessage, ZPushMessage } from '@dawanow/shared/push-message';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, Executor, FollowingWrites } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import type { PushSender } from '../../providers/push/push-sender';
import type { PushRepository, PushTargetRow } from './push.repository';

const PUSH_JOB = 'push-message';

type PushedOrder = { id: string; number: string; userId: string };

type Words = Omit<TPushMessage, 'url' | 'tag'>;

/**
 * The customer's updates that are worth a notification, and what each says, in the language the customer reads
 * the app in (issue 19: their profile's choice; English when they have made none).
 */
const CUSTOMER_UPDATES: Record<TLanguage, Partial<Record<TOrderStatus, (number: string) => Words>>> = {
  en: {
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
  },
  hi: {
    processing: (number) => ({
      title: `ऑर्डर ${number} स्वीकार हो गया`,
      body: 'फ़ार्मेसी ने आपका ऑर्डर स्वीकार कर लिया है और उसे तैयार कर रही है।',
    }),
    out_for_delivery: (number) => ({
      title: `ऑर्डर ${number} रास्ते में है`,
      body: 'अपना डिलीवरी कोड तैयार रखें: वह ऑर्डर वाले पेज पर है।',
    }),
    delivered: (number) => ({ title: `ऑर्डर ${number} डिलीवर हो गया`, body: 'DawaNow से ऑर्डर करने के लिए धन्यवाद।' }),
    refunded: (number) => ({
      title: `ऑर्डर ${number} का रिफ़ंड हो गया`,
      body: 'पैसे कब तक पहुँचेंगे, यह देखने के लिए ऑर्डर खोलें।',
    }),
  },
};

const PRESCRIPTION_REJECTED: Record<TLanguage, (number: string) => Words> = {
  en: (number) => ({
    title: `Action needed on order ${number}`,
    body: 'The pharmacist could not accept the prescription. Open the order to see what to do.',
  }),
  hi: (number) => ({
    title: `ऑर्डर ${number} पर आपको कुछ करना है`,
    body: 'फ़ार्मासिस्ट पर्चा स्वीकार नहीं कर पाए। आगे क्या करना है, यह देखने के लिए ऑर्डर खोलें।',
  }),
};

const REFILL_DUE: Record<TLanguage, Words> = {
  en: {
    title: 'Time to refill your medicine',
    body: 'A daily medicine you ordered runs out soon. Reorder it in one tap.',
  },
  hi: {
    title: 'दवा दोबारा मँगाने का समय',
    body: 'आपकी रोज़ की एक दवा जल्द ख़त्म होने वाली है। एक टैप में दोबारा ऑर्डर करें।',
  },
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

export function createOrderPush(deps: { jobs: JobQueue; repository: Pick<PushRepository, 'languageOf'> }) {
  const { jobs, repository } = deps;
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
      // An erased account's orders are kept without their owner: nobody to tell
      if (!order.userId || !CUSTOMER_UPDATES.en[status]) return;
      const { userId } = order;
      const words = CUSTOMER_UPDATES[await repository.languageOf(tx, userId)][status] ?? CUSTOMER_UPDATES.en[status];
      if (!words) return;
      await schedule(
        tx,
        `event:${eventId}`,
        toCustomer({ ...order, userId }, words(order.number), status === 'out_for_delivery'),
      );
    },

    /** The pharmacist turned down the prescription an order waits on: the customer must act. */
    async prescriptionRejected(tx: Executor, order: PushedOrder, eventId: number): Promise<void> {
      const message = PRESCRIPTION_REJECTED[await repository.languageOf(tx, order.userId)](order.number);
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
          ...REFILL_DUE[await repository.languageOf(tx, reminder.userId)],
          url: reminder.url,
          tag: `refill-${reminder.reminderId}`,
        },
        urgent: false,
        topic: reminder.reminderId.replaceAll('-', ''),
      });
    },

    /**
     * An order was offered to a store: members who asked hear of it on their devices. Written in the offer's own
     * statement, keyed by its new id (the lifecycle's `offer`).
     */
    newOrderWrites: {
      parts: (offerId) => [
        jobs.insertion({
          kind: sql`${PUSH_JOB}`,
          key: sql`'offer:' || ${offerId}`,
          payload: sql.placeholder('pushPayload'),
          runAt: sql`now()`,
        }),
      ],
      values: ({ order, storeId }) => ({
        pushPayload: {
          audience: { storeId },
          message: {
            title: `New order ${order.number}`,
            body: `${formatRupees(order.totalPaise)}. Accept or decline it before it moves to another pharmacy.`,
            url: `/store/orders/${order.id}`,
            tag: `store-order-${order.id}`,
          },
          urgent: true,
          topic: topicOf(order.id),
        } satisfies PushJob,
      }),
    } satisfies FollowingWrites<{
      order: Pick<PushedOrder, 'id' | 'number'> & { totalPaise: number };
      storeId: string;
    }>,
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
