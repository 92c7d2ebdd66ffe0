/** When a notification came, as a busy counter reads it: minutes for the last hour, then the time in IST, then the date. */
import { formatIndianDateTime, formatIndianTime, indianToday } from '@dawanow/shared/dates';

export function notificationTime(createdAt: string, now: Date = new Date()): string {
  const at = new Date(createdAt);
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  // A clock a little ahead of the server's still says "just now", never "-1 min ago".
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (indianToday(at) === indianToday(now)) return `Today, ${formatIndianTime(at)}`;
  return formatIndianDateTime(at);
}
