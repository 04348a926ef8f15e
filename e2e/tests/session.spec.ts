import { demo, signIn } from '../support/accounts';
import { expect, test } from '../support/test';

test('a failed profile check keeps the session and offers to try again; only a 401 signs out', async ({ page }) => {
  await signIn(page, 'student', demo.student);

  let failNext = true;
  await page.route('**/api/users/profile', async (route) => {
    if (!failNext) return route.continue();
    failNext = false;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, code: 'unavailable', message: 'The service is busy. Please try again.' }),
    });
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Error occurred' })).toBeVisible();
  await expect(page.getByText('The service is busy. Please try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/student\/dashboard$/);

  await page.route('**/api/users/profile', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, code: 'sign_in_required', message: 'Please sign in' }),
    }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/choose-user/);
});
