/**
 * Writing the store ledger. Entries are only ever added: a repeat of the same (order, kind) or (payout,
 * kind) adds nothing, so a retried job or a repeated event cannot count twice.
 */
import type { TLedgerAmount, TLedgerKind } from '@dawanow/shared/payouts/rules';
import type { Executor } from '../../db/client';
import { ledgerEntries } from '../../db/schema/ledger';

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

export function createLedgerRepository() {
  return {
    async addOrderEntries(
      ex: Executor,
      storeId: string,
      orderId: string,
      entries: TLedgerAmount[],
      at?: Date,
    ): Promise<void> {
      if (entries.length === 0) return;
      await ex
        .insert(ledgerEntries)
        .values(entries.map((entry) => ({ storeId, orderId, ...entry, ...(at ? { createdAt: at } : {}) })))
        .onConflictDoNothing();
    },

    async addPayoutEntry(
      ex: Executor,
      entry: {
        storeId: string;
        payoutId: string;
        kind: Extract<TLedgerKind, 'payout' | 'payout_return'>;
        amountPaise: number;
        reason?: string;
      },
    ): Promise<void> {
      await ex.insert(ledgerEntries).values(entry).onConflictDoNothing();
    },

    /** False when the same request already added it. */
    async addAdjustment(
      ex: Executor,
      entry: { storeId: string; amountPaise: number; reason: string; actorUserId: string; requestKey: string },
    ): Promise<boolean> {
      const added = await ex
        .insert(ledgerEntries)
        .values({ ...entry, kind: 'adjustment' })
        .onConflictDoNothing()
        .returning({ id: ledgerEntries.id });
      return added.length > 0;
    },
  };
}
