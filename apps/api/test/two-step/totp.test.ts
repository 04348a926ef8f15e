import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authChallenges, recoveryCodes, sessions, totpAuthenticators } from '../../src/db/schema';
import { createSignedInUser, createTestApp, json, signIn, useTestApp } from '../helpers/test-app';
import { codeFor, testClock, turnOnTotp } from './totp-helpers';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });

const inject = (
  method: 'GET' | 'POST',
  url: string,
  headers?: Record<string, string>,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload === undefined ? {} : { payload }) });

describe('authenticator app setup', () => {
  it('refuses visitors on every account security endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/security'],
      ['POST', '/api/account/totp/setup'],
      ['POST', '/api/account/totp/confirm'],
      ['POST', '/api/account/totp/remove'],
      ['POST', '/api/account/recovery-codes'],
    ] as const) {
      const response = await inject(method, url, undefined, method === 'POST' ? { code: '123456' } : undefined);
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('is on only after a first right code, gives 10 recovery codes once, and never shows the secret again', async () => {
    const user = await createSignedInUser(t, 'student');
    const setup = await inject('POST', '/api/account/totp/setup', user.headers);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = json<{ data: { secret: string; otpauthUrl: string } }>(setup).data;
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('issuer=Tutorium');

    // Not on yet: the overview shows nothing and sign-in is still one step.
    let overview = json<{ data: Record<string, unknown> }>(await inject('GET', '/api/account/security', user.headers));
    expect(overview.data).toMatchObject({ totp: null, recoveryCodesLeft: 0, passkeys: [] });
    expect((await signIn(t, user, 'student')).json()).toHaveProperty('token');

    const wrong = await inject('POST', '/api/account/totp/confirm', user.headers, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const [pending] = await t.db.select().from(totpAuthenticators).where(eq(totpAuthenticators.userId, user.id));
    expect(pending?.confirmedAt).toBeNull();

    const confirm = await inject('POST', '/api/account/totp/confirm', user.headers, {
      code: codeFor(secret, clock.now()),
    });
    expect(confirm.statusCode).toBe(200);
    const codes = json<{ recoveryCodes: string[] }>(confirm).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    // Only digests are stored.
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]?.replace('-', ''));

    overview = json(await inject('GET', '/api/account/security', user.headers));
    expect(overview.data).toMatchObject({ recoveryCodesLeft: 10, totp: { enabledAt: expect.any(String) } });
    expect(JSON.stringify(overview)).not.toContain(secret);

    // A second setup while on is refused and leaves the secret alone.
    const again = await inject('POST', '/api/account/totp/setup', user.headers);
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('totp_already_on');
    const [row] = await t.db.select().from(totpAuthenticators).where(eq(totpAuthenticators.userId, user.id));
    expect(row?.secret).toBe(secret);
  });

  it('refuses a confirmation without setup (409) and bad input (400) without writing', async () => {
    const user = await createSignedInUser(t, 'teacher');
    const none = await inject('POST', '/api/account/totp/confirm', user.headers, { code: '123456' });
    expect(none.statusCode).toBe(409);
    expect(json(none).code).toBe('totp_not_set_up');
    for (const payload of [{}, { code: '12345' }, { code: 'abcdef' }, { code: 123456 }]) {
      const response = await inject('POST', '/api/account/totp/confirm', user.headers, payload);
      expect(response.statusCode).toBe(400);
    }
    expect(await t.db.select().from(totpAuthenticators).where(eq(totpAuthenticators.userId, user.id))).toHaveLength(0);
  });

  it('removes the app only with the password or a current code, and its recovery codes with it', async () => {
    const user = await createSignedInUser(t, 'student');
    const { secret } = await turnOnTotp(t, user, clock.now);
    const wrong = await inject('POST', '/api/account/totp/remove', user.headers, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    // The code that confirmed setup was used in this step: it cannot remove the app too.
    const replayed = await inject('POST', '/api/account/totp/remove', user.headers, {
      code: codeFor(secret, clock.now()),
    });
    expect(replayed.statusCode).toBe(400);
    expect(await t.db.select().from(totpAuthenticators).where(eq(totpAuthenticators.userId, user.id))).toHaveLength(1);
    const both = await inject('POST', '/api/account/totp/remove', user.headers, {
      password: user.password,
      code: '123456',
    });
    expect(both.statusCode).toBe(400);

    clock.nextStep();
    const removed = await inject('POST', '/api/account/totp/remove', user.headers, {
      code: codeFor(secret, clock.now()),
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(totpAuthenticators).where(eq(totpAuthenticators.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
    expect((await signIn(t, user, 'student')).json()).toHaveProperty('token');
  });

  it('regenerating recovery codes replaces all of them', async () => {
    const user = await createSignedInUser(t, 'student');
    const { recoveryCodes: first } = await turnOnTotp(t, user, clock.now);
    const response = await inject('POST', '/api/account/recovery-codes', user.headers, { password: user.password });
    expect(response.statusCode).toBe(200);
    const second = json<{ recoveryCodes: string[] }>(response).recoveryCodes;
    expect(second).toHaveLength(10);
    expect(second.some((code) => first.includes(code))).toBe(false);
    const live = await t.db
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
    expect(live).toHaveLength(10);
    // An old code no longer finishes a sign-in.
    const login = json<{ challengeId: string }>(await signIn(t, user, 'student'));
    const old = await inject('POST', '/api/auth/two-step', undefined, {
      challengeId: login.challengeId,
      recoveryCode: first[0],
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses to regenerate codes for an account without a second factor', async () => {
    const user = await createSignedInUser(t, 'student');
    const response = await inject('POST', '/api/account/recovery-codes', user.headers, { password: user.password });
    expect(response.statusCode).toBe(409);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toHaveLength(0);
  });
});

describe('two-step sign-in', () => {
  it('answers a challenge instead of a session, then signs in with a code', async () => {
    const user = await createSignedInUser(t, 'student');
    const { secret } = await turnOnTotp(t, user, clock.now);
    const sessionsBefore = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));

    const login = await signIn(t, user, 'student');
    expect(login.statusCode).toBe(200);
    const body = json<{ challengeId: string; methods: string[]; token?: string }>(login);
    expect(body).toMatchObject({ success: true, twoStepRequired: true, methods: ['totp', 'recovery-code'] });
    expect(body.token).toBeUndefined();
    expect(login.headers['set-cookie']).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(sessionsBefore.length);

    clock.nextStep();
    const done = await inject('POST', '/api/auth/two-step', undefined, {
      challengeId: body.challengeId,
      code: codeFor(secret, clock.now()),
    });
    expect(done.statusCode).toBe(200);
    const signedIn = json<{ token: string; user: { id: string } }>(done);
    expect(signedIn).toMatchObject({ success: true, message: 'Login successful!', user: { id: user.id } });
    expect(String(done.headers['set-cookie'])).toContain(`tutorium_device_${user.id}=`);
    expect((await inject('GET', '/api/users/profile', { authorization: `Bearer ${signedIn.token}` })).statusCode).toBe(
      200,
    );
    // Single use: the challenge is gone.
    expect(await t.db.select().from(authChallenges).where(eq(authChallenges.id, body.challengeId))).toHaveLength(0);
    clock.nextStep();
    const reuse = await inject('POST', '/api/auth/two-step', undefined, {
      challengeId: body.challengeId,
      code: codeFor(secret, clock.now()),
    });
    expect(reuse.statusCode).toBe(401);
    expect(json(reuse).code).toBe('two_step_expired');
  });

  it('refuses a code replayed within its time step', async () => {
    const user = await createSignedInUser(t, 'student');
    const { secret } = await turnOnTotp(t, user, clock.now);
    clock.nextStep();
    const code = codeFor(secret, clock.now());
    const first = json<{ challengeId: string }>(await signIn(t, user, 'student'));
    expect(
      (await inject('POST', '/api/auth/two-step', undefined, { challengeId: first.challengeId, code })).statusCode,
    ).toBe(200);
    const second = json<{ challengeId: string }>(await signIn(t, user, 'student'));
    const replay = await inject('POST', '/api/auth/two-step', undefined, { challengeId: second.challengeId, code });
    expect(replay.statusCode).toBe(401);
    expect(json(replay).code).toBe('code_already_used');
  });

  it('accepts each recovery code once, with or without the dash', async () => {
    const user = await createSignedInUser(t, 'student');
    const { recoveryCodes: codes } = await turnOnTotp(t, user, clock.now);
    const code = codes[3] ?? '';
    const first = json<{ challengeId: string }>(await signIn(t, user, 'student'));
    const used = await inject('POST', '/api/auth/two-step', undefined, {
      challengeId: first.challengeId,
      recoveryCode: ` ${code.toUpperCase().replace('-', '')} `,
    });
    expect(used.statusCode).toBe(200);
    const overview = json<{ data: { recoveryCodesLeft: number } }>(
      await inject('GET', '/api/account/security', user.headers),
    );
    expect(overview.data.recoveryCodesLeft).toBe(9);
    const second = json<{ challengeId: string }>(await signIn(t, user, 'student'));
    const again = await inject('POST', '/api/auth/two-step', undefined, {
      challengeId: second.challengeId,
      recoveryCode: code,
    });
    expect(again.statusCode).toBe(401);
    expect(json(again).code).toBe('invalid_two_step_code');
  });

  it('refuses an expired challenge', async () => {
    const user = await createSignedInUser(t, 'student');
    const { secret } = await turnOnTotp(t, user, clock.now);
    const { challengeId } = json<{ challengeId: string }>(await signIn(t, user, 'student'));
    clock.advance(6 * 60_000);
    const late = await inject('POST', '/api/auth/two-step', undefined, {
      challengeId,
      code: codeFor(secret, clock.now()),
    });
    expect(late.statusCode).toBe(401);
    expect(json(late).code).toBe('two_step_expired');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('allows 5 tries per challenge, counted atomically however many arrive at once', async () => {
    // A sign-in limit far above the challenge's own, so only the challenge's count answers here.
    const roomy = await createTestApp({ RATE_LIMIT_LOGIN_FAILURES: '100' }, { now: clock.now });
    try {
      const user = await createSignedInUser(roomy, 'student');
      const { secret } = await turnOnTotp(roomy, user, clock.now);
      const { challengeId } = json<{ challengeId: string }>(await signIn(roomy, user, 'student'));
      const post = (payload: Record<string, unknown>): Promise<LightMyRequestResponse> =>
        roomy.app.inject({ method: 'POST', url: '/api/auth/two-step', payload });
      const answers = await Promise.all(Array.from({ length: 8 }, () => post({ challengeId, code: '000000' })));
      const codes = answers.map((response) => json(response).code);
      expect(codes.filter((code) => code === 'invalid_two_step_code')).toHaveLength(5);
      expect(codes.filter((code) => code === 'two_step_expired')).toHaveLength(3);
      clock.nextStep();
      const right = await post({ challengeId, code: codeFor(secret, clock.now()) });
      expect(right.statusCode).toBe(401);
      expect(json(right).code).toBe('two_step_expired');
    } finally {
      await roomy.close();
    }
  });

  it('counts failed second steps towards the sign-in limit of the account', async () => {
    const user = await createSignedInUser(t, 'student');
    await turnOnTotp(t, user, clock.now);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { challengeId } = json<{ challengeId: string }>(await signIn(t, user, 'student'));
      for (let j = 0; j < 2; j++) {
        statuses.push(
          (await inject('POST', '/api/auth/two-step', undefined, { challengeId, code: '000000' })).statusCode,
        );
      }
    }
    // Five failures are allowed per window (RATE_LIMIT_LOGIN_FAILURES); the sixth is refused.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('refuses bad input with 400 and an unknown challenge with 401, writing nothing', async () => {
    for (const payload of [
      {},
      { challengeId: 'not-a-uuid', code: '123456' },
      { challengeId: crypto.randomUUID() },
      { challengeId: crypto.randomUUID(), code: '123456', recoveryCode: 'abcde-fghij' },
      { challengeId: crypto.randomUUID(), recoveryCode: 'short' },
    ]) {
      expect((await inject('POST', '/api/auth/two-step', undefined, payload)).statusCode).toBe(400);
    }
    const unknown = await inject('POST', '/api/auth/two-step', undefined, {
      challengeId: crypto.randomUUID(),
      code: '123456',
    });
    expect(unknown.statusCode).toBe(401);
  });

  it("does not finish another user's challenge with one's own code", async () => {
    const alice = await createSignedInUser(t, 'student');
    const bob = await createSignedInUser(t, 'student');
    await turnOnTotp(t, alice, clock.now);
    const bobs = await turnOnTotp(t, bob, clock.now);
    const { challengeId } = json<{ challengeId: string }>(await signIn(t, alice, 'student'));
    clock.nextStep();
    const response = await inject('POST', '/api/auth/two-step', undefined, {
      challengeId,
      code: codeFor(bobs.secret, clock.now()),
    });
    expect(response.statusCode).toBe(401);
    const recovery = await inject('POST', '/api/auth/two-step', undefined, {
      challengeId,
      recoveryCode: bobs.recoveryCodes[0],
    });
    expect(recovery.statusCode).toBe(401);
  });

  it('keeps the portal rule: a student with a right second step is still refused at the teacher sign-in', async () => {
    const user = await createSignedInUser(t, 'student');
    await turnOnTotp(t, user, clock.now);
    const response = await signIn(t, user, 'admin');
    expect(response.statusCode).toBe(403);
    expect(json(response).code).toBe('wrong_portal');
  });
});
