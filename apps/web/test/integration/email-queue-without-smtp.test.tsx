import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRealApi } from './real-api';

const api = withRealApi({ SMTP_URL: '' });

describe('the admin email queue on a server with no SMTP server', () => {
  it('says emails go to the server log rather than calling an empty queue delivered', async () => {
    await api.signIn('admin');
    api.renderAt('/admin/email');

    expect(await screen.findByText('No emails waiting')).toBeTruthy();
    expect(screen.getByText(/emails are written to the server log,\s+not sent/)).toBeTruthy();
    expect(screen.getByText('No SMTP server is configured:')).toBeTruthy();
    expect(screen.queryByText('Every email has been delivered')).toBeNull();
  });
});
