/**
 * The number of units in the cart, kept in step with local storage: this tab hears the
 * cart-updated event, other tabs hear the storage event (SPEC §4).
 */
import { cartItemCount, parseStoredCart } from '@dawanow/shared/cart';
import { CART_UPDATED_EVENT, STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { useSyncExternalStore } from 'react';
import { readStoredJson } from '@/lib/browser-storage';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart) onChange();
  };
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function readCount(): number {
  return cartItemCount(parseStoredCart(readStoredJson('local', STORAGE_KEYS.cart)));
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, readCount, () => 0);
}
