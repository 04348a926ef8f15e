import { screen, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recoveryCodes, totpAuthenticators } from '../../../api/src/db/schema';
import { createSignedInUser } from '../../../api/test/helpers/test-app';
import { codeFor, turnOnTotp } from '../../../api/test/two-step/totp-helpers';
import { withRealApi } from './real-api';

const api = withRealApi();
const now = () => new Date();
/** A code of the next 30-second step: the one that turned the app on has used this step. */
const nextCode = (secret: string) => codeFor(secret, new Date(Date.now() + 30_000));

describe('two-step sign-in against the real API', () => {
  it('turns the authenticator app on from Settings and shows the recovery codes once', async () => {
    const student = await api.signIn('student');
    const { user } = api.renderAt('/student/settings');
    const section = await screen.findByRole('region', { name: 'Sign-in & security' });
    await user.click(await within(section).findByRole('button', { name: 'Set up' }));
    const key = await within(section).findByText((_, element) => element?.tagName === 'CODE');
    const secret = (key.textContent ?? '').replace(/\s/g, '');
    await user.type(within(section).getByRole('textbox', { name: 'Code from the app' }), '000000');
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await within(section).findByText('That code is not right. Please try again.')).toBeTruthy();
    const field = within(section).getByRole('textbox', { name: 'Code from the app' });
    await user.clear(field);
    await user.type(field, codeFor(secret, now()));
    await user.click(within(section).getByRole('button', { name: 'Turn on' }));

    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const [row] = await api.t.db.select().from(totpAuthenticators).where(eq(totpAuthenticators.userId, student.id));
    expect(row?.confirmedAt).not.toBeNull();
    expect(await api.t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, student.id))).toHaveLength(10);
    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(await within(section).findByText(/^10 of 10 left/)).toBeTruthy();
  });

  it('asks for the second step after the password, and signs in with a code', async () => {
    const account = await createSignedInUser(api.t, 'student');
    const { secret } = await turnOnTotp(api.t, account, now);
    const { user, router } = api.renderAt('/student-signin');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), account.email);
    await user.type(screen.getByLabelText('Password'), account.password);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeTruthy();
    const code = screen.getByRole('textbox', { name: 'Code from your app' });
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, nextCode(secret));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await expect.poll(() => router.state.location.pathname).toBe('/student/dashboard');
  });
});
