/**
 * The orders module's entry point: everything the customer's, the store's and the gateway's side of
 * an order share is built here once, with the durable timers that drive it, and handed to its routes.
 * Payments and cash refunds are their own module (`modules/payments`, the money domain) but are wired
 * here, because an order's lifecycle and its payments move each other; so are the admin panel's order
 * interventions (`modules/admin-orders`), which run through the same lifecycle.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { registerEventStreams } from '../../lib/event-stream';
import { createJobQueue } from '../../lib/jobs';
import { listenForOrderChanges } from '../../lib/order-changes';
import { createPaymentGateway } from '../../providers/payments/create-payment-gateway';
import { hmacHex } from '../../providers/payments/payment-gateway';
import { resolveVapidKeys } from '../../providers/push/vapid-keys';
import { createWebPushSender } from '../../providers/push/web-push';
import { createFileStorage } from '../../providers/storage/create-file-storage';
import { createAddressesRepository } from '../account/addresses.repository';
import type { RecordAdminAction } from '../admin-audit/admin-audit.service';
import { createAdminOrdersRepository } from '../admin-orders/admin-orders.repository';
import { createAdminOrdersService } from '../admin-orders/admin-orders.service';
import { createShelfRepository } from '../catalog/shelf.repository';
import { createCouponsRepository } from '../coupons/coupons.repository';
import { createCouponsService } from '../coupons/coupons.service';
import { createLedger } from '../money/ledger';
import { createLedgerRepository } from '../money/ledger.repository';
import type { Notifier } from '../notifications/notifier';
import { createStoreAlerts, registerStoreAlertJobs } from '../notifications/store-alerts';
import { createStoreAlertsRepository } from '../notifications/store-alerts.repository';
import { createCashRefundsService } from '../payments/cash-refunds.service';
import { createPaymentsRepository } from '../payments/payments.repository';
import { createPaymentsService } from '../payments/payments.service';
import { createPrescriptionsRepository } from '../prescriptions/prescriptions.repository';
import { createPrescriptionsService } from '../prescriptions/prescriptions.service';
import { registerRetentionSweep } from '../prescriptions/retention-sweep';
import { createOrderPush, registerPushJobs } from '../push/order-push';
import { createPushRepository } from '../push/push.repository';
import { createPushService } from '../push/push.service';
import type { RateLimitsService } from '../rate-limits/rate-limits.service';
import { createRefillRemindersRepository } from '../refill-reminders/refill-reminders.repository';
import { createRefillRemindersService, REFILL_JOB } from '../refill-reminders/refill-reminders.service';
import { createStoreTeamRepository } from '../store-team/store-team.repository';
import { createStoresRepository } from '../stores/stores.repository';
import { createOrderLifecycle, JOB_KINDS } from './order-lifecycle';
import { createOrderSettingsService } from './order-settings.service';
import { createOrderViews } from './order-views';
import { createOrdersRepository } from './orders.repository';
import { createOrdersService } from './orders.service';
import { createQuoteService } from './quote.service';
import { createStoreOrdersService } from './store-orders.service';
import { createTrackingRepository } from './tracking.repository';
import { createTrackingService, registerPositionSweep } from './tracking.service';

/**
 * Orders, dispatch and payments: one lifecycle shared by the customer's, the store's and the
 * gateway's side, durable timers that drive it, and live changes for the streams.
 */
export async function createOrderModules(
  app: FastifyInstance,
  config: AppConfig,
  authSecret: string,
  rateLimits: RateLimitsService,
  notifier: Notifier,
  recordAdminAction: RecordAdminAction,
) {
  const { db } = app.database;
  const changes = await listenForOrderChanges(app.database, app.log);
  const jobs = createJobQueue(db, app.log, config.jobLeaseSeconds);
  app.decorate('jobs', jobs);
  const openStream = registerEventStreams(app);
  app.addHook('preClose', async () => {
    await jobs.stop();
    await changes.close();
  });

  const storesRepository = createStoresRepository(db);
  const repository = createOrdersRepository(db);
  const paymentsRepository = createPaymentsRepository();
  const shelfRepository = createShelfRepository(db);
  const prescriptionsRepository = createPrescriptionsRepository();
  const settings = createOrderSettingsService(db, repository, recordAdminAction);
  const trackingRepository = createTrackingRepository();
  const tracking = createTrackingService({
    db,
    repository: trackingRepository,
    orders: repository,
    stores: storesRepository,
    team: createStoreTeamRepository(),
  });
  // Issue 19: order updates and new orders by Web Push, sent by a durable job after each commit
  const pushSender = config.push.vapidKeys
    ? createWebPushSender({
        keys: resolveVapidKeys(config.push.vapidKeys, config.dataDir),
        subject: config.push.subject,
        allowLocalEndpoints: config.push.allowLocalEndpoints,
      })
    : null;
  const pushRepository = createPushRepository();
  const orderPush = createOrderPush({ jobs, repository: pushRepository });
  registerPushJobs({ db, jobs, repository: pushRepository, sender: pushSender, log: app.log });
  const alerts = createStoreAlerts({
    notifier,
    jobs,
    mailsOwners: app.mailer !== null,
    prescriptions: prescriptionsRepository,
  });
  const lifecycle = createOrderLifecycle({
    repository,
    paymentsRepository,
    storesRepository,
    shelfRepository,
    jobs,
    settings,
    alerts,
    tracking: trackingRepository,
    push: orderPush,
  });
  const sandboxSecret = config.paymentSandboxSecret ?? hmacHex(authSecret, 'dawanow-payment-sandbox');
  // The sandbox gateway calls our webhook through the full HTTP pipeline, as a real gateway would.
  const gateway = createPaymentGateway(config, sandboxSecret, async (body, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      payload: body,
      headers,
    });
    if (response.statusCode >= 300) throw new Error(`The webhook answered ${response.statusCode}: ${response.body}`);
  });
  const views = createOrderViews({
    repository,
    paymentsRepository,
    storesRepository,
    prescriptionsRepository,
    trackingRepository,
    payUrl: (payment) => gateway.checkoutPath(payment.id),
  });
  const payments = createPaymentsService({
    db,
    repository,
    paymentsRepository,
    lifecycle,
    jobs,
    gateway,
    log: app.log,
  });
  // Coupons are judged by the checkout quote and recorded in the order's transaction (issue 17)
  const coupons = createCouponsService({
    db,
    repository: createCouponsRepository(),
    orders: repository,
    recordAdminAction,
  });
  const ordersService = createOrdersService({
    db,
    repository,
    addressesRepository: createAddressesRepository(db),
    shelfRepository,
    prescriptionsRepository,
    quotes: createQuoteService({
      storesRepository,
      shelfRepository,
      settingsService: settings,
      coupons,
      readCache: app.readCache,
    }),
    coupons,
    lifecycle,
    views,
    payments,
    jobs,
    alerts,
    readCache: app.readCache,
  });
  const prescriptions = createPrescriptionsService({
    db,
    repository: prescriptionsRepository,
    orders: repository,
    stores: storesRepository,
    team: createStoreTeamRepository(),
    storage: createFileStorage(config),
    rateLimits,
    log: app.log,
    alerts,
    recordAdminAction,
    push: orderPush,
  });
  const cashRefunds = createCashRefundsService({
    db,
    repository,
    paymentsRepository,
    views,
    secret: authSecret,
    recordAdminAction,
  });
  const ledger = createLedger({
    ledgerRepository: createLedgerRepository(),
    orders: repository,
    stores: storesRepository,
  });
  const storeOrders = createStoreOrdersService({
    db,
    repository,
    ledger,
    storesRepository,
    prescriptionsRepository,
    lifecycle,
    views,
    jobs,
    cashRefunds,
    onDelivered: (tx, order, items) => prescriptions.recordDispensed(tx, order, items),
    tracking,
  });

  const ZOfferJob = z.object({ orderId: z.uuid(), offerId: z.int() });
  const ZOrderJob = z.object({ orderId: z.uuid() });
  const ZPaymentJob = z.object({ paymentId: z.uuid() });
  const ZRefundJob = z.object({ refundId: z.uuid() });
  const ZRefundCheckJob = ZRefundJob.extend({ providerRefundId: z.string() });
  jobs.register(JOB_KINDS.offerTimeout, async (payload) => {
    const { orderId, offerId } = ZOfferJob.parse(payload);
    await storeOrders.expireOffer(orderId, offerId);
  });
  jobs.register(JOB_KINDS.paymentExpiry, async (payload) => payments.expireUnpaid(ZOrderJob.parse(payload).orderId));
  jobs.register(JOB_KINDS.paymentRefund, async (payload) => payments.refund(ZPaymentJob.parse(payload).paymentId));
  for (const kind of [JOB_KINDS.partialRefund, JOB_KINDS.refundRetry]) {
    jobs.register(kind, async (payload) => payments.sendRefund(ZRefundJob.parse(payload).refundId));
  }
  jobs.register(JOB_KINDS.refundCheck, async (payload) => {
    const { refundId, providerRefundId } = ZRefundCheckJob.parse(payload);
    await payments.checkRefund(refundId, providerRefundId);
  });
  // Issue 19: refill reminders ride on the same durable timers and the same push and inbox as order updates
  const refills = createRefillRemindersService({
    db,
    repository: createRefillRemindersRepository(),
    jobs,
    notifier,
    push: orderPush,
    languageOf: pushRepository.languageOf,
  });
  jobs.register(REFILL_JOB, (payload) => refills.send(payload));
  const startRetentionSweep = registerRetentionSweep(app, jobs, prescriptions);
  const startPositionSweep = registerPositionSweep(app, jobs, trackingRepository);
  const startExpirySweep = registerStoreAlertJobs(app, {
    jobs,
    notifier,
    repository: createStoreAlertsRepository(),
    publicUrl: config.publicUrl,
  });
  const { jobsPollMs } = config;
  if (jobsPollMs !== null) {
    app.addHook('onReady', async () => {
      await startRetentionSweep();
      await startPositionSweep();
      await startExpirySweep();
      jobs.start(jobsPollMs);
    });
  }

  return {
    ordersRoutes: { orders: ordersService, settings, changes, openStream },
    storeOrdersRoutes: { storeOrders, changes, openStream },
    trackingRoutes: { tracking },
    couponsRoutes: { coupons },
    paymentsRoutes: { payments },
    prescriptionsRoutes: { prescriptions },
    cashRefundsRoutes: { cashRefunds },
    refillRemindersRoutes: { refills },
    pushRoutes: {
      push: createPushService({
        db,
        repository: pushRepository,
        sender: pushSender,
        allowLocalEndpoints: config.push.allowLocalEndpoints,
      }),
    },
    /** For the admin's pharmacy screens: a paused or suspended pharmacy's waiting orders go to the next one */
    moveOffersAway: storeOrders.moveOffersAway,
    adminOrdersRoutes: {
      adminOrders: createAdminOrdersService({
        db,
        repository: createAdminOrdersRepository(),
        orders: repository,
        shelf: shelfRepository,
        lifecycle,
        views,
        jobs,
        refunds: storeOrders,
        payments,
        recordAdminAction,
      }),
    },
  };
}
