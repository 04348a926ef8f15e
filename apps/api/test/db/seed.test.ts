import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../../src/db/seed/demo-accounts';
import { seedDemoData } from '../../src/db/seed/seed';
import { createTestApp, json, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('fills an empty database once, and every printed demo account signs in', async () => {
    expect(await seedDemoData(t.db)).toBe(true);
    expect(await seedDemoData(t.db)).toBe(false);
    expect(await t.db.select().from(users)).toHaveLength(demoAccounts.length);
    for (const account of demoAccounts) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {
          email: account.email,
          password: DEMO_PASSWORD,
          role: account.role === 'student' ? 'student' : 'admin',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ user: { role: account.role } });
    }
  });
});
