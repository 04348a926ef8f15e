import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const register = (t: TestApp, n: number, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {
      name: 'Forwarded Student',
      email: `forwarded-${n}@example.test`,
      password: 'long enough password',
      role: 'student',
    },
  });

async function registerFromManyClaimedAddresses(env: Record<string, string>): Promise<number[]> {
  const t = await createTestApp({ RATE_LIMIT_REQUESTS: '20', ...env });
  try {
    const statuses: number[] = [];
    for (let n = 1; n <= 25; n++) statuses.push((await register(t, n, `10.9.0.${n}`)).statusCode);
    return statuses;
  } finally {
    await t.close();
  }
}

describe('the client address', () => {
  it('comes from the socket by default: X-Forwarded-For cannot dodge the per-IP limit', async () => {
    const statuses = await registerFromManyClaimedAddresses({});
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
  });

  it.each([
    ['names the proxy it arrives from', '127.0.0.1'],
    ['names its range', '127.0.0.0/8,::1'],
    ['trusts one hop', '1'],
  ])('comes from X-Forwarded-For when TRUST_PROXY %s', async (_, trustProxy) => {
    const statuses = await registerFromManyClaimedAddresses({ TRUST_PROXY: trustProxy });
    expect(statuses).toEqual(Array(25).fill(201));
  });

  it('ignores X-Forwarded-For from a peer that is not a named proxy', async () => {
    const statuses = await registerFromManyClaimedAddresses({ TRUST_PROXY: '10.0.0.0/8' });
    expect(statuses.slice(20)).toEqual(Array(5).fill(429));
  });
});
