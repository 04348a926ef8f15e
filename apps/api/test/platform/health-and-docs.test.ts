import { rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createRedisRateLimitStore } from '../../src/platform/rate-limit-store';
import { createTestApp, expectRefusal, json, send, useTestApp } from '../helpers/test-app';

const t = useTestApp();

describe('GET /api/health (liveness)', () => {
  it('answers 200 while the process runs, even with the database gone', async () => {
    const response = await send(t, 'GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok' });
    const broken = await createTestApp();
    await broken.database.close();
    try {
      expect((await broken.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await broken.app.close();
      await broken.mail.close();
    }
  });
});

describe('GET /api/health/ready (readiness)', () => {
  it('answers 200 when the database and storage answer', async () => {
    const response = await send(t, 'GET', '/api/health/ready');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ready', checks: { database: 'up', storage: 'up' }, message: 'Ready' });
  });

  it('answers 503 naming the database when it is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toEqual({
        status: 'unavailable',
        checks: { database: 'down', storage: 'up' },
        message: 'Not ready: database down',
      });
    } finally {
      await broken.app.close();
      await broken.mail.close();
    }
  });

  it('answers 503 naming storage when DATA_DIR cannot be written', async () => {
    const noStorage = await createTestApp();
    try {
      // The data directory disappears and a plain file takes its place: nothing can be stored there.
      await rm(noStorage.config.dataDir, { recursive: true, force: true });
      await writeFile(noStorage.config.dataDir, '');
      const response = await noStorage.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({
        checks: { database: 'up', storage: 'down' },
        message: 'Not ready: storage down',
      });
    } finally {
      await noStorage.close();
    }
  });

  it('checks Redis when it is configured, and names it when it does not answer', async () => {
    const deadPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const deadUrl = `redis://127.0.0.1:${deadPort}`;
    const lost: Error[] = [];
    const deadStore = createRedisRateLimitStore(deadUrl, { onConnectionLost: (error) => lost.push(error) });
    const noRedis = await createTestApp({ REDIS_URL: deadUrl }, { rateLimitStore: deadStore });
    try {
      const response = await noRedis.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toMatchObject({
        checks: { database: 'up', redis: 'down' },
        message: 'Not ready: redis down',
      });
      // ioredis keeps retrying; the operator hears about the outage once, not at every attempt.
      expect(lost).toHaveLength(1);
      expect(lost[0]?.message).toMatch(/ECONNREFUSED/);
    } finally {
      await noRedis.close();
      await deadStore.close();
    }
    const redisUrl = process.env.REDIS_URL;
    if (!redisUrl) return;
    const store = createRedisRateLimitStore(redisUrl);
    const withRedis = await createTestApp({ REDIS_URL: redisUrl }, { rateLimitStore: store });
    try {
      const response = await withRedis.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ checks: { database: 'up', redis: 'up', storage: 'up' } });
    } finally {
      await withRedis.close();
      await store.close();
    }
  });
});

describe('API documentation', () => {
  it('serves OpenAPI at /api/docs describing every route', async () => {
    const response = await send(t, 'GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const spec = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(response);
    expect(spec.openapi).toMatch(/^3\./);
    const documented = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const expected of [
      'POST /api/auth/register',
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/auth/forgot-password',
      'POST /api/auth/verify-reset-code',
      'POST /api/auth/reset-password',
      'GET /api/users/profile',
      'PUT /api/users/profile',
      'PUT /api/users/password',
      'GET /api/health',
      'GET /api/health/ready',
    ]) {
      expect(documented).toContain(expected);
    }
    const ui = await send(t, 'GET', '/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('GET /api/site', () => {
  it('tells the configured currency, and whether invoices can be paid online', async () => {
    const inr = await createTestApp({ CURRENCY: 'INR' });
    const online = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_site', STRIPE_WEBHOOK_SECRET: 'whsec_site' });
    try {
      const response = await inr.app.inject({ method: 'GET', url: '/api/site' });
      expect(json(response)).toEqual({ success: true, data: { currency: 'INR', onlinePayments: false } });
      const withProvider = await online.app.inject({ method: 'GET', url: '/api/site' });
      expect(json(withProvider)).toEqual({ success: true, data: { currency: 'USD', onlinePayments: true } });
    } finally {
      await Promise.all([inr.close(), online.close()]);
    }
  });
});

describe('unknown routes', () => {
  it('answers JSON 404 for an unknown API path', async () => {
    const response = await send(t, 'GET', '/api/nothing-here');
    expectRefusal(response, 404, 'not_found', 'No API route GET /api/nothing-here');
  });
});
