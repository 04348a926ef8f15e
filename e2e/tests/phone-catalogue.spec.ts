import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { expectNoAxeViolations, PHONE } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { waitForContent } from '../support/public-setup';
import { expect, test } from '../support/test';

/** The title of the first course card shown. */
const firstCardTitle = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') })
    .first()
    .getByRole('heading')
    .first();

test('on a phone the catalogue opens on its courses, its filters behind a Filters button', async ({ page }) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Pocket Teacher ${tag}`, { specialization: 'Languages' });
  const title = `Pocket Welsh ${tag}`;
  await createCourse(page.request, teacher, { title, category: 'Languages', level: 'advanced' });

  await page.setViewportSize(PHONE);
  await page.goto('/courses');
  await waitForContent(page);

  // The first course is in the first screen; the filters wait behind their button.
  await expect(firstCardTitle(page)).toBeInViewport();
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Search courses')).toBeHidden();
  await expectNoAxeViolations(page, 'Courses on a phone, filters closed');

  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(filters).toBeFocused();
  await expectNoAxeViolations(page, 'Courses on a phone, filters open');
  await page.getByLabel('Search courses').fill(title);
  await page.getByRole('radio', { name: 'Advanced' }).check();
  await expect(page.getByRole('heading', { level: 2, name: '1 course' })).toBeVisible();

  // Closed again, the button still says two filters narrow the list, and the match is in view.
  const narrowed = page.getByRole('button', { name: 'Filters (2)' });
  await narrowed.click();
  await expect(narrowed).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('radio', { name: 'Advanced' })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(firstCardTitle(page)).toHaveText(title);
  await expect(firstCardTitle(page)).toBeInViewport();

  // A desktop shows the filter column as before, with no button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('radio', { name: 'Advanced' })).toBeChecked();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
});

test('on a phone Explore Courses opens on its courses, its filters behind a Filters button', async ({ page }) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Pocket Tutor ${tag}`, { specialization: 'Science' });
  const title = `Pocket Botany ${tag}`;
  await createCourse(page.request, teacher, { title, category: 'Science', level: 'beginner' });
  const student = await registerStudent(page.request, `Pocket Student ${tag}`);

  await page.setViewportSize(PHONE);
  await signIn(page, 'student', student.email, student.password);
  await page.goto('/student/explore-courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Courses' })).toBeVisible();

  await expect(firstCardTitle(page)).toBeInViewport();
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(page.getByLabel('Category')).toBeHidden();
  await expectNoAxeViolations(page, 'Explore Courses on a phone');

  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Category').selectOption('Science');
  await page.getByLabel('Search courses').fill(title);
  await expect(page.getByText('1 course found')).toBeVisible();
  await page.getByRole('button', { name: 'Filters (2)' }).click();
  await expect(page.getByLabel('Category')).toBeHidden();
  await expect(firstCardTitle(page)).toHaveText(title);
  await expect(firstCardTitle(page)).toBeInViewport();
});
