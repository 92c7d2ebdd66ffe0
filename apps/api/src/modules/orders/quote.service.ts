/**
 * Prices a cart at a store from the database (never from the client): each line's price, stock and
 * problems, the bill with GST, delivery options and whatever stops checkout. The cart page, the
 * checkout page and order placement all use this one calculation.
 */
import { STORE_RADIUS_KM } from '@dawanow/shared/constants';
import type { TCouponLine } from '@dawanow/shared/coupons';
import { indianToday } from '@dawanow/shared/dates';
import { distanceKm } from '@dawanow/shared/delivery';
import { closureAt, isStoreOpenAt } from '@dawanow/shared/opening-hours';
import { computeBill, supplyBetween, type TBillLine } from '@dawanow/shared/orders/bill';
import type { TCartLineInput, TQuote, TQuotedLine } from '@dawanow/shared/orders/customer';
import {
  deliveryFeePaise,
  deliverySlots,
  EXPRESS_MAX_DISTANCE_KM,
  isExpressAvailable,
  type TDeliveryMode,
} from '@dawanow/shared/orders/delivery-options';
import type { TQuoteBlocker } from '@dawanow/shared/orders/quote-blockers';
import { MAX_ORDER_TOTAL_PAISE } from '@dawanow/shared/orders/settings';
import { isListable, MAX_PACKS_PER_PRODUCT, sellableExpiryCutoff } from '@dawanow/shared/products';
import { minOrderShortfall } from '@dawanow/shared/store-settings';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { jsonBytes, type ReadCache } from '../../lib/read-cache';
import type { ShelfRepository, ShelfRow } from '../catalog/shelf.repository';
import type { CouponsService } from '../coupons/coupons.service';
import type { StoreRow, StoresRepository } from '../stores/stores.repository';
import type { OrderSettingsService } from './order-settings.service';

// From now to the end of tomorrow in India, whatever the hour: the furthest a delivery slot can end.
const SLOT_HORIZON_MS = 48 * 60 * 60_000;
/**
 * A store and its closures, read for every quote and again to place the order, are kept for this long per store
 * (and dropped at once when a store or a closure changes): each kept copy holds the closures up to the slot
 * horizon of the last moment it serves.
 */
const STORE_KEEP_MS = 60_000;
const STORE_TABLES = ['stores', 'store_closures'] as const;

export type QuoteInput = {
  storeId: string;
  items: TCartLineInput[];
  deliveryMode: TDeliveryMode;
  /** Where the order goes: a saved address (checkout) or the shopper's location (cart), if known */
  destination: { latitude: number; longitude: number; state: string | null } | null;
  /** Checkout explains a saved address without coordinates */
  addressMissingLocation?: boolean;
  /** Placing a standard or express order needs no slot list */
  withSlots?: boolean;
  /** A coupon code the signed-in customer asked for (checkout and placing only) */
  coupon?: { code: string; userId: string };
};

/** A quote plus what placing the order needs and the client never sees. */
export type PricedCart = {
  quote: TQuote;
  store: StoreRow;
  shelf: Map<string, ShelfRow>;
  billLines: (TBillLine & { productId: string })[];
  expiryCutoff: string;
  /** The coupon that applies and the lines as it judged them, for placing the order to judge again */
  coupon: { id: string; code: string; lines: TCouponLine[] } | null;
};

function priceLine(item: TCartLineInput, product: ShelfRow | undefined): TQuotedLine {
  const base = {
    medicineId: item.medicine_id,
    quantity: item.quantity,
    cartPricePaise: item.price,
    product: product
      ? {
          id: product.id,
          slug: product.slug,
          name: product.name,
          packLabel: product.packLabel,
          manufacturer: product.manufacturer,
          schedule: product.schedule,
          rxRequired: product.rxRequired,
          mrpPaise: product.mrpPaise,
          gstRate: product.gstRate,
          imageUrl: product.imageUrl,
        }
      : null,
  };
  if (!product?.isActive || !isListable(product.schedule)) {
    return {
      ...base,
      unitPricePaise: null,
      availableQuantity: 0,
      lineTotalPaise: 0,
      problem: 'unavailable',
    };
  }
  if (product.pricePaise === null) {
    return {
      ...base,
      unitPricePaise: null,
      availableQuantity: 0,
      lineTotalPaise: 0,
      problem: 'not_sold_here',
    };
  }
  const available = Math.min(product.sellableUnits, MAX_PACKS_PER_PRODUCT);
  const price = product.pricePaise;
  if (available === 0) {
    return {
      ...base,
      unitPricePaise: price,
      availableQuantity: 0,
      lineTotalPaise: 0,
      problem: 'out_of_stock',
    };
  }
  const quantity = Math.min(item.quantity, available);
  const line = { ...base, unitPricePaise: price, availableQuantity: available, lineTotalPaise: price * quantity };
  if (item.quantity > available) return { ...line, problem: 'not_enough_stock' };
  if (item.price !== price) return { ...line, problem: 'price_changed' };
  return { ...line, problem: null };
}

export function createQuoteService(deps: {
  storesRepository: StoresRepository;
  shelfRepository: ShelfRepository;
  settingsService: OrderSettingsService;
  coupons: Pick<CouponsService, 'forCart'>;
  readCache: Pick<ReadCache, 'partition'>;
}) {
  const { storesRepository, shelfRepository, settingsService, coupons } = deps;
  // Their own bound: a copy per store and stretch of time must never push the catalogue's answers out
  const keptStores = deps.readCache.partition({ maxEntries: 2_000, maxBytes: 8 * 1024 * 1024 });

  /** The store with its closures from `now` to the slot horizon, kept per store for a stretch of time. */
  function storeWithClosures(ex: Executor, storeId: string, now: Date) {
    const stretch = Math.floor(now.getTime() / STORE_KEEP_MS);
    const from = new Date(stretch * STORE_KEEP_MS);
    return keptStores.read(
      `${storeId}:${stretch}`,
      STORE_TABLES,
      STORE_KEEP_MS,
      () =>
        storesRepository.findWithClosures(ex, storeId, {
          from,
          to: new Date(from.getTime() + STORE_KEEP_MS + SLOT_HORIZON_MS),
        }),
      jsonBytes,
    );
  }

  /**
   * Shares the coupon's discount over the lines (each keeps its store price; the bill's GST is on what is
   * left). An Rx line's floor is what the store paid for the medicine, read only when a coupon is asked for.
   */
  async function applyCoupon(
    ex: Executor,
    input: QuoteInput & { coupon: { code: string; userId: string } },
    store: StoreRow,
    shelf: Map<string, ShelfRow>,
    billLines: PricedCart['billLines'],
    expiryCutoff: string,
  ) {
    const rxIds = billLines.filter((line) => shelf.get(line.productId)?.rxRequired).map((line) => line.productId);
    const costs = await shelfRepository.unitCosts(ex, store.id, rxIds, expiryCutoff);
    const couponLines = billLines.map((line) => ({
      unitPricePaise: line.unitPricePaise,
      mrpPaise: line.mrpPaise,
      quantity: line.quantity,
      isRx: shelf.get(line.productId)?.rxRequired ?? true,
      unitCostPaise: costs.get(line.productId) ?? null,
      categoryId: shelf.get(line.productId)?.categoryId ?? null,
    }));
    const verdict = await coupons.forCart(ex, input.coupon.code, {
      userId: input.coupon.userId,
      storeId: store.id,
      itemsTotalPaise: billLines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0),
      lines: couponLines,
    });
    if (verdict.problem !== null) return { applied: null, problem: verdict.problem, lines: billLines, coupon: null };
    return {
      applied: verdict.applied,
      problem: null,
      lines: billLines.map((line, index) => ({ ...line, couponDiscountPaise: verdict.lineDiscountsPaise[index] ?? 0 })),
      coupon: { id: verdict.coupon.id, code: verdict.coupon.code, lines: couponLines },
    };
  }

  return {
    async price(ex: Executor, input: QuoteInput, now = new Date()): Promise<PricedCart> {
      // Slots run to the end of tomorrow in India: closures up to two days ahead come with the store's row.
      const found = await storeWithClosures(ex, input.storeId, now);
      if (!found) throw new AppError('NOT_FOUND', 'This pharmacy is not on DawaNow.');
      const { store, closures } = found;
      const expiryCutoff = sellableExpiryCutoff(indianToday(now));
      const rows = await shelfRepository.shelf(
        ex,
        store.id,
        input.items.map((item) => item.medicine_id),
        expiryCutoff,
      );
      const shelf = new Map(rows.map((row) => [row.id, row]));
      const lines = input.items.map((item) => priceLine(item, shelf.get(item.medicine_id)));

      const destination = input.destination;
      const distance = destination ? Math.round(distanceKm(destination, store) * 100) / 100 : null;
      const supply = supplyBetween(store.state, destination?.state ?? null);
      const orderable = lines.filter(
        (line) => line.problem === null || line.problem === 'price_changed' || line.problem === 'not_enough_stock',
      );
      const undiscounted = orderable.flatMap((line) =>
        line.product && line.unitPricePaise !== null
          ? [
              {
                productId: line.product.id,
                unitPricePaise: line.unitPricePaise,
                mrpPaise: line.product.mrpPaise,
                quantity: Math.min(line.quantity, line.availableQuantity),
                gstRate: shelf.get(line.product.id)?.gstRate ?? 0,
              },
            ]
          : [],
      );
      const { coupon } = input;
      const couponed =
        coupon && undiscounted.length > 0
          ? await applyCoupon(ex, { ...input, coupon }, store, shelf, undiscounted, expiryCutoff)
          : { applied: null, problem: null, lines: undiscounted, coupon: null };
      const billLines = couponed.lines;
      // The free-delivery threshold and the minimum order read the items before the coupon: a coupon
      // never adds a delivery fee (docs/decisions.md, issue 17)
      const itemsTotal = billLines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
      const bill = computeBill(
        billLines,
        billLines.length > 0 ? deliveryFeePaise(input.deliveryMode, itemsTotal) : 0,
        supply,
      );
      const settings = await settingsService.read(ex);
      const isServiceable = store.status === 'active' && store.isAcceptingOrders;
      const openNow = isStoreOpenAt(store.openingHours, closures, now);
      const closure = closureAt(closures, now);
      // Working out slots reads the clock in India 96 times: only when someone may choose one.
      const wantsSlots = input.withSlots !== false || input.deliveryMode === 'scheduled';
      const slots = isServiceable && wantsSlots ? deliverySlots(store.openingHours, now, closures) : [];
      const shortfallPaise = billLines.length > 0 ? minOrderShortfall(store.minOrderValuePaise, itemsTotal) : 0;

      // Codes with values, worded by the web in the reader's language (issue 19)
      const blockers: TQuoteBlocker[] = [];
      const named = { store: store.name };
      if (billLines.length === 0) blockers.push({ code: 'nothing_orderable', values: {} });
      if (lines.some((line) => line.problem !== null)) blockers.push({ code: 'lines_need_attention', values: {} });
      if (!isServiceable) blockers.push({ code: 'store_not_taking_orders', values: named });
      else if (!openNow && input.deliveryMode !== 'scheduled') {
        // A holiday closure is "closed" like the hours' closed, with its reason and reopening time.
        blockers.push(
          closure
            ? {
                code: 'store_on_holiday',
                values: { ...named, reason: closure.reason, until: closure.endsAt.toISOString() },
              }
            : { code: 'store_closed', values: named },
        );
      }
      if (shortfallPaise > 0) {
        blockers.push({
          code: 'below_min_order',
          values: { ...named, shortfallPaise, minOrderPaise: store.minOrderValuePaise },
        });
      }
      if (input.addressMissingLocation) blockers.push({ code: 'address_without_location', values: {} });
      else if (distance !== null && distance > STORE_RADIUS_KM) {
        blockers.push({
          code: 'address_too_far',
          values: { ...named, distanceKm: distance, radiusKm: STORE_RADIUS_KM },
        });
      }
      if (input.deliveryMode === 'express' && !isExpressAvailable(distance)) {
        blockers.push({ code: 'express_too_far', values: { radiusKm: EXPRESS_MAX_DISTANCE_KM } });
      }
      if (input.deliveryMode === 'scheduled' && slots.length === 0) blockers.push({ code: 'no_slots', values: {} });
      if (bill.totalPaise > MAX_ORDER_TOTAL_PAISE) {
        blockers.push({ code: 'above_max_total', values: { maxTotalPaise: MAX_ORDER_TOTAL_PAISE } });
      }

      return {
        store,
        shelf,
        billLines,
        expiryCutoff,
        coupon: couponed.coupon,
        quote: {
          store: {
            id: store.id,
            name: store.name,
            isServiceable: isServiceable && openNow,
            minOrderValuePaise: store.minOrderValuePaise,
          },
          minOrderShortfallPaise: shortfallPaise,
          lines,
          bill,
          deliveryMode: input.deliveryMode,
          distanceKm: distance,
          expressAvailable: isExpressAvailable(distance),
          slots,
          rxRequired: billLines.some((line) => shelf.get(line.productId)?.rxRequired),
          codAvailable: bill.totalPaise <= settings.codLimitPaise,
          codLimitPaise: settings.codLimitPaise,
          coupon: couponed.applied,
          couponProblem: couponed.problem,
          blockers,
        },
      };
    },
  };
}
export type QuoteService = ReturnType<typeof createQuoteService>;
