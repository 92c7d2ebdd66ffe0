/** Dates are always shown in India Standard Time, whatever the device or server time zone. */
import { z } from 'zod';
import type { TLocale } from './languages';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/**
 * One formatter per locale and style, made on first use: building an Intl formatter costs far more than using
 * one. The locale is English (India) unless a Hindi reader's screen asks for Hindi (issue 19).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: TLocale, style: 'date' | 'dateTime' | 'time'): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Record<typeof style, Intl.DateTimeFormatOptions> = {
      date: { dateStyle: 'long' },
      dateTime: { dateStyle: 'medium', timeStyle: 'short' },
      time: { timeStyle: 'short' },
    };
    format = new Intl.DateTimeFormat(locale, { timeZone: INDIA_TIME_ZONE, ...options[style] });
    formatters.set(key, format);
  }
  return format;
}

/** "21 November 2026" (hi-IN: "21 नवंबर 2026") */
export function formatIndianDate(value: Date | string, locale: TLocale = 'en-IN'): string {
  return formatter(locale, 'date').format(new Date(value));
}

/** "21 Nov 2026, 9:45 pm" */
export function formatIndianDateTime(value: Date | string, locale: TLocale = 'en-IN'): string {
  return formatter(locale, 'dateTime').format(new Date(value));
}

/** "9:45 pm" */
export function formatIndianTime(value: Date | string, locale: TLocale = 'en-IN'): string {
  return formatter(locale, 'time').format(new Date(value));
}

/** The calendar year in India now (around New Year it can differ from UTC's). */
export function currentIndianYear(now: Date = new Date()): number {
  return indianWallClock(now).getUTCFullYear();
}

/**
 * India has kept UTC+05:30 all year since 1945 (no daylight saving), so its wall clock is plain arithmetic.
 * The rules that read it run on every order and every quote (opening hours, expiry cut-offs, slots), where an
 * Intl formatter's formatToParts cost more than the rest of the rule.
 */
const INDIA_UTC_OFFSET_MS = 330 * 60_000;

/**
 * The instant moved by India's offset, so that its UTC fields (getUTCHours, getUTCDay, toISOString…) read
 * India's wall clock. Only for reading those fields: it is not the same instant.
 */
export function indianWallClock(at: Date | number): Date {
  return new Date((typeof at === 'number' ? at : at.getTime()) + INDIA_UTC_OFFSET_MS);
}

/** Today's date in India as "YYYY-MM-DD" (expiry and other calendar rules count Indian days). */
export function indianToday(now: Date = new Date()): string {
  return indianWallClock(now).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD" plus whole days (negative: earlier). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A calendar date, "YYYY-MM-DD", in years people and the database mean: the ISO format alone allows
 * year 0000, which PostgreSQL has no date for.
 */
export function calendarDate(message = 'Enter a date') {
  return z.iso
    .date({ error: message })
    .refine((value) => value >= '1900-01-01' && value <= '2199-12-31', 'Enter a date between 1900 and 2199');
}

/** "2026-11-21" as Indians write it, "21/11/2026": what `parseDayMonthYear` reads back. */
export function formatDayMonthYear(isoDate: string): string {
  return isoDate.split('-').reverse().join('/');
}

/**
 * A date as Indians write it, "21/11/2026" (also with "-" or "."), as "YYYY-MM-DD"; null when it is not a day
 * of the calendar. Forms take dates this way rather than through the browser's date picker, whose order
 * follows the phone's language settings.
 */
export function parseDayMonthYear(text: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
