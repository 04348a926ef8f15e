import { signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { expect, test } from '../support/test';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('a student waits for a full course, sees their place, and is enrolled when a seat frees', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people's sign-ins and four accessibility scans: longer than one screen's test.
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Waitlist Teacher ${tag}`, { specialization: 'Science' });
  const title = `One Seat Chemistry ${tag}`;
  const course = await createCourse(page.request, teacher, { title, maxStudents: 1 });
  const seated = await registerStudent(page.request, `Seated Student ${tag}`);
  const waiting = await registerStudent(page.request, `Waiting Student ${tag}`);
  const login = await page.request.post('/api/auth/login', {
    data: { email: seated.email, password: seated.password, role: 'student' },
  });
  const { token: seatedToken } = (await login.json()) as { token: string };
  expect((await page.request.post(`/api/courses/${course.id}/enroll`, { headers: bearer(seatedToken) })).status()).toBe(
    201,
  );

  // The course is full: the second student joins its waitlist and sees their place.
  await signIn(page, 'student', waiting.email, waiting.password);
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('This course is full. Nobody is waiting yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(page.getByText('You have joined the waitlist. You are number 1 on the waitlist.')).toBeVisible();
  await expect(page.getByText('You are number 1 on the waitlist', { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Course page, on the waitlist');

  // Leaving and joining again works from the same place.
  await page.getByRole('button', { name: 'Leave waitlist' }).click();
  await expect(page.getByText('You have left the waitlist')).toBeVisible();
  await page.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(page.getByRole('button', { name: 'Leave waitlist' })).toBeVisible();

  // The teacher's course page lists who waits.
  const teacherContext = await browser.newContext({ baseURL });
  const teacherPage = await teacherContext.newPage();
  await signIn(teacherPage, 'teacher', teacher.email, teacher.password);
  await teacherPage.goto(`/admin/courses/${course.id}`);
  const waitlist = teacherPage.getByRole('region', { name: 'Waitlist' });
  await expect(waitlist.getByRole('row')).toHaveCount(2);
  await expect(waitlist.getByRole('row').nth(1)).toContainText(`1Waiting Student ${tag}${waiting.email}`);
  await expectAccessibleAtBothWidths(teacherPage, 'Teacher course page with a waitlist');

  // The seated student leaves: the seat goes to the student waiting, whose bell says so without a reload.
  await page.goto('/student/dashboard');
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  expect(
    (await page.request.delete(`/api/courses/${course.id}/enroll`, { headers: bearer(seatedToken) })).status(),
  ).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(page.getByRole('main')).toContainText(title);
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('button', { name: `Enrolled in ${title}` })).toBeVisible();
  await expect(page.getByText(/on the waitlist/)).toHaveCount(0);
  await teacherPage.reload();
  await expect(teacherPage.getByRole('region', { name: 'Waitlist' })).toContainText('Nobody is waiting');
  await teacherContext.close();
});

test('a teacher turns a course’s waitlist off from the course form, and the course page says so', async ({ page }) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Toggle Teacher ${tag}`, { specialization: 'Science' });
  const title = `Closed Queue ${tag}`;
  const course = await createCourse(page.request, teacher, { title, maxStudents: 1 });

  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto(`/admin/courses/${course.id}/edit`);
  const toggle = page.getByRole('checkbox', { name: 'Waitlist when full' });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Course updated successfully!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waitlist' })).toContainText('Off: students cannot queue');
});
