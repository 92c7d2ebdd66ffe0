/**
 * What a store is told, and when. Order events (an offer, an order moved away, a prescription to
 * check) notify inside the transaction that makes them, so the notification exists exactly when the
 * event does and the panel's badge, refreshed by the same order change, finds it. Low stock is told
 * from what the reservation itself read (no further query on the order path bench/orders.ts measures);
 * batches near expiry are found by a daily durable job, one per Indian date across all processes.
 * With a mailer, the owners also get an e-mail about an order left unanswered for half its window
 * and a daily digest of expiring batches, each through a durable job whose key makes it once only.
 */
import { formatIndianDate, indianToday } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import { expiryNoticeUntil } from '@dawanow/shared/store-notifications';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor, FollowingWrites } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import type { PrescriptionsRepository } from '../prescriptions/prescriptions.repository';
import type { Notifier } from './notifier';
import type { StoreAlertsRepository } from './store-alerts.repository';
import { expiryDigestMail, unansweredOrderMail } from './store-mail';

export const ALERT_JOBS = {
  /** Daily, keyed by the Indian date: notifies expiring batches and queues each store's digest */
  expirySweep: 'store-expiry-sweep',
  /** One store's expiry digest mail, keyed `<date>:<storeId>` */
  expiryDigest: 'store-expiry-digest',
  /** The owners' mail about one offer left unanswered, keyed by the offer */
  unansweredOrder: 'unanswered-order-mail',
} as const;

const DAY_MS = 24 * 60 * 60_000;

/** A product's shelf after an order took from it, as the reservation read it. */
export type ShelfAfterOrder = { productId: string; name: string; unitsLeft: number; lowStockThreshold: number };

type OfferedOrder = {
  id: string;
  number: string;
  totalPaise: number;
  paymentMethod: string;
  prescriptionId: string | null;
};

/** An order just offered to a store, until `expiresAt` */
export type OfferedTo = { order: OfferedOrder; storeId: string; expiresAt: Date };

export function createStoreAlerts(deps: {
  notifier: Notifier;
  jobs: JobQueue;
  mailsOwners: boolean;
  prescriptions: Pick<PrescriptionsRepository, 'status'>;
}) {
  const { notifier, jobs, mailsOwners, prescriptions } = deps;
  const newOrderNotice = notifier.storeNoticePart('notice');

  /** A prescription reached the store to be checked by its pharmacist (on an order, or asking for a quote). */
  async function prescriptionToReview(ex: Executor, input: { storeId: string; prescriptionId: string; what: string }) {
    await notifier.notifyStore(ex, {
      storeId: input.storeId,
      kind: 'prescription_to_review',
      title: 'A prescription is waiting for your pharmacist',
      body: input.what,
      link: `/store/prescriptions?open=${input.prescriptionId}`,
      dedupeKey: `prescription_to_review:${input.prescriptionId}:${input.storeId}`,
      permission: 'prescriptions',
      data: { prescriptionId: input.prescriptionId },
    });
  }

  return {
    prescriptionToReview,

    /**
     * An order took stock from the store: each product now below the store's threshold is told, once per
     * product and Indian day (a retry or the day's next order finds the notice there already).
     */
    async stockTaken(tx: Executor, storeId: string, shelves: ShelfAfterOrder[]) {
      const today = indianToday();
      for (const shelf of shelves) {
        if (shelf.unitsLeft >= shelf.lowStockThreshold) continue;
        await notifier.notifyStore(tx, {
          storeId,
          kind: 'low_stock',
          title: shelf.unitsLeft === 0 ? `${shelf.name} is out of stock` : `${shelf.name} is running low`,
          body: `${shelf.unitsLeft} sellable ${shelf.unitsLeft === 1 ? 'unit' : 'units'} left; you asked to hear below ${shelf.lowStockThreshold}.`,
          link: '/store/inventory?filter=low-stock',
          dedupeKey: `low_stock:${storeId}:${shelf.productId}:${today}`,
          permission: 'stock',
          data: { productId: shelf.productId },
        });
      }
    },

    /**
     * An order was offered to a store: every member hears of it, and its owners are mailed if it waits too long.
     * Written in the offer's own statement, keyed by its new id (the lifecycle's `offer`).
     */
    offeredWrites: {
      parts: (offerId) => [
        newOrderNotice.insertion(sql`'new_order:' || ${offerId}`),
        ...(mailsOwners
          ? [
              jobs.insertion({
                kind: sql`${ALERT_JOBS.unansweredOrder}`,
                key: sql`${offerId}::text`,
                payload: sql`jsonb_build_object('offerId', ${offerId})`,
                runAt: sql.placeholder('alertMailAt'),
              }),
            ]
          : []),
      ],
      values: ({ order, storeId, expiresAt }) => {
        const payment = order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Paid online';
        const now = Date.now();
        return {
          ...newOrderNotice.values({
            storeId,
            kind: 'new_order',
            title: `New order ${order.number}`,
            body: `${formatRupees(order.totalPaise)} · ${payment}. Accept or decline it before it moves to another pharmacy.`,
            link: `/store/orders/${order.id}`,
            data: { orderId: order.id },
          }),
          // Half the window, so the owners still have time to answer
          ...(mailsOwners ? { alertMailAt: new Date(now + Math.max(0, expiresAt.getTime() - now) / 2) } : {}),
        };
      },
    } satisfies FollowingWrites<OfferedTo>,

    /** After an offer: an order whose prescription is still to be checked asks the store's pharmacist to. */
    async offeredForReview(tx: Executor, order: OfferedOrder, storeId: string) {
      // Only rx orders pay for this read; an approved prescription has nothing left to check.
      if (!order.prescriptionId) return;
      const rxStatus = await prescriptions.status(tx, order.prescriptionId, null);
      if (rxStatus === 'pending' || rxStatus === 'clarification_requested') {
        await prescriptionToReview(tx, {
          storeId,
          prescriptionId: order.prescriptionId,
          what: `Order ${order.number} needs its prescription checked before it can be accepted.`,
        });
      }
    },

    /** The order left the store (it declined, or did not answer in time) for another pharmacy. */
    async movedAway(tx: Executor, order: Pick<OfferedOrder, 'id' | 'number'>, storeId: string, why: string) {
      await notifier.notifyStore(tx, {
        storeId,
        kind: 'order_reassigned',
        title: `Order ${order.number} went to another pharmacy`,
        body: why,
        // The order is no longer the store's to open.
        link: null,
        dedupeKey: `order_reassigned:${order.id}:${storeId}`,
        data: { orderId: order.id },
      });
    },
  };
}
export type StoreAlerts = ReturnType<typeof createStoreAlerts>;

const ZDigestJob = z.object({ storeId: z.uuid(), date: z.iso.date() });
const ZUnansweredJob = z.object({ offerId: z.int() });

/**
 * Registers the alert jobs; the answer schedules today's expiry sweep, once the app is ready (as the
 * prescription retention sweep does).
 */
export function registerStoreAlertJobs(
  app: FastifyInstance,
  deps: {
    jobs: JobQueue;
    notifier: Notifier;
    repository: StoreAlertsRepository;
    /** The site's address, for links in mail */
    publicUrl: string;
  },
): () => Promise<void> {
  const { jobs, notifier, repository, publicUrl } = deps;
  const { db } = app.database;
  const { mailer } = app;

  const scheduleSweep = (at: Date) => jobs.schedule(db, ALERT_JOBS.expirySweep, indianToday(at), at, {});
  jobs.register(ALERT_JOBS.expirySweep, async () => {
    const today = indianToday();
    const batches = await repository.expiringBatches(db, today, expiryNoticeUntil(today));
    for (const batch of batches) {
      await notifier.notifyStore(db, {
        storeId: batch.storeId,
        kind: 'batch_expiring',
        title: `${batch.productName}, batch ${batch.batchNumber}, expires soon`,
        body: `${batch.quantity} ${batch.quantity === 1 ? 'unit' : 'units'} expire on ${formatIndianDate(batch.expiryDate)}. Return or write them off.`,
        link: '/store/inventory?filter=near-expiry',
        // Once per batch, whichever day's sweep finds it first
        dedupeKey: `batch_expiring:${batch.batchId}`,
        permission: 'stock',
        data: { batchId: batch.batchId },
      });
    }
    if (mailer) {
      for (const storeId of new Set(batches.map((batch) => batch.storeId))) {
        await jobs.schedule(db, ALERT_JOBS.expiryDigest, `${today}:${storeId}`, new Date(), { storeId, date: today });
      }
    }
    await scheduleSweep(new Date(Date.now() + DAY_MS));
  });

  jobs.register(ALERT_JOBS.expiryDigest, async (payload) => {
    const { storeId, date } = ZDigestJob.parse(payload);
    const batches = await repository.expiringBatches(db, date, expiryNoticeUntil(date), storeId);
    const owners = await repository.storeOwners(db, storeId);
    if (!mailer || batches.length === 0 || !owners || owners.emails.length === 0) return;
    await mailer.send(expiryDigestMail(owners.emails, owners.storeName, date, batches, publicUrl));
  });

  jobs.register(ALERT_JOBS.unansweredOrder, async (payload) => {
    const { offerId } = ZUnansweredJob.parse(payload);
    // Answered, withdrawn or moved on meanwhile: nothing to say.
    const offer = await repository.waitingOffer(db, offerId);
    if (!mailer || !offer) return;
    const owners = await repository.storeOwners(db, offer.storeId);
    if (!owners || owners.emails.length === 0) return;
    await mailer.send(unansweredOrderMail(owners.emails, owners.storeName, offer, publicUrl));
  });

  return () => scheduleSweep(new Date());
}
