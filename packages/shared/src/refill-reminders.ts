/**
 * Issue 19, refill reminders: a patient on a daily medicine (the catalogue's chronic-care categories) asks to be
 * reminded before it runs out. The date comes from what was bought and the dose the patient confirms; a durable job
 * sends the reminder (in the inbox, and by push on devices that allow it) with a one-tap reorder at the same store.
 */
import { z } from 'zod';
import { addDays } from './dates';
import type { TDosageForm } from './products';

/** Remind this many days before the last dose, so a reorder arrives in time */
export const REFILL_LEAD_DAYS = 3;
/** The most days one reminder looks ahead: beyond a year the dose has surely changed */
export const REFILL_MAX_DAYS = 365;

/** Forms counted in units a patient takes one by one; for the rest the patient says how long one pack lasts */
const COUNTED_FORMS: readonly TDosageForm[] = ['tablet', 'capsule', 'sachet', 'lozenge'];
export const isCountedForm = (form: string): boolean => (COUNTED_FORMS as readonly string[]).includes(form);

export const ZRefillDose = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('units_per_day'),
    /** Tablets (or capsules…) a day; halves allowed, as doctors prescribe half tablets */
    unitsPerDay: z
      .number({ error: 'Enter how many you take a day' })
      .min(0.5, 'Enter at least half a tablet a day')
      .max(24, 'Enter at most 24 a day')
      .multipleOf(0.5, 'Enter whole or half tablets'),
  }),
  z.object({
    kind: z.literal('days_per_pack'),
    daysPerPack: z
      .int({ error: 'Enter how many days one pack lasts' })
      .min(1, 'Enter at least 1 day')
      .max(REFILL_MAX_DAYS, `Enter at most ${REFILL_MAX_DAYS} days`),
  }),
]);
export type TRefillDose = z.infer<typeof ZRefillDose>;

/**
 * How long the medicine lasts and when to remind: from the day it arrived (or today, when it has not yet), the days
 * it lasts less the lead, and never sooner than tomorrow.
 */
export function refillSchedule(input: { startsOn: string; quantity: number; packSize: number; dose: TRefillDose }): {
  daysSupply: number;
  remindOn: string;
} {
  const { startsOn, quantity, packSize, dose } = input;
  const days =
    dose.kind === 'units_per_day' ? Math.floor((quantity * packSize) / dose.unitsPerDay) : quantity * dose.daysPerPack;
  const daysSupply = Math.min(Math.max(days, 1), REFILL_MAX_DAYS);
  return { daysSupply, remindOn: addDays(startsOn, Math.max(daysSupply - REFILL_LEAD_DAYS, 1)) };
}

export const REFILL_STATUSES = ['scheduled', 'sent', 'cancelled'] as const;
export const ZRefillStatus = z.enum(REFILL_STATUSES);

export const ZRefillReminder = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  storeId: z.uuid(),
  storeName: z.string(),
  /** As bought: the price paid is what a reorder puts in the cart, which prices it again at the store */
  product: z.object({ id: z.uuid(), name: z.string(), packLabel: z.string(), unitPricePaise: z.int().nonnegative() }),
  /** Packs to reorder, as many as last time */
  quantity: z.int().positive(),
  dose: ZRefillDose,
  daysSupply: z.int().positive(),
  /** The Indian calendar day the reminder goes out, "YYYY-MM-DD" */
  remindOn: z.iso.date(),
  status: ZRefillStatus,
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TRefillReminder = z.infer<typeof ZRefillReminder>;

export const ZRefillReminderList = z.object({ reminders: z.array(ZRefillReminder) });
export type TRefillReminderList = z.infer<typeof ZRefillReminderList>;

/** An order's lines a reminder can be set for (daily medicines), each with its reminder if one is set */
export const ZOrderRefillOptions = z.object({
  /** Whether reminders can be set now (not for a cancelled or refused order) */
  available: z.boolean(),
  lines: z.array(
    z.object({
      productId: z.uuid(),
      name: z.string(),
      packLabel: z.string(),
      packSize: z.int().positive(),
      /** Asked as units a day (tablets) rather than days per pack */
      countsUnits: z.boolean(),
      quantity: z.int().positive(),
      reminder: ZRefillReminder.nullable(),
    }),
  ),
});
export type TOrderRefillOptions = z.infer<typeof ZOrderRefillOptions>;

export const ZCreateRefillReminderRequest = z.object({ productId: z.uuid('Not a product id'), dose: ZRefillDose });
export type TCreateRefillReminderRequest = z.infer<typeof ZCreateRefillReminderRequest>;
