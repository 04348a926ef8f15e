import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn, uniqueEmail } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

const PASSWORD = 'course pass 1';

// Dates and prices are checked as an American reader sees them.
test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });

interface Account {
  name: string;
  email: string;
}

/** Registration is not what these tests are about, so accounts are made through the API. */
async function registerAccount(request: APIRequestContext, role: 'teacher' | 'student', name: string) {
  const account: Account = { name, email: uniqueEmail(role) };
  const response = await request.post('/api/auth/register', {
    data: { ...account, password: PASSWORD, role, specialization: role === 'teacher' ? 'Physics' : '' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

async function tokenOf(request: APIRequestContext, account: Account, role: 'admin' | 'student') {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: PASSWORD, role },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function createCourseThroughApi(request: APIRequestContext, token: string, course: Record<string, unknown>) {
  const response = await request.post('/api/courses', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      description: 'Set up through the API.',
      schedule: { days: ['Monday'], startTime: '09:00', endTime: '10:00' },
      duration: '10 hours',
      startDate: '2026-10-01',
      price: 20,
      ...course,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

function row(page: Page, title: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

test('a teacher creates, finds, edits and deletes a course', async ({ page }) => {
  // One long journey with several accessibility scans.
  test.slow();
  const suffix = randomUUID().slice(0, 6);
  const title = `Quantum Basics ${suffix}`;
  const renamed = `Quantum Mechanics ${suffix}`;
  const decoyTitle = `Algebra Warm-up ${suffix}`;
  const teacher = await registerAccount(page.request, 'teacher', `Teacher ${suffix}`);
  const student = await registerAccount(page.request, 'student', `Student ${suffix}`);
  await signIn(page, 'teacher', teacher.email, PASSWORD);

  // An empty list points at course creation.
  await page.getByRole('navigation', { name: 'Teacher Portal' }).getByRole('link', { name: 'My Courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Course Management' })).toBeVisible();
  await expect(page.getByText('No courses yet')).toBeVisible();
  await expectNoAxeViolations(page, 'empty course list');
  await page.getByRole('link', { name: 'Create Course', exact: true }).click();

  // The form starts with docs/seed-spec.md §5's defaults, and an empty submission names every missing field.
  await expect(page).toHaveURL(/\/admin\/courses\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Course' })).toBeVisible();
  await expect(page.getByLabel('Level')).toHaveValue('beginner');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('active');
  await expect(page.getByLabel('Max Students')).toHaveValue('50');
  await expect(page.getByLabel('Price (USD)')).toBeVisible();
  await expectNoAxeViolations(page, 'create course form');
  await page.getByRole('button', { name: 'Create Course' }).click();
  for (const message of [
    'Title is required',
    'Description is required',
    'Please choose a category',
    'Start time is required (HH:MM)',
    'End time is required (HH:MM)',
    'Duration is required',
    'Start date is required',
    'Price is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/admin\/courses\/new$/);
  await expectNoAxeViolations(page, 'create course form with errors');

  // Every field filled in.
  const thumbnail = new URL('/favicon.svg', page.url()).toString();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Wave functions, measurement and entanglement without the fog.');
  await page.getByLabel('Category').selectOption('Physics');
  await page.getByLabel('Level').selectOption({ label: 'Intermediate' });
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Upcoming' });
  await page.getByLabel('Thumbnail URL').fill(thumbnail);
  await expect(page.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute('src', thumbnail);
  for (const day of ['Tuesday', 'Thursday']) {
    const toggle = page.getByRole('button', { name: day, exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByLabel('Start Time').fill('17:00');
  await page.getByLabel('End Time').fill('16:30');
  await page.getByLabel('Duration (hours)').fill('12');
  await page.getByLabel('Start Date').fill('2026-09-01');
  await page.getByLabel('End Date').fill('2026-12-15');
  await page.getByLabel('Max Students').fill('25');
  await page.getByLabel('Price (USD)').fill('0');
  await page.getByRole('button', { name: 'Create Course' }).click();
  await expect(page.getByText('End time must be after start time')).toBeVisible();
  await page.getByLabel('End Time').fill('18:30');
  await page.getByRole('button', { name: 'Create Course' }).click();

  // The detail page shows what was entered.
  await expect(page.getByText('Course created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/courses\/[0-9a-f-]{36}$/);
  const courseUrl = page.url();
  const courseId = courseUrl.split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Physics', { exact: true })).toBeVisible();
  await expect(main.getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(main.getByText('Wave functions, measurement and entanglement without the fog.')).toBeVisible();
  await expect(main.getByRole('img', { name: `Thumbnail of ${title}` })).toHaveAttribute('src', thumbnail);
  const details = main.getByRole('definition');
  await expect(details.filter({ hasText: teacher.name })).toBeVisible();
  await expect(details.filter({ hasText: /^Intermediate$/ })).toBeVisible();
  await expect(details.filter({ hasText: 'Tuesday, Thursday' })).toBeVisible();
  await expect(details.filter({ hasText: /^5:00\spm – 6:30\spm$/ })).toBeVisible();
  await expect(details.filter({ hasText: /^12 hours$/ })).toBeVisible();
  await expect(details.filter({ hasText: '1 Sept 2026' })).toBeVisible();
  await expect(details.filter({ hasText: '15 Dec 2026' })).toBeVisible();
  await expect(details.filter({ hasText: /^Free$/ })).toBeVisible();
  await expect(main.getByText('Enrolled: 0 / 25')).toBeVisible();
  await expect(main.getByText('No students enrolled yet')).toBeVisible();
  await expect(main.getByRole('link', { name: 'View Attendance' })).toHaveAttribute(
    'href',
    `/admin/courses/${courseId}/attendance`,
  );

  // A student enrols (through the API); the teacher sees them on the detail page.
  const studentToken = await tokenOf(page.request, student, 'student');
  const enrolment = await page.request.post(`/api/courses/${courseId}/enroll`, {
    headers: { Authorization: `Bearer ${studentToken}` },
  });
  expect(enrolment.status()).toBe(201);
  await page.reload();
  await expect(main.getByText('Enrolled: 1 / 25')).toBeVisible();
  const studentRow = main.getByRole('row').filter({ hasText: student.email });
  await expect(studentRow.getByRole('cell', { name: student.name })).toBeVisible();
  await expectNoAxeViolations(page, 'course detail');

  // A second course of another category and status, to filter against.
  const teacherToken = await tokenOf(page.request, teacher, 'admin');
  const decoyId = await createCourseThroughApi(page.request, teacherToken, {
    title: decoyTitle,
    category: 'Mathematics',
    status: 'active',
  });

  // Search finds the course, and the search survives a reload.
  await page.getByRole('link', { name: 'Course Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Course Management' })).toBeVisible();
  await expect(row(page, title)).toBeVisible();
  await expect(row(page, decoyTitle)).toBeVisible();
  await page.getByLabel('Search courses').fill('quantum');
  await expect(page).toHaveURL(/search=quantum/);
  await expect(row(page, decoyTitle)).toHaveCount(0);
  await expect(row(page, title)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Search courses')).toHaveValue('quantum');
  await expect(row(page, title)).toBeVisible();
  await expect(row(page, decoyTitle)).toHaveCount(0);
  await page.getByLabel('Search courses').fill('');
  await expect(row(page, decoyTitle)).toBeVisible();

  // Category and status filters.
  await page.getByLabel('Category').selectOption('Physics');
  await page.getByLabel('Status').selectOption('upcoming');
  await expect(page).toHaveURL(/category=Physics/);
  await expect(page).toHaveURL(/status=upcoming/);
  await expect(row(page, decoyTitle)).toHaveCount(0);
  const courseRow = row(page, title);
  await expect(courseRow).toBeVisible();
  await expect(courseRow.getByRole('cell', { name: 'Intermediate' })).toBeVisible();
  await expect(courseRow.getByRole('cell', { name: 'Upcoming' })).toBeVisible();
  await expect(courseRow.getByRole('cell', { name: '1 / 25' })).toBeVisible();
  await expect(courseRow.getByRole('cell', { name: 'Free' })).toBeVisible();
  await expect(courseRow.getByRole('cell', { name: '1 Sept 2026' })).toBeVisible();
  await expectNoAxeViolations(page, 'course list');
  await page.getByLabel('Status').selectOption('active');
  await expect(page.getByText('No courses match your filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(row(page, decoyTitle)).toBeVisible();
  await expect(page.getByLabel('Category')).toHaveValue('');

  // Edit the title and the price.
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Course' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Duration (hours)')).toHaveValue('12');
  await expect(page.getByRole('button', { name: 'Thursday', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, 'edit course form');
  await page.getByLabel('Title').fill(renamed);
  await page.getByLabel('Price (USD)').fill('49.5');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Course updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(courseUrl);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: /^\$49\.50$/ })).toBeVisible();

  // Delete from the list: the dialog names what goes with the course.
  await page.getByRole('link', { name: 'Course Management' }).click();
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete course?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    `This permanently deletes ${renamed} with its 1 enrolment, 0 attendance records and 0 live classes.`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, renamed)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Course deleted successfully')).toBeVisible();
  await expect(row(page, renamed)).toHaveCount(0);
  await expect(row(page, decoyTitle)).toBeVisible();
  await page.goto(courseUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();

  // Delete from the detail page, which then returns to the list.
  await page.goto(`/admin/courses/${decoyId}`);
  await page.getByRole('button', { name: 'Delete Course' }).click();
  await expect(dialog).toContainText(
    `This permanently deletes ${decoyTitle} with its 0 enrolments, 0 attendance records and 0 live classes.`,
  );
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/courses$/);
  await expect(page.getByText('No courses yet')).toBeVisible();
});

test("another teacher's course and an unknown course read as not found", async ({ page }) => {
  const suffix = randomUUID().slice(0, 6);
  const owner = await registerAccount(page.request, 'teacher', `Owner ${suffix}`);
  const ownerToken = await tokenOf(page.request, owner, 'admin');
  const foreignTitle = `Owner's Optics ${suffix}`;
  const foreignId = await createCourseThroughApi(page.request, ownerToken, {
    title: foreignTitle,
    category: 'Physics',
    status: 'active',
  });

  const visitor = await registerAccount(page.request, 'teacher', `Visitor ${suffix}`);
  await signIn(page, 'teacher', visitor.email, PASSWORD);
  await page.goto('/admin/courses');
  await expect(page.getByText('No courses yet')).toBeVisible();
  await expect(page.getByText(foreignTitle)).toHaveCount(0);

  for (const path of [`/admin/courses/${foreignId}`, `/admin/courses/${foreignId}/edit`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
    await expect(page.getByText(foreignTitle)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Course' })).toHaveCount(0);
  }
  await expectNoAxeViolations(page, 'course not found');

  await page.goto(`/admin/courses/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Course Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Course Management' })).toBeVisible();
});

test('the course screens have no accessibility violations at phone width', async ({ page }) => {
  const suffix = randomUUID().slice(0, 6);
  const teacher = await registerAccount(page.request, 'teacher', `Phone ${suffix}`);
  const token = await tokenOf(page.request, teacher, 'admin');
  const title = `Pocket Physics ${suffix}`;
  const courseId = await createCourseThroughApi(page.request, token, { title, category: 'Physics', status: 'active' });

  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'teacher', teacher.email, PASSWORD);
  for (const [path, heading] of [
    ['/admin/courses', 'Course Management'],
    ['/admin/courses/new', 'Create New Course'],
    [`/admin/courses/${courseId}`, title],
    [`/admin/courses/${courseId}/edit`, 'Edit Course'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page, `${path} at 375px`);
  }

  // On a phone each course is a card whose actions stay in reach.
  await page.goto('/admin/courses');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete course?' });
  await expect(dialog).toContainText(`This permanently deletes ${title}`);
  await expectNoAxeViolations(page, 'delete dialog at 375px');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: `View ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the list pages through many courses and recovers from a failed load', async ({ page }) => {
  const suffix = randomUUID().slice(0, 6);
  const teacher = await registerAccount(page.request, 'teacher', `Pager ${suffix}`);
  const token = await tokenOf(page.request, teacher, 'admin');
  for (let index = 1; index <= 11; index += 1) {
    await createCourseThroughApi(page.request, token, {
      title: `Course ${String(index).padStart(2, '0')} ${suffix}`,
      category: 'Science',
      status: 'active',
    });
  }

  let failing = true;
  await page.route('**/api/courses/instructor/courses?*', (route) =>
    failing ? route.fulfill({ status: 503, body: '' }) : route.continue(),
  );
  await signIn(page, 'teacher', teacher.email, PASSWORD);
  await page.goto('/admin/courses');
  const errorPanel = page.getByRole('alert').filter({ hasText: 'Error occurred' });
  await expect(errorPanel).toContainText('Failed to fetch instructor courses', { timeout: 15_000 });
  failing = false;
  await errorPanel.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('11 courses')).toBeVisible();

  // Newest first: the first course made is alone on page 2.
  const pages = page.getByRole('navigation', { name: 'Course pages' });
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('row')).toHaveCount(11);
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(row(page, `Course 01 ${suffix}`)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(pages.getByText('Page 2 of 2')).toBeVisible();
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(pages.getByText('Page 1 of 2')).toBeVisible();
  await expect(page).not.toHaveURL(/page=/);
});
