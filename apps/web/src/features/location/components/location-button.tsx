import { ChevronDown, MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocationText } from '@/components/addresses/text';
import { useLazyPopoverTrigger } from '@/components/ui/lazy-popover-trigger';
import { useDeliveryPromise } from '@/lib/delivery-promise';
import { useDistanceText } from '../distance-text';
import { useLocationState } from '../location-provider';

// The popover's code (Radix Popover, floating-ui, address search) loads on first use, not with every page:
// issue "under 200 KB of compressed JavaScript on first load" (bench/bundle.ts). Hover and focus start
// the download so it is usually there by the time the button is pressed.
const loadLocationPopover = () => import('./location-popover');
const LocationPopover = lazy(async () => ({ default: (await loadLocationPopover()).LocationPopover }));

function prefetchLocationPopover() {
  // A failed prefetch is retried when the popover opens.
  loadLocationPopover().catch(() => undefined);
}

/** SPEC §2: "Delivery in {time}" (the one delivery promise), the store name with its distance, or "Not serviceable". */
function useHeaderLabel() {
  const { t } = useLocationText();
  const location = useLocationState();
  const promise = useDeliveryPromise();
  const distanceText = useDistanceText();
  if (location.status === 'locating' && !location.selectedStore)
    return { title: t('button.finding'), detail: location.placeLabel };
  if (location.serviceable === false) return { title: t('button.notServiceable'), detail: location.placeLabel };
  if (location.selectedStore) {
    const store = location.selectedStore;
    return {
      title: promise.headline,
      detail: `${store.name} · ${distanceText(store.distance_km)}`,
    };
  }
  return {
    title: promise.headline,
    detail: location.placeLabel ?? t('button.setLocation'),
  };
}

/** Header delivery-location selector; the popover itself is in location-popover.tsx (SPEC §2). */
export function LocationButton() {
  const { t } = useLocationText();
  const { open, setOpen, hasOpened, buttonRef, contentId, triggerProps } =
    useLazyPopoverTrigger(prefetchLocationPopover);
  const { title, detail } = useHeaderLabel();

  return (
    <>
      {/* The name is what the button shows, plus what it does (a speech user says what they see, WCAG 2.5.3) */}
      <button
        {...triggerProps}
        className="flex min-w-0 items-center gap-1.5 rounded-lg px-2 py-1 text-left hover:bg-slate-100"
      >
        <MapPin className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="min-w-0">
          <span className="block truncate text-xs font-semibold text-slate-900" data-testid="delivery-title">
            {title}
          </span>
          {detail && <span className="sr-only">, </span>}
          <span className="flex items-center gap-0.5 text-xs text-slate-600">
            <span className="max-w-40 truncate md:max-w-72" data-testid="delivery-detail">
              {detail}
            </span>
            <ChevronDown className="h-3 w-3 shrink-0" aria-hidden="true" />
          </span>
          <span className="sr-only">. {t('button.change')}</span>
        </span>
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <LocationPopover anchorRef={buttonRef} contentId={contentId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
