/** Delivery modes, their fees and the scheduled one-hour slots (SPEC §5). */

import { z } from 'zod';
import { INDIA_TIME_ZONE, indianToday } from '../dates';
import { isOpenAt, type TWeeklyHours } from '../opening-hours';
import { overlapsClosure, type TClosureSpan } from '../store-settings';

/** "Select areas" for express delivery: the store is at most this far from the address (docs/decisions.md). */
export const EXPRESS_MAX_DISTANCE_KM = 3;
export const FREE_DELIVERY_FROM_PAISE = 499_00;
export const STANDARD_DELIVERY_FEE_PAISE = 25_00;
export const EXPRESS_DELIVERY_FEE_PAISE = 49_00;
/** Scheduled deliveries come in one-hour slots starting at least this long from now. */
export const SCHEDULE_LEAD_MINUTES = 60;
export const SCHEDULE_SLOT_MINUTES = 60;

export const DELIVERY_MODES = ['express', 'standard', 'scheduled'] as const;
export const ZDeliveryMode = z.enum(DELIVERY_MODES);
export type TDeliveryMode = z.infer<typeof ZDeliveryMode>;

/** The latest an on-demand order should arrive, in minutes after it is placed: what the labels below promise. */
export const DELIVERY_PROMISE_MINUTES = { express: 30, standard: 60 } as const;

export const DELIVERY_MODE_LABELS: Record<TDeliveryMode, { title: string; promise: string }> = {
  express: { title: 'Express', promise: `In ${DELIVERY_PROMISE_MINUTES.express} minutes` },
  standard: { title: 'Standard', promise: `In 45-${DELIVERY_PROMISE_MINUTES.standard} minutes` },
  scheduled: { title: 'Scheduled', promise: 'In a slot you choose' },
};

export function isExpressAvailable(distanceKm: number | null): boolean {
  return distanceKm !== null && distanceKm <= EXPRESS_MAX_DISTANCE_KM;
}

export function deliveryFeePaise(mode: TDeliveryMode, itemsTotalPaise: number): number {
  if (mode === 'express') return EXPRESS_DELIVERY_FEE_PAISE;
  return itemsTotalPaise >= FREE_DELIVERY_FROM_PAISE ? 0 : STANDARD_DELIVERY_FEE_PAISE;
}

export const ZDeliverySlot = z.object({
  /** ISO instant the slot starts; sent back as `scheduledFor` */
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  /** "Today, 6:00 PM - 7:00 PM" */
  label: z.string(),
});
export type TDeliverySlot = z.infer<typeof ZDeliverySlot>;

const slotClock = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** Midnight in India of `day` ("YYYY-MM-DD"); India has no daylight saving, so +05:30 always holds. */
function indianMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00+05:30`);
}

/** Whether a store's hours cover the whole one-hour slot starting at `start`. */
export function isSlotInHours(hours: TWeeklyHours, start: number): boolean {
  const slotMs = SCHEDULE_SLOT_MINUTES * 60_000;
  return isOpenAt(hours, new Date(start)) && isOpenAt(hours, new Date(start + slotMs - 60_000));
}

/**
 * One-hour slots today and tomorrow (India) that start after the lead time, lie inside store hours and
 * touch none of the store's holiday closures.
 */
export function deliverySlots(hours: TWeeklyHours, now: Date, closures: readonly TClosureSpan[] = []): TDeliverySlot[] {
  const slotMs = SCHEDULE_SLOT_MINUTES * 60_000;
  const earliest = now.getTime() + SCHEDULE_LEAD_MINUTES * 60_000;
  const today = indianMidnight(indianToday(now));
  const slots: TDeliverySlot[] = [];
  for (const [dayIndex, dayName] of ['Today', 'Tomorrow'].entries()) {
    const midnight = today + dayIndex * 24 * 60 * 60_000;
    for (let start = midnight; start < midnight + 24 * 60 * 60_000; start += slotMs) {
      const end = start + slotMs;
      if (start < earliest || !isSlotInHours(hours, start) || overlapsClosure(closures, start, end)) continue;
      slots.push({
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        label: `${dayName}, ${slotClock.format(start).toUpperCase()} - ${slotClock.format(end).toUpperCase()}`,
      });
    }
  }
  return slots;
}
