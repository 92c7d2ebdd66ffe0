/**
 * Where the customer wants delivery and which partner store serves it (SPEC §4 "Location").
 * One provider owns the flow; components read it with useLocationState().
 */
import { LOCATION_TOAST_DURATION_MS } from '@dawanow/shared/constants';
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { type TStoreSummary, ZStoreSummary } from '@dawanow/shared/stores';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { useLocationText } from '@/components/addresses/text';
import { readStoredJson, removeStored, writeStoredJson } from '@/lib/browser-storage';
import { SelectedStoreProvider } from '@/lib/selected-store';
import { toast } from '@/lib/toast';
import { type Coordinates, fetchNearbyStores } from './api';
import { GeolocationFailure, locateDevice } from './device-location';
import { approximateLocation, describePlace } from './geocoding-api';

/** `delivery-address`: checkout delivering to a saved address; quiet unless the serving store changes. */
type Source = 'device' | 'ip' | 'address' | 'restored' | 'delivery-address';

export type LocationState = {
  coords: Coordinates | null;
  isIpBased: boolean;
  /** The address shown under the delivery estimate */
  placeLabel: string | null;
  status: 'idle' | 'locating' | 'ready' | 'failed';
  serviceable: boolean | null;
  selectedStore: TStoreSummary | null;
  nearbyStores: TStoreSummary[];
};

type LocationActions = {
  locateMe(): Promise<void>;
  chooseCoordinates(coords: Coordinates, label: string): Promise<void>;
  /** SPEC §4: choosing an address without coordinates clears the store and warns */
  chooseAddressWithoutLocation(label: string): void;
  selectStore(store: TStoreSummary): void;
};

const ZStoredCoords = z.object({
  latitude: z.number(),
  longitude: z.number(),
  label: z.string().nullable().optional(),
});

const LocationContext = createContext<(LocationState & LocationActions) | null>(null);

const toastOptions = { duration: LOCATION_TOAST_DURATION_MS };

function restoredCoords(): { coords: Coordinates; label: string | null } | null {
  const parsed = ZStoredCoords.safeParse(readStoredJson('session', STORAGE_KEYS.coordinates));
  if (!parsed.success) return null;
  const { latitude, longitude, label } = parsed.data;
  return { coords: { latitude, longitude }, label: label ?? null };
}

function restoredStore(): TStoreSummary | null {
  const parsed = ZStoreSummary.safeParse(readStoredJson('local', STORAGE_KEYS.selectedStore));
  return parsed.success ? parsed.data : null;
}

export function LocationProvider({ children }: { children: ReactNode }) {
  const { t } = useLocationText();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LocationState>(() => ({
    coords: null,
    isIpBased: readStoredJson('session', STORAGE_KEYS.isIpBasedLocation) === true,
    placeLabel: null,
    status: 'idle',
    serviceable: null,
    selectedStore: restoredStore(),
    nearbyStores: [],
  }));
  // Only the latest location change may apply its result (a slow answer must not win over a newer one).
  const generation = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  // The chosen store as of now: the state shows a choice from the next render on, and a location answer arriving
  // before that render must already see it (a store cleared for a new address must not be kept).
  const chosenStore = useRef(state.selectedStore);
  const setChosenStore = useCallback((store: TStoreSummary | null, alongside: Partial<LocationState> = {}) => {
    chosenStore.current = store;
    if (store) writeStoredJson('local', STORAGE_KEYS.selectedStore, store);
    else removeStored('local', STORAGE_KEYS.selectedStore);
    setState((current) => ({ ...current, ...alongside, selectedStore: store }));
  }, []);

  const clearStore = useCallback(() => setChosenStore(null), [setChosenStore]);

  const applyLocation = useCallback(
    async (coords: Coordinates, source: Source, label: string | null, isIpBased: boolean) => {
      const run = ++generation.current;
      writeStoredJson('session', STORAGE_KEYS.coordinates, { ...coords, label });
      writeStoredJson('session', STORAGE_KEYS.isIpBasedLocation, isIpBased);
      setState((current) => ({ ...current, coords, isIpBased, placeLabel: label, status: 'locating' }));
      try {
        const [nearby, place] = await Promise.all([
          fetchNearbyStores(queryClient, coords),
          label ? Promise.resolve(label) : describePlace(coords, t('unknownLocation')),
        ]);
        if (run !== generation.current) return;
        const nearest = nearby.stores.find((store) => store.is_serviceable) ?? null;
        // A store the customer chose stays chosen while it still serves this location. Decided here, not in a
        // state updater: React may run an updater only at the next render, after the toast below is decided.
        const chosen = chosenStore.current;
        const kept = chosen ? nearby.stores.find((s) => s.id === chosen.id && s.is_serviceable) : undefined;
        setChosenStore(nearby.serviceable ? (kept ?? nearest) : null, {
          placeLabel: place,
          status: 'ready',
          serviceable: nearby.serviceable,
          nearbyStores: nearby.stores,
        });
        if (source === 'restored' || (source === 'delivery-address' && kept)) return;
        if (nearby.serviceable && nearest) {
          toast.success(t('toast.storeFound'), {
            description: t('toast.storeFoundText', { store: nearest.name }),
            ...toastOptions,
          });
        } else if (nearby.stores.length === 0) {
          toast.error(t('toast.noStores'), {
            description: source === 'device' ? t('toast.noStoresDevice') : t('toast.noStoresHere'),
            ...toastOptions,
          });
        } else {
          toast.error(t('toast.notServiceable'), {
            description: t('toast.notServiceableText'),
            ...toastOptions,
          });
        }
      } catch {
        if (run !== generation.current) return;
        setState((current) => ({ ...current, status: 'failed', serviceable: null }));
        toast.error(t('toast.storesFailed'), {
          description: t('toast.tryLater'),
          ...toastOptions,
        });
      }
    },
    [queryClient, setChosenStore, t],
  );

  const locateMe = useCallback(async () => {
    setState((current) => ({ ...current, status: 'locating' }));
    try {
      const coords = await locateDevice();
      toast.success(t('toast.usingCurrent'), toastOptions);
      await applyLocation(coords, 'device', null, false);
    } catch (deviceError) {
      try {
        const approximate = await approximateLocation();
        toast(t('toast.approximate'), {
          description: deviceError instanceof GeolocationFailure ? t(`geolocation.${deviceError.reason}`) : undefined,
          ...toastOptions,
        });
        await applyLocation(approximate.coords, 'ip', approximate.label, true);
      } catch {
        setState((current) => ({ ...current, status: 'failed' }));
        toast.error(t('toast.locationError'), {
          description: t('toast.locationErrorText'),
          ...toastOptions,
        });
      }
    }
  }, [applyLocation, t]);

  const chooseCoordinates = useCallback(
    async (coords: Coordinates, label: string) => {
      // SPEC §4: choosing an address clears the store, updates coordinates and finds the nearest store.
      clearStore();
      toast.success(t('toast.addressUpdated'), { description: label, ...toastOptions });
      await applyLocation(coords, 'address', label, false);
    },
    [applyLocation, clearStore, t],
  );

  const deliverTo = useCallback(
    (coords: Coordinates, label: string) => {
      const current = stateRef.current.coords;
      // About a metre: the same address chosen again (or the page re-rendering) asks nothing.
      const same =
        current &&
        Math.abs(current.latitude - coords.latitude) < 1e-5 &&
        Math.abs(current.longitude - coords.longitude) < 1e-5;
      if (!same) void applyLocation(coords, 'delivery-address', label, false);
    },
    [applyLocation],
  );

  const chooseAddressWithoutLocation = useCallback(
    (label: string) => {
      clearStore();
      setState((current) => ({ ...current, placeLabel: label, serviceable: null }));
      toast.warning(t('toast.addressSelected'), {
        description: t('toast.addressSelectedText'),
        ...toastOptions,
      });
    },
    [clearStore, t],
  );

  const selectStore = useCallback(
    (store: TStoreSummary) => {
      // SPEC §4: store selection is refused when the area is not serviceable.
      if (!state.serviceable || !store.is_serviceable) {
        toast.error(t('toast.notServiceable'), {
          description: t('toast.notServiceableText'),
          ...toastOptions,
        });
        return;
      }
      setChosenStore(store);
      toast.success(t('toast.storeSelected'), { description: store.name, ...toastOptions });
    },
    [setChosenStore, state.serviceable, t],
  );

  // On first load: saved coordinates from this session, otherwise ask the device (SPEC §4).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const saved = restoredCoords();
    if (saved) void applyLocation(saved.coords, 'restored', saved.label, state.isIpBased);
    else void locateMe();
  }, [applyLocation, locateMe, state.isIpBased]);

  const value = useMemo(
    () => ({ ...state, locateMe, chooseCoordinates, chooseAddressWithoutLocation, selectStore }),
    [state, locateMe, chooseCoordinates, chooseAddressWithoutLocation, selectStore],
  );
  const choice = useMemo(
    () => ({ nearby: state.nearbyStores, select: selectStore }),
    [state.nearbyStores, selectStore],
  );
  return (
    <LocationContext.Provider value={value}>
      <SelectedStoreProvider
        store={state.selectedStore}
        isLocating={state.status === 'idle' || state.status === 'locating'}
        deliverTo={deliverTo}
        choice={choice}
      >
        {children}
      </SelectedStoreProvider>
    </LocationContext.Provider>
  );
}

export function useLocationState() {
  const value = useContext(LocationContext);
  if (!value) throw new Error('useLocationState needs a LocationProvider');
  return value;
}
