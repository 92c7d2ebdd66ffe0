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
const DeliverToContext = createContext<DeliverTo>(() => undefined);

export function SelectedStoreProvider({
  store,
  deliverTo,
  children,
}: {
  store: TStoreSummary | null;
  deliverTo?: DeliverTo;
  children: ReactNode;
}) {
  const inner = <SelectedStoreContext.Provider value={store}>{children}</SelectedStoreContext.Provider>;
  return deliverTo ? <DeliverToContext.Provider value={deliverTo}>{inner}</DeliverToContext.Provider> : inner;
}

/** The selected store, or null while none serves the delivery location. */
export function useSelectedStore(): TStoreSummary | null {
  return useContext(SelectedStoreContext);
}

/** Makes a delivery address the delivery location, keeping the store while it still serves it. */
export function useDeliverTo(): DeliverTo {
  return useContext(DeliverToContext);
}
