import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { json, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { teacher } = useSignedInUsers(t, { teacher: 'teacher' });

/** A sign-up with a short password, no name and a malformed email, in `language` when given. */
const register = (language?: string): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: language === undefined ? {} : { 'accept-language': language },
    payload: { name: '', email: 'not-an-email', password: 'short', role: 'student' },
  });

describe('the contract’s validation messages', () => {
  it('come back in Hindi under each field with Accept-Language: hi, the placeholders filled', async () => {
    const response = await register('hi');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'validation_failed',
      errors: {
        name: 'नाम ज़रूरी है',
        email: 'कृपया एक सही ईमेल पता डालें',
        password: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
      },
    });
  });

  it('stay exactly as written in English', async () => {
    expect(json(await register())).toMatchObject({
      code: 'validation_failed',
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
      },
    });
  });

  it('name the field in the reader’s language when the message is written around its label', async () => {
    const ask = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/analytics/teacher?startDate=2026-02-30',
        headers: { ...teacher.headers, 'accept-language': language },
      });
    const hindi = await ask('hi');
    expect(hindi.statusCode).toBe(400);
    expect(json(hindi)).toMatchObject({
      message: 'आरंभ तिथि सही तारीख नहीं है',
      errors: { startDate: 'आरंभ तिथि सही तारीख नहीं है' },
    });
    expect(json(await ask('en'))).toMatchObject({ errors: { startDate: 'Start date is not a valid date' } });
  });
});
