import { describe, expect, it } from 'vitest';
import { cartItemCount, cartItemsTotalPaise, parseStoredCart } from './cart';

describe('parseStoredCart', () => {
  it('treats anything that is not an array as an empty cart', () => {
    expect(parseStoredCart(undefined)).toEqual([]);
    expect(parseStoredCart({ medicine_id: 'a' })).toEqual([]);
    expect(parseStoredCart('[]')).toEqual([]);
  });

  it('keeps valid items and drops damaged ones', () => {
    const items = parseStoredCart([
      { medicine_id: 'dolo-650', price: 3200, quantity: 2 },
      { medicine_id: 'x', price: -1, quantity: 1 },
      { medicine_id: 'y', price: 100, quantity: 0 },
      null,
    ]);
    expect(items).toEqual([{ medicine_id: 'dolo-650', price: 3200, quantity: 2 }]);
  });
});

describe('cartItemCount', () => {
  it('adds up quantities', () => {
    expect(cartItemCount([])).toBe(0);
    expect(
      cartItemCount([
        { medicine_id: 'a', price: 1, quantity: 2 },
        { medicine_id: 'b', price: 1, quantity: 3 },
      ]),
    ).toBe(5);
  });
});

describe('cartItemsTotalPaise', () => {
  it('adds up price times quantity at the prices the cart holds', () => {
    expect(cartItemsTotalPaise([])).toBe(0);
    expect(
      cartItemsTotalPaise([
        { medicine_id: 'a', price: 27_45, quantity: 2 },
        { medicine_id: 'b', price: 100_00, quantity: 1 },
      ]),
    ).toBe(154_90);
  });
});
