import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      await broken.app.close();
      await broken.mail.close();
    }
  });
});

describe('API documentation', () => {
  it('serves OpenAPI at /api/docs describing every route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
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
    ]) {
      expect(documented).toContain(expected);
    }
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('GET /api/site', () => {
  it('tells the configured currency', async () => {
    const inr = await createTestApp({ CURRENCY: 'INR' });
    try {
      const response = await inr.app.inject({ method: 'GET', url: '/api/site' });
      expect(json(response)).toEqual({ success: true, data: { currency: 'INR' } });
    } finally {
      await inr.close();
    }
  });
});

describe('unknown routes', () => {
  it('answers JSON 404 for an unknown API path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ success: false, message: 'No API route GET /api/nothing-here' });
  });
});
