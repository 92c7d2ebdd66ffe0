import { formatIndianDate } from '@dawanow/shared/dates';
import { BellRing, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { currentLocale } from '@/lib/i18n/i18n';
import { useRefillReminders } from './api';
import { CancelReminderButton } from './cancel-reminder-button';
import { useRefillsText } from './text';

/** Issue 19: the profile's refill reminders — those to come (cancellable), then the last ones sent. */
export function RefillRemindersSection() {
  const { t } = useRefillsText();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('list.title')}
      </h2>
      <RefillReminderList />
    </section>
  );
}

function RefillReminderList() {
  const { t } = useRefillsText();
  const reminders = useRefillReminders();
  if (reminders.isPending) return <SkeletonList count={2} />;
  if (reminders.isError) return <ErrorState message={t('card.loadFailed')} onRetry={() => void reminders.refetch()} />;
  if (reminders.data.reminders.length === 0) return <p className="text-sm text-slate-600">{t('list.empty')}</p>;
  return (
    <ul className="space-y-3">
      {reminders.data.reminders.map((reminder) => (
        <li
          key={reminder.id}
          aria-label={reminder.product.name}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
        >
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {reminder.product.name} × {t('list.packs', { count: reminder.quantity })}
            </p>
            <p className="text-sm text-slate-600">
              {t('list.fromOrder', { number: reminder.orderNumber, store: reminder.storeName })}
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-brand-800">
              <BellRing className="h-4 w-4 shrink-0" aria-hidden="true" />
              {reminder.status === 'sent'
                ? t('card.sent', { date: formatIndianDate(reminder.sentAt ?? reminder.remindOn, currentLocale()) })
                : t('list.upcoming', { date: formatIndianDate(reminder.remindOn, currentLocale()) })}
            </p>
          </div>
          <div className="flex gap-2">
            <Link to={`/refills/${reminder.id}`} className={buttonClasses('outline', 'sm')}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              {t('list.reorder')}
            </Link>
            {reminder.status === 'scheduled' && (
              <CancelReminderButton reminderId={reminder.id} name={reminder.product.name} />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
