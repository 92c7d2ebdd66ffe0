/** The admin dashboard: the marketplace's status now, from independent reads run side by side. */
import { DASHBOARD_LIST_LIMIT, OPEN_ORDER_STATUSES, type TAdminDashboard } from '@dawanow/shared/admin-dashboard';
import { indianToday } from '@dawanow/shared/dates';
import { isStoreOpenAt } from '@dawanow/shared/opening-hours';
import type { Db } from '../../db/client';
import type { AdminDashboardRepository } from './admin-dashboard.repository';

type LateRow = { id: string; number: string; storeName: string; dueAt: Date; total: number };

/** A count with the oldest few rows it covers. */
function lateList(rows: LateRow[]) {
  return {
    count: rows[0]?.total ?? 0,
    orders: rows.map(({ total: _total, dueAt, ...row }) => ({ ...row, dueAt: dueAt.toISOString() })),
  };
}

export function createAdminDashboardService(deps: { db: Db; repository: AdminDashboardRepository }) {
  const { db, repository } = deps;

  /** Active stores taking orders are online or closed by their hours; the rest paused or suspended. */
  async function storeStates(now: Date): Promise<TAdminDashboard['stores']> {
    const { all, closed } = await repository.storesNow(db);
    const states = { online: 0, closedNow: 0, paused: 0, suspended: 0 };
    for (const store of all) {
      if (store.status === 'suspended') states.suspended += 1;
      else if (store.status === 'paused' || !store.isAcceptingOrders) states.paused += 1;
      else if (
        isStoreOpenAt(
          store.openingHours,
          closed.filter((closure) => closure.storeId === store.id),
          now,
        )
      ) {
        states.online += 1;
      } else states.closedNow += 1;
    }
    return states;
  }

  return {
    async dashboard(): Promise<TAdminDashboard> {
      const now = new Date();
      const [
        sales,
        open,
        pastWindow,
        breaches,
        storesNow,
        prescriptionsWaiting,
        refundRequests,
        cashRefundsToPay,
        refundsFailed,
        storeApplicationsWaiting,
      ] = await Promise.all([
        repository.sales(db),
        repository.openOrdersByStatus(db),
        repository.pastAcceptanceWindow(db, DASHBOARD_LIST_LIMIT),
        repository.slaBreaches(db, DASHBOARD_LIST_LIMIT),
        storeStates(now),
        repository.prescriptionsWaiting(db),
        repository.refundRequests(db),
        repository.cashRefundsToPay(db),
        repository.refundsFailed(db),
        repository.storeApplicationsWaiting(db),
      ]);
      const byStatus = new Map(open.map((row) => [row.status, row.count]));
      return {
        asOf: now.toISOString(),
        today: { date: indianToday(now), ...sales.today, sameTimeLastWeek: sales.lastWeek },
        openOrders: OPEN_ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
        pastAcceptanceWindow: lateList(pastWindow),
        slaBreaches: lateList(breaches),
        stores: storesNow,
        prescriptionsWaiting,
        refundRequests,
        cashRefundsToPay,
        refundsFailed,
        storeApplicationsWaiting,
      };
    },
  };
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
