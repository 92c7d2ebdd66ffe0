import { CART_EVENT_THROTTLE_MS } from '@dawanow/shared/constants';
import { MAX_PACKS_PER_PRODUCT } from '@dawanow/shared/products';
import { CART_UPDATED_EVENT, STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The throttle lives in the module, so each test gets a fresh copy.
let cart: typeof import('./cart-store');
let events: number;
const countEvent = () => {
  events += 1;
};

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  cart = await import('./cart-store');
  events = 0;
  window.addEventListener(CART_UPDATED_EVENT, countEvent);
});
afterEach(() => {
  window.removeEventListener(CART_UPDATED_EVENT, countEvent);
  vi.useRealTimers();
});

const dolo = { medicineId: 'dolo', pricePaise: 3050, maxQuantity: 10 };

function stored(): unknown {
  return JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null');
}

describe('cart store', () => {
  it('saves a new medicine with its price and quantity to local storage', () => {
    expect(cart.addToCart({ ...dolo, quantity: 2 })).toEqual({ quantity: 2, added: 2 });
    expect(stored()).toEqual([{ medicine_id: 'dolo', price: 3050, quantity: 2 }]);
  });

  it('increases the quantity when the same medicine is added again, keeping one line', () => {
    cart.addToCart({ ...dolo, quantity: 1 });
    cart.addToCart({ ...dolo, pricePaise: 2900, quantity: 3 });
    expect(cart.readCart()).toEqual([{ medicine_id: 'dolo', price: 2900, quantity: 4 }]);
  });

  it('caps a medicine at the store’s maximum and says how many were really added', () => {
    cart.addToCart({ ...dolo, maxQuantity: 3, quantity: 2 });
    expect(cart.addToCart({ ...dolo, maxQuantity: 3, quantity: 2 })).toEqual({ quantity: 3, added: 1 });
    expect(cart.addToCart({ ...dolo, maxQuantity: 3, quantity: 1 })).toEqual({ quantity: 3, added: 0 });
    expect(cart.readCart()[0]?.quantity).toBe(3);
  });

  it('never exceeds the per-product pack limit, whatever the store allows', () => {
    cart.addToCart({ ...dolo, maxQuantity: 50, quantity: 40 });
    expect(cart.readCart()[0]?.quantity).toBe(MAX_PACKS_PER_PRODUCT);
  });

  it('removes an item whose quantity is set below 1 and can be cleared', () => {
    cart.addToCart({ ...dolo, quantity: 1 });
    cart.addToCart({ ...dolo, medicineId: 'pan', quantity: 1 });
    cart.setCartQuantity('dolo', 0);
    expect(cart.readCart().map((item) => item.medicine_id)).toEqual(['pan']);
    cart.clearCart();
    expect(stored()).toEqual([]);
  });

  it('treats a corrupt stored cart as empty and overwrites it', () => {
    localStorage.setItem(STORAGE_KEYS.cart, '{"not":"an array"}');
    cart.addToCart({ ...dolo, quantity: 1 });
    expect(cart.readCart()).toEqual([{ medicine_id: 'dolo', price: 3050, quantity: 1 }]);
  });

  it('announces the first change at once and a burst of changes once more after the throttle', () => {
    cart.addToCart({ ...dolo, quantity: 1 });
    expect(events).toBe(1);
    cart.addToCart({ ...dolo, quantity: 1 });
    cart.addToCart({ ...dolo, quantity: 1 });
    expect(events).toBe(1);
    vi.advanceTimersByTime(CART_EVENT_THROTTLE_MS);
    expect(events).toBe(2);
    expect(cart.readCart()[0]?.quantity).toBe(3);
    vi.advanceTimersByTime(CART_EVENT_THROTTLE_MS * 3);
    expect(events).toBe(2);
  });

  it('does not announce an add that changed nothing', () => {
    cart.addToCart({ ...dolo, maxQuantity: 1, quantity: 1 });
    vi.advanceTimersByTime(CART_EVENT_THROTTLE_MS);
    cart.addToCart({ ...dolo, maxQuantity: 1, quantity: 1 });
    vi.advanceTimersByTime(CART_EVENT_THROTTLE_MS);
    expect(events).toBe(1);
  });

  it('removes several medicines at once and keeps the rest', () => {
    cart.addToCart({ ...dolo, quantity: 1 });
    cart.addToCart({ ...dolo, medicineId: 'pan', quantity: 2 });
    cart.addToCart({ ...dolo, medicineId: 'azee', quantity: 1 });
    cart.removeFromCart(['dolo', 'azee']);
    expect(cart.readCart()).toEqual([{ medicine_id: 'pan', price: 3050, quantity: 2 }]);
  });

  it('replaces the whole cart with new lines, capping each at the pack limit', () => {
    cart.addToCart({ ...dolo, quantity: 3 });
    cart.replaceCart([
      { medicine_id: 'azee', price: 11900, quantity: 1 },
      { medicine_id: 'pan', price: 1200, quantity: 40 },
    ]);
    expect(cart.readCart()).toEqual([
      { medicine_id: 'azee', price: 11900, quantity: 1 },
      { medicine_id: 'pan', price: 1200, quantity: MAX_PACKS_PER_PRODUCT },
    ]);
  });

  it('applies the fix for each flagged line: new price, stock left, or removal', () => {
    for (const medicineId of ['dolo', 'pan', 'azee', 'crocin', 'okay'])
      cart.addToCart({ ...dolo, medicineId, quantity: 4 });
    cart.applyQuoteFixes([
      { medicineId: 'dolo', problem: 'price_changed', unitPricePaise: 2800, availableQuantity: 10 },
      { medicineId: 'pan', problem: 'not_enough_stock', unitPricePaise: 3050, availableQuantity: 2 },
      { medicineId: 'azee', problem: 'out_of_stock', unitPricePaise: 3050, availableQuantity: 0 },
      { medicineId: 'crocin', problem: 'not_sold_here', unitPricePaise: null, availableQuantity: 0 },
      { medicineId: 'okay', problem: null, unitPricePaise: 2000, availableQuantity: 10 },
    ]);
    expect(cart.readCart()).toEqual([
      { medicine_id: 'dolo', price: 2800, quantity: 4 },
      { medicine_id: 'pan', price: 3050, quantity: 2 },
      { medicine_id: 'okay', price: 3050, quantity: 4 },
    ]);
  });

  it('gives hooks the same items until the cart changes, then the new ones', () => {
    cart.addToCart({ ...dolo, quantity: 1 });
    const { result } = renderHook(() => cart.useCartItems());
    const first = result.current;
    act(() => {
      window.dispatchEvent(new Event(CART_UPDATED_EVENT));
    });
    expect(result.current).toBe(first);
    act(() => {
      cart.setCartQuantity('dolo', 5);
      vi.advanceTimersByTime(CART_EVENT_THROTTLE_MS);
    });
    expect(result.current).toEqual([{ medicine_id: 'dolo', price: 3050, quantity: 5 }]);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => cart.useCartItems());
    act(() => {
      localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ medicine_id: 'pan', price: 1200, quantity: 2 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart }));
    });
    expect(result.current).toEqual([{ medicine_id: 'pan', price: 1200, quantity: 2 }]);
  });
});
