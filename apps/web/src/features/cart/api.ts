import { ordersApi } from '@dawanow/shared/api/orders';
import type { TCartItem } from '@dawanow/shared/cart';
import type { TCartQuoteRequest } from '@dawanow/shared/orders/customer';
import type { TDeliveryMode } from '@dawanow/shared/orders/delivery-options';
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiQueryOptions } from '@/lib/api-query';
import { readStoredJson } from '@/lib/browser-storage';

const ZStoredCoordinates = z.object({ latitude: z.number(), longitude: z.number() });

/** The shopper's location as the location feature saved it (SPEC §3: coordinates in session storage). */
function shopperCoordinates(): { latitude: number; longitude: number } | undefined {
  const parsed = ZStoredCoordinates.safeParse(readStoredJson('session', STORAGE_KEYS.coordinates));
  return parsed.success ? { latitude: parsed.data.latitude, longitude: parsed.data.longitude } : undefined;
}

/** The cart re-priced at the selected store; the location decides whether express is offered. */
export function useCartQuote(storeId: string | null, items: readonly TCartItem[], deliveryMode: TDeliveryMode) {
  // Asked for only once a store is chosen (`enabled` below).
  const body = { storeId, items: [...items], deliveryMode, ...shopperCoordinates() } as TCartQuoteRequest;
  return useQuery({
    ...apiQueryOptions(ordersApi.cartQuote, { body }),
    enabled: storeId !== null && items.length > 0,
    // Prices and stock move; a cart opened again is re-priced, not read from a five-minute-old answer.
    staleTime: 0,
    // A quantity change keeps the lines on screen while the new bill loads, instead of skeletons.
    placeholderData: keepPreviousData,
  });
}
