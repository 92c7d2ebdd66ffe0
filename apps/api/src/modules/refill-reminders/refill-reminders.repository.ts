/** The refill_reminders table (schema/refill-reminders.ts) and what an order offers a reminder for. */
import type { TRefillDose, TRefillReminder } from '@dawanow/shared/refill-reminders';
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/orders';
import { refillReminders } from '../../db/schema/refill-reminders';
import { stores } from '../../db/schema/stores';

const parentCategory = alias(categories, 'parent_category');

const reminderFields = {
  id: refillReminders.id,
  orderId: refillReminders.orderId,
  orderNumber: orders.number,
  storeId: orders.storeId,
  storeName: stores.name,
  productId: refillReminders.productId,
  productName: orderItems.name,
  packLabel: orderItems.packLabel,
  unitPricePaise: orderItems.unitPricePaise,
  quantity: refillReminders.quantity,
  dose: refillReminders.dose,
  daysSupply: refillReminders.daysSupply,
  remindOn: refillReminders.remindOn,
  status: refillReminders.status,
  createdAt: refillReminders.createdAt,
  sentAt: refillReminders.sentAt,
  userId: refillReminders.userId,
};
/** Reminders with what they are about: the order's copy of the line names the medicine as it was bought */
const selectReminders = (ex: Executor) =>
  ex
    .select(reminderFields)
    .from(refillReminders)
    .innerJoin(orders, eq(orders.id, refillReminders.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(
      orderItems,
      and(eq(orderItems.orderId, refillReminders.orderId), eq(orderItems.productId, refillReminders.productId)),
    );
export type ReminderRow = Awaited<ReturnType<typeof selectReminders>>[number];

export function toReminder(row: ReminderRow): TRefillReminder {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    storeId: row.storeId,
    storeName: row.storeName,
    product: {
      id: row.productId,
      name: row.productName,
      packLabel: row.packLabel,
      unitPricePaise: row.unitPricePaise,
    },
    quantity: row.quantity,
    dose: row.dose,
    daysSupply: row.daysSupply,
    remindOn: row.remindOn,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function createRefillRemindersRepository() {
  return {
    /** The order as its owner sees it for reminders, or null when it is not theirs */
    async orderOf(ex: Executor, userId: string, orderId: string) {
      const [row] = await ex
        .select({ id: orders.id, status: orders.status, deliveredAt: orders.deliveredAt })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      return row ?? null;
    },

    /** The order's lines of chronic-care medicines (the product's category or its parent is marked) */
    async chronicLines(ex: Executor, orderId: string) {
      return ex
        .select({
          productId: orderItems.productId,
          name: orderItems.name,
          packLabel: orderItems.packLabel,
          packSize: products.packSize,
          dosageForm: products.dosageForm,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(parentCategory, eq(parentCategory.id, categories.parentId))
        .where(
          and(
            eq(orderItems.orderId, orderId),
            or(eq(categories.isChronicCare, true), eq(parentCategory.isChronicCare, true)),
            // A glucometer or a lancet device is bought once, not refilled
            ne(products.dosageForm, 'device'),
          ),
        )
        .orderBy(orderItems.name);
    },

    async forOrder(ex: Executor, userId: string, orderId: string): Promise<ReminderRow[]> {
      return selectReminders(ex).where(
        and(
          eq(refillReminders.userId, userId),
          eq(refillReminders.orderId, orderId),
          inArray(refillReminders.status, ['scheduled', 'sent']),
        ),
      );
    },

    /** Those to come, soonest first, then the last sent; cancelled ones are gone from the customer's view */
    async listOf(ex: Executor, userId: string): Promise<ReminderRow[]> {
      return selectReminders(ex)
        .where(and(eq(refillReminders.userId, userId), inArray(refillReminders.status, ['scheduled', 'sent'])))
        .orderBy(
          sql`${refillReminders.status} = 'sent'`,
          sql`case when ${refillReminders.status} = 'scheduled' then ${refillReminders.remindOn} end`,
          desc(refillReminders.sentAt),
        )
        .limit(50);
    },

    async byId(ex: Executor, id: string): Promise<ReminderRow | null> {
      const [row] = await selectReminders(ex).where(eq(refillReminders.id, id));
      return row ?? null;
    },

    /** A newer reminder for the same medicine replaces the one to come (the partial unique index allows one) */
    async cancelScheduled(ex: Executor, userId: string, productId: string): Promise<void> {
      await ex
        .update(refillReminders)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(
          and(
            eq(refillReminders.userId, userId),
            eq(refillReminders.productId, productId),
            eq(refillReminders.status, 'scheduled'),
          ),
        );
    },

    async insert(
      ex: Executor,
      row: {
        userId: string;
        orderId: string;
        productId: string;
        quantity: number;
        dose: TRefillDose;
        daysSupply: number;
        remindOn: string;
      },
    ): Promise<string> {
      const [inserted] = await ex.insert(refillReminders).values(row).returning({ id: refillReminders.id });
      if (!inserted) throw new Error('The reminder was not written');
      return inserted.id;
    },

    /** Cancels the person's reminder if it has not gone out; false when it is not theirs */
    async cancel(ex: Executor, userId: string, id: string): Promise<boolean> {
      const [row] = await ex
        .select({ status: refillReminders.status })
        .from(refillReminders)
        .where(and(eq(refillReminders.id, id), eq(refillReminders.userId, userId)));
      if (!row) return false;
      await ex
        .update(refillReminders)
        .set({ status: 'cancelled', cancelledAt: new Date() })
        .where(and(eq(refillReminders.id, id), eq(refillReminders.status, 'scheduled')));
      return true;
    },

    /** Marks a reminder sent, once: false when it was cancelled or sent already (the job then stays silent) */
    async markSent(ex: Executor, id: string): Promise<boolean> {
      const rows = await ex
        .update(refillReminders)
        .set({ status: 'sent', sentAt: new Date() })
        .where(and(eq(refillReminders.id, id), eq(refillReminders.status, 'scheduled')))
        .returning({ id: refillReminders.id });
      return rows.length > 0;
    },
  };
}
export type RefillRemindersRepository = ReturnType<typeof createRefillRemindersRepository>;
