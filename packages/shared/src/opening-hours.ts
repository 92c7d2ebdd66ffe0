/** Weekly opening hours of a pharmacy, always in India Standard Time (ARCHITECTURE §3). */
import { z } from 'zod';
import { indianWallClock } from './dates';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use 24-hour HH:MM');
/** One opening on a day; a close before the open runs past midnight (e.g. 20:00–02:00). */
export const ZOpeningSlot = z.object({ open: ZClock, close: ZClock });
export const ZWeeklyHours = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(ZOpeningSlot).max(4)])) as Record<
    TWeekday,
    z.ZodArray<typeof ZOpeningSlot>
  >,
);
export type TWeeklyHours = z.infer<typeof ZWeeklyHours>;

export const ALWAYS_OPEN: TWeeklyHours = Object.fromEntries(
  WEEKDAYS.map((day) => [day, [{ open: '00:00', close: '24:00' }]]),
) as TWeeklyHours;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** getUTCDay's numbering: Sunday is 0 */
const BY_UTC_DAY: readonly TWeekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** Weekday and minute of the day in India for an instant. */
export function indianClock(at: Date): { day: TWeekday; minute: number } {
  const wall = indianWallClock(at);
  return { day: BY_UTC_DAY[wall.getUTCDay()] ?? 'sun', minute: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

const previousDay = (day: TWeekday): TWeekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7] ?? 'sun';

export function isOpenAt(hours: TWeeklyHours, at: Date): boolean {
  const { day, minute } = indianClock(at);
  const today = hours[day].some(({ open, close }) => {
    const from = minutesOf(open);
    const to = minutesOf(close);
    return to > from ? minute >= from && minute < to : minute >= from;
  });
  if (today) return true;
  // Yesterday's late opening that runs past midnight
  return hours[previousDay(day)].some(
    ({ open, close }) => minutesOf(close) < minutesOf(open) && minute < minutesOf(close),
  );
}

export function isAlwaysOpen(hours: TWeeklyHours): boolean {
  return WEEKDAYS.every((day) => hours[day].some(({ open, close }) => open === '00:00' && close === '24:00'));
}

function clockLabel(clock: string): string {
  const total = minutesOf(clock) % (24 * 60);
  const hour = Math.floor(total / 60);
  const minute = total % 60;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${suffix}`;
}

/** One day's openings: "8:00 AM - 1:00 PM, 5:00 PM - 9:00 PM" (empty when closed all day). */
export function slotsLabel(slots: TWeeklyHours[TWeekday]): string {
  return slots.map(({ open, close }) => `${clockLabel(open)} - ${clockLabel(close)}`).join(', ');
}

/** SPEC §9 style: "8:00 AM - 10:00 PM", "24 Hours", or "Closed today" — for the day in India at `at`. */
export function hoursLabel(hours: TWeeklyHours, at: Date): string {
  if (isAlwaysOpen(hours)) return '24 Hours';
  const slots = hours[indianClock(at).day];
  if (slots.length === 0) return 'Closed today';
  return slotsLabel(slots);
}

// ── Holiday closures (store-settings.ts sets them; the locator, checkout and the panels read them here) ──────

export type TClosureSpan = { startsAt: Date; endsAt: Date };

/** The closure in force at `at` (closures of one store never overlap), or null. */
export function closureAt<T extends TClosureSpan>(closures: readonly T[], at: Date): T | null {
  const time = at.getTime();
  return closures.find((closure) => closure.startsAt.getTime() <= time && closure.endsAt.getTime() > time) ?? null;
}

/** Whether any closure overlaps the span [from, to). */
export function overlapsClosure(closures: readonly TClosureSpan[], from: number, to: number): boolean {
  return closures.some((closure) => closure.startsAt.getTime() < to && closure.endsAt.getTime() > from);
}

/** Open by its weekly hours and not in a holiday closure: what the locator, checkout and the panel show. */
export function isStoreOpenAt(hours: TWeeklyHours, closures: readonly TClosureSpan[], at: Date): boolean {
  return closureAt(closures, at) === null && isOpenAt(hours, at);
}
