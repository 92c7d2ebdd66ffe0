import { formatDistance } from '@dawanow/shared/delivery';
import { deliveryPromise } from '@dawanow/shared/orders/delivery-options';
import { closureNotice } from '@dawanow/shared/store-settings';
import { type TStoreSummary, withStorePlaceholders } from '@dawanow/shared/stores';
import { Clock, LocateFixed, Phone, Star, Store } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useDeliveryMode } from '@/lib/delivery-promise';
import { StoreBadges } from '../components/store-badges';
import { useLocationState } from '../location-provider';

function StoreCard({ store, isSelected }: { store: TStoreSummary; isSelected: boolean }) {
  const location = useLocationState();
  const mode = useDeliveryMode();
  const shown = withStorePlaceholders(store);
  // The pharmacy's own choice explains more than the clock does, so it comes first.
  const closedReason =
    store.status === 'paused'
      ? 'Not taking orders today'
      : !store.is_accepting_orders
        ? 'Not taking orders right now'
        : store.closure
          ? closureNotice({ reason: store.closure.reason, endsAt: store.closure.until })
          : !store.is_open_now
            ? 'Closed now'
            : null;
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
            <span>{formatDistance(store.distance_km)}</span>
            {store.is_serviceable && <span>{deliveryPromise({ distanceKm: store.distance_km, mode }).headline}</span>}
            <span className="inline-flex items-center gap-1">
              <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
              {shown.rating.toFixed(1)} ({shown.reviews} reviews)
            </span>
          </p>
          <p className="mt-1 flex items-center gap-1 text-sm">
            <Clock className="h-4 w-4 text-slate-500" aria-hidden="true" />
            <span className={store.is_open_now ? 'font-medium text-brand-800' : 'font-medium text-red-700'}>
              {store.is_open_now ? 'Open now' : 'Closed now'}
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
          <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-medium text-white">Your store</span>
        ) : closedReason ? (
          <span className="text-sm text-slate-600">{closedReason}</span>
        ) : (
          <Button size="sm" onClick={() => location.selectStore(store)}>
            Choose this store
          </Button>
        )}
        <a href={`tel:${store.phone}`} className="inline-flex items-center gap-1 text-sm text-brand-700 underline">
          <Phone className="h-4 w-4" aria-hidden="true" /> Call
        </a>
      </div>
    </li>
  );
}

/** /stores: partner pharmacies near the delivery location (SPEC §2). */
export function StoresPage() {
  const location = useLocationState();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Find stores"
        description={
          location.placeLabel
            ? `Licensed partner pharmacies within 5 km of ${location.placeLabel}`
            : 'Licensed partner pharmacies within 5 km of your delivery location'
        }
      />
      {location.status === 'locating' && location.nearbyStores.length === 0 ? (
        <div role="status" aria-label="Finding stores near you" className="space-y-3">
          <SkeletonList count={3} className="h-40 w-full" />
        </div>
      ) : location.coords === null ? (
        <div className="flex flex-col items-start gap-3 rounded-xl bg-white p-6 ring-1 ring-slate-200">
          <p className="text-slate-700">Share your location or pick an address to see pharmacies near you.</p>
          <Button onClick={() => void location.locateMe()}>
            <LocateFixed className="h-4 w-4" aria-hidden="true" /> Use Current Location
          </Button>
        </div>
      ) : location.nearbyStores.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <Store className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <p className="font-medium">No partner pharmacies within 5 km yet</p>
          <p className="text-sm text-slate-700">We are adding pharmacies every week. Try another address.</p>
        </div>
      ) : (
        <>
          {location.serviceable === false && (
            <p role="alert" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              Not serviceable right now: none of these pharmacies can take orders at the moment.
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
