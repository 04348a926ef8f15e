import type { Page } from '@playwright/test';
import { signIn, signInElsewhere } from '../support/accounts';
import { enrolNewStudentsViaApi, signInStudentViaApi } from '../support/attendance-setup';
import { expectAccessibleAtBothWidths, PHONE } from '../support/axe';
import { registerStudent, teacherWithCourse, uniqueTag } from '../support/course-setup';
import { expect, test } from '../support/test';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('a student waits for a full course, sees their place, and is enrolled when a seat frees', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people's sign-ins and four accessibility scans: longer than one screen's test.
  test.slow();
  const tag = uniqueTag();
  const title = `One Seat Chemistry ${tag}`;
  const { teacher, course, seated } = await fullCourse(page, tag, { title });
  const waiting = await registerStudent(page.request, `Waiting Student ${tag}`);

  // The course is full: the second student joins its waitlist and sees their place.
  await signIn(page, 'student', waiting.email, waiting.password);
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByText('This course is full. Join the waitlist and you are enrolled automatically'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Join waitlist (0 waiting)' }).click();
  await expect(page.getByText("You have joined the waitlist. You're 1st in line.")).toBeVisible();
  await expect(page.getByText("You're 1st in line", { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Course page, on the waitlist');

  // Leaving and joining again works from the same place.
  await page.getByRole('button', { name: 'Leave waitlist' }).click();
  await expect(page.getByText('You have left the waitlist')).toBeVisible();
  await page.getByRole('button', { name: 'Join waitlist (0 waiting)' }).click();
  await expect(page.getByRole('button', { name: 'Leave waitlist' })).toBeVisible();

  // The teacher's course page lists who waits.
  const { context: teacherContext, page: teacherPage } = await signInElsewhere(
    browser,
    { baseURL },
    'teacher',
    teacher,
  );
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
    (await page.request.delete(`/api/courses/${course.id}/enroll`, { headers: bearer(seated.token) })).status(),
  ).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(page.getByRole('main')).toContainText(title);
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('button', { name: `Enrolled in ${title}` })).toBeVisible();
  await expect(page.getByText(/in line/)).toHaveCount(0);
  await teacherPage.reload();
  await expect(teacherPage.getByRole('region', { name: 'Waitlist' })).toContainText('Nobody is waiting');
  await teacherContext.close();
});

test('a teacher turns a course’s waitlist off from the course form, and the course page says so', async ({ page }) => {
  const tag = uniqueTag();
  const { teacher, course } = await teacherWithCourse(page.request, `Toggle Teacher ${tag}`, {
    title: `Closed Queue ${tag}`,
    maxStudents: 1,
  });

  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto(`/admin/courses/${course.id}/edit`);
  const toggle = page.getByRole('checkbox', { name: 'Waitlist when full' });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Course updated successfully!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waitlist' })).toContainText('Off: students cannot queue');
});

/**
 * A full course of one seat, taken by a student signed in through the API, and new students of the names
 * `waiting` gives joining its waitlist in that order; answers the students with their tokens.
 */
async function fullCourse(page: Page, tag: string, input: { title: string; price?: number }, waiting: string[] = []) {
  const { teacher, course } = await teacherWithCourse(page.request, `Queue Teacher ${tag}`, {
    maxStudents: 1,
    ...input,
  });
  const [seated] = await enrolNewStudentsViaApi(page.request, course.id, [`Seated ${tag}`]);
  if (!seated) throw new Error('the seated student was not enrolled');
  const queue = [];
  for (const name of waiting) {
    const student = await signInStudentViaApi(page.request, await registerStudent(page.request, name));
    const joined = await page.request.post(`/api/courses/${course.id}/waitlist`, { headers: bearer(student.token) });
    expect(joined.status()).toBe(201);
    queue.push(student);
  }
  return { teacher, course, seated, queue };
}

test('a visitor and a student meet a full course: the catalogue, the course page, the price, Explore and their place', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const title = `Full Astronomy ${tag}`;
  const { teacher, course } = await fullCourse(page, tag, { title, price: 1500 }, [`Ahead ${tag}`]);
  const student = await registerStudent(page.request, `Queued ${tag}`);

  // A visitor: the catalogue's card offers the waitlist, with how many wait, and no Enrol.
  await page.goto(`/courses?search=${encodeURIComponent(title)}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByRole('link', { name: `Join waitlist (1 waiting) for ${title}` })).toBeVisible();
  await expect(card.getByRole('link', { name: `Enrol in ${title}` })).toHaveCount(0);
  await card.getByRole('link', { name: `Join waitlist (1 waiting) for ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in to join the waitlist' }).click();

  // Signing in brings the student back to the course, where joining names the price first.
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));
  await page.getByRole('button', { name: 'Join waitlist (1 waiting)' }).click();
  const dialog = page.getByRole('dialog', { name: `Join the waitlist for ${title}?` });
  await expect(dialog).toContainText("You'll be enrolled automatically when a seat frees up, at $1,500.");
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Leave waitlist' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Join waitlist (1 waiting)' }).click();
  await dialog.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(page.getByText("You have joined the waitlist. You're 2nd in line.")).toBeVisible();
  await expect(page.getByText("You're 2nd in line", { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave waitlist' })).toBeVisible();

  // Explore Courses and the student's course page say the same place, with no Enrol.
  await page.goto(`/student/explore-courses?search=${encodeURIComponent(title)}`);
  const exploreCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(exploreCard.getByText("You're 2nd in line")).toBeVisible();
  await expect(exploreCard.getByRole('button', { name: `Leave the waitlist for ${title}` })).toBeVisible();
  await expect(exploreCard.getByRole('button', { name: `Enrol in ${title}` })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, 'Explore Courses with a full course');
  await page.goto(`/student/courses/${course.id}`);
  await expect(page.getByText("You're 2nd in line", { exact: true })).toBeVisible();
  await page.goto(`/courses?search=${encodeURIComponent(title)}`);
  await expect(card.getByText("You're 2nd in line")).toBeVisible();
  await expect(card.getByRole('link', { name: `View your place for ${title}` })).toBeVisible();

  // The teacher sees the course with no enrol action at all.
  const { context: teacherContext, page: teacherPage } = await signInElsewhere(
    browser,
    { baseURL },
    'teacher',
    teacher,
  );
  await teacherPage.goto(`/courses?search=${encodeURIComponent(title)}`);
  await expect(teacherPage.getByRole('link', { name: `View course ${title}` })).toBeVisible();
  await expect(teacherPage.getByRole('link', { name: /Join waitlist|Enrol in/ })).toHaveCount(0);
  await teacherPage.goto(`/courses/${course.id}`);
  await expect(teacherPage.getByText('Students enrol in this course from the student portal.')).toBeVisible();
  await expect(teacherPage.getByRole('button', { name: /Join waitlist|Enrol/ })).toHaveCount(0);
  await teacherContext.close();
});

test('a student waiting second moves up live when the first is promoted, whose dashboard counts the course', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const title = `Live Queue ${tag}`;
  const { course, seated, queue } = await fullCourse(page, tag, { title, price: 20 }, [
    `First ${tag}`,
    `Second ${tag}`,
  ]);
  const [first, second] = queue;
  if (!first || !second) throw new Error('two students expected in line');

  // The first student watches their dashboard, the second My Courses, each in their own browser.
  await signIn(page, 'student', first.email, first.password);
  const firstWaiting = page.getByRole('region', { name: 'Waiting for a seat' });
  await expect(firstWaiting.getByRole('link', { name: title })).toBeVisible();
  await expect(firstWaiting).toContainText("You're 1st in line");
  await expect(firstWaiting).toContainText('$20');
  const enrolledCard = page.getByRole('link', { name: /Enrolled Courses/ });
  await expect(enrolledCard).toContainText(/Enrolled Courses\D*0/);

  const { context: secondContext, page: secondPage } = await signInElsewhere(
    browser,
    { baseURL, viewport: PHONE },
    'student',
    second,
  );
  await secondPage.goto('/student/courses');
  const secondWaiting = secondPage.getByRole('region', { name: 'Waiting for a seat' });
  await expect(secondWaiting).toContainText("You're 2nd in line");
  await expect(secondWaiting).toContainText('2 waiting');
  await expect(secondPage.getByText("You're not enrolled in any courses yet")).toBeVisible();
  await expectAccessibleAtBothWidths(secondPage, 'My Courses while waiting for a seat');

  // The seat frees: nobody reloads.
  expect(
    (await page.request.delete(`/api/courses/${course.id}/enroll`, { headers: bearer(seated.token) })).status(),
  ).toBe(200);
  await expect(secondWaiting).toContainText("You're 1st in line");
  await expect(secondWaiting).toContainText('1 waiting');
  await expect(firstWaiting).toHaveCount(0);
  await expect(enrolledCard).toContainText(/Enrolled Courses\D*1/);
  await secondContext.close();
});

test('on a phone, the course page shows the price and the action in the first screen', async ({ page }) => {
  const tag = uniqueTag();
  const title = `Pocket Geology ${tag}`;
  const { course } = await teacherWithCourse(page.request, `Phone Teacher ${tag}`, { title, price: 75 });
  const full = await fullCourse(page, tag, { title: `Pocket Full ${tag}`, price: 75 });
  await page.setViewportSize(PHONE);

  await page.goto(`/courses/${course.id}`);
  await expect(page.getByText('Price: $75')).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('link', { name: 'Sign in to enrol' })).toBeInViewport({ ratio: 1 });
  await page.goto(`/courses/${full.course.id}`);
  await expect(page.getByRole('link', { name: 'Sign in to join the waitlist' })).toBeInViewport({ ratio: 1 });

  const student = await registerStudent(page.request, `Phone Student ${tag}`);
  await signIn(page, 'student', student.email, student.password);
  await page.goto(`/student/courses/${course.id}`);
  await expect(page.getByText('Price: $75')).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: `Enrol in ${title}` })).toBeInViewport({ ratio: 1 });
  await page.goto(`/student/courses/${full.course.id}`);
  await expect(page.getByRole('button', { name: 'Join waitlist (0 waiting)' })).toBeInViewport({ ratio: 1 });
});
