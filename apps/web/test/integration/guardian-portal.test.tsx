import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guardianPreferences } from '../../../api/src/db/schema';
import { createCourseWithStudents } from '../../../api/test/helpers/courses';
import { linkGuardian } from '../../../api/test/helpers/guardians';
import { createSignedInUser } from '../../../api/test/helpers/test-app';
import { withRealApi } from './real-api';
import { markToday } from './seed';

const api = withRealApi();

/** A teacher's course with `child` in it, and a guardian (signed in to the screens) the child linked. */
async function guardianOfAChild() {
  const teacher = await createSignedInUser(api.t, 'teacher');
  const child = await createSignedInUser(api.t, 'student', { name: 'Kiran Kid' });
  const course = await createCourseWithStudents(api.t, teacher, [child], { title: 'Chemistry' });
  const guardian = await api.signIn('guardian');
  await linkGuardian(api.t, child, child, guardian);
  return { teacher, child, course, guardian };
}

describe('the guardian portal, against the real API', () => {
  it('lists the child, and their page shows today’s mark in the calendar as words', async () => {
    const { teacher, child, course } = await guardianOfAChild();
    await markToday(api.t, teacher, course.id, [{ studentId: child.id, status: 'absent' }]);
    const { user, router } = api.renderAt('/guardian');

    await waitFor(() => expect(router.state.location.pathname).toBe('/guardian/dashboard'));
    const card = (await screen.findByRole('link', { name: 'Kiran Kid' })).closest('article');
    if (!(card instanceof HTMLElement)) throw new Error('no card around the child’s link');
    expect(within(card).getByText('Relationship: Parent')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['1 course', '0%']);

    await user.click(within(card).getByRole('link', { name: 'Kiran Kid' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kiran Kid' })).toBeTruthy();
    const calendar = screen.getByRole('table', { name: 'Attendance in the last 6 weeks, by day' });
    expect(within(calendar).getByRole('cell', { name: /^Today, .*: Absent in Chemistry$/ })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Teachers' })).getByRole('button', { name: /^Message/ }),
    ).toBeTruthy();
  });

  it('refuses another student’s page with a plain panel', async () => {
    await guardianOfAChild();
    const stranger = await createSignedInUser(api.t, 'student');
    api.renderAt(`/guardian/children/${stranger.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: "You don't follow this student" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My children' })).toBeTruthy();
  });

  it('says how a child is linked when there is none yet, and keeps a guardian out of the student portal', async () => {
    await api.signIn('guardian');
    const { router } = api.renderAt('/student/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/guardian/dashboard'));
    expect(await screen.findByText('No children linked yet')).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Parent Portal' })[0];
    if (!nav) throw new Error('no portal navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['My children', 'Messages', 'Settings']);
  });

  it('offers a student who follows a child the guardian portal from the account menu', async () => {
    const teacher = await createSignedInUser(api.t, 'teacher');
    const sibling = await createSignedInUser(api.t, 'student', { name: 'Little Sibling' });
    const student = await api.signIn('student');
    await createCourseWithStudents(api.t, teacher, [sibling]);
    // The sibling's teacher invites the student's address; the student accepts signed in.
    await linkGuardian(api.t, teacher, sibling, student);
    const { user, router } = api.renderAt('/student/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Parent Portal' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guardian/dashboard'));
    expect(await screen.findByRole('link', { name: 'Little Sibling' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Settings',
      'Student Portal',
      'Sign out',
    ]);
  });

  it('saves the emails about one’s children from Settings as each switch flips', async () => {
    const { guardian } = await guardianOfAChild();
    const { user } = api.renderAt('/guardian/settings');

    const region = await screen.findByRole('region', { name: 'Emails about your children' });
    const weekly = await within(region).findByRole('switch', { name: /^Weekly summary on / });
    expect(weekly.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await user.click(weekly);

    await waitFor(() => expect(weekly.getAttribute('aria-checked')).toBe('false'));
    await expect
      .poll(async () =>
        api.t.db
          .select({ absences: guardianPreferences.absences, weeklySummary: guardianPreferences.weeklySummary })
          .from(guardianPreferences)
          .where(eq(guardianPreferences.guardianId, guardian.id)),
      )
      .toEqual([{ absences: true, weeklySummary: false }]);
  });
});
