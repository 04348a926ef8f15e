import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRealApi } from './real-api';

const api = withRealApi();

/**
 * The API answers the seed's `role` (admin for teachers and admins alike) beside Tutorium's
 * `accountRole`; the web app must tell a teacher from a platform admin by the latter.
 */
describe('the teacher portal tells teachers from admins by accountRole', () => {
  for (const { title, role, dashboard, portal, otherPortal, courses, students, seesAdminPages } of [
    {
      title: 'shows a teacher the Teacher Portal without the admin pages',
      role: 'teacher',
      dashboard: 'Teacher Dashboard',
      portal: 'Teacher Portal',
      otherPortal: 'Admin Portal',
      courses: 'My Courses',
      students: 'Students',
      seesAdminPages: false,
    },
    {
      title: 'shows an admin the Admin Portal with the admin pages',
      role: 'admin',
      dashboard: 'Admin Dashboard',
      portal: 'Admin Portal',
      otherPortal: 'Teacher Portal',
      courses: 'All Courses',
      students: 'Enrolled Students',
      seesAdminPages: true,
    },
  ] as const) {
    it(title, async () => {
      await api.signIn(role);
      api.renderAt('/admin/dashboard');

      expect(await screen.findByRole('heading', { name: dashboard })).toBeTruthy();
      const nav = screen.getAllByRole('navigation', { name: portal })[0];
      if (!nav) throw new Error('no portal navigation');
      // An admin's sidebar speaks to someone running the platform, not their own classes.
      expect(within(nav).getByRole('link', { name: courses })).toBeTruthy();
      expect(within(nav).getByRole('link', { name: students })).toBeTruthy();
      expect(within(nav).queryByRole('link', { name: 'Users' }) !== null).toBe(seesAdminPages);
      expect(screen.queryByRole('navigation', { name: otherPortal })).toBeNull();
    });
  }

  it('sends a student who opens the teacher portal to their own dashboard', async () => {
    await api.signIn('student');
    const { router } = api.renderAt('/admin/dashboard');

    await expect.poll(() => router.state.location.pathname, { timeout: 15_000 }).toBe('/student/dashboard');
  });
});
