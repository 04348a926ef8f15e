import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRealApi } from './real-api';

const api = withRealApi();

/**
 * The API answers the seed's `role` (admin for teachers and admins alike) beside Tutorium's
 * `accountRole`; the web app must tell a teacher from a platform admin by the latter.
 */
describe('the teacher portal tells teachers from admins by accountRole', () => {
  it('shows a teacher the Teacher Portal without the admin pages', async () => {
    await api.signIn('teacher');
    api.renderAt('/admin/dashboard');

    expect(await screen.findByRole('heading', { name: 'Teacher Dashboard' })).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Teacher Portal' })[0];
    if (!nav) throw new Error('no portal navigation');
    expect(within(nav).getByRole('link', { name: 'My Courses' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Users' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Admin Portal' })).toBeNull();
  });

  it('shows an admin the Admin Portal with the admin pages', async () => {
    await api.signIn('admin');
    api.renderAt('/admin/dashboard');

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Admin Portal' })[0];
    if (!nav) throw new Error('no portal navigation');
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeTruthy();
  });

  it('sends a student who opens the teacher portal to their own dashboard', async () => {
    await api.signIn('student');
    const { router } = api.renderAt('/admin/dashboard');

    await expect.poll(() => router.state.location.pathname, { timeout: 15_000 }).toBe('/student/dashboard');
  });
});
