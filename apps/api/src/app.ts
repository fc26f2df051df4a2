import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { MemoryRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { accountingRoutes } from './modules/accounting/accounting.routes.ts';
import { accountingAnalyticsRoutes } from './modules/accounting/analytics.routes.ts';
import { reportRoutes } from './modules/accounting/reports.routes.ts';
import { analyticsItemRoutes } from './modules/analytics/items.routes.ts';
import { analyticsOperationsRoutes } from './modules/analytics/operations.routes.ts';
import { salesAnalyticsRoutes } from './modules/analytics/sales.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { cashSessionRoutes } from './modules/cash-sessions/cash-sessions.routes.ts';
import { collectionRoutes } from './modules/collections/collections.routes.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { customerRoutes } from './modules/customers/customers.routes.ts';
import { deliveryRoutes } from './modules/deliveries/deliveries.routes.ts';
import { discountRoutes } from './modules/discounts/discounts.routes.ts';
import { expenseRoutes } from './modules/expenses/expenses.routes.ts';
import { importRoutes } from './modules/imports/imports.routes.ts';
import { invoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { publicDocumentRoutes } from './modules/invoices/public-documents.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { uploadRoutes } from './modules/media/upload.routes.ts';
import { onlinePaymentAdminRoutes } from './modules/online-payments/online-payments.admin.routes.ts';
import { publicPaymentRoutes } from './modules/online-payments/online-payments.routes.ts';
import { paymentProviderRoutes } from './modules/online-payments/payment-providers.routes.ts';
import { clientErrorRoutes } from './modules/ops/client-errors.routes.ts';
import { healthRoutes } from './modules/ops/health.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { pinnedTilesRoutes } from './modules/orders/pinned-tiles.routes.ts';
import { posRoutes } from './modules/orders/pos.routes.ts';
import { paymentMethodRoutes } from './modules/payment-methods/payment-methods.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { planRoutes } from './modules/plans/plans.routes.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import { purchaseOrderRoutes } from './modules/purchases/purchase-orders.routes.ts';
import { supplierBillRoutes } from './modules/purchases/supplier-bills.routes.ts';
import { returnRoutes } from './modules/returns/returns.routes.ts';
import { shippingFeeRoutes } from './modules/shipping-fees/shipping-fees.routes.ts';
import { shopRoutes } from './modules/shops/shops.routes.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { supplierRoutes } from './modules/suppliers/suppliers.routes.ts';
import { taxRoutes } from './modules/taxes/taxes.routes.ts';
import { transactionRoutes } from './modules/treasury/transactions.routes.ts';
import { treasuryAccountRoutes } from './modules/treasury/treasury-accounts.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { warehouseRoutes } from './modules/warehouses/warehouses.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { baseQuerySchema, type RouteAccess, registerRequestContext } from './plugins/request-context.ts';
import { zodValidatorCompiler } from './plugins/validation.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createStorage } from './storage/create-storage.ts';
import type { StorageDriver } from './storage/storage-driver.ts';

/** Every API route with its access rule: for the permission matrix and other generated tests. */
export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  hasBody: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  limiter?: RateLimiter;
  mailer?: Mailer;
  storage?: StorageDriver;
  /** Serve the built web app (apps/web/dist) when it exists. */
  serveWeb?: boolean;
  /** Where the built web app is (tests); apps/web/dist by default. */
  webDist?: string;
}

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Resource routes, mounted under /api/v1/admin and, identically, under /api/v1 for non-admin clients. */
async function resourceRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  // Only ctx is passed on: the options also carry this plugin's prefix, which would otherwise apply twice.
  const { ctx } = opts;
  await app.register(companyRoutes, { ctx });
  await app.register(shopRoutes, { ctx });
  await app.register(warehouseRoutes, { ctx });
  await app.register(userRoutes, { ctx });
  await app.register(productRoutes, { ctx });
  await app.register(collectionRoutes, { ctx });
  await app.register(supplierRoutes, { ctx });
  await app.register(taxRoutes, { ctx });
  await app.register(discountRoutes, { ctx });
  await app.register(shippingFeeRoutes, { ctx });
  await app.register(paymentMethodRoutes, { ctx });
  await app.register(paymentProviderRoutes, { ctx });
  await app.register(customerRoutes, { ctx });
  await app.register(stockRoutes, { ctx });
  await app.register(mediaRoutes, { ctx });
  await app.register(importRoutes, { ctx });
  await app.register(orderRoutes, { ctx });
  await app.register(posRoutes, { ctx });
  await app.register(pinnedTilesRoutes, { ctx });
  await app.register(paymentRoutes, { ctx });
  await app.register(onlinePaymentAdminRoutes, { ctx });
  await app.register(invoiceRoutes, { ctx });
  await app.register(returnRoutes, { ctx });
  await app.register(deliveryRoutes, { ctx });
  await app.register(cashSessionRoutes, { ctx });
  await app.register(accountingRoutes, { ctx });
  await app.register(reportRoutes, { ctx });
  await app.register(accountingAnalyticsRoutes, { ctx });
  await app.register(salesAnalyticsRoutes, { ctx });
  await app.register(analyticsOperationsRoutes, { ctx });
  await app.register(analyticsItemRoutes, { ctx });
  await app.register(treasuryAccountRoutes, { ctx });
  await app.register(transactionRoutes, { ctx });
  await app.register(expenseRoutes, { ctx });
  await app.register(purchaseOrderRoutes, { ctx });
  await app.register(supplierBillRoutes, { ctx });
}

export async function buildApp(options: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { config, database } = options;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'mail.text'] },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      // randomUUID draws from a cached entropy pool: cheaper per request than a fresh randomBytes.
      return typeof given === 'string' && /^[\w.-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    ajv: { customOptions: { coerceTypes: false } },
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    limiter: options.limiter ?? new MemoryRateLimiter(),
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        dataDir: config.dataDir,
        log: app.log,
      }),
    log: app.log,
    storage: options.storage ?? createStorage(config),
    jobs: new JobRunner(database.db, app.log),
  };

  app.setValidatorCompiler(zodValidatorCompiler);
  // Responses are shaped by explicit mappers; response schemas serve the OpenAPI document only.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        routeTable.push({
          method,
          url: route.url,
          access: route.config?.access,
          hasBody: Boolean(route.schema?.body),
        });
      }
    }
    route.schema ??= {};
    route.schema.querystring ??= baseQuerySchema;
    // Public routes need no bearer token: say so in the OpenAPI document.
    const access = route.config?.access;
    if (access && 'public' in access) route.schema.security = [];
  });
  registerRequestContext(app);
  registerErrorHandling(app);
  registerAuth(app, ctx);
  // Answers of 1 KB or more go compressed to clients that ask (every browser does): a page of 20 products
  // with their variants is 28 KB of JSON, 4.4 KB in Brotli — on a phone's mobile data that is most of the
  // wait. Brotli at quality 4 (the plugin's default) takes ~0.17 ms for that page; quality 11 would take
  // ~30 ms. Clients that send no Accept-Encoding (scripts, the bench) get the JSON as before. Files that
  // are compressed already (images, PDF, fonts) are left alone; the web app's files come pre-compressed.
  await app.register(fastifyCompress, { threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Comptoir API', version: '1.0.0', description: 'Back office for online merchants.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get(
    '/api/v1/openapi.json',
    { schema: { hide: true }, config: { access: { public: true } } },
    async () => app.swagger(),
  );

  await app.register(healthRoutes, { ctx });
  await app.register(clientErrorRoutes, { ctx, prefix: '/api/v1' });
  await app.register(authRoutes, { ctx, prefix: '/api/v1' });
  await app.register(planRoutes, { ctx, prefix: '/api/v1' });
  await app.register(uploadRoutes, { ctx, prefix: '/api/v1' });
  await app.register(publicDocumentRoutes, { ctx, prefix: '/api/v1' });
  await app.register(publicPaymentRoutes, { ctx, prefix: '/api/v1' });
  await app.register(platformRoutes, { ctx, prefix: '/api/v1/platform' });
  await app.register(resourceRoutes, { ctx, prefix: '/api/v1/admin' });
  await app.register(
    async (nonAdmin) => {
      nonAdmin.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      await nonAdmin.register(resourceRoutes, { ctx });
    },
    { prefix: '/api/v1' },
  );

  const webDist = options.webDist ?? WEB_DIST;
  if (options.serveWeb && existsSync(webDist)) await registerWebApp(app, webDist);

  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await ctx.limiter.close();
  });
  return { app, ctx };
}
