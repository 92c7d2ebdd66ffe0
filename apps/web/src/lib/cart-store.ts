/**
 * The cart of SPEC §3/§4, kept in local storage. Every change is saved at once and announced with the
 * cart-updated event, throttled so a burst of changes (a quantity picker held down) wakes listeners
 * at most every CART_EVENT_THROTTLE_MS — the last change of a burst is always announced.
 */
import { parseStoredCart, type TCartItem } from '@dawanow/shared/cart';
import { CART_EVENT_THROTTLE_MS } from '@dawanow/shared/constants';
import type { TQuotedLine } from '@dawanow/shared/orders/customer';
import { MAX_PACKS_PER_PRODUCT } from '@dawanow/shared/products';
import { CART_UPDATED_EVENT, STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { useSyncExternalStore } from 'react';
import { readStoredJson, writeStoredJson } from './browser-storage';

let lastBroadcastAt = Number.NEGATIVE_INFINITY;
let pendingBroadcast: ReturnType<typeof setTimeout> | null = null;

function broadcast(): void {
  lastBroadcastAt = Date.now();
  // An announcement that comes due after its window has gone (a test file's jsdom torn down) has no one to tell
  if (typeof window === 'undefined') return;
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

/**
 * Puts exactly these lines in the cart, dropping what was there: a pharmacist's quote for a prescription
 * is the whole order, and mixing it with older lines would check out medicines nobody verified together.
 */
export function replaceCart(items: readonly TCartItem[]): void {
  saveCart(items.map((item) => ({ ...item, quantity: Math.min(item.quantity, MAX_PACKS_PER_PRODUCT) })));
}

export function removeFromCart(medicineIds: readonly string[]): void {
  const removed = new Set(medicineIds);
  saveCart(readCart().filter((item) => !removed.has(item.medicine_id)));
}

export type TQuoteFix = Pick<TQuotedLine, 'medicineId' | 'problem' | 'unitPricePaise' | 'availableQuantity'>;

/** The cart item after the fix for its flagged line, or null when it has to go. */
function fixedItem(item: TCartItem, fix: TQuoteFix): TCartItem | null {
  switch (fix.problem) {
    case null:
      return item;
    case 'price_changed':
      return fix.unitPricePaise === null ? null : { ...item, price: fix.unitPricePaise };
    case 'not_enough_stock':
      return fix.availableQuantity < 1 ? null : { ...item, quantity: fix.availableQuantity };
    case 'out_of_stock':
    case 'not_sold_here':
    case 'unavailable':
      return null;
    // A problem newer than this page: it has no fix here, so the item stays as the customer left it
    case 'other':
      return item;
  }
}

/**
 * Applies the one-click fix for each re-priced line the store flagged: take the store's new price,
 * lower the quantity to what it has, or drop what it cannot sell. One save, so one announcement.
 */
export function applyQuoteFixes(lines: readonly TQuoteFix[]): void {
  const fixes = new Map(lines.map((line) => [line.medicineId, line]));
  const next = readCart().flatMap((item) => {
    const fix = fixes.get(item.medicine_id);
    const fixed = fix ? fixedItem(item, fix) : item;
    return fixed ? [fixed] : [];
  });
  saveCart(next);
}

/** Listens for cart changes in this tab (cart-updated) and in other tabs (the storage event). */
export function subscribeToCart(onChange: () => void): () => void {
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

// useSyncExternalStore needs the same array back while the cart is unchanged.
let snapshotKey = '';
let snapshot: TCartItem[] = [];

function cartSnapshot(): TCartItem[] {
  const items = readCart();
  const key = JSON.stringify(items);
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = items;
  }
  return snapshot;
}

const noItems: TCartItem[] = [];

/** The cart's items, kept in step with local storage in this tab and others. */
export function useCartItems(): TCartItem[] {
  return useSyncExternalStore(subscribeToCart, cartSnapshot, () => noItems);
}
