import { signIn, signInElsewhere, uniqueEmail } from '../support/accounts';
import { registerViaApi } from '../support/api-setup';
import { expect, test } from '../support/test';

// The browser is English: the Hindi comes from the account, on every browser it signs in on.
test('a student saves Hindi in Settings, and a fresh browser signing in shows the portal in Hindi', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const student = { name: 'Meera Saved', email: uniqueEmail('saved-language'), password: 'hindi please 1' };
  await registerViaApi(request, student, 'student');
  await signIn(page, 'student', student.email, student.password);

  await page.goto('/student/settings');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await page.getByRole('button', { name: 'Save Language' }).click();
  // Switched at once, without a reload.
  await expect(page.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');

  const { context, page: elsewhere } = await signInElsewhere(browser, { baseURL }, 'student', student);
  await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(elsewhere.getByRole('link', { name: 'डैशबोर्ड' }).first()).toBeVisible();
  await elsewhere.goto('/student/settings');
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();
  await context.close();
});
