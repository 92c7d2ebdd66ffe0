/**
 * The cart of SPEC §3/§4, kept in local storage. Every change is saved at once and announced with the
 * cart-updated event, throttled so a burst of changes (a quantity picker held down) wakes listeners
 * at most every CART_EVENT_THROTTLE_MS — the last change of a burst is always announced.
 */
import { parseStoredCart, type TCartItem } from '@dawanow/shared/cart';
import { CART_EVENT_THROTTLE_MS } from '@dawanow/shared/constants';
import { MAX_PACKS_PER_PRODUCT } from '@dawanow/shared/products';
import { CART_UPDATED_EVENT, STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { readStoredJson, writeStoredJson } from './browser-storage';

let lastBroadcastAt = Number.NEGATIVE_INFINITY;
let pendingBroadcast: ReturnType<typeof setTimeout> | null = null;

function broadcast(): void {
  lastBroadcastAt = Date.now();
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

function scheduleBroadcast(): void {
  if (pendingBroadcast !== null) return;
  const wait = lastBroadcastAt + CART_EVENT_THROTTLE_MS - Date.now();
  if (wait <= 0) {
    broadcast();
    return;
  }
  pendingBroadcast = setTimeout(() => {
    pendingBroadcast = null;
    broadcast();
  }, wait);
}

export function readCart(): TCartItem[] {
  return parseStoredCart(readStoredJson('local', STORAGE_KEYS.cart));
}

function saveCart(items: TCartItem[]): void {
  writeStoredJson('local', STORAGE_KEYS.cart, items);
  scheduleBroadcast();
}

export type TAddToCartInput = {
  medicineId: string;
  /** The selected store's price of one pack, in paise */
  pricePaise: number;
  quantity: number;
  /** Packs the store lets this customer have (ZStoreOffer.maxQuantity) */
  maxQuantity: number;
};

export type TAddToCartResult = {
  /** Packs of this medicine now in the cart */
  quantity: number;
  /** Packs actually added: fewer than asked when the cap was reached */
  added: number;
};

/** SPEC §4: adding a medicine already in the cart increases its quantity, up to the pack cap. */
export function addToCart({ medicineId, pricePaise, quantity, maxQuantity }: TAddToCartInput): TAddToCartResult {
  const cap = Math.min(maxQuantity, MAX_PACKS_PER_PRODUCT);
  const items = readCart();
  const existing = items.find((item) => item.medicine_id === medicineId);
  const before = existing?.quantity ?? 0;
  const after = Math.max(before, Math.min(before + quantity, cap));
  if (after === before) return { quantity: before, added: 0 };
  const next = existing
    ? items.map((item) => (item === existing ? { ...item, price: pricePaise, quantity: after } : item))
    : [...items, { medicine_id: medicineId, price: pricePaise, quantity: after }];
  saveCart(next);
  return { quantity: after, added: after - before };
}

/** SPEC §4: a quantity below 1 removes the item. */
export function setCartQuantity(medicineId: string, quantity: number): void {
  const items = readCart();
  const next =
    quantity < 1
      ? items.filter((item) => item.medicine_id !== medicineId)
      : items.map((item) =>
          item.medicine_id === medicineId ? { ...item, quantity: Math.min(quantity, MAX_PACKS_PER_PRODUCT) } : item,
        );
  saveCart(next);
}

export function clearCart(): void {
  saveCart([]);
}
