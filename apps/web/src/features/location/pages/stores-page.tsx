import { formatIndianDateTime } from '@dawanow/shared/dates';
import { type TStoreSummary, withStorePlaceholders } from '@dawanow/shared/stores';
import { Clock, LocateFixed, Phone, Star, Store } from 'lucide-react';
import { useLocationText } from '@/components/addresses/text';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useDeliveryPromiseAt } from '@/lib/delivery-promise';
import { currentLocale } from '@/lib/i18n/i18n';
import { storeRefusal } from '@/lib/selected-store';
import { StoreBadges } from '../components/store-badges';
import { useDistanceText } from '../distance-text';
import { useLocationState } from '../location-provider';

const REFUSAL_TEXT = {
  paused: 'stores.pausedToday',
  notAccepting: 'stores.notAccepting',
  closure: 'stores.closedNow',
  closed: 'stores.closedNow',
} as const;

function StoreCard({ store, isSelected }: { store: TStoreSummary; isSelected: boolean }) {
  const { t } = useLocationText();
  const location = useLocationState();
  const promiseAt = useDeliveryPromiseAt();
  const distanceText = useDistanceText();
  const shown = withStorePlaceholders(store);
  const refusal = storeRefusal(store);
  const closedReason =
    refusal === 'closure' && store.closure
      ? t('stores.closedFor', {
          reason: store.closure.reason,
          until: formatIndianDateTime(store.closure.until, currentLocale()),
        })
      : refusal && t(REFUSAL_TEXT[refusal]);
  return (
    <li
      aria-label={store.name}
      className={cn('rounded-xl bg-white p-4 ring-1 ring-slate-200', isSelected && 'ring-2 ring-brand-700')}
    >
      <div className="flex gap-3">
        <img src={shown.image} alt="" width={80} height={50} className="h-14 w-20 shrink-0 rounded-lg object-cover" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900">{store.name}</h2>
          <p className="text-sm text-slate-700">
            {store.address}, {store.city} {store.postal_code}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span>{distanceText(store.distance_km)}</span>
            {store.is_serviceable && <span>{promiseAt(store.distance_km).headline}</span>}
            <span className="inline-flex items-center gap-1">
              <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
              {shown.rating.toFixed(1)} {t('stores.reviews', { count: shown.reviews })}
            </span>
          </p>
          <p className="mt-1 flex items-center gap-1 text-sm">
            <Clock className="h-4 w-4 text-slate-500" aria-hidden="true" />
            <span className={store.is_open_now ? 'font-medium text-brand-800' : 'font-medium text-red-700'}>
              {store.is_open_now ? t('stores.openNow') : t('stores.closedNow')}
            </span>
            <span className="text-slate-600">· {shown.hours}</span>
          </p>
        </div>
      </div>
      <div className="mt-3">
        <StoreBadges licence={shown.drug_license_number} gstin={store.gstin} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {isSelected ? (
          <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-medium text-white">
            {t('stores.yourStore')}
          </span>
        ) : closedReason ? (
          <span className="text-sm text-slate-600">{closedReason}</span>
        ) : (
          <Button size="sm" onClick={() => location.selectStore(store)}>
            {t('stores.choose')}
          </Button>
        )}
        <a href={`tel:${store.phone}`} className="inline-flex items-center gap-1 text-sm text-brand-700 underline">
          <Phone className="h-4 w-4" aria-hidden="true" /> {t('stores.call')}
        </a>
      </div>
    </li>
  );
}

/** /stores: partner pharmacies near the delivery location (SPEC §2). */
export function StoresPage() {
  const { t } = useLocationText();
  const location = useLocationState();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t('stores.title')}
        description={
          location.placeLabel ? t('stores.descriptionAt', { place: location.placeLabel }) : t('stores.description')
        }
      />
      {location.status === 'locating' && location.nearbyStores.length === 0 ? (
        <div role="status" aria-label={t('stores.finding')} className="space-y-3">
          <SkeletonList count={3} className="h-40 w-full" />
        </div>
      ) : location.coords === null ? (
        <div className="flex flex-col items-start gap-3 rounded-xl bg-white p-6 ring-1 ring-slate-200">
          <p className="text-slate-700">{t('stores.shareLocation')}</p>
          <Button onClick={() => void location.locateMe()}>
            <LocateFixed className="h-4 w-4" aria-hidden="true" /> {t('popover.useCurrent')}
          </Button>
        </div>
      ) : location.nearbyStores.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <Store className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <p className="font-medium">{t('stores.none')}</p>
          <p className="text-sm text-slate-700">{t('stores.noneText')}</p>
        </div>
      ) : (
        <>
          {location.serviceable === false && (
            <p role="alert" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {t('stores.notServiceable')}
            </p>
          )}
          <ul className="space-y-3">
            {location.nearbyStores.map((store) => (
              <StoreCard key={store.id} store={store} isSelected={location.selectedStore?.id === store.id} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
