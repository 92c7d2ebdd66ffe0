/**
 * Refill reminders (issue 19): set from an order's page for its daily medicines, sent by a durable job on the day
 * (09:00 in India) into the customer's inbox and, on devices that allow it, by push, with a one-tap reorder at the
 * same store. The job reads the reminder when it fires, so one cancelled in between stays silent.
 */
import { indianToday } from '@dawanow/shared/dates';
import type { TLanguage } from '@dawanow/shared/languages';
import type { TOrderStatus } from '@dawanow/shared/orders/status';
import {
  isCountedForm,
  REFILL_LEAD_DAYS,
  refillSchedule,
  type TCreateRefillReminderRequest,
  type TOrderRefillOptions,
  type TRefillReminder,
  type TRefillReminderList,
} from '@dawanow/shared/refill-reminders';
import { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs';
import type { Notifier } from '../notifications/notifier';
import type { OrderPush } from '../push/order-push';
import { type RefillRemindersRepository, type ReminderRow, toReminder } from './refill-reminders.repository';

export const REFILL_JOB = 'refill-reminder';
const ZRefillJob = z.object({ reminderId: z.uuid() });

/** Orders whose medicines never reached the customer have nothing to refill */
const NOTHING_TO_REFILL: readonly TOrderStatus[] = ['pending_payment', 'payment_failed', 'cancelled'];

/** The inbox's words for a reminder that fell due, in the language the customer reads the app in */
const DUE_NOTICE: Record<TLanguage, (row: ReminderRow) => { title: string; body: string }> = {
  en: (row) => ({
    title: `Time to refill ${row.productName}`,
    body: `Your ${row.productName} from order ${row.orderNumber} runs out in about ${REFILL_LEAD_DAYS} days. Reorder it from ${row.storeName} in one tap.`,
  }),
  hi: (row) => ({
    title: `${row.productName} दोबारा मँगाने का समय`,
    body: `ऑर्डर ${row.orderNumber} की आपकी ${row.productName} लगभग ${REFILL_LEAD_DAYS} दिन में ख़त्म हो जाएगी। ${row.storeName} से एक टैप में दोबारा ऑर्डर करें।`,
  }),
};

/** The reminder goes out at 9 in the morning, India time, on its day */
const sendTime = (remindOn: string) => new Date(`${remindOn}T09:00:00+05:30`);

export function createRefillRemindersService(deps: {
  db: Db;
  repository: RefillRemindersRepository;
  jobs: JobQueue;
  notifier: Notifier;
  push: OrderPush;
  /** The language the person reads the app in (their profile's choice; English until they choose) */
  languageOf: (tx: Executor, userId: string) => Promise<TLanguage>;
}) {
  const { db, repository, jobs, notifier, push, languageOf } = deps;

  async function ownOrder(actor: Actor, orderId: string) {
    const order = await repository.orderOf(db, actor.userId, orderId);
    // Someone else's order is as unknown as one that does not exist
    if (!order) throw new AppError('NOT_FOUND', 'Order not found.');
    return order;
  }

  return {
    async orderOptions(actor: Actor, orderId: string): Promise<TOrderRefillOptions> {
      const order = await ownOrder(actor, orderId);
      const [lines, reminders] = await Promise.all([
        repository.chronicLines(db, orderId),
        repository.forOrder(db, actor.userId, orderId),
      ]);
      return {
        available: !NOTHING_TO_REFILL.includes(order.status),
        lines: lines.map((line) => {
          const reminder = reminders.find((row) => row.productId === line.productId);
          return {
            productId: line.productId,
            name: line.name,
            packLabel: line.packLabel,
            packSize: line.packSize,
            countsUnits: isCountedForm(line.dosageForm),
            quantity: line.quantity,
            reminder: reminder ? toReminder(reminder) : null,
          };
        }),
      };
    },

    async create(actor: Actor, orderId: string, input: TCreateRefillReminderRequest): Promise<TRefillReminder> {
      const order = await ownOrder(actor, orderId);
      if (NOTHING_TO_REFILL.includes(order.status)) {
        throw new AppError('CONFLICT', 'This order was not delivered, so there is nothing to refill.');
      }
      const line = (await repository.chronicLines(db, orderId)).find((row) => row.productId === input.productId);
      if (!line) {
        throw new AppError('VALIDATION_FAILED', 'Refill reminders are for daily medicines of this order.', [
          { path: 'body.productId', message: 'Not a daily medicine of this order' },
        ]);
      }
      if ((input.dose.kind === 'units_per_day') !== isCountedForm(line.dosageForm)) {
        throw new AppError(
          'VALIDATION_FAILED',
          isCountedForm(line.dosageForm) ? 'Say how many you take a day.' : 'Say how many days one pack lasts.',
          [{ path: 'body.dose.kind', message: 'Not how this medicine is counted' }],
        );
      }
      const schedule = refillSchedule({
        startsOn: indianToday(order.deliveredAt ?? new Date()),
        quantity: line.quantity,
        packSize: line.packSize,
        dose: input.dose,
      });
      const write = () =>
        db.transaction(async (tx) => {
          await repository.cancelScheduled(tx, actor.userId, line.productId);
          const reminderId = await repository.insert(tx, {
            userId: actor.userId,
            orderId,
            productId: line.productId,
            quantity: line.quantity,
            dose: input.dose,
            ...schedule,
          });
          await jobs.schedule(tx, REFILL_JOB, `refill:${reminderId}`, sendTime(schedule.remindOn), { reminderId });
          return reminderId;
        });
      // Set twice at once (a double tap), the second waits on the first's row and is refused by the index: again,
      // it replaces the first, as a later setting does
      const id = await write().catch((error: unknown) => {
        if (isUniqueViolation(error)) return write();
        throw error;
      });
      const row = await repository.byId(db, id);
      if (!row) throw new Error('The reminder just written is missing');
      return toReminder(row);
    },

    async list(actor: Actor): Promise<TRefillReminderList> {
      return { reminders: (await repository.listOf(db, actor.userId)).map(toReminder) };
    },

    async cancel(actor: Actor, reminderId: string): Promise<void> {
      if (!(await repository.cancel(db, actor.userId, reminderId))) {
        throw new AppError('NOT_FOUND', 'Reminder not found.');
      }
    },

    /** The job: tells the customer once, if the reminder still stands */
    async send(payload: unknown): Promise<void> {
      const { reminderId } = ZRefillJob.parse(payload);
      await db.transaction(async (tx) => {
        const row = await repository.byId(tx, reminderId);
        if (!row || !(await repository.markSent(tx, reminderId))) return;
        const link = `/refills/${reminderId}`;
        await notifier.notifyUser(tx, {
          userId: row.userId,
          kind: 'refill_due',
          ...DUE_NOTICE[await languageOf(tx, row.userId)](row),
          link,
          dedupeKey: `refill:${reminderId}`,
        });
        await push.refillDue(tx, { reminderId, userId: row.userId, url: link });
      });
    },
  };
}
export type RefillRemindersService = ReturnType<typeof createRefillRemindersService>;
