import { deliveryPromise, type TDeliveryMode } from '@dawanow/shared/orders/delivery-options';
import type { TStoreSummary } from '@dawanow/shared/stores';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseDeliveryMode, useDeliveryPromise } from '@/lib/delivery-promise';
import { switchLanguage } from '@/lib/i18n/i18n';
import { SelectedStoreProvider } from '@/lib/selected-store';
import { DeliveryPromise } from './delivery-promise';

const storeAt = (distance_km: number | null) =>
  ({ id: 'store', name: 'Brigade Road Medicals', distance_km }) as TStoreSummary;

function promiseAt(distanceKm: number | null, mode: TDeliveryMode, slotLabel?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SelectedStoreProvider store={storeAt(distanceKm)}>{children}</SelectedStoreProvider>
  );
  return renderHook(() => useDeliveryPromise({ mode, slotLabel }), { wrapper }).result.current;
}

afterEach(async () => {
  await act(() => switchLanguage('en'));
  localStorage.clear();
});

describe('the delivery promise', () => {
  it('keeps the shared English words for English readers', () => {
    const cases: [number | null, TDeliveryMode, string?][] = [
      [0.4, 'express', undefined],
      [2, 'standard', undefined],
      [15, 'standard', undefined],
      [11.7, 'standard', undefined],
      [5.33, 'standard', undefined],
      [5, 'express', undefined],
      [null, 'standard', undefined],
      [1, 'scheduled', undefined],
      [1, 'scheduled', 'Today, 6:00 PM - 7:00 PM'],
    ];
    for (const [distanceKm, mode, slotLabel] of cases) {
      expect(promiseAt(distanceKm, mode, slotLabel)).toEqual(deliveryPromise({ distanceKm, mode, slotLabel }));
    }
  });

  it('promises nothing while the store is being found, and nothing when none serves the location', () => {
    const { container, rerender } = render(
      <SelectedStoreProvider store={null} isLocating>
        <DeliveryPromise />
      </SelectedStoreProvider>,
    );
    expect(screen.queryByTestId('delivery-promise')).not.toBeInTheDocument();
    // The line keeps its place for the promise to come
    expect(container).not.toBeEmptyDOMElement();
    rerender(
      <SelectedStoreProvider store={null}>
        <DeliveryPromise />
      </SelectedStoreProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('promises the time in Hindi, with the store that delivers', async () => {
    await act(() => switchLanguage('hi'));
    expect(promiseAt(2, 'standard').headline).toBe('51 मिनट में डिलीवरी');
    expect(promiseAt(15, 'standard').headline).toBe('1 घंटा 30 मिनट में डिलीवरी');
    expect(promiseAt(null, 'standard').headline).toBe('30-40 मिनट में डिलीवरी');
    expect(promiseAt(1, 'scheduled').headline).toBe('तय समय पर डिलीवरी');

    chooseDeliveryMode('express');
    render(
      <SelectedStoreProvider store={storeAt(1)}>
        <DeliveryPromise />
      </SelectedStoreProvider>,
    );
    expect(screen.getByTestId('delivery-promise')).toHaveTextContent(
      '18 मिनट में डिलीवरी · Brigade Road Medicals से एक्सप्रेस डिलीवरी, 1.0 km',
    );
  });
});
