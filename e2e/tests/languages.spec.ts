import { expectAccessibleAtBothWidths, PHONE } from '../support/axe';
import { expect, test } from '../support/test';

test.describe('a visitor whose browser prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('reads the site in Hindi, switches to English in the header, and keeps that choice', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const mainNav = page.getByRole('navigation', { name: 'मुख्य', exact: true });
    await expect(mainNav.getByRole('link', { name: 'कोर्स', exact: true })).toHaveAttribute('href', '/courses');
    await expect(page.getByRole('banner').getByRole('link', { name: 'शुरू करें' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('navigation', { name: 'त्वरित लिंक' }).getByRole('link', { name: 'शिक्षक खोजें' }),
    ).toBeVisible();
    await expect(footer.getByText('सर्वाधिकार सुरक्षित')).toBeVisible();

    await page.getByRole('banner').getByLabel('भाषा').selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Courses', exact: true }),
    ).toBeVisible();
    await expect(footer.getByText('All rights reserved.')).toBeVisible();

    // The choice outlives the visit, and every public page's header and footer follow it.
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
  });
});

test('an English visitor picks Hindi from the footer and from the phone menu', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Language').selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(footer.getByRole('link', { name: 'हमें संदेश भेजें' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'मुख्य', exact: true }).getByRole('link', { name: 'होम' }),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the courses page in Hindi');

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  const menu = page.getByRole('navigation', { name: 'मुख्य मेन्यू' });
  await expect(menu.getByRole('link', { name: 'शिक्षक', exact: true })).toBeVisible();
  await menu.getByLabel('भाषा').selectOption('en');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Teachers', exact: true }),
  ).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('when the texts cannot be downloaded the page says so in both languages, and Try Again loads it', async ({
  page,
}) => {
  const catalogue = /\/assets\/en-[\w-]+\.js$/;
  await page.route(catalogue, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByText('Tutorium could not load. Check your connection.')).toBeVisible();
  await expect(page.getByText('अपना कनेक्शन जाँचें।')).toBeVisible();

  await page.unroute(catalogue);
  await page.getByRole('button', { name: /Try Again/ }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
});
