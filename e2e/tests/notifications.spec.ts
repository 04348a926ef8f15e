import { signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { apiToken, enrolViaApi, scheduleClassViaApi } from '../support/dashboard-setup';
import { expect, test } from '../support/test';

test.use({ locale: 'en-US', timezoneId: 'UTC' });

test('a student sees a newly scheduled class in the bell without reloading, then marks all read', async ({ page }) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Tara Bell ${tag}`, {
    specialization: 'Physics',
    subjects: ['Physics'],
  });
  const course = await createCourse(page.request, teacher, { title: `Optics ${tag}` });
  const student = await registerStudent(page.request, `Sam Bell ${tag}`);
  const studentToken = await apiToken(page.request, student, 'student');
  await enrolViaApi(page.request, studentToken, course.id);

  await signIn(page, 'student', student.email, student.password);
  // Sam reads times in India (Settings), whatever zone this browser is in.
  const zoned = await page.request.put('/api/users/profile', {
    headers: { Authorization: `Bearer ${studentToken}` },
    data: { timeZone: 'Asia/Kolkata' },
  });
  expect(zoned.ok()).toBe(true);
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(page).toHaveURL(/\/student\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  // The teacher schedules two classes through the API while the page stays open.
  const startOf = (days: number) => new Date(Math.ceil((Date.now() + days * 86_400_000) / 60_000) * 60_000);
  const lensesStart = startOf(2);
  for (const [title, startsAt] of [
    [`Lenses ${tag}`, lensesStart],
    [`Prisms ${tag}`, startOf(3)],
  ] as const) {
    await scheduleClassViaApi(page.request, teacher.token, {
      title,
      courseId: course.id,
      subject: 'Physics',
      startsAt: startsAt.toISOString(),
      durationMinutes: 60,
      meetingLink: 'https://meet.example.test/optics',
    });
  }
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await expect(bell).toContainText('2');
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // Its time is Sam's, in India, with the zone's abbreviation and name, not UTC.
  const inIndia = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(lensesStart)
    .replace(/\u202f/g, ' ');
  await expect(list).toContainText(
    `"Lenses ${tag}" (Optics ${tag}) is scheduled for ${inIndia} GMT+5:30 (Asia/Kolkata).`,
  );
  expect(navigations).toBe(0);
  await expectNoAxeViolations(page, 'student notifications');

  // One read, then all.
  await list.getByRole('button', { name: `Mark as read: New live class` }).first().click();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(page.getByText('No unread notifications')).toBeVisible();

  // A notification leads where it says.
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await list.getByRole('link', { name: /^Open/ }).first().click();
  await expect(page).toHaveURL(/\/student\/live-classes$/);
});
