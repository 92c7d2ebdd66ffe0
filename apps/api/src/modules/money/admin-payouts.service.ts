/**
 * Administrators' side of the money: the settlement run, sending payouts through the provider, recording a
 * manual transfer's UTR or its failure, provider webhooks, adjustments, and the reconciliation. A payout's
 * amount leaves the balance when it is made; a failed or reversed payout returns it with a `payout_return`
 * entry (one per payout), so it is paid again at the next settlement.
 */
import { indianToday } from '@dawanow/shared/dates';
import type {
  TAdjustment,
  TAdminPayout,
  TAdminPayouts,
  TReconciliation,
  TSettlementRunResult,
} from '@dawanow/shared/payouts/payouts';
import { deliveredBeforeDate, nextSettlementDate, payoutAmount } from '@dawanow/shared/payouts/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { decodeTimeCursor, keysetPage } from '../../db/keyset';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { SignatureError } from '../../providers/payments/payment-gateway';
import type { PayoutEvent, PayoutProvider } from '../../providers/payouts/payout-provider';
import type { RecordAdminAction } from '../admin-audit/admin-audit.service';
import type { PaymentsRepository } from '../payments/payments.repository';
import type { StoresRepository } from '../stores/stores.repository';
import type { AdminPayoutsRepository, ReconciliationRow } from './admin-payouts.repository';
import type { BankAccounts } from './bank-accounts';
import type { LedgerRepository } from './ledger.repository';
import type { MoneyRepository, PayoutRow } from './money.repository';
import { payoutOf } from './money.service';
import type { Settlement } from './settlement';

export const ADMIN_PAYOUTS_PAGE_SIZE = 50;
export const RECONCILIATION_PAGE_SIZE = 50;

const notFound = () => new AppError('NOT_FOUND', 'This payout does not exist.');

function reconciliationOf(row: Omit<ReconciliationRow, 'store_id' | 'store_name' | 'city'>) {
  const figures = {
    salesPaise: row.sales,
    deductionsPaise: row.deductions,
    refundsPaise: row.refunds,
    cashCollectedPaise: row.cash_collected,
    adjustmentsPaise: row.adjustments,
    payoutsPaise: row.payouts,
    balancePaise: row.balance,
    nextPayoutPaise: payoutAmount(row.next_eligible),
  };
  const expected = row.sales - row.deductions - row.refunds - row.cash_collected + row.adjustments - row.payouts;
  return { ...figures, balanced: expected === row.balance };
}

/** What an administrator may do with a payout now; the service refuses the rest the same way. */
function actionsOf(payout: PayoutRow, hasAccount: boolean): TAdminPayout['actions'] {
  const held = payout.holdUntil !== null && payout.holdUntil > new Date();
  return {
    approve: payout.status === 'scheduled' && hasAccount && !held,
    markPaid: payout.status === 'processing' && payout.provider === 'manual',
    markFailed: payout.status === 'processing' || payout.status === 'paid',
  };
}

function adminPayoutOf(
  payout: PayoutRow,
  store: { storeName: string; city: string },
  bankVerification: TAdminPayout['bankVerification'],
): TAdminPayout {
  return {
    ...payoutOf(payout),
    storeId: payout.storeId,
    ...store,
    bankVerification,
    actions: actionsOf(payout, bankVerification !== null),
  };
}

export type AdminPayoutsService = ReturnType<typeof createAdminPayoutsService>;

export function createAdminPayoutsService(deps: {
  db: Db;
  repository: AdminPayoutsRepository;
  money: MoneyRepository;
  ledger: LedgerRepository;
  payments: Pick<PaymentsRepository, 'recordPaymentEvent'>;
  stores: Pick<StoresRepository, 'find'>;
  bankAccounts: BankAccounts;
  settlement: Settlement;
  provider: PayoutProvider;
  recordAdminAction: RecordAdminAction;
  log: FastifyBaseLogger;
}) {
  const { db, repository, money, ledger, stores, bankAccounts, settlement, provider, recordAdminAction, log } = deps;

  async function adminPayout(payoutId: string): Promise<TAdminPayout> {
    const payout = await money.payout(db, payoutId);
    if (!payout) throw notFound();
    const [store, account] = await Promise.all([
      stores.find(db, payout.storeId),
      bankAccounts.view(db, payout.storeId),
    ]);
    return adminPayoutOf(
      payout,
      { storeName: store?.name ?? '', city: store?.city ?? '' },
      account?.verification ?? null,
    );
  }

  /** Takes a sent payout back into the store's balance, once. */
  async function returnPayout(tx: Tx, payout: PayoutRow, status: 'failed' | 'reversed', reason: string) {
    await money.updatePayout(tx, payout.id, { status, failureReason: reason, failedAt: new Date() });
    await ledger.addPayoutEntry(tx, {
      storeId: payout.storeId,
      payoutId: payout.id,
      kind: 'payout_return',
      amountPaise: payout.amountPaise,
      reason: `Payout of ${payout.settlementDate} ${status}: ${reason}`,
    });
  }

  async function applyEvent(event: PayoutEvent, rawPayload: unknown): Promise<boolean> {
    return db.transaction(async (tx) => {
      const fresh = await deps.payments.recordPaymentEvent(tx, {
        provider: provider.name,
        eventId: event.eventId,
        type: `payout.${event.outcome}`,
        payload: rawPayload,
      });
      if (!fresh) return false;
      const found = await repository.byProviderId(tx, event.providerPayoutId);
      const payout = found ? await money.lockPayout(tx, found) : null;
      if (!payout) throw new AppError('NOT_FOUND', 'No payout matches this event.');
      if (event.outcome === 'paid') {
        // A late "processed" never undoes a failure already returned to the balance.
        if (payout.status === 'processing' || payout.status === 'scheduled') {
          await money.updatePayout(tx, payout.id, { status: 'paid', utr: event.utr, paidAt: new Date() });
        }
      } else if (payout.status !== 'failed' && payout.status !== 'reversed') {
        await returnPayout(tx, payout, event.outcome, event.reason ?? 'the bank did not say why');
      }
      return true;
    });
  }

  return {
    async list(query: {
      status?: TAdminPayout['status'];
      settlementDate?: string;
      storeId?: string;
      cursor?: string;
    }): Promise<TAdminPayouts> {
      const [rows, summary, lastRun] = await Promise.all([
        repository.list(db, query, decodeTimeCursor(query.cursor), ADMIN_PAYOUTS_PAGE_SIZE + 1),
        repository.summary(db, query),
        money.lastRun(db),
      ]);
      const { page, nextCursor } = keysetPage(
        rows.map((row) => ({ ...row, id: row.payout.id })),
        ADMIN_PAYOUTS_PAGE_SIZE,
      );
      const settlementDate = nextSettlementDate(indianToday());
      return {
        payouts: page.map((row) =>
          adminPayoutOf(row.payout, { storeName: row.storeName, city: row.city }, row.bankVerification),
        ),
        nextCursor,
        summary: summary.map((row) => ({
          status: row.status as TAdminPayout['status'],
          count: row.count,
          amountPaise: row.amount,
        })),
        nextSettlement: { settlementDate, deliveredBefore: deliveredBeforeDate(settlementDate) },
        lastRun: lastRun
          ? {
              settlementDate: lastRun.settlementDate,
              finishedAt: lastRun.finishedAt?.toISOString() ?? null,
              payoutCount: lastRun.payoutCount,
              totalPaise: lastRun.totalPaise,
            }
          : null,
        provider: provider.name,
      };
    },

    async run(actor: Actor): Promise<TSettlementRunResult> {
      const result = await settlement.run(indianToday(), actor.userId);
      await recordAdminAction(db, {
        actor,
        action: 'payout.settlement_run',
        subjectType: 'payout',
        subjectId: result.settlementDate,
        before: null,
        after: result,
      });
      return result;
    },

    /**
     * Sends scheduled payouts through the provider, one at a time. A payout on hold, without an account, or
     * already sent is skipped with why. The provider is asked outside any transaction, with the payout's id
     * as its idempotency key: a crash after it answered leaves the payout scheduled, and sending it again
     * finds the same transfer.
     */
    async approve(actor: Actor, payoutIds: string[]) {
      let sent = 0;
      const skipped: { payoutId: string; storeName: string | null; reason: string }[] = [];
      for (const payoutId of new Set(payoutIds)) {
        const payout = await money.payout(db, payoutId);
        const account = payout ? await bankAccounts.destination(db, payout.storeId) : null;
        const store = payout ? await stores.find(db, payout.storeId) : null;
        const reason = !payout
          ? 'No such payout'
          : payout.status !== 'scheduled'
            ? `Already ${payout.status}`
            : !account
              ? 'The pharmacy has no payout account'
              : payout.holdUntil && payout.holdUntil > new Date()
                ? 'On hold after the payout account changed'
                : null;
        if (reason || !payout || !account) {
          skipped.push({ payoutId, storeName: store?.name ?? null, reason: reason ?? 'No such payout' });
          continue;
        }
        let answer: Awaited<ReturnType<PayoutProvider['send']>>;
        try {
          answer = await provider.send({
            payoutId,
            amountPaise: payout.amountPaise,
            destination: {
              storeId: payout.storeId,
              storeName: store?.name ?? 'Pharmacy',
              details: account.details,
              providerAccountId: account.row.providerAccountId,
            },
          });
        } catch (error) {
          // Unanswered or refused: the payout stays scheduled; approving again asks with the same key.
          log.warn({ err: error, payoutId }, 'payout provider did not take the payout');
          skipped.push({
            payoutId,
            storeName: store?.name ?? null,
            reason: `${provider.name} did not confirm it; approve again`,
          });
          continue;
        }
        await db.transaction(async (tx) => {
          const locked = await money.lockPayout(tx, payoutId);
          if (locked?.status !== 'scheduled') return;
          await money.updatePayout(tx, payoutId, {
            status: 'processing',
            providerPayoutId: answer.providerPayoutId,
            destination: account.row.destination,
            approvedBy: actor.userId,
            approvedAt: new Date(),
          });
          if (answer.providerAccountId && answer.providerAccountId !== account.row.providerAccountId) {
            await repository.setProviderAccount(tx, payout.storeId, answer.providerAccountId);
          }
          await recordAdminAction(tx, {
            actor,
            action: 'payout.approved',
            subjectType: 'payout',
            subjectId: payoutId,
            before: { status: 'scheduled' },
            after: { status: 'processing', amountPaise: payout.amountPaise, destination: account.row.destination },
          });
        });
        sent++;
      }
      return { sent, skipped };
    },

    /** The account in full, for a transfer made by hand; each reading is in the audit log. */
    async account(actor: Actor, payoutId: string) {
      const payout = await money.payout(db, payoutId);
      if (!payout) throw notFound();
      const account = await bankAccounts.destination(db, payout.storeId);
      if (!account) throw new AppError('NOT_FOUND', 'This pharmacy has no payout account yet.');
      await recordAdminAction(db, {
        actor,
        action: 'payout.account_viewed',
        subjectType: 'payout',
        subjectId: payoutId,
        before: null,
        after: { destination: account.row.destination },
      });
      return {
        details: account.details,
        verification: account.row.verification,
        verifiedName: account.row.verifiedName,
      };
    },

    /** A manual transfer went through: the bank's UTR is recorded and the store sees the payout as paid. */
    async markPaid(actor: Actor, payoutId: string, utr: string): Promise<TAdminPayout> {
      await db.transaction(async (tx) => {
        const payout = await money.lockPayout(tx, payoutId);
        if (!payout) throw notFound();
        if (payout.provider !== 'manual') {
          throw new AppError('CONFLICT', 'This payout goes through RazorpayX; its UTR arrives from RazorpayX.');
        }
        if (payout.status !== 'processing') {
          throw new AppError('CONFLICT', 'Only a payout sent for transfer can be marked paid; approve it first.');
        }
        await money.updatePayout(tx, payoutId, { status: 'paid', utr, paidAt: new Date() });
        await recordAdminAction(tx, {
          actor,
          action: 'payout.paid',
          subjectType: 'payout',
          subjectId: payoutId,
          before: { status: payout.status },
          after: { status: 'paid', utr },
        });
      });
      return adminPayout(payoutId);
    },

    /** A transfer the bank refused (before it was paid) or returned (after): the amount goes back to the balance. */
    async markFailed(actor: Actor, payoutId: string, reason: string): Promise<TAdminPayout> {
      await db.transaction(async (tx) => {
        const payout = await money.lockPayout(tx, payoutId);
        if (!payout) throw notFound();
        if (payout.status !== 'processing' && payout.status !== 'paid') {
          throw new AppError('CONFLICT', 'Only a payout sent for transfer can fail or be returned.');
        }
        const status = payout.status === 'paid' ? 'reversed' : 'failed';
        await returnPayout(tx, payout, status, reason);
        await recordAdminAction(tx, {
          actor,
          action: 'payout.failed',
          subjectType: 'payout',
          subjectId: payoutId,
          before: { status: payout.status },
          after: { status },
          reason,
        });
      });
      return adminPayout(payoutId);
    },

    async adjust(actor: Actor, adjustment: TAdjustment): Promise<void> {
      await db.transaction(async (tx) => {
        const store = await stores.find(tx, adjustment.storeId);
        if (!store) throw new AppError('NOT_FOUND', 'This pharmacy does not exist.');
        const added = await ledger.addAdjustment(tx, {
          storeId: adjustment.storeId,
          amountPaise: adjustment.amountPaise,
          reason: adjustment.reason,
          actorUserId: actor.userId,
          requestKey: adjustment.requestKey,
        });
        if (!added) return;
        await recordAdminAction(tx, {
          actor,
          action: 'store.ledger_adjusted',
          subjectType: 'store',
          subjectId: adjustment.storeId,
          before: null,
          after: { amountPaise: adjustment.amountPaise },
          reason: adjustment.reason,
        });
      });
    },

    async reconciliation(query: { city?: string; cursor?: string }): Promise<TReconciliation> {
      const deliveredBefore = deliveredBeforeDate(nextSettlementDate(indianToday()));
      const [rows, totals] = await Promise.all([
        repository.reconciliation(
          db,
          { city: query.city, afterStoreId: query.cursor, deliveredBefore },
          RECONCILIATION_PAGE_SIZE + 1,
        ),
        repository.reconciliationTotals(db, query.city, deliveredBefore),
      ]);
      const page = rows.slice(0, RECONCILIATION_PAGE_SIZE);
      return {
        rows: page.map((row) => ({
          storeId: row.store_id,
          storeName: row.store_name,
          city: row.city,
          ...reconciliationOf(row),
        })),
        totals: reconciliationOf(
          totals ?? {
            sales: 0,
            deductions: 0,
            refunds: 0,
            cash_collected: 0,
            adjustments: 0,
            payouts: 0,
            balance: 0,
            next_eligible: 0,
          },
        ),
        nextCursor: rows.length > RECONCILIATION_PAGE_SIZE ? (page.at(-1)?.store_id ?? null) : null,
      };
    },

    async webhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
      if (!provider.parseWebhook) throw new AppError('NOT_FOUND', 'RazorpayX is not configured.');
      let event: PayoutEvent | null;
      try {
        event = provider.parseWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof SignatureError) {
          throw new AppError('VALIDATION_FAILED', 'The webhook signature does not match; the event was ignored.');
        }
        throw new AppError('VALIDATION_FAILED', 'The webhook body is not a payout event we understand.');
      }
      if (!event) return { handled: false };
      const handled = await applyEvent(event, JSON.parse(rawBody.toString('utf8')));
      if (!handled) log.info({ eventId: event.eventId }, 'repeated payout event ignored');
      return { handled };
    },
  };
}
