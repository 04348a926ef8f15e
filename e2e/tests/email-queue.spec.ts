import { demo, signIn, signOut } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';

test('an admin follows undelivered email from the sidebar; a teacher is told the screen is for admins', async ({
  page,
}) => {
  await signIn(page, 'teacher', demo.admin);
  await page.getByRole('navigation', { name: 'Admin Portal' }).getByRole('link', { name: 'Email' }).click();
  await expect(page).toHaveURL(/\/admin\/email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible();
  await expect(page.getByText(/\d+ waiting · \d+ failed/)).toBeVisible();
  await expectNoAxeViolations(page, 'Email, not delivered');

  // The mail server here takes every message, so nothing has failed.
  await page.getByRole('button', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/\/admin\/email\?show=failed$/);
  await expect(page.getByText('No failed emails')).toBeVisible();
  await expect(page.getByText('0 failed', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'Email, failed');

  await signOut(page);
  await signIn(page, 'teacher', demo.teacher);
  await expect(
    page.getByRole('navigation', { name: 'Teacher Portal' }).getByRole('link', { name: 'Email' }),
  ).toHaveCount(0);
  await page.goto('/admin/email');
  await expect(page.getByRole('heading', { name: 'Only administrators can see the email queue' })).toBeVisible();
  await expectNoAxeViolations(page, 'Email, teacher');
});

test('with no SMTP server the Email screen says mail is only logged, never that it was delivered', async ({ page }) => {
  // This server mails an SMTP sink; the queue's answer is changed only where it says how mail goes out.
  await page.route(/\/api\/outbox(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, data: [], transport: 'log' } });
  });
  await signIn(page, 'teacher', demo.admin);
  await page.goto('/admin/email');
  await expect(page.getByText('No emails waiting')).toBeVisible();
  await expect(
    page.getByText(/No SMTP server is configured:\s*emails are written to the server log,\s*not sent/),
  ).toBeVisible();
  await expect(page.getByText('Every email has been delivered')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Email, mail only logged');
});
