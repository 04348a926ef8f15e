import { demo, signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { expect, test } from '../support/test';

test('an unknown public address shows a 404 page with the site around it, and leads on', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  // The server says what the page says: search engines and link checkers read the status, not the text.
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/no-such-page\/at-all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Tutorium');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Tutorium' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Public 404');
  await page.getByRole('main').getByRole('link', { name: 'Browse courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();

  // The API keeps answering JSON for its own unknown paths.
  const api = await page.request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ success: false });
});

test('an unknown address inside a portal shows a 404 in the portal, with the way back', async ({ page }) => {
  await signIn(page, 'student', demo.student);
  expect((await page.goto('/student/no-such-screen'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Student Portal' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Student portal 404');
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
});
