/**
 * The money module's entry point (issue 16): the ledger's readers, settlements, payouts through the configured
 * provider, payout accounts, and the durable jobs that drive them — the weekly settlement, the one-time backfill
 * of ledger entries for orders delivered before these rules, and the check of a changed payout account.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Mailer } from '../../providers/mail/mailer';
import { manualPayouts, type PayoutProvider } from '../../providers/payouts/payout-provider';
import { createRazorpayXPayouts } from '../../providers/payouts/razorpayx';
import type { RecordAdminAction } from '../admin-audit/admin-audit.service';
import type { Notifier } from '../notifications/notifier';
import { createStoreAlertsRepository } from '../notifications/store-alerts.repository';
import { createOrdersRepository } from '../orders/orders.repository';
import { createPaymentsRepository } from '../payments/payments.repository';
import type { RateLimitsService } from '../rate-limits/rate-limits.service';
import { createStoreSettingsRepository } from '../store-settings/store-settings.repository';
import { createStoresRepository } from '../stores/stores.repository';
import { createAdminPayoutsRepository } from './admin-payouts.repository';
import { createAdminPayoutsService } from './admin-payouts.service';
import { BANK_VERIFY_JOB, createBankAccounts } from './bank-accounts';
import { createLedger } from './ledger';
import { createLedgerRepository } from './ledger.repository';
import { createMoneyRepository } from './money.repository';
import { createMoneyService } from './money.service';
import { createSettlement, registerSettlementJob } from './settlement';

const LEDGER_BACKFILL_JOB = 'ledger-backfill';
const BACKFILL_BATCH = 500;
/** A penny drop usually answers within a minute; asked again this often until it does. */
const VERIFY_RETRY_MS = 60_000;

export function createMoneyModule(
  app: FastifyInstance,
  config: AppConfig,
  deps: {
    secret: string;
    rateLimits: RateLimitsService;
    notifier: Notifier;
    mailer: Mailer | null;
    recordAdminAction: RecordAdminAction;
  },
) {
  const { db } = app.database;
  const { jobs } = app;
  const provider: PayoutProvider = config.razorpayx ? createRazorpayXPayouts(config.razorpayx) : manualPayouts;
  const repository = createMoneyRepository();
  const ledgerRepository = createLedgerRepository();
  const stores = createStoresRepository(db);
  const orders = createOrdersRepository(db);
  const ledger = createLedger({ ledgerRepository, orders, stores });
  const bankAccounts = createBankAccounts({
    db,
    secret: deps.secret,
    rateLimits: deps.rateLimits,
    audit: createStoreSettingsRepository(),
    owners: createStoreAlertsRepository(),
    notifier: deps.notifier,
    mailer: deps.mailer,
    jobs,
    canVerify: provider.checkAccount !== undefined,
  });
  const settlement = createSettlement({ db, repository, provider: provider.name });

  // Orders delivered before the ledger knew TCS, TDS, cash and reversals get those entries, once (the
  // entries' uniqueness makes a repeated batch add nothing).
  jobs.register(LEDGER_BACKFILL_JOB, async (payload) => {
    const { after } = z.object({ after: z.uuid().nullable() }).parse(payload);
    const batch = await repository.deliveredOrders(db, after, BACKFILL_BATCH);
    for (const order of batch) {
      await db.transaction(async (tx) => {
        // Dated as they happened, so the earnings of past months include them
        await ledger.delivered(tx, order, { at: order.deliveredAt });
        if (order.status === 'refunded') await ledger.refunded(tx, order, order.totalPaise, { at: order.updatedAt });
      });
    }
    const last = batch.at(-1);
    if (batch.length === BACKFILL_BATCH && last) {
      await jobs.schedule(db, LEDGER_BACKFILL_JOB, `v1:${last.id}`, new Date(), { after: last.id });
    }
  });

  jobs.register(BANK_VERIFY_JOB, async (payload) => {
    const { storeId } = z.object({ storeId: z.uuid() }).parse(payload);
    const account = await bankAccounts.destination(db, storeId);
    const store = await stores.find(db, storeId);
    if (!account || !store || !provider.checkAccount) return;
    const check = await provider.checkAccount({
      storeId,
      storeName: store.name,
      details: account.details,
      providerAccountId: account.row.providerAccountId,
    });
    if (check.state === 'pending') {
      await jobs.schedule(db, BANK_VERIFY_JOB, `${storeId}:${Date.now()}`, new Date(Date.now() + VERIFY_RETRY_MS), {
        storeId,
      });
      return;
    }
    await bankAccounts.recordVerification(db, storeId, {
      verified: check.state === 'verified',
      registeredName: check.registeredName,
      note: check.note,
      providerAccountId: check.providerAccountId,
    });
  });

  const startSettlements = registerSettlementJob({ db, jobs, log: app.log }, settlement);
  if (config.jobsPollMs !== null) {
    app.addHook('onReady', async () => {
      await startSettlements();
      await jobs.schedule(db, LEDGER_BACKFILL_JOB, 'v1', new Date(), { after: null });
    });
  }

  return {
    routes: {
      money: createMoneyService({ db, repository, stores, bankAccounts }),
      bankAccounts,
      adminPayouts: createAdminPayoutsService({
        db,
        repository: createAdminPayoutsRepository(),
        money: repository,
        ledger: ledgerRepository,
        payments: createPaymentsRepository(),
        stores,
        bankAccounts,
        settlement,
        provider,
        recordAdminAction: deps.recordAdminAction,
        log: app.log,
      }),
    },
    settlement,
  };
}
