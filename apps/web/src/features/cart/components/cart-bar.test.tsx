import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartBar } from './cart-bar';

function renderBar() {
  return render(
    <MemoryRouter>
      <CartBar />
    </MemoryRouter>,
  );
}

describe('CartBar', () => {
  it('sums the items and their known prices and leads to the cart', () => {
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify([
        { medicine_id: 'dolo', price: 27_45, quantity: 2 },
        { medicine_id: 'azee', price: 119_00, quantity: 1 },
      ]),
    );
    renderBar();
    const link = screen.getByRole('link', { name: /View cart/ });
    expect(link).toHaveTextContent('3 items · ₹173.90');
    expect(link).toHaveAttribute('href', '/cart');
  });

  it('says "item" for one', () => {
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ medicine_id: 'dolo', price: 30_00, quantity: 1 }]));
    renderBar();
    expect(screen.getByRole('link', { name: /View cart/ })).toHaveTextContent('1 item · ₹30');
  });

  it('is not there while the cart is empty', () => {
    renderBar();
    expect(screen.queryByRole('link', { name: /View cart/ })).toBeNull();
  });
});
