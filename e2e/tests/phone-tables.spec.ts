import { DEMO_PASSWORD, demo, signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths, PHONE } from '../support/axe';
import { expect, test } from '../support/test';

test('at phone width the teacher tables become cards that keep their labels and actions on screen', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'teacher', demo.teacher, DEMO_PASSWORD);

  // Students: every row's Remove stays reachable without scrolling sideways; each value has its label
  // (the accessible name includes the label drawn before it).
  await page.setViewportSize(PHONE);
  await page.goto('/admin/students');
  const studentCard = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Remove / }) })
    .first();
  await expect(studentCard.getByRole('button', { name: /^Remove / })).toBeInViewport();
  await expect(studentCard.getByRole('cell', { name: /^Enrolled courses \d+ course/ })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Your Students');

  // The performance table: labelled figures in cards, and the sort headings above them.
  await page.setViewportSize(PHONE);
  await page.goto('/admin/analytics/performance');
  const firstRow = page.getByRole('table', { name: 'Student performance' }).getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell', { name: /^Progress/ })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Score', exact: true })).toBeInViewport();
  await expectAccessibleAtBothWidths(page, 'Performance');

  // The dashboard's performance table.
  await page.setViewportSize(PHONE);
  await page.goto('/admin/dashboard');
  const dashboardRow = page
    .getByRole('table', { name: 'Student performance, most recently active first' })
    .getByRole('row')
    .nth(1);
  const lastActivity = dashboardRow.getByRole('cell', { name: /^Last activity/ });
  // Further down the page: once scrolled to, the whole card fits the phone's width.
  await lastActivity.scrollIntoViewIfNeeded();
  await expect(lastActivity).toBeInViewport({ ratio: 1 });
  await expectAccessibleAtBothWidths(page, 'Teacher Dashboard');

  // The Analytics page's at-risk table: one card per student, each figure labelled with its window,
  // nothing scrolling sideways.
  await page.setViewportSize(PHONE);
  await page.goto('/admin/analytics');
  const atRiskRow = page.getByRole('table', { name: 'Students at risk now' }).getByRole('row').nth(1);
  const present = atRiskRow.getByRole('cell', { name: /^Present \d+ of \d+ class(es)? in the last 4 weeks/ });
  await present.scrollIntoViewIfNeeded();
  await expect(present).toBeInViewport({ ratio: 1 });
  await expect(atRiskRow.getByRole('cell', { name: /^Attendance \(last 4 weeks\)/ })).toBeInViewport({ ratio: 1 });
  await expectAccessibleAtBothWidths(page, 'Analytics');
});

test("the sidebar's background reaches the bottom of the window on a long page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await signIn(page, 'teacher', demo.teacher, DEMO_PASSWORD);
  await page.goto('/admin/analytics/performance');
  await expect(page.getByRole('table', { name: 'Student performance' })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  const sidebar = page.getByRole('complementary');
  const box = await sidebar.boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height).toBe(700);
  await expect(sidebar).toHaveCSS('background-color', 'rgb(255, 255, 255)');
});
