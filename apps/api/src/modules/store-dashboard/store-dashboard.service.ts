/** The store panel's dashboard: the day's figures in Indian days, the queues with their clocks, and the pause switch. */
import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import { indianToday } from '@dawanow/shared/dates';
import { closureAt, hoursLabel, isStoreOpenAt } from '@dawanow/shared/opening-hours';
import { SALES_SERIES_DAYS, type TStoreDashboard } from '@dawanow/shared/store-dashboard';
import { closureNotice } from '@dawanow/shared/store-settings';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { PrescriptionsRepository } from '../prescriptions/prescriptions.repository';
import { type StoreInventoryRepository, stockDatesAt } from '../store-inventory/store-inventory.repository';
import type { StoresRepository } from '../stores/stores.repository';
import type { StoreDashboardRepository } from './store-dashboard.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const noStore = () => new AppError('NOT_FOUND', 'There is no such store.');

/** The `count` Indian calendar days ending with `today` (YYYY-MM-DD), oldest first. */
export function lastDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(end - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

export function createStoreDashboardService(deps: {
  db: Db;
  repository: StoreDashboardRepository;
  storesRepository: Pick<StoresRepository, 'findWithClosures' | 'setAcceptingOrders'>;
  prescriptionsRepository: Pick<PrescriptionsRepository, 'countWaitingForStore'>;
  inventoryRepository: Pick<StoreInventoryRepository, 'alertCounts'>;
}) {
  const { db, repository, storesRepository, prescriptionsRepository, inventoryRepository } = deps;

  return {
    async dashboard(storeId: string): Promise<TStoreDashboard> {
      const now = new Date();
      // Independent reads: run side by side on the pool.
      const [withClosures, byDay, waiting, packing, partner, prescriptionsWaiting, inventory] = await Promise.all([
        storesRepository.findWithClosures(db, storeId, { from: now, to: now }),
        repository.salesByDay(db, storeId),
        repository.waiting(db, storeId),
        repository.packing(db, storeId),
        repository.partnerFigures(db, storeId),
        prescriptionsRepository.countWaitingForStore(db, storeId),
        inventoryRepository.alertCounts(db, storeId, stockDatesAt(now)),
      ]);
      if (!withClosures) throw noStore();
      const { store, closures } = withClosures;
      const closure = closureAt(closures, now);

      const today = indianToday(now);
      const found = new Map(byDay.map((day) => [day.date, day]));
      const todays = found.get(today);
      return {
        store: {
          id: store.id,
          name: store.name,
          isAcceptingOrders: store.isAcceptingOrders,
          isOpen: isStoreOpenAt(store.openingHours, closures, now),
          hoursLabel: closure ? closureNotice(closure) : hoursLabel(store.openingHours, now),
        },
        today: {
          date: today,
          orders: todays?.orders ?? 0,
          salesPaise: todays?.salesPaise ?? 0,
          averageOrderPaise: todays?.sales ? Math.round(todays.salesPaise / todays.sales) : null,
        },
        waiting: waiting.map((order) => ({ ...order, offerExpiresAt: order.offerExpiresAt.toISOString() })),
        active: packing.map((order) => ({
          ...order,
          acceptedAt: order.acceptedAt.toISOString(),
          packBy: new Date(order.acceptedAt.getTime() + FULFILMENT_SLA_MINUTES * 60_000).toISOString(),
        })),
        partner,
        prescriptionsWaiting,
        inventory,
        salesByDay: lastDays(today, SALES_SERIES_DAYS).map((date) => ({
          date,
          salesPaise: found.get(date)?.salesPaise ?? 0,
          orders: found.get(date)?.orders ?? 0,
        })),
      };
    },

    async setAccepting(storeId: string, accepting: boolean): Promise<{ accepting: boolean }> {
      if (!(await storesRepository.setAcceptingOrders(db, storeId, accepting))) throw noStore();
      return { accepting };
    },
  };
}

export type StoreDashboardService = ReturnType<typeof createStoreDashboardService>;
