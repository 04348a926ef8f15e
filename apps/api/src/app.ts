import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { analyticsRoutes } from './modules/analytics/routes';
import { attendanceRoutes } from './modules/attendance/routes';
import { authRoutes } from './modules/auth/routes';
import { contactRoutes } from './modules/contact/routes';
import { courseRoutes } from './modules/courses/routes';
import { healthRoutes } from './modules/health/routes';
import { lessonRoutes } from './modules/lessons/routes';
import { calendarRoutes, liveClassRoutes } from './modules/live-classes/routes';
import { progressRoutes } from './modules/progress/routes';
import { resourceRoutes } from './modules/resources/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { scoreRoutes } from './modules/scores/routes';
import { siteRoutes } from './modules/site/routes';
import { userRoutes } from './modules/users/routes';
import { registerAuthentication } from './platform/authentication';
import type { AppContext } from './platform/context';
import { notFound, registerErrorHandler } from './platform/errors';
import { createMailer, type Mailer } from './platform/mailer';
import type { RateLimitStore } from './platform/rate-limit-store';
import { RateLimiter } from './platform/rate-limiter';
import { ReportRunner } from './platform/reports';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services' context, for work that runs outside a request (reminders). */
    ctx: AppContext;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  rateLimitStore: RateLimitStore;
  /** Tests pass their own; otherwise built from SMTP_URL. */
  mailer?: Mailer;
  logger?: boolean | { level: string };
  /** Tests pass a clock to put the app at a chosen instant. */
  now?: () => Date;
}

/** The whole HTTP application, with no listening socket: main.ts listens, tests inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const ctx: AppContext = {
    config,
    db: database.db,
    mailer: deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log }),
    limiter: new RateLimiter(deps.rateLimitStore, config.rateLimit),
    reports: new ReportRunner(database.db, config.reports),
    log: app.log,
    now: deps.now ?? (() => new Date()),
  };
  app.addHook('onClose', async () => ctx.mailer.close());
  app.decorate('ctx', ctx);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
      },
    },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Tutorium API', version: '1.0.0', description: 'Every endpoint of the Tutorium API.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      registerAuthentication(api, ctx.db);
      await api.register(healthRoutes, { ping: database.ping });
      await api.register(siteRoutes, { ctx });
      await api.register(authRoutes, { prefix: '/auth', ctx });
      await api.register(userRoutes, { prefix: '/users', ctx });
      await api.register(courseRoutes, { prefix: '/courses', ctx });
      await api.register(contactRoutes, { prefix: '/contact', ctx });
      await api.register(attendanceRoutes, { prefix: '/attendance', ctx });
      await api.register(liveClassRoutes, { prefix: '/live-classes', ctx });
      await api.register(calendarRoutes, { prefix: '/calendar', ctx });
      await api.register(lessonRoutes, { ctx });
      await api.register(scoreRoutes, { prefix: '/courses', ctx });
      await api.register(reviewRoutes, { ctx });
      await api.register(progressRoutes, { prefix: '/progress', ctx });
      await api.register(analyticsRoutes, { ctx });
      await api.register(resourceRoutes, { prefix: '/resources', ctx });
      api.setNotFoundHandler((request) => {
        throw notFound(`No API route ${request.method} ${request.url.split('?')[0]}`);
      });
    },
    { prefix: '/api' },
  );

  serveWebApp(app, config.webDistDir ?? path.resolve(import.meta.dirname, '../../web/dist'));
  return app;
}

/** The built single-page app: files as they are, and index.html for every other page route. */
function serveWebApp(app: FastifyInstance, distDir: string): void {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`No web build in ${distDir}; run "npm run build" to serve the web app.`);
    return;
  }
  const indexHtml = path.join(distDir, 'index.html');
  app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, decorateReply: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      throw notFound(`No route ${request.method} ${request.url.split('?')[0]}`);
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(createReadStream(indexHtml));
  });
}
