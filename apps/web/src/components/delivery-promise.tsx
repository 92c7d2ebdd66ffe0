import { formatDistance } from '@dawanow/shared/delivery';
import { CalendarClock, Clock, Zap } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useDeliveryPromise } from '@/lib/delivery-promise';
import { useCommonText } from '@/lib/i18n/common-text';
import { useSelectedStore } from '@/lib/selected-store';

const MODE_ICONS = { express: Zap, standard: Clock, scheduled: CalendarClock } as const;

/**
 * The one delivery promise as a line of its own (home, product page, cart): the same words the header shows,
 * with the mode and the store that will deliver. Nothing is promised before a store serves the location.
 */
export function DeliveryPromise({ className }: { className?: string }) {
  const { t } = useCommonText();
  const store = useSelectedStore();
  const promise = useDeliveryPromise();
  if (!store) return null;
  const Icon = MODE_ICONS[promise.mode];
  return (
    <p className={cn('flex items-center gap-2 text-sm text-slate-800', className)} data-testid="delivery-promise">
      <Icon className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>
        <span className="font-semibold">{promise.headline}</span>
        <span className="text-slate-600">
          {' '}
          ·{' '}
          {t('deliveryPromise.fromStore', {
            mode: t(`deliveryPromise.modes.${promise.mode}`),
            store: store.name,
            distance: formatDistance(store.distance_km),
          })}
        </span>
      </span>
    </p>
  );
}
