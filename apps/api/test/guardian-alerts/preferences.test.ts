import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guardianPreferences, users } from '../../src/db/schema';
import { unsubscribeLinks } from '../../src/modules/guardian-alerts/unsubscribe-links';
import {
  createTestApp,
  expectRefusal,
  json,
  send,
  statusesFor,
  useSignedInUsers,
  useTestApp,
} from '../helpers/test-app';

const t = useTestApp({ GUARDIAN_SUMMARY_DAY: '3' });
const { parent, other, target, teacher, student } = useSignedInUsers(t, {
  parent: ['guardian', { name: 'Pat Parent' }],
  other: ['guardian', { name: 'Other Parent' }],
  target: ['guardian', { name: 'Target Parent' }],
  teacher: 'teacher',
  student: 'student',
});

const rowOf = async (user: { id: string }) =>
  (await t.db.select().from(guardianPreferences).where(eq(guardianPreferences.guardianId, user.id)))[0] ?? null;

const allOn = { absences: true, atRisk: true, weeklySummary: true };

describe('GET and PUT /api/guardian/preferences', () => {
  it('refuse a visitor', async () => {
    expect(await statusesFor(t, 'GET', '/api/guardian/preferences', [null])).toEqual([401]);
    expect(await statusesFor(t, 'PUT', '/api/guardian/preferences', [null], allOn)).toEqual([401]);
  });

  it('answer every kind on before any choice, with the institute’s summary day', async () => {
    const response = await send(t, 'GET', '/api/guardian/preferences', { as: parent });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, data: { ...allOn, weeklySummaryDay: 3 } });
    expect(await rowOf(parent)).toBeNull();
  });

  it('save the choices, which the next read answers', async () => {
    const choices = { absences: false, atRisk: true, weeklySummary: false };
    const saved = await send(t, 'PUT', '/api/guardian/preferences', { as: parent, payload: choices });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toEqual({
      success: true,
      data: { ...choices, weeklySummaryDay: 3 },
      message: 'Email preferences saved',
    });
    expect(await rowOf(parent)).toEqual({ guardianId: parent.id, ...choices });

    const again = await send(t, 'PUT', '/api/guardian/preferences', { as: parent, payload: allOn });
    expect(again.statusCode).toBe(200);
    const read = await send(t, 'GET', '/api/guardian/preferences', { as: parent });
    expect(json(read)).toEqual({ success: true, data: { ...allOn, weeklySummaryDay: 3 } });
  });

  it('belong to anyone signed in: a teacher or a student can follow a child too', async () => {
    expect(await statusesFor(t, 'PUT', '/api/guardian/preferences', [teacher, student], allOn)).toEqual([200, 200]);
    expect(await rowOf(teacher)).toEqual({ guardianId: teacher.id, ...allOn });
  });

  it.each([
    ['a choice that is not true or false', { absences: 'no', atRisk: true, weeklySummary: true }],
    ['a missing choice', { absences: false, atRisk: false }],
    ['a list instead of the choices', [true, true, true]],
  ])('refuse %s and write nothing', async (_, payload) => {
    const response = await send(t, 'PUT', '/api/guardian/preferences', { as: other, payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false });
    expect(['validation_failed', 'invalid_request']).toContain(json(response).code);
    expect(await rowOf(other)).toBeNull();
  });
});

describe('POST /api/guardian/unsubscribe', () => {
  const tokenFor = async (guardianId: string, kind: 'absences' | 'at_risk' | 'weekly_summary') => {
    const link = (await unsubscribeLinks(t.app.ctx)).linkFor(guardianId, kind);
    return decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
  };
  const unsubscribe = (token: string) => send(t, 'POST', '/api/guardian/unsubscribe', { payload: { token } });

  it('turns off only the kind its link names, without signing in', async () => {
    const response = await unsubscribe(await tokenFor(other.id, 'at_risk'));
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      success: true,
      message: 'You will no longer receive these emails',
      data: { kind: 'at_risk' },
    });
    expect(await rowOf(other)).toEqual({ guardianId: other.id, absences: true, atRisk: false, weeklySummary: true });
  });

  it('refuses a forged, tampered or incomplete link and writes nothing', async () => {
    const valid = await tokenFor(target.id, 'absences');
    const [id, kind, signature = ''] = valid.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      `${id}.${kind}.${flipped}`, // the signature changed
      `${other.id}.${kind}.${signature}`, // another guardian's id under this signature
      `${id}.weekly_summary.${signature}`, // another kind under this signature
      `${id}.${kind}.${signature}.extra`,
      `${id}.${kind}`,
      `${id}.everything.${signature}`,
      'not-a-token',
    ];
    for (const token of forged) {
      expectRefusal(await unsubscribe(token), 400, 'invalid_unsubscribe_link', 'This unsubscribe link is not valid');
    }
    expect(await rowOf(target)).toBeNull();

    const empty = await unsubscribe('   ');
    expect(empty.statusCode).toBe(400);
    expect(json(empty).code).toBe('validation_failed');
    expect(await rowOf(target)).toBeNull();
  });

  it('refuses the link of an account erased since, and writes nothing', async () => {
    const [gone] = await t.db
      .insert(users)
      .values({ name: 'Gone', email: 'gone-guardian@example.test', role: 'guardian', passwordHash: 'unused' })
      .returning({ id: users.id });
    const token = await tokenFor(gone?.id ?? '', 'absences');
    await t.db.delete(users).where(eq(users.id, gone?.id ?? ''));
    expectRefusal(await unsubscribe(token), 400, 'invalid_unsubscribe_link', 'This unsubscribe link is not valid');
    expect(await rowOf({ id: gone?.id ?? '' })).toBeNull();
  });

  it('is counted per address like the other public forms', async () => {
    const limited = await createTestApp({ RATE_LIMIT_REQUESTS: '2' }, { sharing: t });
    try {
      const press = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/guardian/unsubscribe',
          remoteAddress: '203.0.113.7',
          payload: { token: 'not-a-token' },
        });
      expect((await press()).statusCode).toBe(400);
      expect((await press()).statusCode).toBe(400);
      const refused = await press();
      expect(refused.statusCode).toBe(429);
      expect(json(refused).code).toBe('too_many_requests');
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
