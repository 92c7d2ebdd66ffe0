/**
 * Reading the ledger and settling it. Sums are cast to float8 so both drivers answer with numbers (paise stay
 * whole: far below 2^53). A store's balance is the sum of its open entries (`ledger_open`): a payout settles its
 * entries and its own `payout` entry, which add up to nothing.
 */
import { and, eq, gt, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/client';
import { afterPosition, type TimePosition, timeMicros } from '../../db/keyset';
import {
  ledgerEntries,
  ledgerOpen,
  payoutEntries,
  payouts,
  settlementRuns,
  storeBankAccounts,
} from '../../db/schema/ledger';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { startOfIndianDate } from '../store-dashboard/store-figures';

/** A dispute the pharmacy has not decided yet holds its order out of settlements. */
const DISPUTED = sql`('refund_requested', 'refund_approved')`;

/** Whether order `o` may be settled by a settlement on `deliveredBefore + 7`: out of the dispute window, undisputed. */
const orderSettles = (deliveredBefore: string) =>
  sql`o.delivered_at < ${startOfIndianDate(deliveredBefore)} and o.status not in ${DISPUTED}`;
/** Whether an open entry `q` (its order `o`, left-joined) may be settled: every adjustment and returned payout too. */
export const eligible = (deliveredBefore: string) => sql`(q.order_id is null or (${orderSettles(deliveredBefore)}))`;

const total = (condition: SQL) => sql<number>`coalesce(sum(e.amount_paise) filter (where ${condition}), 0)::float8`;
const taken = (kinds: SQL, also: SQL = sql`true`) =>
  sql<number>`(-coalesce(sum(e.amount_paise) filter (where e.kind in ${kinds} and ${also}), 0))::float8`;

/** The earnings figures of a set of entries `e`, signed as the store reads them: what was taken is positive. */
const totalsColumns = sql`
  ${total(sql`e.kind = 'sale'`)} as sales,
  ${taken(sql`('commission', 'commission_reversal')`)} as commission,
  ${taken(sql`('commission_gst', 'commission_gst_reversal')`)} as commission_gst,
  ${taken(sql`('tcs', 'tcs_reversal')`)} as tcs,
  ${taken(sql`('tds', 'tds_reversal')`)} as tds,
  ${taken(sql`('refund')`)} as refunds,
  ${taken(sql`('cash_collected')`)} as cash_collected,
  ${total(sql`e.kind = 'adjustment'`)} as adjustments,
  ${total(sql`e.kind not in ('payout', 'payout_return')`)} as net`;

export type TotalsRow = {
  sales: number;
  commission: number;
  commission_gst: number;
  tcs: number;
  tds: number;
  refunds: number;
  cash_collected: number;
  adjustments: number;
  net: number;
};

export type EarningsOrderRow = Omit<TotalsRow, 'adjustments'> & {
  order_id: string;
  number: string;
  /** A Date from node-postgres, a string from PGlite's raw rows */
  delivered_at: Date | string | null;
  payment_method: 'cod' | 'online';
  status: string;
  unsettled: number;
  payout_id: string | null;
  settlement_date: string | null;
  payout_status: string | null;
  micros: string;
};

export type MonthRow = {
  month: string;
  supplies: number;
  returns: number;
  tcs_intra: number;
  tcs_inter: number;
  tds_base: number;
  tds: number;
  commission: number;
  commission_gst: number;
};

export type PayoutRow = typeof payouts.$inferSelect;

/** A line of a payout's statement (times are Dates from node-postgres, strings from PGlite's raw rows). */
export type StatementEntryRow = {
  created_at: Date | string;
  kind: string;
  amount_paise: number;
  base_paise: number | null;
  reason: string | null;
  number: string | null;
  delivered_at: Date | string | null;
  payment_method: string | null;
};

export type MoneyRepository = ReturnType<typeof createMoneyRepository>;

export function createMoneyRepository() {
  const inPeriod = (from: string, to: string) =>
    sql`e.created_at >= ${startOfIndianDate(from)} and e.created_at < ${startOfIndianDate(to)} + interval '1 day'`;

  return {
    async totals(ex: Executor, storeId: string, from: string, to: string): Promise<TotalsRow> {
      const [row] = await selectRows<TotalsRow>(
        ex,
        sql`select ${totalsColumns} from ${ledgerEntries} e where e.store_id = ${storeId} and ${inPeriod(from, to)}`,
      );
      return row as TotalsRow;
    },

    /**
     * Orders delivered (their sale entered) in the period, newest first, each with everything it has moved so far —
     * a later refund included — and where its money stands. The page is found on the store's sale entries first,
     * so a year of orders costs no more than a day.
     */
    async earningsOrders(
      ex: Executor,
      storeId: string,
      from: string,
      to: string,
      after: TimePosition | null,
      limit: number,
    ): Promise<EarningsOrderRow[]> {
      return selectRows<EarningsOrderRow>(
        ex,
        sql`
        with page as (
          select e.order_id, e.created_at as sold_at from ${ledgerEntries} e
          where e.store_id = ${storeId} and e.kind = 'sale' and ${inPeriod(from, to)}
            ${after ? sql`and ${afterPosition(sql`e.created_at`, sql`e.order_id`, after, 'desc')}` : sql``}
          order by e.created_at desc, e.order_id desc
          limit ${limit})
        select page.order_id, ${timeMicros(sql`page.sold_at`)} as micros, o.number, o.delivered_at, o.payment_method,
          o.status, t.*, po.settlement_date, po.status as payout_status
        from page
        join ${orders} o on o.id = page.order_id
        cross join lateral (
          select ${totalsColumns},
            count(*) filter (where s.payout_id is null)::int as unsettled,
            (array_agg(s.payout_id order by e.id desc) filter (where s.payout_id is not null))[1] as payout_id
          from ${ledgerEntries} e left join ${payoutEntries} s on s.entry_id = e.id
          where e.order_id = page.order_id) t
        left join ${payouts} po on po.id = t.payout_id
        order by page.sold_at desc, page.order_id desc`,
      );
    },

    /** Administrators' corrections in the period, newest first. */
    async adjustments(ex: Executor, storeId: string, from: string, to: string) {
      return ex
        .select({
          createdAt: ledgerEntries.createdAt,
          amountPaise: ledgerEntries.amountPaise,
          reason: ledgerEntries.reason,
        })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.storeId, storeId),
            eq(ledgerEntries.kind, 'adjustment'),
            sql`${ledgerEntries.createdAt} >= ${startOfIndianDate(from)}`,
            sql`${ledgerEntries.createdAt} < ${startOfIndianDate(to)} + interval '1 day'`,
          ),
        )
        .orderBy(sql`${ledgerEntries.createdAt} desc`);
    },

    /** Per IST month: taxable supplies and returns (TCS's base, GSTR-8), TCS by kind, TDS and its base (Form 26AS). */
    async months(ex: Executor, storeId: string, from: string, to: string): Promise<MonthRow[]> {
      const base = (kinds: SQL) =>
        sql<number>`coalesce(sum(e.base_paise) filter (where e.kind in ${kinds}), 0)::float8`;
      return selectRows<MonthRow>(
        ex,
        sql`
        select to_char(e.created_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month,
          ${base(sql`('tcs')`)} as supplies,
          ${base(sql`('tcs_reversal')`)} as returns,
          ${taken(sql`('tcs', 'tcs_reversal')`, sql`o.supply = 'intra_state'`)} as tcs_intra,
          ${taken(sql`('tcs', 'tcs_reversal')`, sql`o.supply = 'inter_state'`)} as tcs_inter,
          (${base(sql`('tds')`)} - ${base(sql`('tds_reversal')`)}) as tds_base,
          ${taken(sql`('tds', 'tds_reversal')`)} as tds,
          ${taken(sql`('commission', 'commission_reversal')`)} as commission,
          ${taken(sql`('commission_gst', 'commission_gst_reversal')`)} as commission_gst
        from ${ledgerEntries} e
        left join ${orders} o on o.id = e.order_id
        where e.store_id = ${storeId} and ${inPeriod(from, to)}
        group by 1 order by 1`,
      );
    },

    /** The store's balance: everything not yet settled, and what a settlement for `deliveredBefore` would take of it. */
    async balance(
      ex: Executor,
      storeId: string,
      deliveredBefore: string,
    ): Promise<{ balance: number; eligible: number; held: number }> {
      const [row] = await selectRows<{ balance: number; eligible: number; held: number }>(
        ex,
        sql`
        select coalesce(sum(q.amount_paise), 0)::float8 as balance,
          coalesce(sum(q.amount_paise) filter (where ${eligible(deliveredBefore)}), 0)::float8 as eligible,
          count(distinct q.order_id) filter (where o.status in ${DISPUTED})::int as held
        from ${ledgerOpen} q
        left join ${orders} o on o.id = q.order_id
        where q.store_id = ${storeId}`,
      );
      return row ?? { balance: 0, eligible: 0, held: 0 };
    },

    /** Payouts made for the store and not yet in its bank. */
    async inTransfer(ex: Executor, storeId: string): Promise<number> {
      const [row] = await ex
        .select({ paise: sql<number>`coalesce(sum(${payouts.amountPaise}), 0)::float8` })
        .from(payouts)
        .where(and(eq(payouts.storeId, storeId), sql`${payouts.status} in ('scheduled', 'processing')`));
      return row?.paise ?? 0;
    },

    async payouts(ex: Executor, storeId: string, after: TimePosition | null, limit: number) {
      return ex
        .select({ payout: payouts, micros: timeMicros(payouts.createdAt) })
        .from(payouts)
        .where(and(eq(payouts.storeId, storeId), afterPosition(payouts.createdAt, payouts.id, after, 'desc')))
        .orderBy(sql`${payouts.createdAt} desc, ${payouts.id} desc`)
        .limit(limit);
    },

    async payout(ex: Executor, payoutId: string): Promise<PayoutRow | null> {
      const [row] = await ex.select().from(payouts).where(eq(payouts.id, payoutId));
      return row ?? null;
    },

    async lockPayout(ex: Executor, payoutId: string): Promise<PayoutRow | null> {
      const [row] = await ex.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
      return row ?? null;
    },

    async updatePayout(
      ex: Executor,
      payoutId: string,
      change: Partial<typeof payouts.$inferInsert>,
    ): Promise<PayoutRow> {
      const [row] = await ex
        .update(payouts)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(payouts.id, payoutId))
        .returning();
      if (!row) throw new Error(`payout ${payoutId} vanished`);
      return row;
    },

    /** Every entry a payout settled, oldest first, with its order's number: the payout's statement. */
    async statementEntries(ex: Executor, payoutId: string) {
      return selectRows<StatementEntryRow>(
        ex,
        sql`
        select e.created_at, e.kind, e.amount_paise::float8 as amount_paise, e.base_paise::float8 as base_paise,
          e.reason, o.number, o.delivered_at, o.payment_method
        from ${payoutEntries} s
        join ${ledgerEntries} e on e.id = s.entry_id
        left join ${orders} o on o.id = e.order_id
        where s.payout_id = ${payoutId}
        order by e.id`,
      );
    },

    /**
     * Settles a batch of stores (ids after `afterStoreId`, at most `batch`) for one settlement day, in one
     * statement: each store whose eligible open entries add up to more than zero gets a payout of that sum, its
     * entries leave `ledger_open` for the payout's lines, and its `payout` entry takes the sum off the balance. A
     * store that owes (a sum at or below zero) gets nothing and its entries carry forward. A store already settled
     * that day is left alone, so the run can be repeated or resumed.
     */
    async settleBatch(
      ex: Executor,
      run: {
        settlementDate: string;
        deliveredBefore: string;
        provider: string;
        afterStoreId: string | null;
        batch: number;
      },
    ): Promise<{ lastStoreId: string | null; payouts: number; totalPaise: number }> {
      const [row] = await selectRows<{ last_store: string | null; payouts: number; total: number }>(
        ex,
        sql`
        with batch as (
          select s.id from ${stores} s
          ${run.afterStoreId ? sql`where s.id > ${run.afterStoreId}::uuid` : sql``}
          order by s.id limit ${run.batch}),
        -- Each open order is looked up once, however many entries it has
        settling as (
          select o.id from ${orders} o
          where o.id in (select q.order_id from ${ledgerOpen} q where q.store_id in (select id from batch))
            and ${orderSettles(run.deliveredBefore)}),
        -- A join, not "in (settling)" under an "or": that would be run again for every open entry
        picked as (
          select q.entry_id, q.store_id, q.amount_paise from ${ledgerOpen} q
          left join settling on settling.id = q.order_id
          where q.store_id in (select id from batch) and (q.order_id is null or settling.id is not null)),
        sums as (
          select store_id, sum(amount_paise) as amount from picked group by store_id having sum(amount_paise) > 0),
        made as (
          insert into ${payouts} (store_id, settlement_date, delivered_before, amount_paise, provider, hold_until)
          select sums.store_id, ${run.settlementDate}::date, ${run.deliveredBefore}::date, sums.amount, ${run.provider},
            case when b.hold_until > now() then b.hold_until end
          from sums left join ${storeBankAccounts} b on b.store_id = sums.store_id
          on conflict (store_id, settlement_date) do nothing
          returning id, store_id, amount_paise),
        closed as (
          delete from ${ledgerOpen} q using picked, made
          where q.entry_id = picked.entry_id and made.store_id = picked.store_id
          returning q.entry_id, made.id as payout_id),
        paid_out as (
          insert into ${ledgerEntries} (store_id, payout_id, kind, amount_paise)
          select store_id, id, 'payout', -amount_paise from made
          returning id, payout_id),
        lines as (
          insert into ${payoutEntries} (entry_id, payout_id)
          select entry_id, payout_id from closed union all select id, payout_id from paid_out
          returning 1)
        select (select max(id::text) from batch) as last_store,
          (select count(*) from made)::int as payouts,
          (select coalesce(sum(amount_paise), 0) from made)::float8 as total,
          (select count(*) from lines)::int as lines`,
      );
      return { lastStoreId: row?.last_store ?? null, payouts: row?.payouts ?? 0, totalPaise: row?.total ?? 0 };
    },

    /** Delivered orders (whatever came after), by id, for the ledger backfill. */
    async deliveredOrders(ex: Executor, afterId: string | null, limit: number) {
      return ex
        .select({
          id: orders.id,
          storeId: orders.storeId,
          paymentMethod: orders.paymentMethod,
          deliveryFeePaise: orders.deliveryFeePaise,
          supply: orders.supply,
          status: orders.status,
          totalPaise: orders.totalPaise,
          deliveredAt: sql<Date>`${orders.deliveredAt}`.mapWith(orders.deliveredAt),
          updatedAt: orders.updatedAt,
        })
        .from(orders)
        .where(and(isNotNull(orders.deliveredAt), afterId ? gt(orders.id, afterId) : undefined))
        .orderBy(orders.id)
        .limit(limit);
    },

    async startRun(ex: Executor, run: { settlementDate: string; deliveredBefore: string; startedBy: string | null }) {
      await ex.insert(settlementRuns).values(run).onConflictDoNothing();
    },

    async finishRun(ex: Executor, settlementDate: string) {
      const [row] = await selectRows<{ count: number; total: number }>(
        ex,
        sql`select count(*)::int as count, coalesce(sum(amount_paise), 0)::float8 as total
            from ${payouts} where settlement_date = ${settlementDate}::date`,
      );
      await ex
        .update(settlementRuns)
        .set({ finishedAt: sql`now()`, payoutCount: row?.count ?? 0, totalPaise: row?.total ?? 0 })
        .where(eq(settlementRuns.settlementDate, settlementDate));
      return { payoutCount: row?.count ?? 0, totalPaise: row?.total ?? 0 };
    },

    async lastRun(ex: Executor) {
      const [row] = await ex.select().from(settlementRuns).orderBy(sql`${settlementRuns.settlementDate} desc`).limit(1);
      return row ?? null;
    },
  };
}
