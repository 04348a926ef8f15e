// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../test/unit/screen';
import { ApiError } from '../../../lib/api-failure';
import { callEndpoint } from '../../../lib/endpoint-client';
import { GuardianUnsubscribePage } from './guardian-unsubscribe-page';

vi.mock('../../../lib/endpoint-client', () => ({ callEndpoint: vi.fn() }));
const called = vi.mocked(callEndpoint);

const renderPage = (address = '/guardian-unsubscribe?token=signed') =>
  renderScreen({ '/guardian-unsubscribe': <GuardianUnsubscribePage /> }, address);

afterEach(() => {
  cleanup();
  called.mockReset();
});

describe('the guardian unsubscribe page', () => {
  it('changes nothing until the button is pressed, then names the emails stopped', async () => {
    called.mockResolvedValue({
      success: true,
      message: 'You will no longer receive these emails',
      data: { kind: 'absences' },
    });
    renderPage();
    const button = await screen.findByRole('button', { name: 'Stop these emails' });
    // A mail scanner that opens the link turns nothing off.
    expect(called).not.toHaveBeenCalled();
    await userEvent.setup().click(button);
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'You will no longer receive absence emails.',
    );
    expect(called).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/guardian/unsubscribe' }),
      expect.objectContaining({ body: { token: 'signed' } }),
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/guardian-signin?redirect=%2Fguardian%2Fsettings',
    );
  });

  it('says a refused link is not valid', async () => {
    called.mockRejectedValue(new ApiError(400, 'This unsubscribe link is not valid', {}, 'invalid_unsubscribe_link'));
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stop these emails' }));
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).toBeNull();
  });
});
