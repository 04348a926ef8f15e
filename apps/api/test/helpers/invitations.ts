import type { LightMyRequestResponse } from 'fastify';
import type { TestApp, TestUser } from './test-app';

/** An admin creates a teacher's account: the holder is emailed a code to choose a password. */
export function inviteTeacher(
  t: TestApp,
  admin: TestUser,
  teacher: { name: string; email: string; specialization: string },
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: admin.headers,
    payload: { ...teacher, role: 'teacher' },
  });
}
