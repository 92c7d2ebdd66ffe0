/**
 * What an order's delivery and refund write to the store ledger, worked out by the shared money rules
 * (`@dawanow/shared/payouts/rules`) from the order's own lines, so a later backfill writes the same.
 */
import { panInGstin } from '@dawanow/shared/india';
import { deliveredEntries, orderMoney, refundEntries, type TOrderMoney } from '@dawanow/shared/payouts/rules';
import type { Executor } from '../../db/client';
import { billLinesOf } from '../orders/order-views';
import type { OrderItemRow, OrderRow, OrdersRepository } from '../orders/orders.repository';
import type { StoresRepository } from '../stores/stores.repository';
import type { LedgerRepository } from './ledger.repository';

type LedgerOrder = Pick<OrderRow, 'id' | 'storeId' | 'paymentMethod' | 'deliveryFeePaise' | 'supply'>;

export type Ledger = ReturnType<typeof createLedger>;

export function createLedger(deps: {
  ledgerRepository: LedgerRepository;
  orders: Pick<OrdersRepository, 'items'>;
  stores: Pick<StoresRepository, 'find'>;
}) {
  const { ledgerRepository, orders, stores } = deps;

  async function moneyOf(ex: Executor, order: LedgerOrder, items?: OrderItemRow[]): Promise<TOrderMoney> {
    const store = await stores.find(ex, order.storeId);
    return orderMoney({
      lines: billLinesOf(items ?? (await orders.items(ex, order.id))),
      deliveryFeePaise: order.deliveryFeePaise,
      supply: order.supply,
      panGiven: panInGstin(store?.gstin) !== null,
    });
  }

  return {
    /**
     * The sale and its deductions; paid in cash, also the cash the store took at the door. Dated now, or `at`
     * when written later for an earlier delivery (the backfill).
     */
    async delivered(ex: Executor, order: LedgerOrder, options: { items?: OrderItemRow[]; at?: Date } = {}) {
      const money = await moneyOf(ex, order, options.items);
      const entries = deliveredEntries(money, order.paymentMethod === 'cod');
      await ledgerRepository.addOrderEntries(ex, order.storeId, order.id, entries, options.at);
    },

    /** A refund after delivery, from the store's share, giving back the deductions in proportion. */
    async refunded(ex: Executor, order: LedgerOrder, refundPaise: number, options: { at?: Date } = {}) {
      const money = await moneyOf(ex, order);
      // Never more than the sale the ledger holds, whatever the order's stored total says
      const entries = refundEntries(money, Math.min(refundPaise, money.customerPaidPaise));
      await ledgerRepository.addOrderEntries(ex, order.storeId, order.id, entries, options.at);
    },
  };
}
