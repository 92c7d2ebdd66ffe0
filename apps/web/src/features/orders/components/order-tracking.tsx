import { siteApi } from '@dawanow/shared/api/site';
import { formatIndianTime } from '@dawanow/shared/dates';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import type { TOrderTracking } from '@dawanow/shared/orders/tracking';
import { useQuery } from '@tanstack/react-query';
import { Bike, Headset, MessageSquareWarning, Store } from 'lucide-react';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { SectionCard } from '@/components/orders/section-card';
import { useOrdersText } from '@/components/orders/text';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { apiQueryOptions } from '@/lib/api-query';
import { currentLocale } from '@/lib/i18n/i18n';
import { serverNow } from '@/lib/server-clock';
import { useOrderTracking } from '../api';
import { STEPS_TO_COME } from '../order-stages';
import { CourierPosition, courierWhereabouts } from './courier-position';
import type { TTrackingMapProps } from './tracking-map';

/** The map's chunk (Leaflet and its CSS) is fetched only when there is a courier to show; a failed fetch falls back. */
const TrackingMap = lazy<ComponentType<TTrackingMapProps>>(() =>
  import('./tracking-map').catch(() => ({ default: MapChunkMissing })),
);

function MapChunkMissing({ onUnavailable }: TTrackingMapProps) {
  useEffect(() => onUnavailable(), [onUnavailable]);
  return null;
}

const COUNTDOWN_TICK_MS = 15_000;

function useNow(tickMs: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(serverNow()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}

function ArrivingBy({ at }: { at: string }) {
  const { t } = useOrdersText();
  const now = useNow(COUNTDOWN_TICK_MS);
  const minutes = Math.ceil((Date.parse(at) - now) / 60_000);
  return (
    <div>
      <p className="text-sm text-slate-700">{t('tracking.arrivingBy')}</p>
      <p className="text-3xl font-bold tracking-tight text-slate-900">
        <time dateTime={at}>{formatIndianTime(at, currentLocale())}</time>
      </p>
      <p className="text-sm font-medium text-brand-800" data-testid="arrival-countdown">
        {minutes > 0 ? t('tracking.inMinutes', { count: minutes }) : t('tracking.anyMinute')}
      </p>
    </div>
  );
}

/** Where the courier is: the map when tiles load, else (or offline) distance and direction. */
function CourierOnTheWay({ order, tracking }: { order: TOrderDetail; tracking: TOrderTracking }) {
  const { t } = useOrdersText();
  const [hasNoMap, setHasNoMap] = useState(() => !navigator.onLine);
  const name = tracking.courier?.name ?? t('tracking.deliveryPartner');
  const { position } = tracking;
  if (!position) {
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">{t('tracking.onTheWayNoLocation', { name })}</p>
    );
  }
  const whereabouts = courierWhereabouts(name, position, order.address, t);
  return (
    <div className="space-y-2">
      {hasNoMap ? (
        <CourierPosition courierName={name} position={position} destination={order.address} />
      ) : (
        <>
          <Suspense fallback={<Skeleton className="h-56 w-full rounded-lg" />}>
            <TrackingMap
              label={t('tracking.map', { whereabouts })}
              names={{ destination: t('tracking.yourAddress'), courier: t('tracking.deliveryPartnerTooltip') }}
              position={position}
              trail={tracking.trail}
              destination={order.address}
              onUnavailable={() => setHasNoMap(true)}
            />
          </Suspense>
          <p className="text-sm font-medium text-slate-900">{whereabouts}</p>
        </>
      )}
      <p className="text-xs text-slate-600">
        {t('tracking.locationFrom', { time: formatIndianTime(position.recordedAt, currentLocale()) })}
      </p>
    </div>
  );
}

const TEL_LINK_CLASSES = buttonClasses('outline', 'md', 'w-full justify-start');

/**
 * "Tracking, not a timeline" (issue 17): when the order arrives, what is still to come, the courier on a map, and
 * whom to call. The courier's own number is never shown: "Call" rings the pharmacy, which connects the customer.
 */
export function OrderTracking({ order }: { order: TOrderDetail }) {
  const { t } = useOrdersText();
  const isOut = order.status === 'out_for_delivery';
  const tracking = useOrderTracking(order.id, isOut);
  const site = useQuery(apiQueryOptions(siteApi.config));
  const steps = STEPS_TO_COME[order.status] ?? [];
  const courierName = tracking.data?.courier?.name;
  return (
    <SectionCard title={t('tracking.title')} className="ring-2 ring-brand-200">
      <div className="space-y-4">
        {tracking.isPending ? (
          <Skeleton className="h-20 w-48" />
        ) : tracking.isError ? (
          <p className="text-sm text-slate-700">{t('tracking.estimateFailed')}</p>
        ) : (
          tracking.data.arrivingBy && <ArrivingBy at={tracking.data.arrivingBy} />
        )}
        {isOut && tracking.data && <CourierOnTheWay order={order} tracking={tracking.data} />}
        {steps.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold text-slate-900">{t('tracking.stillToCome')}</h3>
            <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm text-slate-800">
              {steps.map((step) => (
                <li key={step}>{t(`tracking.steps.${step}`)}</li>
              ))}
            </ol>
          </div>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          {courierName && (
            <a
              href={`tel:${order.store.phone}`}
              className={TEL_LINK_CLASSES}
              aria-label={t('tracking.callCourierLabel', { name: courierName })}
            >
              <Bike className="h-4 w-4" aria-hidden="true" /> {t('tracking.call', { name: courierName })}
            </a>
          )}
          <a href={`tel:${order.store.phone}`} className={TEL_LINK_CLASSES}>
            <Store className="h-4 w-4" aria-hidden="true" /> {t('tracking.call', { name: order.store.name })}
          </a>
        </div>
        {courierName && (
          <p className="text-xs text-slate-600">
            {t('tracking.callsNote', { courier: courierName, store: order.store.name, number: order.number })}
          </p>
        )}
        <div className="border-t border-slate-100 pt-3">
          <h3 className="text-sm font-semibold text-slate-900">{t('tracking.needHelp')}</h3>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            <ButtonLink
              to={`/contact?subject=${encodeURIComponent(t('tracking.problemSubject', { number: order.number }))}`}
              variant="outline"
              className="w-full justify-start"
            >
              <MessageSquareWarning className="h-4 w-4" aria-hidden="true" /> {t('tracking.reportProblem')}
            </ButtonLink>
            {site.data && (
              <a href={`tel:${site.data.contact.phone.replace(/[^\d+]/g, '')}`} className={TEL_LINK_CLASSES}>
                <Headset className="h-4 w-4" aria-hidden="true" /> {t('tracking.callSupport')}
              </a>
            )}
          </div>
        </div>
      </div>
    </SectionCard>
  );
}
