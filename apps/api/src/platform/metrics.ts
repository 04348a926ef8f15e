import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { count, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { emailOutbox } from '../db/schema';
import { bearerToken } from './authentication';
import { unauthenticated } from './errors';

/** What the outbox reports as it works; metrics count it. */
export interface OutboxEvents {
  sent(): void;
  failedAttempt(): void;
}

export interface Metrics {
  registry: Registry;
  outboxEvents: OutboxEvents;
}

/**
 * Prometheus metrics, only when METRICS_TOKEN or METRICS_PORT is set: request durations by route and
 * status, database pool use, outbox depth and failures, and Node's process metrics. Each app has its
 * own registry, so several apps in one process (tests) do not collide.
 */
export function registerMetrics(app: FastifyInstance, config: Config, database: DatabaseHandle): Metrics | null {
  const { token, port } = config.metrics;
  if (!token && !port) return null;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL, so ids and query strings cannot multiply the series.
    const route = request.routeOptions.url ?? 'unmatched';
    requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'tutorium_db_pool_connections',
    help: 'PostgreSQL pool connections by state (absent on embedded PGlite)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  new Gauge({
    name: 'tutorium_outbox_messages',
    help: 'Emails in the outbox not yet delivered, by status (pending, sending, failed)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await database.db
        .select({ status: emailOutbox.status, value: count() })
        .from(emailOutbox)
        .where(ne(emailOutbox.status, 'sent'))
        .groupBy(emailOutbox.status)
        .catch(() => null);
      if (!rows) return;
      for (const status of ['pending', 'sending', 'failed'] as const) {
        this.set({ status }, rows.find((row) => row.status === status)?.value ?? 0);
      }
    },
  });
  const sent = new Counter({
    name: 'tutorium_outbox_sent_total',
    help: 'Emails this instance delivered',
    registers: [registry],
  });
  const failedAttempts = new Counter({
    name: 'tutorium_outbox_failed_attempts_total',
    help: 'Email delivery attempts by this instance that failed (each is retried or, at the limit, marked failed)',
    registers: [registry],
  });

  if (token) {
    const expected = createHash('sha256').update(token).digest();
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const given = createHash('sha256')
        .update(bearerToken(request) ?? '')
        .digest();
      if (!timingSafeEqual(given, expected)) throw unauthenticated();
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  }

  if (port) {
    let server: Server | null = null;
    app.addHook('onListen', async () => {
      server = createServer((request, response) => {
        if (request.url !== '/metrics') {
          response.writeHead(404).end();
          return;
        }
        registry.metrics().then(
          (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
          () => response.writeHead(500).end(),
        );
      });
      await new Promise<void>((resolve, reject) => {
        server?.once('error', reject);
        server?.listen(port, config.host, resolve);
      });
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    });
  }

  return {
    registry,
    outboxEvents: { sent: () => sent.inc(), failedAttempt: () => failedAttempts.inc() },
  };
}
