import { formatIndianDateTime } from '@dawanow/shared/dates';
import type { TOrderEvent } from '@dawanow/shared/orders/customer';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useCommonText } from '@/lib/i18n/common-text';
import { currentLocale } from '@/lib/i18n/i18n';
import { eventWords } from './event-text';
import { useOrdersText } from './text';

/** Every event of an order, oldest first, with the newest one marked as where the order is now. */
export function OrderTimeline({ events }: { events: readonly TOrderEvent[] }) {
  const { t } = useOrdersText();
  const { t: tCommon } = useCommonText();
  const latest = events.at(-1);
  // Issue 19: a screen reader hears each new event as the order moves on, not the events already there on opening
  const [latestOnOpening] = useState(latest?.id);
  const announcement =
    latest && latest.id !== latestOnOpening
      ? t('timeline.announce', { title: eventWords(latest, t, tCommon).title })
      : '';
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {events.length === 0 ? (
        <p className="text-sm text-slate-700">{t('timeline.empty')}</p>
      ) : (
        <ol aria-label={t('timeline.label')} className="space-y-0">
          {events.map((event, index) => {
            const isLatest = index === events.length - 1;
            const words = eventWords(event, t, tCommon);
            return (
              <li
                key={event.id}
                className="relative flex gap-3 pb-4 last:pb-0"
                aria-current={isLatest ? 'step' : undefined}
              >
                {!isLatest && (
                  <span aria-hidden="true" className="absolute top-4 left-[7px] h-full w-0.5 bg-slate-200" />
                )}
                <span
                  aria-hidden="true"
                  className={cn(
                    'relative mt-1 h-4 w-4 shrink-0 rounded-full border-2',
                    isLatest ? 'border-brand-700 bg-brand-700' : 'border-brand-700 bg-white',
                  )}
                />
                <div className="min-w-0">
                  <p
                    lang={words.titleLang}
                    className={cn('text-sm', isLatest ? 'font-semibold text-slate-900' : 'text-slate-800')}
                  >
                    {words.title}
                  </p>
                  {words.note && (
                    <p lang={words.noteLang} className="text-sm text-slate-700">
                      {words.note}
                    </p>
                  )}
                  <p className="text-xs text-slate-600">
                    <time dateTime={event.at}>{formatIndianDateTime(event.at, currentLocale())}</time>
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
