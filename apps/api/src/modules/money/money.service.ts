/**
 * A store's money as it reads it: earnings over a period with every deduction, the monthly GST/TCS/TDS
 * statement, the balance and the next settlement, payout history, and statements to download.
 */
import { addDays, indianToday } from '@dawanow/shared/dates';
import { panInGstin } from '@dawanow/shared/india';
import {
  MARKETPLACE_OPERATOR,
  type TEarnings,
  type TEarningsTotals,
  type TMonthlyTaxStatement,
  type TPayout,
  type TStorePayouts,
} from '@dawanow/shared/payouts/payouts';
import { deliveredBeforeDate, nextSettlementDate, payoutAmount } from '@dawanow/shared/payouts/rules';
import type { Db } from '../../db/client';
import { decodeTimeCursor, keysetPage } from '../../db/keyset';
import { AppError } from '../../lib/errors';
import type { StoresRepository } from '../stores/stores.repository';
import type { BankAccounts } from './bank-accounts';
import type { EarningsOrderRow, MoneyRepository, MonthRow, PayoutRow, TotalsRow } from './money.repository';

export const EARNINGS_PAGE_SIZE = 50;
export const PAYOUTS_PAGE_SIZE = 20;
/** Orders a downloaded statement holds at most; a longer period is split by the store. */
export const STATEMENT_MAX_ORDERS = 20_000;

export function totalsOf(row: TotalsRow): TEarningsTotals {
  return {
    salesPaise: row.sales,
    commissionPaise: row.commission,
    commissionGstPaise: row.commission_gst,
    tcsPaise: row.tcs,
    tdsPaise: row.tds,
    refundsPaise: row.refunds,
    cashCollectedPaise: row.cash_collected,
    adjustmentsPaise: row.adjustments,
    netPaise: row.net,
  };
}

function monthOf(row: MonthRow): TMonthlyTaxStatement {
  return {
    month: row.month,
    suppliesTaxablePaise: row.supplies,
    returnsTaxablePaise: row.returns,
    netTaxablePaise: row.supplies - row.returns,
    // Within a state TCS is two equal halves (tcsOn); the ledger keeps their sum
    tcsCgstPaise: row.tcs_intra / 2,
    tcsSgstPaise: row.tcs_intra / 2,
    tcsIgstPaise: row.tcs_inter,
    tcsPaise: row.tcs_intra + row.tcs_inter,
    tdsBasePaise: row.tds_base,
    tdsPaise: row.tds,
    commissionPaise: row.commission,
    commissionGstPaise: row.commission_gst,
  };
}

const DISPUTE_HOLD = 'A refund request is open; the order settles once the pharmacy decides it.';

function orderOf(row: EarningsOrderRow, today: string) {
  const deliveredAt = row.delivered_at === null ? null : new Date(row.delivered_at);
  const deliveredOn = deliveredAt ? indianToday(deliveredAt) : today;
  const settlement =
    row.unsettled === 0 && row.payout_id && row.settlement_date && row.payout_status
      ? {
          state: 'settled' as const,
          payoutId: row.payout_id,
          settlementDate: row.settlement_date,
          status: row.payout_status as TPayout['status'],
        }
      : row.status === 'refund_requested' || row.status === 'refund_approved'
        ? { state: 'held' as const, reason: DISPUTE_HOLD }
        : {
            state: 'pending' as const,
            // Settled on the first settlement day whose dispute window has passed since delivery
            settlesOn: nextSettlementDate([today, addDays(deliveredOn, 8)].sort()[1] as string),
          };
  return {
    orderId: row.order_id,
    orderNumber: row.number,
    deliveredAt: deliveredAt?.toISOString() ?? null,
    paymentMethod: row.payment_method,
    salesPaise: row.sales,
    commissionPaise: row.commission,
    commissionGstPaise: row.commission_gst,
    tcsPaise: row.tcs,
    tdsPaise: row.tds,
    refundsPaise: row.refunds,
    cashCollectedPaise: row.cash_collected,
    netPaise: row.net,
    settlement,
  };
}

export function payoutOf(row: PayoutRow): TPayout {
  return {
    id: row.id,
    settlementDate: row.settlementDate,
    deliveredBefore: row.deliveredBefore,
    amountPaise: row.amountPaise,
    status: row.status,
    provider: row.provider,
    utr: row.utr,
    destination: row.destination,
    failureReason: row.failureReason,
    holdUntil: row.holdUntil && row.holdUntil > new Date() ? row.holdUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export type MoneyService = ReturnType<typeof createMoneyService>;

export function createMoneyService(deps: {
  db: Db;
  repository: MoneyRepository;
  stores: Pick<StoresRepository, 'find'>;
  bankAccounts: BankAccounts;
}) {
  const { db, repository, stores, bankAccounts } = deps;

  async function parties(storeId: string) {
    const store = await stores.find(db, storeId);
    if (!store) throw new AppError('NOT_FOUND', 'This pharmacy does not exist.');
    return {
      marketplace: { ...MARKETPLACE_OPERATOR },
      store: { name: store.name, gstin: store.gstin, pan: panInGstin(store.gstin) },
    };
  }

  async function earnings(
    storeId: string,
    range: { from: string; to: string },
    cursor: string | undefined,
    pageSize: number,
  ): Promise<TEarnings> {
    const today = indianToday();
    const [who, totals, adjustments, months, rows] = await Promise.all([
      parties(storeId),
      repository.totals(db, storeId, range.from, range.to),
      repository.adjustments(db, storeId, range.from, range.to),
      repository.months(db, storeId, range.from, range.to),
      repository.earningsOrders(db, storeId, range.from, range.to, decodeTimeCursor(cursor), pageSize + 1),
    ]);
    const { page, nextCursor } = keysetPage(
      rows.map((row) => ({ ...row, id: row.order_id })),
      pageSize,
    );
    return {
      ...who,
      from: range.from,
      to: range.to,
      totals: totalsOf(totals),
      adjustments: adjustments.map((row) => ({
        createdAt: row.createdAt.toISOString(),
        amountPaise: row.amountPaise,
        reason: row.reason ?? '',
      })),
      months: months.map(monthOf),
      orders: page.map((row) => orderOf(row, today)),
      nextCursor,
    };
  }

  return {
    earnings: (storeId: string, range: { from: string; to: string }, cursor?: string) =>
      earnings(storeId, range, cursor, EARNINGS_PAGE_SIZE),

    /** The whole period for a download, refused when it holds more orders than a statement may. */
    async earningsStatement(storeId: string, range: { from: string; to: string }): Promise<TEarnings> {
      const statement = await earnings(storeId, range, undefined, STATEMENT_MAX_ORDERS);
      if (statement.nextCursor) {
        throw new AppError(
          'VALIDATION_FAILED',
          'This period has too many orders for one statement; choose a shorter one.',
        );
      }
      return statement;
    },

    async payouts(storeId: string, cursor?: string): Promise<TStorePayouts> {
      const settlementDate = nextSettlementDate(indianToday());
      const deliveredBefore = deliveredBeforeDate(settlementDate);
      const [balance, inTransfer, rows, bankAccount] = await Promise.all([
        repository.balance(db, storeId, deliveredBefore),
        repository.inTransfer(db, storeId),
        repository.payouts(db, storeId, decodeTimeCursor(cursor), PAYOUTS_PAGE_SIZE + 1),
        bankAccounts.view(db, storeId),
      ]);
      const { page, nextCursor } = keysetPage(
        rows.map((row) => ({ ...row, id: row.payout.id })),
        PAYOUTS_PAGE_SIZE,
      );
      return {
        balancePaise: balance.balance,
        inTransferPaise: inTransfer,
        next: {
          settlementDate,
          deliveredBefore,
          amountPaise: payoutAmount(balance.eligible),
          balancePaise: balance.eligible,
          heldOrders: balance.held,
        },
        bankAccount,
        payouts: page.map((row) => payoutOf(row.payout)),
        nextCursor,
      };
    },

    /** One payout of this store with every entry it settled; another store's payout is not found. */
    async payoutStatement(storeId: string, payoutId: string) {
      const payout = await repository.payout(db, payoutId);
      if (!payout || payout.storeId !== storeId) throw new AppError('NOT_FOUND', 'This payout does not exist.');
      const [who, entries] = await Promise.all([parties(storeId), repository.statementEntries(db, payoutId)]);
      return { ...who, payout: payoutOf(payout), entries };
    },
  };
}
