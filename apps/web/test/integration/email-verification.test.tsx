import { screen, waitFor, within } from '@testing-library/react';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, emailVerifications, users } from '../../../api/src/db/schema';
import { withRealApi } from './real-api';

const api = withRealApi();

/** The code in the newest confirmation email queued for `address` (the outbox holds it until sent). */
async function latestCodeFor(address: string): Promise<string> {
  const [mail] = await api.t.db
    .select({ body: emailOutbox.body })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`no code queued for ${address}`);
  return code;
}

describe('confirming an email address against the real API', () => {
  it('shows the banner to an unverified account, sends a code on Resend, and hides the banner once it is entered', async () => {
    const student = await api.signIn('student');
    await api.t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, student.id));
    const { user } = api.renderAt('/student/dashboard');

    const banner = await screen.findByRole('region', { name: 'Confirm your email address' });
    expect(within(banner).getByText(student.email)).toBeTruthy();
    await user.click(within(banner).getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We sent a new code and link to your email')).toBeTruthy();

    await user.type(within(banner).getByRole('textbox', { name: 'Confirmation code' }), '12');
    await user.click(within(banner).getByRole('button', { name: 'Confirm' }));
    expect(await within(banner).findByText('Please enter the 6-digit code from the email')).toBeTruthy();

    const code = await latestCodeFor(student.email);
    await user.clear(within(banner).getByRole('textbox', { name: 'Confirmation code' }));
    await user.type(within(banner).getByRole('textbox', { name: 'Confirmation code' }), code);
    await user.click(within(banner).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your email address is confirmed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your email address' })).toBeNull());
    const [row] = await api.t.db.select().from(users).where(eq(users.id, student.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('shows a change waiting in Settings, and Cancel drops it and keeps the address', async () => {
    const teacher = await api.signIn('teacher');
    const { user } = api.renderAt('/admin/settings');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(screen.queryByRole('region', { name: 'Confirm your email address' })).toBeNull();

    const email = within(profile).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'somewhere.new@example.test');
    await user.type(within(profile).getByLabelText('Current Password'), teacher.password);
    await user.click(within(profile).getByRole('button', { name: 'Save Changes' }));

    expect(await within(profile).findByText('Waiting for confirmation: somewhere.new@example.test')).toBeTruthy();
    expect((within(profile).getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe(teacher.email);
    await user.click(within(profile).getByRole('button', { name: 'Cancel change' }));
    expect(await screen.findByText('The email change is cancelled')).toBeTruthy();
    await waitFor(() => expect(within(profile).queryByText(/Waiting for confirmation/)).toBeNull());
    expect(await api.t.db.select().from(emailVerifications).where(eq(emailVerifications.userId, teacher.id))).toEqual(
      [],
    );
    const [row] = await api.t.db.select().from(users).where(eq(users.id, teacher.id));
    expect(row?.email).toBe(teacher.email);
  });
});
