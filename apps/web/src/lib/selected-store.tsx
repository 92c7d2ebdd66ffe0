/**
 * The partner store whose prices and stock the catalogue shows. LocationProvider decides it (SPEC §4
 * "Location"); catalogue screens read it here so they need not import the location feature. Checkout moves
 * the delivery location to the address it delivers to through `deliverTo`, so the store's distance — and the
 * delivery promise — are the chosen address's everywhere.
 */
import type { TStoreSummary } from '@dawanow/shared/stores';
import { createContext, type ReactNode, useContext } from 'react';

type DeliverTo = (coords: { latitude: number; longitude: number }, label: string) => void;

/** The stores that serve the delivery location, and how a screen makes one of them the selected store. */
type StoreChoice = { nearby: readonly TStoreSummary[]; select: (store: TStoreSummary) => void };

const SelectedStoreContext = createContext<TStoreSummary | null>(null);
const LocatingContext = createContext(false);
const DeliverToContext = createContext<DeliverTo>(() => undefined);
const StoreChoiceContext = createContext<StoreChoice>({ nearby: [], select: () => undefined });

/** Why a store cannot be chosen now, most telling first (the pharmacy's own choice before the clock), or null. */
export type TStoreRefusal = 'paused' | 'notAccepting' | 'closure' | 'closed';

export function storeRefusal(store: TStoreSummary): TStoreRefusal | null {
  if (store.status === 'paused') return 'paused';
  if (!store.is_accepting_orders) return 'notAccepting';
  if (store.closure) return 'closure';
  return store.is_open_now ? null : 'closed';
}

export function SelectedStoreProvider({
  store,
  isLocating = false,
  deliverTo,
  choice,
  children,
}: {
  store: TStoreSummary | null;
  isLocating?: boolean;
  deliverTo?: DeliverTo;
  choice?: StoreChoice;
  children: ReactNode;
}) {
  let inner = (
    <LocatingContext.Provider value={isLocating}>
      <SelectedStoreContext.Provider value={store}>{children}</SelectedStoreContext.Provider>
    </LocatingContext.Provider>
  );
  if (choice) inner = <StoreChoiceContext.Provider value={choice}>{inner}</StoreChoiceContext.Provider>;
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

/**
 * A nearby store that delivers to the delivery location and takes orders now, by id, with the way to make it the
 * selected store; null when it is not one of them (too far from here, paused, closed).
 */
export function useChoosableStore(storeId: string): { store: TStoreSummary; choose: () => void } | null {
  const { nearby, select } = useContext(StoreChoiceContext);
  const store = nearby.find((item) => item.id === storeId);
  if (!store?.is_serviceable || storeRefusal(store) !== null) return null;
  return { store, choose: () => select(store) };
}

/** Makes a delivery address the delivery location, keeping the store while it still serves it. */
export function useDeliverTo(): DeliverTo {
  return useContext(DeliverToContext);
}
