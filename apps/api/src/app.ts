import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { BUILD_ID_HEADER } from '@tutorium/contract/build-id';
import { textWith } from '@tutorium/contract/text-with';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { analyticsRoutes } from './modules/analytics/routes';
import { announcementRoutes } from './modules/announcements/routes';
import { assignmentRoutes } from './modules/assignments/routes';
import { attendanceRoutes } from './modules/attendance/routes';
import { authRoutes } from './modules/auth/routes';
import { contactRoutes } from './modules/contact/routes';
import { conversationRoutes } from './modules/conversations/routes';
import { courseRoutes } from './modules/courses/routes';
import { duesRoutes } from './modules/fees/dues-routes';
import { onlinePaymentRoutes } from './modules/fees/online-routes';
import { receiptRoutes } from './modules/fees/receipt-routes';
import { invoiceRoutes } from './modules/fees/routes';
import { gradebookRoutes } from './modules/gradebook/routes';
import { guardianAlertRoutes } from './modules/guardian-alerts/routes';
import { guardianPortalRoutes } from './modules/guardian-portal/routes';
import { guardianLinkRoutes } from './modules/guardians/routes';
import { healthRoutes, type ReadinessChecks } from './modules/health/routes';
import { lessonRoutes } from './modules/lessons/routes';
import { calendarRoutes, liveClassRoutes } from './modules/live-classes/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { progressRoutes } from './modules/progress/routes';
import { questionBankRoutes } from './modules/question-bank/routes';
import { quizRoutes } from './modules/quizzes/routes';
import { refundRoutes } from './modules/refunds/routes';
import { UPLOAD_TIMEOUT_MS } from './modules/resources/public';
import { resourceRoutes } from './modules/resources/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { scoreRoutes } from './modules/scores/routes';
import { sessionRoutes } from './modules/sessions/routes';
import { siteRoutes } from './modules/site/routes';
import { twoStepRoutes } from './modules/two-step/routes';
import { userRoutes } from './modules/users/routes';
import { documentAccess, requireAccessDeclarations } from './platform/access';
import { trackAllowedMethods } from './platform/allowed-methods';
import { registerAuthentication, sessionIsLive } from './platform/authentication';
import type { AppContext } from './platform/context';
import { AppError, answerRoutingError, notFound, registerErrorHandler } from './platform/errors';
import { fastifyTrustProxy, registerHttpEdge } from './platform/http-edge';
import { translateAnswerMessages } from './platform/language';
import { loggerOptions } from './platform/logging';
import { createMailer, type Mailer } from './platform/mailer';
import { registerMetrics } from './platform/metrics';
import { NotificationHub } from './platform/notification-hub';
import { createOutbox, type Outbox } from './platform/outbox';
import { parseQueryString } from './platform/query-string';
import type { RateLimitStore } from './platform/rate-limit-store';
import { RateLimiter } from './platform/rate-limiter';
import { ReportRunner } from './platform/reports';
import { serializerCompiler } from './platform/response-serializer';
import { storedSecret } from './platform/server-secrets';
import { createStorage } from './platform/storage';
import type { FileStorage } from './platform/storage/file-storage';
import { serveWebApp, webBuildId } from './web-app';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' context, for work that runs outside a request (reminders). */
    ctx: AppContext;
    /** Delivers queued email: main.ts starts its worker; tests call `drain()` before reading mail. */
    outbox: Outbox;
    /** Live notification streams open on this instance. */
    notificationHub: NotificationHub;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  rateLimitStore: RateLimitStore;
  /** Tests pass their own; otherwise built from SMTP_URL. */
  mailer?: Mailer;
  /** Otherwise built from the configuration (S3_BUCKET or DATA_DIR); the app closes it either way. */
  storage?: FileStorage;
  /** Tests capture the log here; otherwise it goes to stdout. */
  logStream?: { write(line: string): void };
  /** Tests pass a clock to put the app at a chosen instant. */
  now?: () => Date;
  /** Tests turn an answer with a code its endpoint does not declare into a 500 (see registerErrorHandler). */
  refuseUndeclaredCodes?: boolean;
}

/** The whole HTTP application, with no listening socket: main.ts listens, tests inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { querystringParser: parseQueryString },
    // Past this a request is answered 503 (the database has its own, shorter statement timeout).
    handlerTimeout: config.requestTimeoutMs,
    // A client has this long to send its whole request (slow uploads included).
    requestTimeout: UPLOAD_TIMEOUT_MS,
    frameworkErrors: answerRoutingError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, { refuseUndeclaredCodes: deps.refuseUndeclaredCodes === true });
  translateAnswerMessages(app);
  requireAccessDeclarations(app);
  const allowedMethods = trackAllowedMethods(app);

  const ctx: AppContext = {
    config,
    db: database.db,
    limiter: new RateLimiter(deps.rateLimitStore, config.rateLimit),
    storage: deps.storage ?? createStorage(config),
    reports: new ReportRunner(database.db, config.reports),
    log: app.log,
    now: deps.now ?? (() => new Date()),
  };
  app.decorate('ctx', ctx);

  // Once closing starts, every answer also closes its connection: a keep-alive socket left open
  // after the last in-flight request would hold shutdown until the client hangs up.
  let closing = false;
  const notificationHub = new NotificationHub(database, app.log, (sessionId) => sessionIsLive(database.db, sessionId));
  app.decorate('notificationHub', notificationHub);
  app.addHook('preClose', async () => {
    closing = true;
    // Open event streams never end on their own: end them so the server can close.
    await notificationHub.close();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  const metrics = registerMetrics(app, config, database);
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const outbox = createOutbox(database.db, mailer, app.log, config.outbox, metrics?.outboxEvents);
  app.decorate('outbox', outbox);
  app.addHook('onClose', async () => {
    await outbox.stop();
    await Promise.all([mailer.close(), ctx.storage.close()]);
  });

  const readiness: ReadinessChecks = {
    database: database.ping,
    ...(config.redisUrl ? { redis: deps.rateLimitStore.ping } : {}),
    storage: () => ctx.storage.check(),
  };

  await registerHttpEdge(app, config, config.deviceCookieSecret ?? (await storedSecret(ctx.db, 'device-cookie')));

  await app.register(swagger, {
    openapi: {
      info: { title: 'Tutorium API', version: '1.0.0', description: 'Every endpoint of the Tutorium API.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: documentAccess,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const webDistDir = config.webDistDir ?? path.resolve(import.meta.dirname, '../../web/dist');
  const buildId = webBuildId(webDistDir);
  await app.register(
    async (api) => {
      if (buildId !== null) {
        api.addHook('onSend', (_request, reply, payload, done) => {
          reply.header(BUILD_ID_HEADER, buildId);
          done(null, payload);
        });
      }
      registerAuthentication(api, ctx.db);
      await api.register(healthRoutes, { checks: readiness });
      await api.register(siteRoutes, { ctx });
      await api.register(authRoutes, { prefix: '/auth', ctx });
      await api.register(twoStepRoutes, { ctx });
      await api.register(userRoutes, { prefix: '/users', ctx });
      await api.register(courseRoutes, { prefix: '/courses', ctx });
      await api.register(contactRoutes, { prefix: '/contact', ctx });
      await api.register(attendanceRoutes, { prefix: '/attendance', ctx });
      await api.register(liveClassRoutes, { prefix: '/live-classes', ctx });
      await api.register(calendarRoutes, { prefix: '/calendar', ctx });
      await api.register(lessonRoutes, { ctx });
      await api.register(announcementRoutes, { ctx });
      await api.register(assignmentRoutes, { ctx });
      await api.register(questionBankRoutes, { ctx });
      await api.register(quizRoutes, { ctx });
      await api.register(gradebookRoutes, { ctx });
      await api.register(scoreRoutes, { prefix: '/courses', ctx });
      await api.register(reviewRoutes, { ctx });
      await api.register(progressRoutes, { prefix: '/progress', ctx });
      await api.register(analyticsRoutes, { ctx });
      await api.register(resourceRoutes, { prefix: '/resources', ctx });
      await api.register(outboxRoutes, { prefix: '/outbox', ctx });
      await api.register(privacyRoutes, { prefix: '/privacy', ctx });
      await api.register(conversationRoutes, { ctx });
      await api.register(guardianAlertRoutes, { ctx });
      await api.register(guardianLinkRoutes, { ctx });
      await api.register(guardianPortalRoutes, { ctx });
      await api.register(invoiceRoutes, { ctx });
      await api.register(receiptRoutes, { ctx });
      await api.register(duesRoutes, { ctx });
      await api.register(refundRoutes, { ctx });
      await api.register(onlinePaymentRoutes, { ctx });
      await api.register(notificationRoutes, { prefix: '/notifications', ctx, hub: notificationHub });
      await api.register(sessionRoutes, { prefix: '/sessions', ctx });
      api.setNotFoundHandler((request, reply) => {
        const path = request.url.split('?')[0] ?? '';
        const allowed = allowedMethods(path);
        if (allowed.length > 0) {
          reply.header('allow', allowed.join(', '));
          throw new AppError(
            'METHOD_NOT_ALLOWED',
            textWith(/*i18n*/ '{method} is not allowed here; use {allowed}', {
              method: request.method,
              allowed: allowed.join(' or '),
            }),
          );
        }
        throw notFound(textWith(/*i18n*/ 'No API route {method} {path}', { method: request.method, path }));
      });
    },
    { prefix: '/api' },
  );

  serveWebApp(app, webDistDir, config.logLevel);
  return app;
}
