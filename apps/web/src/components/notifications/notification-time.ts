/** When a notification came, as a busy counter reads it: minutes for the last hour, then the time in IST, then the date. */
import { formatIndianDateTime, formatIndianTime, indianToday } from '@dawanow/shared/dates';
import { currentLanguage, currentLocale } from '@/lib/i18n/i18n';
import type { TInboxT } from './text';

export function notificationTime(createdAt: string, now: Date, t: TInboxT): string {
  const at = new Date(createdAt);
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  const locale = currentLocale();
  // A clock a little ahead of the server's still says "just now", never "-1 min ago".
  if (minutes < 1) return t('time.justNow');
  if (minutes < 60) {
    // "5 min ago" in English; Hindi's short form abbreviates "मिनट", so it reads the word in full
    const style = currentLanguage() === 'hi' ? 'long' : 'short';
    return new Intl.RelativeTimeFormat(locale, { style }).format(-minutes, 'minute');
  }
  if (indianToday(at) === indianToday(now)) return t('time.today', { time: formatIndianTime(at, locale) });
  return formatIndianDateTime(at, locale);
}
