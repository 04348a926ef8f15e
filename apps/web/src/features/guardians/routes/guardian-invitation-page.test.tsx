// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Endpoint } from '@tutorium/contract/endpoint';
import type { User } from '@tutorium/contract/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/unit/screen';
import { ApiError } from '../../../lib/api-failure';
import { callEndpoint } from '../../../lib/endpoint-client';
import { setToken } from '../../../lib/token-storage';
import { GuardianInvitationPage } from './guardian-invitation-page';

vi.mock('../../../lib/endpoint-client', () => ({ callEndpoint: vi.fn() }));
const called = vi.mocked(callEndpoint);

const invitation = {
  studentName: 'Ravi Kumar',
  invitedEmail: 'parent@example.test',
  invitedByName: 'Asha Rao',
  relationship: 'Mother',
  expiresAt: '2026-06-14T10:00:00.000Z',
  accountExists: false,
};

const signedIn = (email: string, accountRole: User['accountRole']) =>
  ({ id: 'u1', email, accountRole, name: 'Someone', language: null, timeZone: 'Asia/Kolkata' }) as User;

/** Answers each endpoint by its path, as the API would: the invitation, the signed-in account, and accepting. */
function serve({
  read = { success: true, data: invitation },
  user = null,
}: {
  read?: object | ApiError;
  user?: User | null;
}) {
  if (user) setToken('a-session-token');
  called.mockImplementation(async (endpoint: Endpoint) => {
    if (endpoint.path === '/guardian-invitations/:token') {
      if (read instanceof ApiError) throw read;
      return read;
    }
    if (endpoint.path === '/users/profile' && user) return { success: true, data: user };
    if (endpoint.path === '/guardian-invitations/:token/new-account') {
      return {
        success: true,
        message: 'You now follow Ravi Kumar in Tutorium',
        token: 't',
        user: signedIn(invitation.invitedEmail, 'guardian'),
      };
    }
    if (endpoint.path === '/guardian-invitations/:token/accept') {
      return { success: true, message: 'You now follow Ravi Kumar in Tutorium' };
    }
    throw new Error(`unexpected ${endpoint.path}`);
  });
}

const renderPage = (address = '/guardian-invitation?token=abc') =>
  renderScreen(
    { '/guardian-invitation': <GuardianInvitationPage />, '/guardian/dashboard': <p>The guardian portal</p> },
    address,
  );

afterEach(() => {
  cleanup();
  called.mockReset();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the guardian invitation page', () => {
  it('says who invited whom, and a new guardian account accepts and lands on the guardian portal', async () => {
    serve({});
    renderPage();
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === 'Asha Rao invited you to follow Ravi Kumar in Tutorium as their guardian.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Relationship: Mother')).toBeTruthy();
    const user = userEvent.setup();
    // Pasted rather than typed key by key: the same events for the form, in a fraction of the time.
    const fill = async (label: string, value: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    };
    await fill('Full Name', 'Priya Kumar');
    await fill('Password', 'guardian pass 1');
    await fill('Confirm Password', 'guardian pass 2');
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await fill('Confirm Password', 'guardian pass 1');
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    expect(await screen.findByText('The guardian portal')).toBeTruthy();
    expect(called).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/guardian-invitations/:token/new-account' }),
      expect.objectContaining({
        params: { token: 'abc' },
        body: expect.objectContaining({ name: 'Priya Kumar', password: 'guardian pass 1' }),
      }),
    );
    expect(localStorage.getItem('tutorium.token')).toBe('t');
  });

  it('explains an expired or withdrawn invitation', async () => {
    serve({ read: new ApiError(410, 'This invitation has expired', {}, 'invitation_invalid') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeTruthy();
    expect(screen.getByText('This invitation has expired')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls a link without a token not valid, asking nothing of the API', async () => {
    serve({});
    renderPage('/guardian-invitation');
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeTruthy();
    expect(called).not.toHaveBeenCalled();
  });

  it("sends an existing account's owner to sign in, and back here", async () => {
    serve({ read: { success: true, data: { ...invitation, accountExists: true } } });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Sign in to accept' });
    expect(link.getAttribute('href')).toBe('/guardian-signin?redirect=%2Fguardian-invitation%3Ftoken%3Dabc');
    expect(screen.queryByLabelText('Full Name')).toBeNull();
  });

  it('accepts with one button for the signed-in invited account, and links another role to the guardian portal', async () => {
    serve({
      read: { success: true, data: { ...invitation, accountExists: true } },
      user: signedIn('Parent@example.test', 'teacher'),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'You now follow Ravi Kumar in Tutorium');
    expect(screen.getByRole('link', { name: 'your guardian page' }).getAttribute('href')).toBe('/guardian/dashboard');
  });

  it('tells someone signed in with another address whom the invitation is for', async () => {
    serve({
      read: { success: true, data: { ...invitation, accountExists: true } },
      user: signedIn('other@example.test', 'student'),
    });
    renderPage();
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'This invitation was sent to parent@example.test, and you are signed in as other@example.test.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });
});
