import { indianToday } from '@dawanow/shared/dates';
import { DEFAULT_PRESCRIPTION_VALIDITY_DAYS } from '@dawanow/shared/prescriptions';

/** Adds whole days to a "YYYY-MM-DD" calendar date (UTC arithmetic, so no time zone can shift the day). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A prescription is honoured for 6 months from issue unless the doctor wrote otherwise. */
export function defaultValidUntil(issuedOn: string): string {
  return addDays(issuedOn, DEFAULT_PRESCRIPTION_VALIDITY_DAYS);
}

/** The H1 register opens on this month so far, counted in Indian days. */
export function currentIndianMonth(now: Date = new Date()): { from: string; to: string } {
  const today = indianToday(now);
  return { from: `${today.slice(0, 7)}-01`, to: today };
}
