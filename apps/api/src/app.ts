/** Builds the HTTP application; tests call it and use `app.inject`, the server entry point adds a port. */
import { randomUUID } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { type RouteAccess, registerAccessControl } from './lib/access';
import { resolveAuthSecret } from './lib/auth-secret';
import { createDevOutbox } from './lib/dev-outbox';
import { frameworkErrorHandler, notFound, registerErrorHandling } from './lib/error-handler';
import { AppError } from './lib/errors';
import type { JobQueue } from './lib/jobs';
import { registerMetrics } from './lib/metrics';
import { openReadCache } from './lib/read-cache';
import { originPolicy, registerSameOriginCheck } from './lib/same-origin';
import { accountRoutes } from './modules/account/account.routes';
import { createAddressesRepository } from './modules/account/addresses.repository';
import { createAddressesService } from './modules/account/addresses.service';
import { createAdminAnalyticsRepository } from './modules/admin-analytics/admin-analytics.repository';
import { adminAnalyticsRoutes } from './modules/admin-analytics/admin-analytics.routes';
import { createAdminAnalyticsService } from './modules/admin-analytics/admin-analytics.service';
import { registerAnalyticsRefresh } from './modules/admin-analytics/analytics-refresh';
import { createAdminAuditRepository } from './modules/admin-audit/admin-audit.repository';
import { adminAuditRoutes } from './modules/admin-audit/admin-audit.routes';
import { createAdminAuditService } from './modules/admin-audit/admin-audit.service';
import { createAdminCatalogRepository } from './modules/admin-catalog/admin-catalog.repository';
import { adminCatalogRoutes } from './modules/admin-catalog/admin-catalog.routes';
import { createAdminCatalogService } from './modules/admin-catalog/admin-catalog.service';
import { createAdminCategoriesRepository } from './modules/admin-categories/admin-categories.repository';
import { adminCategoriesRoutes } from './modules/admin-categories/admin-categories.routes';
import { createAdminCategoriesService } from './modules/admin-categories/admin-categories.service';
import { createAdminDashboardRepository } from './modules/admin-dashboard/admin-dashboard.repository';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes';
import { createAdminDashboardService } from './modules/admin-dashboard/admin-dashboard.service';
import { adminOrdersRoutes } from './modules/admin-orders/admin-orders.routes';
import { createAdminStoreApplicationsRepository } from './modules/admin-store-applications/admin-store-applications.repository';
import { adminStoreApplicationsRoutes } from './modules/admin-store-applications/admin-store-applications.routes';
import { createAdminStoreApplicationsService } from './modules/admin-store-applications/admin-store-applications.service';
import { createApplicationReview } from './modules/admin-store-applications/application-review';
import { createAdminStoresRepository } from './modules/admin-stores/admin-stores.repository';
import { adminStoresRoutes } from './modules/admin-stores/admin-stores.routes';
import { createAdminStoresService } from './modules/admin-stores/admin-stores.service';
import { createAdminTestimonialsRepository } from './modules/admin-testimonials/admin-testimonials.repository';
import { adminTestimonialsRoutes } from './modules/admin-testimonials/admin-testimonials.routes';
import { createAdminTestimonialsService } from './modules/admin-testimonials/admin-testimonials.service';
import { createAdminUsersRepository } from './modules/admin-users/admin-users.repository';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { createAdminUsersService } from './modules/admin-users/admin-users.service';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { toWebHeaders } from './modules/auth/auth-bridge';
import { createBetterAuth } from './modules/auth/better-auth';
import { createPasswordReset, createResetLinkDelivery } from './modules/auth/password-reset';
import { createPhoneSignIn } from './modules/auth/phone-sign-in';
import { createBlogRepository } from './modules/blog/blog.repository';
import { blogRoutes } from './modules/blog/blog.routes';
import { createBlogService } from './modules/blog/blog.service';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createCatalogPagesRepository } from './modules/catalog/catalog-pages.repository';
import { createContentRepository } from './modules/content/content.repository';
import { contentRoutes } from './modules/content/content.routes';
import { createContentService } from './modules/content/content.service';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes';
import { createGeocodingService } from './modules/geocoding/geocoding.service';
import { healthRoutes } from './modules/health/health.routes';
import { createMoneyModule } from './modules/money/money.module';
import { moneyRoutes } from './modules/money/money.routes';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createNotifier } from './modules/notifications/notifier';
import { createUserNotificationsRepository } from './modules/notifications/user-notifications.repository';
import { userNotificationsRoutes } from './modules/notifications/user-notifications.routes';
import { createUserNotificationsService } from './modules/notifications/user-notifications.service';
import { createOrderHistoryRepository } from './modules/orders/order-history.repository';
import { createOrderModules } from './modules/orders/orders.module';
import { ordersRoutes } from './modules/orders/orders.routes';
import { storeOrdersRoutes } from './modules/orders/store-orders.routes';
import { trackingRoutes } from './modules/orders/tracking.routes';
import { cashRefundsRoutes } from './modules/payments/cash-refunds.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPrescriptionsRepository } from './modules/prescriptions/prescriptions.repository';
import { prescriptionsRoutes } from './modules/prescriptions/prescriptions.routes';
import { pushRoutes } from './modules/push/push.routes';
import { createRateLimitsRepository } from './modules/rate-limits/rate-limits.repository';
import { createRateLimitsService } from './modules/rate-limits/rate-limits.service';
import { refillRemindersRoutes } from './modules/refill-reminders/refill-reminders.routes';
import { createPageHtml, registerSeoDocuments } from './modules/seo/seo.routes';
import { createSeoService } from './modules/seo/seo.service';
import { createSiteRepository } from './modules/site/site.repository';
import { siteRoutes } from './modules/site/site.routes';
import { createSiteService } from './modules/site/site.service';
import { createStoreAnalyticsRepository } from './modules/store-analytics/store-analytics.repository';
import { storeAnalyticsRoutes } from './modules/store-analytics/store-analytics.routes';
import { createStoreAnalyticsService } from './modules/store-analytics/store-analytics.service';
import { createStoreApplicationsRepository } from './modules/store-applications/store-applications.repository';
import { storeApplicationsRoutes } from './modules/store-applications/store-applications.routes';
import { createStoreApplicationsService } from './modules/store-applications/store-applications.service';
import { createStoreCustomersRepository } from './modules/store-customers/store-customers.repository';
import { storeCustomersRoutes } from './modules/store-customers/store-customers.routes';
import { createStoreCustomersService } from './modules/store-customers/store-customers.service';
import { createStoreDashboardRepository } from './modules/store-dashboard/store-dashboard.repository';
import { storeDashboardRoutes } from './modules/store-dashboard/store-dashboard.routes';
import { createStoreDashboardService } from './modules/store-dashboard/store-dashboard.service';
import { createStoreInventoryRepository } from './modules/store-inventory/store-inventory.repository';
import { storeInventoryRoutes } from './modules/store-inventory/store-inventory.routes';
import { createStoreInventoryService } from './modules/store-inventory/store-inventory.service';
import { createStoreSettingsRepository } from './modules/store-settings/store-settings.repository';
import { storeSettingsRoutes } from './modules/store-settings/store-settings.routes';
import { createStoreSettingsService } from './modules/store-settings/store-settings.service';
import { createStoreTeamRepository } from './modules/store-team/store-team.repository';
import { storeTeamRoutes } from './modules/store-team/store-team.routes';
import { createStoreTeamService } from './modules/store-team/store-team.service';
import { createStoresRepository } from './modules/stores/stores.repository';
import { storesRoutes } from './modules/stores/stores.routes';
import { createStoresService } from './modules/stores/stores.service';
import { createTestimonialsRepository } from './modules/testimonials/testimonials.repository';
import { testimonialsRoutes } from './modules/testimonials/testimonials.routes';
import { createTestimonialsService } from './modules/testimonials/testimonials.service';
import { createGeocodingProvider } from './providers/geocoding/create-geocoding-provider';
import { createMailer } from './providers/mail/create-mailer';
import type { Mailer } from './providers/mail/mailer';
import { createSmsProvider } from './providers/sms/create-sms-provider';
import { createFileStorage } from './providers/storage/create-file-storage';
import { compressApiResponses, sendPage } from './web/compress-responses';
import { isClientRoute, serveWebApp } from './web/serve-web-app';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database; route modules get their repositories from it, tests inspect it. */
    database: Database;
    /** Every API route with its access rule (the authorisation matrix test walks it). */
    routeAccess: RouteAccess[];
    /** Durable timers; tests run due jobs through it instead of waiting. */
    jobs: JobQueue;
    /** Outgoing mail, or null when SMTP_URL is not set (features that mail then only notify in the app) */
    mailer: Mailer | null;
  }
}

/** Set-Cookie values that remove better-auth's cookies (after erasure or signing out everywhere). */
function expireCookies(cookies: Record<string, { name: string }>, secure: boolean): string[] {
  return Object.values(cookies).map(
    ({ name }) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
}

// An incoming request id is kept (to follow a request across a load balancer) only if it looks like one.
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

function securityHeaders(config: AppConfig) {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The ad pixel, and Google's identity script for One Tap (which also draws in a frame)
        scriptSrc: ["'self'", 'https://connect.facebook.net', 'https://accounts.google.com/gsi/client'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        frameSrc: ['https://accounts.google.com'],
        // blob: for previews of photos chosen for upload, before they leave the phone
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          'https://www.facebook.com',
          'https://connect.facebook.net',
          'https://accounts.google.com/gsi/',
        ],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.env === 'production' && config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    hsts: config.publicUrl.startsWith('https:'),
  };
}

/**
 * One line per request, written when it ends, with what Fastify splits over two (the request's method, path and
 * address when it comes in; its status and time when it ends): half the lines, and half the logging work on
 * every request (issue 20).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logController: new OneLinePerRequest(),
    logger: {
      level: config.logLevel,
      ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
      redact: ['req.headers.cookie', 'req.headers.authorization'],
    },
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    // Fastify's own 503 while closing has a different body; ours below keeps the error shape.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // During shutdown, requests already running finish; new ones are told to go elsewhere.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  // Closing only ends the connections idle at that moment; one whose answer was still streaming (a
  // compressed one takes a little longer) would otherwise be kept alive and hold the process open.
  app.addHook('onResponse', async () => {
    if (isClosing) setImmediate(() => app.server.closeIdleConnections());
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!isClosing) return;
    reply.header('connection', 'close');
    throw new AppError('SERVICE_UNAVAILABLE', 'DawaNow is restarting. Please try again in a moment.');
  });

  const database = await openDatabase(config.database);
  app.decorate<Database>('database', database);
  app.addHook('onClose', async () => {
    await database.close();
  });
  // Sealed demo data (the demo pharmacy's payout account) is sealed with the server's secret
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { demo: config.seedDemoData, gazetteer: config.loadGazetteer, secret });
  } catch (error) {
    await database.close();
    throw error;
  }

  // Issue 20: before the routes, so every one of them is counted
  const metricsRoutes = registerMetrics(app, database, config.metricsToken);
  // Issue 20: routes keep hot answers in it until the tables they were read from change
  const readCache = await openReadCache(database, app.log);
  app.decorate('readCache', readCache);
  app.addHook('preClose', () => readCache.close());
  await app.register(fastifyHelmet, securityHeaders(config));
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'DawaNow API', version: '0.1.0', description: 'Instant medicine delivery marketplace' },
    },
    transform: jsonSchemaTransform,
  });
  // The API's map helps developers and attackers alike: off in production unless asked for.
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const mailer = createMailer(config.smtp);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    mailer?.close();
  });

  const { db } = database;
  const origins = originPolicy(config);
  const authRepository = createAuthRepository(db);
  // Issue 17: sign-in codes and reset links nobody else would carry wait here, in the embedded demo only
  const outbox = config.devOutbox ? createDevOutbox() : null;
  const resetLinks = createResetLinkDelivery({ mailer, outbox, publicUrl: config.publicUrl, log: app.log });
  const auth = createBetterAuth(db, { ...config, secret, origins, sendPasswordReset: resetLinks.deliver });
  const rateLimits = createRateLimitsService(createRateLimitsRepository(db));
  const authService = createAuthService({
    repository: authRepository,
    rateLimits,
    auth,
    readCache,
    auditKey: secret,
    signUpLimitPerIp: config.signUpLimitPerIp,
  });
  const phoneSignIn = createPhoneSignIn({
    auth,
    repository: authRepository,
    rateLimits,
    sms: createSmsProvider(config, outbox),
    secret,
    config,
    log: app.log,
  });
  const passwordReset = createPasswordReset({ auth, rateLimits, canDeliver: resetLinks.canDeliver });
  const { authCookies } = await auth.$context;
  const expiredSessionCookies = expireCookies(authCookies, config.publicUrl.startsWith('https:'));

  registerSameOriginCheck(app, origins, authCookies.sessionToken.name);
  const routeAccess = registerAccessControl(app, (request) => authService.resolveActor(toWebHeaders(request)));
  app.decorate('routeAccess', routeAccess);

  // Other modules tell a store's members (orders here; the team module for team changes) and a person's own inbox
  // (a partner application's progress) through it.
  const notificationsRepository = createNotificationsRepository(db);
  const userNotificationsRepository = createUserNotificationsRepository();
  const notifier = createNotifier({ stores: notificationsRepository, users: userNotificationsRepository });
  // Every administrator's write records itself through it (issue 15)
  const adminAudit = createAdminAuditService({ db, repository: createAdminAuditRepository() });
  const orders = await createOrderModules(app, config, secret, rateLimits, notifier, adminAudit.recordAdminAction);
  const inventoryRepository = createStoreInventoryRepository();
  const storage = createFileStorage(config);
  const money = createMoneyModule(app, config, {
    secret,
    rateLimits,
    notifier,
    mailer,
    recordAdminAction: adminAudit.recordAdminAction,
  });
  const adminAnalytics = createAdminAnalyticsService({ db, repository: createAdminAnalyticsRepository() });
  const startAnalyticsRefresh = registerAnalyticsRefresh(app, app.jobs, adminAnalytics);
  const blog = createBlogService({
    db,
    repository: createBlogRepository(),
    storage,
    recordAdminAction: adminAudit.recordAdminAction,
  });
  const seo = createSeoService({ db, blog, catalogPages: createCatalogPagesRepository() });
  if (config.jobsPollMs !== null) app.addHook('onReady', startAnalyticsRefresh);

  await app.register(
    async (api) => {
      await compressApiResponses(api);
      await api.register(healthRoutes, { database });
      await api.register(metricsRoutes);
      await api.register(siteRoutes, { site: createSiteService(createSiteRepository(db), config) });
      await api.register(contentRoutes, { content: createContentService(createContentRepository(db)), rateLimits });
      // The public catalogue reads may come from a replica; what the customer ordered comes from the primary
      await api.register(catalogRoutes, {
        catalog: createCatalogService(createCatalogRepository(database.reads.db), createOrderHistoryRepository(db)),
        isReplica: database.reads.isReplica,
      });
      await api.register(authRoutes, { authService, auth, rateLimits, config, phoneSignIn, passwordReset });
      if (outbox) await api.register(devOutboxRoutes, { outbox });
      await api.register(accountRoutes, {
        authService,
        addresses: createAddressesService(createAddressesRepository(db)),
        expiredSessionCookies,
      });
      // The locator and the store page: public reads (checkout reads the store on the primary, orders.module.ts)
      const stores = createStoresService(createStoresRepository(database.reads.db), readCache);
      await api.register(storesRoutes, { authService, stores });
      await api.register(ordersRoutes, orders.ordersRoutes);
      await api.register(storeOrdersRoutes, orders.storeOrdersRoutes);
      await api.register(trackingRoutes, orders.trackingRoutes);
      await api.register(couponsRoutes, orders.couponsRoutes);
      await api.register(storeDashboardRoutes, {
        dashboard: createStoreDashboardService({
          db,
          repository: createStoreDashboardRepository(),
          storesRepository: createStoresRepository(db),
          prescriptionsRepository: createPrescriptionsRepository(),
          inventoryRepository,
        }),
      });
      await api.register(storeInventoryRoutes, {
        inventory: createStoreInventoryService({ db, repository: inventoryRepository, storage }),
      });
      await api.register(storeCustomersRoutes, {
        customers: createStoreCustomersService({ db, repository: createStoreCustomersRepository() }),
      });
      await api.register(storeAnalyticsRoutes, {
        analytics: createStoreAnalyticsService({ db, repository: createStoreAnalyticsRepository() }),
      });
      await api.register(notificationsRoutes, {
        notifications: createNotificationsService({ db, repository: notificationsRepository }),
      });
      await api.register(userNotificationsRoutes, {
        inbox: createUserNotificationsService({ db, repository: userNotificationsRepository }),
      });
      await api.register(storeSettingsRoutes, {
        settings: createStoreSettingsService({
          db,
          repository: createStoreSettingsRepository(),
          storesRepository: createStoresRepository(db),
          storage,
        }),
      });
      await api.register(storeTeamRoutes, {
        team: createStoreTeamService({
          db,
          repository: createStoreTeamRepository(),
          mailer,
          notifier,
          publicUrl: config.publicUrl,
          log: app.log,
        }),
      });
      await api.register(moneyRoutes, money.routes);
      await api.register(paymentsRoutes, orders.paymentsRoutes);
      await api.register(prescriptionsRoutes, orders.prescriptionsRoutes);
      await api.register(cashRefundsRoutes, orders.cashRefundsRoutes);
      await api.register(pushRoutes, orders.pushRoutes);
      await api.register(refillRemindersRoutes, orders.refillRemindersRoutes);
      await api.register(adminOrdersRoutes, orders.adminOrdersRoutes);
      await api.register(blogRoutes, { blog });
      const testimonialsRepository = createAdminTestimonialsRepository();
      await api.register(adminTestimonialsRoutes, {
        db,
        repository: testimonialsRepository,
        moderation: createAdminTestimonialsService({
          db,
          repository: testimonialsRepository,
          recordAdminAction: adminAudit.recordAdminAction,
        }),
      });
      await api.register(testimonialsRoutes, {
        testimonials: createTestimonialsService({
          db,
          repository: createTestimonialsRepository(),
        }),
      });
      await api.register(adminStoresRoutes, {
        adminStores: createAdminStoresService({
          db,
          repository: createAdminStoresRepository(),
          stores: createStoresRepository(db),
          settings: createStoreSettingsRepository(),
          moveOffersAway: orders.moveOffersAway,
          recordAdminAction: adminAudit.recordAdminAction,
        }),
      });
      await api.register(adminAuditRoutes, { audit: adminAudit });
      await api.register(adminCatalogRoutes, {
        catalog: createAdminCatalogService({
          db,
          repository: createAdminCatalogRepository(),
          storage,
          recordAdminAction: adminAudit.recordAdminAction,
        }),
      });
      await api.register(adminCategoriesRoutes, {
        categories: createAdminCategoriesService({
          db,
          repository: createAdminCategoriesRepository(),
          storage,
          recordAdminAction: adminAudit.recordAdminAction,
        }),
      });
      const storeApplicationsRepository = createAdminStoreApplicationsRepository();
      const applicantApplications = createStoreApplicationsRepository();
      await api.register(adminStoreApplicationsRoutes, {
        applications: createAdminStoreApplicationsService({
          db,
          repository: storeApplicationsRepository,
          files: applicantApplications,
        }),
        review: createApplicationReview({
          db,
          applications: applicantApplications,
          stores: createAdminStoresRepository(),
          team: createStoreTeamRepository(),
          bankAccounts: money.routes.bankAccounts,
          recordAdminAction: adminAudit.recordAdminAction,
          notifier,
          mailer,
          storage,
          applicantEmail: storeApplicationsRepository.applicantEmail,
          publicUrl: config.publicUrl,
          log: app.log,
        }),
      });
      await api.register(storeApplicationsRoutes, {
        applications: createStoreApplicationsService({
          db,
          repository: applicantApplications,
          adminRepository: storeApplicationsRepository,
          storage,
          secret,
          notifier,
        }),
      });
      await api.register(adminAnalyticsRoutes, { analytics: adminAnalytics });
      await api.register(adminDashboardRoutes, {
        dashboard: createAdminDashboardService({ db, repository: createAdminDashboardRepository() }),
      });
      await api.register(adminUsersRoutes, {
        users: createAdminUsersService({
          db,
          repository: createAdminUsersRepository(),
          recordAdminAction: adminAudit.recordAdminAction,
        }),
      });
      await api.register(geocodingRoutes, {
        geocoding: createGeocodingService({ provider: createGeocodingProvider(config, db), config, log: app.log }),
        rateLimits,
        limitPerIp: config.geocodingLimitPerIp,
      });
    },
    { prefix: '/api' },
  );

  registerSeoDocuments(app, seo, origins);
  const { webDistDir } = config;
  if (webDistDir) await serveWebApp(app, webDistDir);
  // Issue 18: posts, products and categories carry their own meta tags in the HTML itself
  const pageHtml = webDistDir ? createPageHtml(seo, origins, webDistDir, authCookies.sessionToken.name) : null;
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await pageHtml?.(request);
    // The page's <html lang> follows the reader's language cookie (@dawanow/shared/page-language)
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
    return html ? sendPage(request, reply, html) : reply.sendFile('index.html');
  };
  // The home page too, which the static files would otherwise answer with the built file as it is
  if (pageHtml) app.get('/', { schema: { hide: true } }, servePage);
  app.setNotFoundHandler(async (request, reply) => {
    if (pageHtml && isClientRoute(request.method, request.url, request.headers.accept)) {
      return servePage(request, reply);
    }
    return reply.status(404).send(notFound(request.method, request.url));
  });

  return app;
}
