import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authChallenges, passkeys, recoveryCodes, sessions } from '../../src/db/schema';
import { createSignedInUser, json, send, signIn, type TestUser, useTestApp } from '../helpers/test-app';
import { SoftAuthenticator } from './soft-authenticator';

const t = useTestApp();

const post = (url: string, payload: Record<string, unknown>, user?: TestUser): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url, payload, ...(user ? { headers: user.headers } : {}) });

async function registrationOptions(user: TestUser) {
  const response = await send(t, 'POST', '/api/account/passkeys/options', { as: user });
  expect(response.statusCode).toBe(200);
  return json<{ data: { options: Record<string, unknown> } }>(response).data.options;
}

/** Adds a passkey through the API with a software authenticator; returns it and the answer. */
async function addPasskey(user: TestUser, name = 'My laptop') {
  const authenticator = new SoftAuthenticator();
  const options = await registrationOptions(user);
  const response = await post('/api/account/passkeys', { name, credential: authenticator.register(options) }, user);
  return { authenticator, response };
}

async function passkeyOptionsFor(role: 'student' | 'admin') {
  const response = await post('/api/auth/passkey/options', { role });
  expect(response.statusCode).toBe(200);
  return json<{ data: { challengeId: string; options: Record<string, unknown> } }>(response).data;
}

describe('adding passkeys', () => {
  it('refuses visitors', async () => {
    const id = crypto.randomUUID();
    for (const [method, url] of [
      ['POST', '/api/account/passkeys/options'],
      ['POST', '/api/account/passkeys'],
      ['PUT', `/api/account/passkeys/${id}`],
      ['DELETE', `/api/account/passkeys/${id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: { name: 'x' } })).statusCode, url).toBe(401);
    }
  });

  it('adds a named passkey from a verified registration, with recovery codes as the first second factor', async () => {
    const user = await createSignedInUser(t, 'student');
    const options = await registrationOptions(user);
    expect(options).toMatchObject({ rp: { id: 'localhost', name: 'Tutorium' }, attestation: 'none' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    const { response } = await addPasskey(user);
    expect(response.statusCode).toBe(201);
    const body = json<{ data: { id: string; name: string }; recoveryCodes: string[] }>(response);
    expect(body.data).toMatchObject({ name: 'My laptop', lastUsedAt: null });
    expect(body.recoveryCodes).toHaveLength(10);
    const overview = await send(t, 'GET', '/api/account/security', { as: user });
    expect(json(overview)).toMatchObject({
      data: { passkeys: [{ id: body.data.id, name: 'My laptop' }], recoveryCodesLeft: 10 },
    });
    expect(JSON.stringify(json(overview))).not.toContain('publicKey');

    // A second passkey keeps the codes already given.
    const second = await addPasskey(user, 'Phone');
    expect(second.response.statusCode).toBe(201);
    expect(json(second.response).recoveryCodes).toBeNull();
  });

  it('answers each registration challenge once, and refuses a credential for another origin', async () => {
    const user = await createSignedInUser(t, 'student');
    const authenticator = new SoftAuthenticator();
    const options = await registrationOptions(user);
    const credential = authenticator.register(options, 'https://evil.example');
    const wrongOrigin = await post('/api/account/passkeys', { name: 'Evil', credential }, user);
    expect(wrongOrigin.statusCode).toBe(400);
    // The challenge was spent by that try: the right answer to it is refused too.
    const late = await post(
      '/api/account/passkeys',
      { name: 'Late', credential: authenticator.register(options) },
      user,
    );
    expect(late.statusCode).toBe(400);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toHaveLength(0);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const user = await createSignedInUser(t, 'student');
    const options = await registrationOptions(user);
    const credential = new SoftAuthenticator().register(options);
    for (const payload of [
      {},
      { name: '', credential },
      { name: 'x'.repeat(61), credential },
      { name: 'ok', credential: { ...credential, type: 'password' } },
      { name: 'ok', credential: { ...credential, id: 'not base64url!' } },
    ]) {
      expect((await post('/api/account/passkeys', payload, user)).statusCode).toBe(400);
    }
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toHaveLength(0);
    const challenges = await t.db
      .select()
      .from(authChallenges)
      .where(and(eq(authChallenges.userId, user.id), eq(authChallenges.purpose, 'passkey-registration')));
    expect(challenges).toHaveLength(1);
  });

  it("renames and removes only one's own passkeys; the last factor takes the recovery codes with it", async () => {
    const owner = await createSignedInUser(t, 'student');
    const stranger = await createSignedInUser(t, 'teacher');
    const { response } = await addPasskey(owner);
    const id = json<{ data: { id: string } }>(response).data.id;

    const foreignRename = await send(t, 'PUT', `/api/account/passkeys/${id}`, {
      as: stranger,
      payload: { name: 'Mine now' },
    });
    expect(foreignRename.statusCode).toBe(404);
    const foreignRemove = await send(t, 'DELETE', `/api/account/passkeys/${id}`, { as: stranger });
    expect(foreignRemove.statusCode).toBe(404);
    const [kept] = await t.db.select().from(passkeys).where(eq(passkeys.id, id));
    expect(kept?.name).toBe('My laptop');

    const rename = await send(t, 'PUT', `/api/account/passkeys/${id}`, {
      as: owner,
      payload: { name: '  Work laptop ' },
    });
    expect(rename.statusCode).toBe(200);
    expect(json(rename)).toMatchObject({ data: { name: 'Work laptop' } });

    const remove = await send(t, 'DELETE', `/api/account/passkeys/${id}`, { as: owner });
    expect(remove.statusCode).toBe(200);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, owner.id))).toHaveLength(0);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, owner.id))).toHaveLength(0);
    expect(json(await signIn(t, owner, 'student'))).toHaveProperty('token');
  });
});

describe('signing in with a passkey', () => {
  it('finishes a password sign-in with a passkey as the second step', async () => {
    const user = await createSignedInUser(t, 'student');
    const { authenticator } = await addPasskey(user);
    const login = json<{ challengeId: string; methods: string[]; passkeyOptions: Record<string, unknown> }>(
      await signIn(t, user, 'student'),
    );
    expect(login.methods).toEqual(['passkey', 'recovery-code']);
    expect(login.passkeyOptions).toMatchObject({ rpId: 'localhost', allowCredentials: [{ id: authenticator.id }] });
    const done = await post('/api/auth/two-step', {
      challengeId: login.challengeId,
      passkey: authenticator.authenticate(login.passkeyOptions),
    });
    expect(done.statusCode).toBe(200);
    expect(json(done)).toMatchObject({ user: { id: user.id }, token: expect.any(String) });
  });

  it("refuses another user's passkey for a second step", async () => {
    const alice = await createSignedInUser(t, 'student');
    const bob = await createSignedInUser(t, 'student');
    await addPasskey(alice);
    const bobs = await addPasskey(bob);
    const login = json<{ challengeId: string; passkeyOptions: Record<string, unknown> }>(
      await signIn(t, alice, 'student'),
    );
    const response = await post('/api/auth/two-step', {
      challengeId: login.challengeId,
      passkey: bobs.authenticator.authenticate(login.passkeyOptions),
    });
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('passkey_not_recognised');
  });

  it('signs in with a passkey alone, once per challenge, and records its use', async () => {
    const user = await createSignedInUser(t, 'student');
    const { authenticator, response } = await addPasskey(user);
    const passkeyId = json<{ data: { id: string } }>(response).data.id;
    const { challengeId, options } = await passkeyOptionsFor('student');
    expect(options).not.toHaveProperty('allowCredentials');
    expect(options.userVerification).toBe('required');
    const passkey = authenticator.authenticate(options);
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const done = await post('/api/auth/passkey', { challengeId, passkey });
    expect(done.statusCode).toBe(200);
    expect(json(done)).toMatchObject({ success: true, message: 'Login successful!', user: { id: user.id } });
    expect(String(done.headers['set-cookie'])).toContain(`tutorium_device_${user.id}=`);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(before.length + 1);
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, passkeyId));
    expect(row?.lastUsedAt).not.toBeNull();
    expect(row?.counter).toBe(1);

    const replay = await post('/api/auth/passkey', { challengeId, passkey });
    expect(replay.statusCode).toBe(401);
    expect(json(replay).code).toBe('two_step_expired');
  });

  it('keeps the portal rules, and refuses an unknown passkey and bad input', async () => {
    const user = await createSignedInUser(t, 'student');
    const { authenticator } = await addPasskey(user);
    const teacherPortal = await passkeyOptionsFor('admin');
    const wrongPortal = await post('/api/auth/passkey', {
      challengeId: teacherPortal.challengeId,
      passkey: authenticator.authenticate(teacherPortal.options),
    });
    expect(wrongPortal.statusCode).toBe(403);
    expect(json(wrongPortal).code).toBe('wrong_portal');

    const unknown = await passkeyOptionsFor('student');
    const stranger = new SoftAuthenticator();
    const refused = await post('/api/auth/passkey', {
      challengeId: unknown.challengeId,
      passkey: stranger.authenticate(unknown.options),
    });
    expect(refused.statusCode).toBe(401);
    expect(json(refused).code).toBe('passkey_not_recognised');

    for (const payload of [{}, { challengeId: 'x' }, { challengeId: crypto.randomUUID(), passkey: {} }]) {
      expect((await post('/api/auth/passkey', payload)).statusCode).toBe(400);
    }
    expect((await post('/api/auth/passkey/options', { role: 'pirate' })).statusCode).toBe(400);
  });
});
