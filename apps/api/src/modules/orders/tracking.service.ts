/**
 * Tracking an order on its way (issue 17): the store records who takes it out, the delivering member's phone
 * shares its position, and the customer reads the estimate, the courier's name and the position.
 */
import { distanceKm } from '@dawanow/shared/delivery';
import { normaliseIndianMobile } from '@dawanow/shared/india';
import {
  arrivingBy,
  POSITION_MAX_AGE_MS,
  POSITION_MAX_FUTURE_MS,
  promisedArrival,
  type TDeliveryTeam,
  type TOrderTracking,
  type ZCourierInput,
  type ZPositionReport,
} from '@dawanow/shared/orders/tracking';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import type { StoreTeamRepository } from '../store-team/store-team.repository';
import type { StoresRepository } from '../stores/stores.repository';
import type { OrderRow, OrdersRepository } from './orders.repository';
import type { TrackingRepository } from './tracking.repository';

/** Before it leaves the pharmacy, an order's estimate runs from its acceptance (or placing). */
const BEFORE_DISPATCH = new Set<OrderRow['status']>(['placed', 'processing', 'packed']);

const memberName = (row: { firstName: string; lastName: string; email: string }) =>
  `${row.firstName} ${row.lastName}`.trim() || row.email;

export function createTrackingService(deps: {
  db: Db;
  repository: TrackingRepository;
  orders: Pick<OrdersRepository, 'findOrder' | 'lockOrder'>;
  stores: Pick<StoresRepository, 'find'>;
  team: Pick<StoreTeamRepository, 'member' | 'members'>;
}) {
  const { db, repository, orders, stores, team } = deps;

  return {
    /** The pharmacy's members who could take an order out. */
    async deliveryTeam(storeId: string): Promise<TDeliveryTeam> {
      const rows = await team.members(db, storeId);
      return {
        members: rows.map((row) => ({
          userId: row.userId,
          name: memberName(row),
          phone: row.phone ? normaliseIndianMobile(row.phone) : null,
        })),
      };
    },

    /**
     * Records who takes the order out, in the transaction that marks it out for delivery. Without a named
     * courier, the member making the change is taking it.
     */
    async dispatch(tx: Tx, actor: Actor, order: OrderRow, courier: z.output<typeof ZCourierInput> | undefined) {
      if (courier?.memberUserId && !(await team.member(tx, order.storeId, courier.memberUserId))) {
        throw new AppError('VALIDATION_FAILED', 'Choose someone from your team, or type the name and number.', {
          fields: { 'courier.memberUserId': 'Not a member of this pharmacy' },
        });
      }
      await repository.recordDispatch(tx, {
        orderId: order.id,
        courierName: courier?.name ?? actor.name,
        courierPhone: courier?.phone ?? null,
        courierUserId: courier ? courier.memberUserId : actor.userId,
      });
    },

    /** One fix from the delivering member's phone; anyone else, or any other moment, is refused. */
    async report(actor: Actor, storeId: string, orderId: string, report: z.output<typeof ZPositionReport>) {
      const recordedAt = new Date(report.recordedAt);
      const now = Date.now();
      if (recordedAt.getTime() > now + POSITION_MAX_FUTURE_MS) {
        throw new AppError('VALIDATION_FAILED', "This position's time is in the future. Check the phone's clock.");
      }
      if (recordedAt.getTime() < now - POSITION_MAX_AGE_MS) {
        throw new AppError('VALIDATION_FAILED', 'This position is too old to show the customer.');
      }
      await db.transaction(async (tx) => {
        // Locked: a delivery committing now deletes the positions, and nothing may slip in after it.
        const order = await orders.lockOrder(tx, orderId);
        if (!order || order.storeId !== storeId)
          throw new AppError('NOT_FOUND', 'This order is not with your pharmacy.');
        if (order.status !== 'out_for_delivery') {
          throw new AppError('CONFLICT', 'The location is shared only while the order is out for delivery.');
        }
        const delivery = await repository.delivery(tx, orderId);
        if (!delivery?.courierUserId || delivery.courierUserId !== actor.userId) {
          throw new AppError('FORBIDDEN', 'Only the person delivering this order shares its location.');
        }
        await repository.addPosition(tx, {
          orderId,
          latitude: report.latitude,
          longitude: report.longitude,
          accuracyM: report.accuracyM === null ? null : Math.round(report.accuracyM),
          recordedAt,
        });
      });
    },

    /** The customer's live view of their own order. */
    async customer(actor: Actor, orderId: string, now = new Date()): Promise<TOrderTracking> {
      const order = await orders.findOrder(db, orderId);
      if (!order || order.userId !== actor.userId) {
        throw new AppError('NOT_FOUND', 'This order does not exist or is not yours.');
      }
      const isOut = order.status === 'out_for_delivery';
      const [store, delivery, positions] = await Promise.all([
        stores.find(db, order.storeId),
        isOut ? repository.delivery(db, orderId) : null,
        isOut ? repository.positions(db, orderId) : [],
      ]);
      if (!store) throw new Error(`order ${order.id} points at a missing store`);
      const [latest, ...earlier] = positions;
      const fromStore = distanceKm(store, order.address);
      let eta: Date | null = null;
      if (latest) eta = arrivingBy(latest.recordedAt, distanceKm(latest, order.address));
      else if (isOut) eta = arrivingBy(delivery?.dispatchedAt ?? now, fromStore);
      else if (BEFORE_DISPATCH.has(order.status) && !order.scheduledFor) {
        eta = promisedArrival(order.acceptedAt ?? order.createdAt, fromStore, order.deliveryMode);
      }
      return {
        status: order.status,
        arrivingBy: eta?.toISOString() ?? null,
        courier: delivery ? { name: delivery.courierName } : null,
        position: latest
          ? {
              latitude: latest.latitude,
              longitude: latest.longitude,
              accuracyM: latest.accuracyM,
              recordedAt: latest.recordedAt.toISOString(),
            }
          : null,
        trail: earlier.reverse().map(({ latitude, longitude }) => ({ latitude, longitude })),
      };
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;

const POSITION_SWEEP = 'position-sweep';
const HOUR_MS = 60 * 60_000;

/**
 * An hourly durable job, one per hour across all processes, removes positions left behind: of orders no longer
 * out for delivery (the transaction that ends a delivery deletes them; this catches anything else), and any
 * older than a day (an order left out for delivery).
 */
export function registerPositionSweep(
  app: FastifyInstance,
  jobs: JobQueue,
  repository: Pick<TrackingRepository, 'sweepPositions'>,
): () => Promise<void> {
  const scheduleSweep = (at: Date) =>
    jobs.schedule(app.database.db, POSITION_SWEEP, at.toISOString().slice(0, 13), at, {});
  jobs.register(POSITION_SWEEP, async () => {
    const removed = await repository.sweepPositions(app.database.db, new Date(Date.now() - 24 * HOUR_MS));
    app.log.info({ removed }, 'courier position sweep done');
    await scheduleSweep(new Date(Date.now() + HOUR_MS));
  });
  return () => scheduleSweep(new Date());
}
