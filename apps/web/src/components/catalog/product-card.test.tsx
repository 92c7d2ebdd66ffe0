import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import type { TStoreSummary } from '@dawanow/shared/stores';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { SelectedStoreProvider } from '@/lib/selected-store';
import { ProductCard } from './product-card';
import { TEST_STORE_ID, testOffer, testProduct } from './test-products';

const store = { id: TEST_STORE_ID, name: 'Brigade Road Medicals' } as TStoreSummary;

function renderCard(ui: ReactNode, selected: TStoreSummary | null = store) {
  return render(
    <MemoryRouter>
      <SelectedStoreProvider store={selected}>{ui}</SelectedStoreProvider>
    </MemoryRouter>,
  );
}

describe('ProductCard', () => {
  it('shows the store price, the MRP struck through, the discount and stock, and links to the product', () => {
    renderCard(<ProductCard product={testProduct()} />);
    const card = screen.getByRole('article', { name: 'Dolo 650 Tablet' });
    expect(within(card).getByText('₹27.45')).toBeInTheDocument();
    expect(within(card).getByText('₹30.50').closest('s')).not.toBeNull();
    expect(within(card).getByText('10% off')).toBeInTheDocument();
    expect(within(card).getByText('In stock')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Dolo 650 Tablet' })).toHaveAttribute(
      'href',
      '/product/dolo-650-tablet',
    );
  });

  it('marks prescription and cold-chain medicines', () => {
    renderCard(<ProductCard product={testProduct({ schedule: 'H', rxRequired: true, storage: 'cold_chain' })} />);
    expect(screen.getByText('Rx required')).toBeInTheDocument();
    expect(screen.getByText('Cold chain')).toBeInTheDocument();
  });

  it('says how few are left and when the selected store has none', () => {
    const { unmount } = renderCard(
      <ProductCard product={testProduct({ offer: testOffer({ stockState: 'low_stock', maxQuantity: 3 }) })} />,
    );
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    unmount();
    renderCard(
      <ProductCard product={testProduct({ offer: testOffer({ stockState: 'out_of_stock', maxQuantity: 0 }) })} />,
    );
    expect(screen.getByText('Out of stock at Brigade Road Medicals')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('without a store shows the MRP and asks for a delivery location instead of a cart button', () => {
    renderCard(<ProductCard product={testProduct({ offer: null })} />, null);
    expect(screen.getByText('₹30.50')).toBeInTheDocument();
    expect(screen.getByText('Select a delivery location to see price and stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add to cart/i })).toBeNull();
  });

  it('adds one pack at the store price to the cart', async () => {
    renderCard(<ProductCard product={testProduct()} />);
    await userEvent.click(screen.getByRole('button', { name: /add to cart/i }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toEqual([
      { medicine_id: testProduct().id, price: 2745, quantity: 1 },
    ]);
  });
});

describe('ProductCard in Hindi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('labels price, stock and the cart button in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    renderCard(
      <ProductCard product={testProduct({ offer: testOffer({ stockState: 'low_stock', maxQuantity: 3 }) })} />,
    );
    const card = screen.getByRole('article', { name: 'Dolo 650 Tablet' });
    expect(within(card).getByText('10% छूट')).toBeInTheDocument();
    expect(within(card).getByText('सिर्फ़ 3 बचे हैं')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'कार्ट में जोड़ें: Dolo 650 Tablet' })).toBeInTheDocument();
  });

  it('asks for a delivery location in Hindi when no store is chosen', async () => {
    await act(() => switchLanguage('hi'));
    renderCard(<ProductCard product={testProduct({ offer: null })} />, null);
    expect(screen.getByText('कीमत और स्टॉक देखने के लिए डिलीवरी की जगह चुनें')).toBeInTheDocument();
    expect(screen.getByText('MRP')).toBeInTheDocument();
  });
});
