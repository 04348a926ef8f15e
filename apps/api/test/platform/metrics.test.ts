import { type AddressInfo, createServer } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmails } from '../../src/platform/outbox';
import { bearer, useTestApp } from '../helpers/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The value of one series in Prometheus text, e.g. `tutorium_outbox_messages{status="failed"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics switched off', () => {
  const t = useTestApp();

  it('has no /metrics without METRICS_TOKEN or METRICS_PORT', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(404);
  });
});

describe('metrics behind METRICS_TOKEN', () => {
  const t = useTestApp(async () => ({
    METRICS_TOKEN: TOKEN,
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    OUTBOX_MAX_ATTEMPTS: '1',
  }));

  it('refuses a request without the token or with a wrong one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false });
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(`${TOKEN}x`) });
    expect(wrong.statusCode).toBe(401);
    const otherScheme = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Basic ${TOKEN}` },
    });
    expect(otherScheme.statusCode).toBe(401);
  });

  it('reads the auth scheme case-insensitively (RFC 7235): a lower-case bearer is a bearer', async () => {
    for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `${scheme} ${TOKEN}` },
      });
      expect(response.statusCode, scheme).toBe(200);
    }
  });

  it('reports request durations by route and status, outbox depth and failures, and process metrics', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/courses/not-a-uuid' });
    await enqueueEmails(t.db, [
      { to: 'a@example.test', subject: 'One', text: 'one' },
      { to: 'b@example.test', subject: 'Two', text: 'two' },
    ]);
    const queued = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(queued.statusCode).toBe(200);
    expect(queued.headers['content-type']).toMatch(/^text\/plain/);
    expect(sample(queued.body, 'tutorium_outbox_messages{status="pending"}')).toBe(2);
    expect(
      sample(queued.body, 'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}'),
    ).toBe(1);
    expect(queued.body).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/courses\/:id"/,
    );
    expect(queued.body).not.toContain('not-a-uuid');
    expect(queued.body).toContain('process_resident_memory_bytes');
    if (t.database.kind === 'postgres') {
      expect(queued.body).toMatch(/^tutorium_db_pool_connections\{state="total"\} [1-9]\d*$/m);
      expect(queued.body).toMatch(/^tutorium_db_pool_connections\{state="waiting"\} 0$/m);
    }
    expect(queued.body).toContain('nodejs_eventloop_lag_seconds');

    // Nothing listens on the SMTP port and one attempt is all a message gets: both fail.
    await t.app.outbox.drain();
    const failed = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(sample(failed.body, 'tutorium_outbox_messages{status="pending"}')).toBe(0);
    expect(sample(failed.body, 'tutorium_outbox_messages{status="failed"}')).toBe(2);
    expect(sample(failed.body, 'tutorium_outbox_failed_attempts_total')).toBe(2);
  });
});

describe('metrics on METRICS_PORT', () => {
  let port: number;
  const t = useTestApp(async () => {
    port = await freePort();
    return { METRICS_PORT: String(port) };
  });
  beforeAll(() => t.app.listen({ port: 0, host: '127.0.0.1' }));

  it('serves them on their own port without a token, and not on the main one', async () => {
    const { port: mainPort } = t.app.server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${mainPort}/api/health`);
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"} 1');
    expect((await fetch(`http://127.0.0.1:${mainPort}/metrics`)).status).toBe(404);
  });
});
