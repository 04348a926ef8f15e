import { Secret, TOTP } from 'otpauth';
import type { TestApp, TestUser } from '../helpers/test-app';
import { json } from '../helpers/test-app';

/** A clock the test moves: each TOTP code belongs to a 30-second step, and a step is used once. */
export function testClock(start = Date.now()) {
  let at = start;
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
    /** The next 30-second step, so a new code is accepted. */
    nextStep: () => {
      at += 30_000;
    },
  };
}

/** The code an authenticator app would show for this secret at that moment (the same library as the server). */
export const codeFor = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/** Sets up and confirms an authenticator app for the user; returns its secret and recovery codes. */
export async function turnOnTotp(t: TestApp, user: TestUser, now: () => Date) {
  const setup = await t.app.inject({ method: 'POST', url: '/api/account/totp/setup', headers: user.headers });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
  const { secret } = json<{ data: { secret: string } }>(setup).data;
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/account/totp/confirm',
    headers: user.headers,
    payload: { code: codeFor(secret, now()) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  return { secret, recoveryCodes: json<{ recoveryCodes: string[] }>(confirm).recoveryCodes };
}
