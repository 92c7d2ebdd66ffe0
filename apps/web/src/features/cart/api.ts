import { catalogApi } from '@dawanow/shared/api/catalog';
import { ordersApi } from '@dawanow/shared/api/orders';
import type { TCartItem } from '@dawanow/shared/cart';
import type { TCartQuoteRequest } from '@dawanow/shared/orders/customer';
import type { TDeliveryMode } from '@dawanow/shared/orders/delivery-options';
import type { TProductCard } from '@dawanow/shared/products';
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

/** How many of the store's best sellers the free-delivery nudge looks through (the endpoint's most). */
const NUDGE_POOL = 24;
export const NUDGE_LIMIT = 8;

/**
 * Products to top a cart up to free delivery: the store's best sellers it can deliver now, without a
 * prescription (added in a tap, no pharmacist check), cheapest first — a small extra is what a shopper
 * adds for free delivery, and a fixed order keeps a card in place while its stepper is used.
 */
export function useFreeDeliveryPicks(storeId: string | null, isWanted: boolean) {
  return useQuery({
    ...apiQueryOptions(catalogApi.popularProducts, { query: { limit: NUDGE_POOL, storeId: storeId ?? undefined } }),
    enabled: storeId !== null && isWanted,
    select: (data): TProductCard[] =>
      data.products
        .filter((product) => !product.rxRequired && (product.offer?.maxQuantity ?? 0) > 0)
        .sort((a, b) => (a.offer?.pricePaise ?? 0) - (b.offer?.pricePaise ?? 0))
        .slice(0, NUDGE_LIMIT),
  });
}
