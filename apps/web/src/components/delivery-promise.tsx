import { formatDistance } from '@dawanow/shared/delivery';
import { CalendarClock, Clock, Zap } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useDeliveryPromise } from '@/lib/delivery-promise';
import { useCommonText } from '@/lib/i18n/common-text';
import { useIsLocatingStore, useSelectedStore } from '@/lib/selected-store';

const MODE_ICONS = { express: Zap, standard: Clock, scheduled: CalendarClock } as const;

/**
 * The one delivery promise as a line of its own (home, product page, cart): the same words the header shows,
 * with the mode and the store that will deliver. Nothing is promised before a store serves the location; while
 * the location is still being found the line keeps its place, so the page does not move when it arrives.
 */
export function DeliveryPromise({ className }: { className?: string }) {
  const { t } = useCommonText();
  const store = useSelectedStore();
  const isLocating = useIsLocatingStore();
  const promise = useDeliveryPromise();
  // The promise and the store get a line each (the store's shortened when it is long), so the height is known
  // before the store is, on a phone and in the cart's narrow column alike
  if (isLocating) {
    return (
      <div className={cn('flex items-center gap-2 text-sm', className)}>
        <Skeleton className="h-4 w-4 shrink-0" />
        <div className="flex min-w-0 flex-1 flex-col gap-1 py-0.5">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </div>
    );
  }
  if (!store) return null;
  const Icon = MODE_ICONS[promise.mode];
  return (
    <p className={cn('flex items-center gap-2 text-sm text-slate-800', className)} data-testid="delivery-promise">
      <Icon className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{promise.headline}</span>
        {/* Not shown between the two lines, but there when the words are copied or read as one text */}
        <span className="hidden"> · </span>
        <span className="block truncate text-slate-600">
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
