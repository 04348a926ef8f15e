import { textWith } from '@tutorium/contract/text-with';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { AppError } from '../../src/platform/errors';
import { translate } from '../../src/platform/language';
import { expectRefusal, json, type TestUser, useSignedInUsers, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const { english, hindi, other } = useSignedInUsers(t, {
  english: 'student',
  hindi: ['student', { language: 'hi' }],
  other: 'student',
});

const signInRequired = { en: 'Please sign in to continue', hi: 'जारी रखने के लिए कृपया साइन इन करें' };
const forbidden = { en: 'Unauthorized', hi: 'आपको इसकी अनुमति नहीं है' };
const badLanguage = { en: 'Choose a language Tutorium speaks', hi: 'Tutorium की उपलब्ध भाषाओं में से एक चुनें' };

/** A request with the Accept-Language header (none when `language` is left out), as `as` when given. */
const ask = (
  method: 'GET' | 'PUT',
  url: string,
  { as, language, payload }: { as?: TestUser; language?: string; payload?: object } = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url,
    headers: { ...as?.headers, ...(language === undefined ? {} : { 'accept-language': language }) },
    ...(payload === undefined ? {} : { payload }),
  });

const storedLanguage = async (user: TestUser) =>
  (await t.db.select({ language: users.language }).from(users).where(eq(users.id, user.id)))[0]?.language;

describe('the language of a failure', () => {
  it('is the Accept-Language one Tutorium speaks, with the same code', async () => {
    expectRefusal(
      await ask('GET', '/api/users/profile', { language: 'hi' }),
      401,
      'sign_in_required',
      signInRequired.hi,
    );
    expectRefusal(
      await ask('GET', '/api/users/profile', { language: 'fr-FR, hi-IN;q=0.8, en;q=0.5' }),
      401,
      'sign_in_required',
      signInRequired.hi,
    );
    expectRefusal(await ask('GET', '/api/outbox', { as: english, language: 'hi-IN' }), 403, 'forbidden', forbidden.hi);
  });

  it('is the signed-in user’s saved choice when the header names no language Tutorium speaks', async () => {
    expectRefusal(await ask('GET', '/api/outbox', { as: hindi }), 403, 'forbidden', forbidden.hi);
    expectRefusal(
      await ask('GET', '/api/outbox', { as: hindi, language: 'fr, de;q=0.5' }),
      403,
      'forbidden',
      forbidden.hi,
    );
    // A header that names English wins over the saved choice: the reader sees English.
    expectRefusal(await ask('GET', '/api/outbox', { as: hindi, language: 'en-GB' }), 403, 'forbidden', forbidden.en);
  });

  it('is English otherwise: no header, a language Tutorium does not speak, or one refused with q=0', async () => {
    expectRefusal(await ask('GET', '/api/users/profile'), 401, 'sign_in_required', signInRequired.en);
    expectRefusal(
      await ask('GET', '/api/users/profile', { language: 'fr' }),
      401,
      'sign_in_required',
      signInRequired.en,
    );
    expectRefusal(
      await ask('GET', '/api/users/profile', { language: 'hi;q=0, *' }),
      401,
      'sign_in_required',
      signInRequired.en,
    );
    expectRefusal(await ask('GET', '/api/outbox', { as: english }), 403, 'forbidden', forbidden.en);
  });

  it('translates the validation messages of each field too', async () => {
    const refused = await ask('PUT', '/api/users/profile', { as: hindi, payload: { language: 'xx' } });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({
      success: false,
      code: 'validation_failed',
      message: badLanguage.hi,
      errors: { language: badLanguage.hi },
    });
    const english = await ask('PUT', '/api/users/profile', { as: hindi, language: 'en', payload: { language: 'xx' } });
    expect(json(english)).toMatchObject({ message: badLanguage.en, errors: { language: badLanguage.en } });
  });

  it('keeps a text no catalogue holds as it is, and fills placeholders in each language', () => {
    expect(translate('hi', 'Ada Lovelace')).toBe('Ada Lovelace');
    expect(translate('hi', 'The upload could not be read ({reason})', { reason: 'Malformed part' })).toBe(
      'अपलोड पढ़ा नहीं जा सका (Malformed part)',
    );
    const error = new AppError('BAD_REQUEST', textWith('The upload could not be read ({reason})', { reason: 'x' }));
    expect(error.message).toBe('The upload could not be read (x)');
  });
});

describe('PUT /api/users/profile { language }', () => {
  it('saves the choice, returns it with the signed-in user, and null forgets it', async () => {
    const saved = await ask('PUT', '/api/users/profile', { as: other, payload: { language: 'hi' } });
    expect(saved.statusCode).toBe(200);
    expect(json<{ data: { language: string } }>(saved).data.language).toBe('hi');
    expect(await storedLanguage(other)).toBe('hi');
    const me = await ask('GET', '/api/users/profile', { as: other });
    expect(json<{ data: { language: string } }>(me).data.language).toBe('hi');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.email, password: other.password, role: 'student' },
    });
    expect(json<{ user: { language: string } }>(signIn).user.language).toBe('hi');

    const forgotten = await ask('PUT', '/api/users/profile', { as: other, payload: { language: null } });
    expect(json<{ data: { language: null } }>(forgotten).data.language).toBeNull();
    expect(await storedLanguage(other)).toBeNull();
  });

  it('refuses a visitor and a language Tutorium does not speak, writing nothing', async () => {
    expectRefusal(
      await ask('PUT', '/api/users/profile', { payload: { language: 'hi' } }),
      401,
      'sign_in_required',
      signInRequired.en,
    );
    for (const language of ['fr', 'HI', 42, '']) {
      const refused = await ask('PUT', '/api/users/profile', { as: english, payload: { language } });
      expect(refused.statusCode).toBe(400);
      expect(json(refused)).toMatchObject({ code: 'validation_failed', errors: { language: badLanguage.en } });
    }
    expect(await storedLanguage(english)).toBeNull();
  });
});
