/**
 * The partner store whose prices and stock the catalogue shows. LocationProvider decides it (SPEC §4
 * "Location"); catalogue screens read it here so they need not import the location feature. Checkout moves
 * the delivery location to the address it delivers to through `deliverTo`, so the store's distance — and the
 * delivery promise — are the chosen address's everywhere.
 */
import type { TStoreSummary } from '@dawanow/shared/stores';
import { createContext, type ReactNode, useContext } from 'react';

type DeliverTo = (coords: { latitude: number; longitude: number }, label: string) => void;

const SelectedStoreContext = createContext<TStoreSummary | null>(null);
const LocatingContext = createContext(false);
const DeliverToContext = createContext<DeliverTo>(() => undefined);

export function SelectedStoreProvider({
  store,
  isLocating = false,
  deliverTo,
  children,
}: {
  store: TStoreSummary | null;
  isLocating?: boolean;
  deliverTo?: DeliverTo;
  children: ReactNode;
}) {
  const inner = (
    <LocatingContext.Provider value={isLocating}>
      <SelectedStoreContext.Provider value={store}>{children}</SelectedStoreContext.Provider>
    </LocatingContext.Provider>
  );
  return deliverTo ? <DeliverToContext.Provider value={deliverTo}>{inner}</DeliverToContext.Provider> : inner;
}

/** The selected store, or null while none serves the delivery location. */
export function useSelectedStore(): TStoreSummary | null {
  return useContext(SelectedStoreContext);
}

/**
 * True while a first visit's location is still being worked out and no store is known yet. Screens show the
 * shape of what is coming (a promise line, a shelf) instead of the "choose a location" state, which would be
 * replaced a moment later and push the page about (issue 19: layout shift).
 */
export function useIsLocatingStore(): boolean {
  const isLocating = useContext(LocatingContext);
  const store = useContext(SelectedStoreContext);
  return isLocating && store === null;
}

/** Makes a delivery address the delivery location, keeping the store while it still serves it. */
export function useDeliverTo(): DeliverTo {
  return useContext(DeliverToContext);
}
