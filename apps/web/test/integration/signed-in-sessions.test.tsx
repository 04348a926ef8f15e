import { screen, waitFor, within } from '@testing-library/react';
import { sessionMessages } from '@tutorium/contract/sessions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../api/src/db/schema';
import { withRealApi } from './real-api';

const api = withRealApi();

const chromeOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('Settings: where you are signed in, against the real API', () => {
  it('lists this session and another browser’s, and ends the other one', async () => {
    const student = await api.signIn('student');
    const elsewhere = await api.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '81.2.69.160',
      headers: { 'user-agent': chromeOnMac },
      payload: { email: student.email, password: student.password, role: 'student' },
    });
    expect(elsewhere.statusCode).toBe(200);
    const { user } = api.renderAt('/student/settings');

    const region = await screen.findByRole('region', { name: 'Where you’re signed in' });
    const list = await within(region).findByRole('list', { name: 'Sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('This device')).toBeTruthy();
    expect(within(list).getByText('United Kingdom')).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'End session: Chrome 131 on macOS, United Kingdom' }));
    expect(await screen.findByText(sessionMessages.sessionEnded)).toBeTruthy();
    expect(
      await api.t.db.select({ place: sessions.place }).from(sessions).where(eq(sessions.userId, student.id)),
    ).toEqual([{ place: 'This network' }]);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('This device')).toBeTruthy();
  });
});
