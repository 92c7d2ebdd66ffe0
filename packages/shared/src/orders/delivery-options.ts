/** Delivery modes, their fees and the scheduled one-hour slots (SPEC §5). */

import { z } from 'zod';
import { indianToday, indianWallClock } from '../dates';
import { DEFAULT_DELIVERY_LABEL, estimateDeliveryMinutes, formatDeliveryMinutes } from '../delivery';
import { isOpenAt, overlapsClosure, type TClosureSpan, type TWeeklyHours } from '../opening-hours';

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

/** The latest an on-demand order should arrive, in minutes after it is placed: the policy's outer bounds. */
export const DELIVERY_PROMISE_MINUTES = { express: 30, standard: 60 } as const;

/**
 * A standard order waits for the pharmacy's next delivery run: this on top of the on-demand estimate spans the
 * policy's 45–60 minutes across the 5 km radius (15 + 30 at the door, 30 + 30 at 5 km).
 */
export const STANDARD_RUN_WAIT_MINUTES = 30;

export const DELIVERY_MODE_LABELS: Record<TDeliveryMode, { title: string }> = {
  express: { title: 'Express' },
  standard: { title: 'Standard' },
  scheduled: { title: 'Scheduled' },
};

export function isExpressAvailable(distanceKm: number | null): boolean {
  return distanceKm !== null && distanceKm <= EXPRESS_MAX_DISTANCE_KM;
}

export type TDeliveryPromise = {
  /** The mode the promise is for: express asked for beyond its reach is standard */
  mode: TDeliveryMode;
  /** Minutes from placing the order; null for a slot or an unknown distance */
  minutes: number | null;
  /** "21 mins", "Today, 6:00 PM - 7:00 PM", "30-40 min" */
  label: string;
  /** "Delivery in 21 mins", "Delivery Today, 6:00 PM - 7:00 PM", "Scheduled delivery" */
  headline: string;
  expressAvailable: boolean;
};

/**
 * The one delivery promise (issue 17): the header, home, product, cart and checkout all show this, from the
 * distance between the delivery address (or the device before an address is chosen) and the serving store,
 * and the mode the customer chose. Express is the on-demand estimate (SPEC: round(km × 3) + 15, at most 24
 * minutes within its 3 km); standard adds the wait for the next run; scheduled is the slot.
 */
export function deliveryPromise(input: {
  distanceKm: number | null | undefined;
  mode: TDeliveryMode;
  slotLabel?: string | null;
}): TDeliveryPromise {
  const distance = typeof input.distanceKm === 'number' && Number.isFinite(input.distanceKm) ? input.distanceKm : null;
  const expressAvailable = distance !== null && distance >= 0 && isExpressAvailable(distance);
  const mode = input.mode === 'express' && !expressAvailable ? 'standard' : input.mode;
  if (mode === 'scheduled') {
    const slot = input.slotLabel ?? null;
    return {
      mode,
      minutes: null,
      label: slot ?? 'In a slot you choose',
      headline: slot ? `Delivery ${slot}` : 'Scheduled delivery',
      expressAvailable,
    };
  }
  if (distance === null || distance < 0) {
    return {
      mode,
      minutes: null,
      label: DEFAULT_DELIVERY_LABEL,
      headline: `Delivery in ${DEFAULT_DELIVERY_LABEL}`,
      expressAvailable,
    };
  }
  const minutes = estimateDeliveryMinutes(distance) + (mode === 'standard' ? STANDARD_RUN_WAIT_MINUTES : 0);
  const label = formatDeliveryMinutes(minutes);
  return { mode, minutes, label, headline: `Delivery in ${label}`, expressAvailable };
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

/** "6:00 PM": an edge of a slot on India's clock */
function slotClock(at: number): string {
  const wall = indianWallClock(at);
  const hour = wall.getUTCHours();
  return `${hour % 12 || 12}:${String(wall.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

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
        label: `${dayName}, ${slotClock(start)} - ${slotClock(end)}`,
      });
    }
  }
  return slots;
}
