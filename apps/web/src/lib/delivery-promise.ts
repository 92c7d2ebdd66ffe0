/**
 * The one delivery promise on every screen (issue 17): the mode the customer last chose, remembered in this
 * browser, and the selected store's distance from the delivery location — both read here, so the header, home,
 * product page, cart and checkout cannot disagree. Checkout moves the delivery location to the address it
 * delivers to (useDeliverTo), which moves every promise with it.
 */
import {
  DELIVERY_MODES,
  deliveryPromise,
  type TDeliveryMode,
  type TDeliveryPromise,
} from '@dawanow/shared/orders/delivery-options';
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { readStoredJson, writeStoredJson } from './browser-storage';
import { useCommonText } from './i18n/common-text';
import { useSelectedStore } from './selected-store';

const MODE_CHANGED_EVENT = 'dawanow:delivery-mode-changed';

/**
 * Standard until the customer picks another: a paid express delivery is never chosen for them (the
 * Consumer Protection dark-patterns guidelines, 2023, on charges added without consent).
 */
function readMode(): TDeliveryMode {
  const stored = readStoredJson('local', STORAGE_KEYS.deliveryMode);
  return DELIVERY_MODES.find((mode) => mode === stored) ?? 'standard';
}

export function chooseDeliveryMode(mode: TDeliveryMode): void {
  writeStoredJson('local', STORAGE_KEYS.deliveryMode, mode);
  window.dispatchEvent(new Event(MODE_CHANGED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  // Another tab's choice arrives as a storage event.
  window.addEventListener(MODE_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(MODE_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The delivery mode the customer chose last (standard until they choose). */
export function useDeliveryMode(): TDeliveryMode {
  return useSyncExternalStore(subscribe, readMode, () => 'standard');
}

/** "21 mins", "1 hr 5 mins" in the reader's language (English as formatDeliveryMinutes writes it). */
export function durationText(t: TFunction<'common'>, minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return t('deliveryPromise.minutes', { count: whole });
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const hoursText = t('deliveryPromise.hours', { count: hours });
  if (rest === 0) return hoursText;
  return t('deliveryPromise.hoursAndMinutes', {
    hours: hoursText,
    minutes: t('deliveryPromise.restMinutes', { count: rest }),
  });
}

/**
 * The promise's words in the reader's language: the shared `deliveryPromise` decides the mode and the minutes,
 * this writes its label and headline (a slot's own label is shown as it is given).
 */
function inReadersWords(t: TFunction<'common'>, promise: TDeliveryPromise, slotLabel: string | null): TDeliveryPromise {
  if (promise.mode === 'scheduled') {
    return {
      ...promise,
      label: slotLabel ?? t('deliveryPromise.inSlot'),
      headline: slotLabel ? t('deliveryPromise.deliverySlot', { slot: slotLabel }) : t('deliveryPromise.scheduled'),
    };
  }
  const label = promise.minutes === null ? t('deliveryPromise.defaultLabel') : durationText(t, promise.minutes);
  return { ...promise, label, headline: t('deliveryPromise.deliveryIn', { time: label }) };
}

/** The promise for the chosen mode, or for `mode` when a screen shows another option (the mode pickers). */
export function useDeliveryPromise(
  options: { mode?: TDeliveryMode; slotLabel?: string | null } = {},
): TDeliveryPromise {
  const { t } = useCommonText();
  const chosen = useDeliveryMode();
  const store = useSelectedStore();
  const promise = deliveryPromise({
    distanceKm: store?.distance_km,
    mode: options.mode ?? chosen,
    slotLabel: options.slotLabel,
  });
  return inReadersWords(t, promise, options.slotLabel ?? null);
}

/** The promise of any store `distanceKm` away, for the chosen mode, in the reader's words (the store list). */
export function useDeliveryPromiseAt(): (distanceKm: number | null) => TDeliveryPromise {
  const { t } = useCommonText();
  const mode = useDeliveryMode();
  return (distanceKm) => inReadersWords(t, deliveryPromise({ distanceKm, mode }), null);
}
