/**
 * The partner store whose prices and stock the catalogue shows. LocationProvider decides it (SPEC §4
 * "Location"); catalogue screens read it here so they need not import the location feature.
 */
import type { TStoreSummary } from '@dawanow/shared/stores';
import { createContext, type ReactNode, useContext } from 'react';

const SelectedStoreContext = createContext<TStoreSummary | null>(null);

export function SelectedStoreProvider({ store, children }: { store: TStoreSummary | null; children: ReactNode }) {
  return <SelectedStoreContext.Provider value={store}>{children}</SelectedStoreContext.Provider>;
}

/** The selected store, or null while none serves the delivery location. */
export function useSelectedStore(): TStoreSummary | null {
  return useContext(SelectedStoreContext);
}
