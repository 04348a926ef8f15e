import { type APIRequestContext, expect } from '@playwright/test';
import type { z } from 'zod';
import { type LiveClass, type LiveClassInput, liveClassResponseSchema } from '../../packages/contract/src/live-classes';
import type { Account } from './course-setup';

/**
 * What the dashboard, analytics, profile and settings tests read or set up through the API: a
 * session token for an account, the API's own figures to hold the screens to, enrolments and live
 * classes.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Signs in through the API (teachers sign in with role admin) and returns the session token. */
export async function apiToken(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
  portal: 'teacher' | 'student',
): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, role: portal === 'teacher' ? 'admin' : 'student' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A GET answer of the API, checked against the contract's schema. */
export async function apiGet<TSchema extends z.ZodType>(
  request: APIRequestContext,
  token: string,
  path: string,
  schema: TSchema,
): Promise<z.output<TSchema>> {
  const response = await request.get(path, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return schema.parse(await response.json());
}

export async function enrolViaApi(request: APIRequestContext, token: string, courseId: string): Promise<void> {
  const response = await request.post(`/api/courses/${courseId}/enroll`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(201);
}

export async function scheduleClassViaApi(
  request: APIRequestContext,
  token: string,
  input: LiveClassInput,
): Promise<LiveClass> {
  const response = await request.post('/api/live-classes', { headers: bearer(token), data: input });
  expect(response.status(), await response.text()).toBe(201);
  return liveClassResponseSchema.parse(await response.json()).liveClass;
}
