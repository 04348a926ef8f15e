import { describe, expect, it } from 'vitest';
import { describeError, serializeError } from '../../src/platform/logging';
import { codeFrom, resetCodeSubject } from '../helpers/smtp-sink';
import { createSignedInUser, json, useTestApp } from '../helpers/test-app';

const t = useTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => lines.push(line) } });
const lines: string[] = [];

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('the log', () => {
  it('never holds a password, session token, reset code, password hash or calendar feed secret', async () => {
    const email = 'logged@example.test';
    const password = 'first secret password';
    const newPassword = 'second secret password';
    expect(
      (await post('/api/auth/register', { name: 'Logged Person', email, password, role: 'student' })).statusCode,
    ).toBe(201);
    const login = await post('/api/auth/login', { email, password, role: 'student' });
    expect(login.statusCode).toBe(200);
    const token = json<{ token: string }>(login).token;
    const auth = { authorization: `Bearer ${token}` };
    const badLogin = await post('/api/auth/login', { email, password: 'wrong password here', role: 'student' });
    expect(badLogin.statusCode).toBe(401);

    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    await t.app.outbox.drain();
    const code = codeFrom(await t.mail.waitFor((mail) => mail.to.includes(email) && mail.subject === resetCodeSubject));
    expect((await post('/api/auth/verify-reset-code', { email, verificationCode: code })).statusCode).toBe(200);
    expect(
      (await post('/api/auth/reset-password', { email, verificationCode: code, password: newPassword })).statusCode,
    ).toBe(200);
    const again = await post('/api/auth/login', { email, password: newPassword, role: 'student' });
    const newToken = json<{ token: string }>(again).token;
    const newAuth = { authorization: `Bearer ${newToken}` };

    const feed = await t.app.inject({ method: 'GET', url: '/api/calendar/feed-url', headers: newAuth });
    expect(feed.statusCode).toBe(200);
    const feedPath = new URL(json<{ data: { url: string } }>(feed).data.url).pathname;
    const feedSecret =
      feedPath
        .split('/')
        .at(-1)
        ?.replace(/\.ics$/, '') ?? '';
    expect(feedSecret.length).toBeGreaterThan(10);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${feedPath}x` })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: auth })).statusCode).toBe(401);
    await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { ...newAuth, cookie: `session=${newToken}` },
    });

    const log = lines.join('');
    expect(log).toContain('/api/calendar/feed/[redacted]');
    expect(log).toContain('incoming request');
    for (const secret of [password, newPassword, token, newToken, code, feedSecret, '$argon2']) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
  });

  it('cuts token query values out of logged URLs: an export download link is not written to the log', async () => {
    const user = await createSignedInUser(t, 'student');
    const exportToken = 'export-download-token-4f9c2a7d1b';
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/privacy/exports/download?token=${exportToken}`,
      headers: user.headers,
    });
    expect(download.statusCode).toBe(404);
    await t.app.inject({
      method: 'GET',
      url: `/api/courses?page=2&access_token=${exportToken}x&Token=${exportToken}y`,
    });

    const log = lines.join('');
    expect(log).not.toContain(exportToken);
    expect(log).toContain('/api/privacy/exports/download?token=[redacted]');
    expect(log).toContain('/api/courses?page=2&access_token=[redacted]&Token=[redacted]');
  });

  it('cuts query parameters and password hashes out of logged errors and the start-up error', () => {
    const cause = new Error('duplicate key value violates unique constraint "users_email_unique"');
    const failed = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@example.test,$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
      { cause },
    );
    const logged = JSON.stringify(serializeError(failed));
    expect(logged).not.toContain('argon2');
    expect(logged).not.toContain('a@example.test');
    expect(logged).toContain('params: [redacted]');
    const printed = describeError(failed);
    expect(printed).not.toContain('argon2');
    expect(printed).toContain('users_email_unique');
    expect(describeError(new Error('token in $argon2i$v=19$m=4096,t=3,p=1$abc$def'))).not.toContain('argon2');
  });
});
