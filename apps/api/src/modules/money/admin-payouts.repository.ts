/** The administrator's reads over payouts and the ledger: lists across stores and the reconciliation. */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/client';
import { afterPosition, type TimePosition, timeMicros } from '../../db/keyset';
import { ledgerOpen, ledgerStoreTotals, payouts, storeBankAccounts } from '../../db/schema/ledger';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { eligible } from './money.repository';

export type ReconciliationRow = {
  /** What the open entries eligible for the next settlement add up to (negative: owed) */
  next_eligible: number;
  store_id: string;
  store_name: string;
  city: string;
  sales: number;
  deductions: number;
  refunds: number;
  cash_collected: number;
  adjustments: number;
  payouts: number;
  balance: number;
};

const sumOf = (kinds: SQL) => sql`coalesce(sum(t.amount_paise) filter (where t.kind in ${kinds}), 0)`;
/**
 * Per store (or over all): each side of the ledger from the store totals `t`, signed as the reconciliation reads
 * it; the balance is read on its own from what is not yet settled, so the equation checks that every payout paid
 * exactly what it settled.
 */
const reconciliationColumns = sql`
  ${sumOf(sql`('sale')`)}::float8 as sales,
  (-${sumOf(sql`('commission', 'commission_reversal', 'commission_gst', 'commission_gst_reversal', 'tcs', 'tcs_reversal', 'tds', 'tds_reversal')`)})::float8 as deductions,
  (-${sumOf(sql`('refund')`)})::float8 as refunds,
  (-${sumOf(sql`('cash_collected')`)})::float8 as cash_collected,
  ${sumOf(sql`('adjustment')`)}::float8 as adjustments,
  (-${sumOf(sql`('payout', 'payout_return')`)})::float8 as payouts`;
/** Per store: its open entries eligible for the settlement that pays orders delivered before `deliveredBefore`. */
const eligibleByStore = (deliveredBefore: string, stores: SQL) => sql`
  select q.store_id, coalesce(sum(q.amount_paise) filter (where ${eligible(deliveredBefore)}), 0)::float8 as next_eligible
  from ${ledgerOpen} q left join ${orders} o on o.id = q.order_id
  where q.store_id in (${stores})
  group by q.store_id`;

/** The balance read on its own, from the open entries of the stores `stores` selects. */
const openBalance = (stores: SQL) =>
  sql`(select coalesce(sum(q.amount_paise), 0) from ${ledgerOpen} q where q.store_id in (${stores}))::float8 as balance`;

export type AdminPayoutsRepository = ReturnType<typeof createAdminPayoutsRepository>;

export function createAdminPayoutsRepository() {
  return {
    async list(
      ex: Executor,
      filter: { status?: string; settlementDate?: string; storeId?: string },
      after: TimePosition | null,
      limit: number,
    ) {
      return ex
        .select({
          payout: payouts,
          storeName: stores.name,
          city: stores.city,
          bankVerification: storeBankAccounts.verification,
          micros: timeMicros(payouts.createdAt),
        })
        .from(payouts)
        .innerJoin(stores, eq(stores.id, payouts.storeId))
        .leftJoin(storeBankAccounts, eq(storeBankAccounts.storeId, payouts.storeId))
        .where(
          and(
            filter.status ? eq(payouts.status, filter.status as never) : undefined,
            filter.settlementDate ? eq(payouts.settlementDate, filter.settlementDate) : undefined,
            filter.storeId ? eq(payouts.storeId, filter.storeId) : undefined,
            afterPosition(payouts.createdAt, payouts.id, after, 'desc'),
          ),
        )
        .orderBy(sql`${payouts.createdAt} desc, ${payouts.id} desc`)
        .limit(limit);
    },

    async summary(ex: Executor, filter: { settlementDate?: string; storeId?: string }) {
      return selectRows<{ status: string; count: number; amount: number }>(
        ex,
        sql`select status, count(*)::int as count, coalesce(sum(amount_paise), 0)::float8 as amount
            from ${payouts}
            where true
              ${filter.settlementDate ? sql`and settlement_date = ${filter.settlementDate}::date` : sql``}
              ${filter.storeId ? sql`and store_id = ${filter.storeId}::uuid` : sql``}
            group by status`,
      );
    },

    /** Stores by name, each with its ledger summed by side, after the store `afterStoreId`. */
    async reconciliation(
      ex: Executor,
      filter: { city: string | undefined; afterStoreId: string | undefined; deliveredBefore: string },
      limit: number,
    ) {
      const { city, afterStoreId } = filter;
      return selectRows<ReconciliationRow>(
        ex,
        sql`
        select s.id as store_id, s.name as store_name, s.city, r.*, ${openBalance(sql`s.id`)},
          coalesce((select n.next_eligible from (${eligibleByStore(filter.deliveredBefore, sql`s.id`)}) n), 0) as next_eligible
        from ${stores} s
        cross join lateral (select ${reconciliationColumns} from ${ledgerStoreTotals} t where t.store_id = s.id) r
        -- Pharmacies that have never traded have nothing to reconcile
        where exists (select 1 from ${ledgerStoreTotals} t where t.store_id = s.id)
          ${city ? sql`and s.city = ${city}` : sql``}
          ${afterStoreId ? sql`and (s.name, s.id) > (select name, id from ${stores} where id = ${afterStoreId}::uuid)` : sql``}
        order by s.name, s.id
        limit ${limit}`,
      );
    },

    async byProviderId(ex: Executor, providerPayoutId: string): Promise<string | null> {
      const [row] = await ex
        .select({ id: payouts.id })
        .from(payouts)
        .where(eq(payouts.providerPayoutId, providerPayoutId));
      return row?.id ?? null;
    },

    async setProviderAccount(ex: Executor, storeId: string, providerAccountId: string): Promise<void> {
      await ex.update(storeBankAccounts).set({ providerAccountId }).where(eq(storeBankAccounts.storeId, storeId));
    },

    async reconciliationTotals(ex: Executor, city: string | undefined, deliveredBefore: string) {
      const inCity = city ? sql`select id from ${stores} where city = ${city}` : sql`select id from ${stores}`;
      const [row] = await selectRows<Omit<ReconciliationRow, 'store_id' | 'store_name' | 'city'>>(
        ex,
        sql`
        select ${reconciliationColumns}, ${openBalance(inCity)},
          -- What the next settlement pays in all: each store's eligible sum, where it is more than nothing
          (select coalesce(sum(greatest(n.next_eligible, 0)), 0) from (${eligibleByStore(deliveredBefore, inCity)}) n)::float8
            as next_eligible
        from ${ledgerStoreTotals} t
        ${city ? sql`where t.store_id in (select id from ${stores} where city = ${city})` : sql``}`,
      );
      return row;
    },
  };
}
