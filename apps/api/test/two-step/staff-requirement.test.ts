import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, securitySettings } from '../../src/db/schema';
import { createSignedInUser, json, send, useSignedInUsers, useTestApp } from '../helpers/test-app';
import { testClock, turnOnTotp } from './totp-helpers';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });
const { admin, teacher, student } = useSignedInUsers(t, { admin: 'admin', teacher: 'teacher', student: 'student' });

const setRule = (requireTwoStepForStaff: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/security-settings',
    headers,
    payload: { requireTwoStepForStaff },
  });

describe('an admin requires two-step sign-in for teachers and admins', () => {
  it('refuses visitors, students and teachers, and bad input, writing nothing', async () => {
    expect((await send(t, 'GET', '/api/admin/security-settings')).statusCode).toBe(401);
    expect((await setRule(true, {})).statusCode).toBe(401);
    expect((await setRule(true, student.headers)).statusCode).toBe(403);
    expect((await setRule(true, teacher.headers)).statusCode).toBe(403);
    expect((await setRule('yes')).statusCode).toBe(400);
    expect(await t.db.select().from(securitySettings)).toHaveLength(0);
    expect(await t.db.select().from(auditLog)).toHaveLength(0);
  });

  it('sends staff without a second factor to set one up first, and leaves students alone', async () => {
    const answer = await setRule(true);
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual({ success: true, data: { requireTwoStepForStaff: true } });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(audit.map((entry) => entry.action)).toEqual(['settings.two_step_required']);
    // The admin who turned it on is covered too, from their next call.
    const read = await send(t, 'GET', '/api/admin/security-settings', { as: admin });
    expect(json(read).code).toBe('two_step_setup_required');

    // A teacher signed in before the rule: every other call is refused until they set one up.
    const courses = await send(t, 'GET', '/api/courses/instructor/courses', { as: teacher });
    expect(courses.statusCode).toBe(403);
    expect(json(courses).code).toBe('two_step_setup_required');
    const profile = await send(t, 'GET', '/api/users/profile', { as: teacher });
    expect(profile.statusCode).toBe(200);
    const overview = await send(t, 'GET', '/api/account/security', { as: teacher });
    expect(json(overview)).toMatchObject({ data: { setupRequired: true } });

    // A teacher signing in now gets a session, which is limited the same way.
    const newcomer = await createSignedInUser(t, 'teacher');
    const refused = await send(t, 'GET', '/api/users/students', { as: newcomer });
    expect(json(refused).code).toBe('two_step_setup_required');

    // Students are not covered by the rule.
    const enrolled = await send(t, 'GET', '/api/courses/student/courses', { as: student });
    expect(enrolled.statusCode).toBe(200);

    // Once the authenticator app is on, the teacher is through.
    await turnOnTotp(t, teacher, clock.now);
    const after = await send(t, 'GET', '/api/courses/instructor/courses', { as: teacher });
    expect(after.statusCode).toBe(200);
    expect(json(await send(t, 'GET', '/api/account/security', { as: teacher }))).toMatchObject({
      data: { setupRequired: false },
    });
    clock.nextStep();
    const login = await send(t, 'POST', '/api/auth/login', {
      payload: { email: teacher.email, password: teacher.password, role: 'admin' },
    });
    expect(json(login)).toMatchObject({ twoStepRequired: true });
  });

  it('once set up, the admin reads the rule and can turn it off again (audited)', async () => {
    const other = await createSignedInUser(t, 'admin');
    const blocked = await send(t, 'GET', '/api/admin/security-settings', { as: other });
    expect(json(blocked).code).toBe('two_step_setup_required');
    await turnOnTotp(t, admin, clock.now);
    const read = await send(t, 'GET', '/api/admin/security-settings', { as: admin });
    expect(json(read)).toMatchObject({ data: { requireTwoStepForStaff: true } });
    expect((await setRule(false)).statusCode).toBe(200);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['settings.two_step_required', 'settings.two_step_optional']));
    const open = await send(t, 'GET', '/api/users/students', { as: other });
    expect(open.statusCode).toBe(200);
  });
});
