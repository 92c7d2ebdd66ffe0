import { CART_UPDATED_EVENT, STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCartCount } from './use-cart-count';

describe('useCartCount', () => {
  it('is 0 for a missing or corrupt cart', () => {
    localStorage.setItem(STORAGE_KEYS.cart, '{not json');
    expect(renderHook(() => useCartCount()).result.current).toBe(0);
  });

  it('follows cart-updated events', () => {
    const { result } = renderHook(() => useCartCount());
    act(() => {
      localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ medicine_id: 'a', price: 500, quantity: 3 }]));
      window.dispatchEvent(new Event(CART_UPDATED_EVENT));
    });
    expect(result.current).toBe(3);
  });
});
