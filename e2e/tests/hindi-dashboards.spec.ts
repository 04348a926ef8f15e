import type { Page } from '@playwright/test';
import { demo, signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { expect, test } from '../support/test';

// The browser prefers Hindi, so the portal starts in Hindi; the sign-in form is not translated yet.
test.use({ locale: 'hi-IN', timezoneId: 'UTC' });

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a teacher reads the dashboard and analytics in Hindi', async ({ page }) => {
  test.slow();
  await signIn(page, 'teacher', demo.teacher);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await expect(page.getByRole('heading', { level: 1, name: 'शिक्षक डैशबोर्ड' })).toBeVisible();
  await expect(page.getByText(/फिर से स्वागत है|स्वागत है/).first()).toBeVisible();
  const summary = page.getByRole('list', { name: 'पढ़ाने का सारांश' });
  await expect(summary.getByRole('link', { name: /^कुल विद्यार्थी/ })).toHaveAttribute('href', '/admin/students');
  await expect(summary.getByRole('link', { name: /^उपस्थिति दर/ })).toContainText('अब तक, आपके सभी कोर्स में');
  const actions = region(page, 'त्वरित कार्य');
  await expect(actions.getByRole('link', { name: /^विश्लेषण देखें/ })).toHaveAttribute('href', '/admin/analytics');
  await expect(region(page, 'जोखिम वाले विद्यार्थी')).toBeVisible();
  const performance = region(page, 'विद्यार्थियों का प्रदर्शन');
  await expect(performance.getByText('आपके कोर्स में हाल में सक्रिय विद्यार्थी।')).toBeVisible();
  await expect(
    performance.getByRole('table', { name: 'विद्यार्थियों का प्रदर्शन, हाल में सक्रिय पहले' }).getByRole('columnheader', {
      name: 'उपस्थिति (अब तक)',
    }),
  ).toBeVisible();

  await actions.getByRole('link', { name: /^विश्लेषण देखें/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'विश्लेषण' })).toBeVisible();
  await expect(page.getByLabel('से', { exact: true })).toBeVisible();
  await expect(page.getByLabel('तक', { exact: true })).toBeVisible();
  await expect(page.getByText('सभी तारीखें दिखाई जा रही हैं')).toBeVisible();
  for (const chart of ['सप्ताह के अनुसार नामांकन', 'सप्ताह के अनुसार उपस्थिति दर', 'उपस्थिति की स्थितियों का बँटवारा']) {
    await expect(page.getByRole('heading', { level: 2, name: chart })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'कोर्स पूर्णता' })).toBeVisible();
  await expect(page.getByRole('img', { name: /साप्ताहिक उपस्थिति दर का लाइन चार्ट$/ })).toBeVisible();
  await expect(page.getByText(/^अब तक: \d+ (नए|नया) नामांकन$/)).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the analytics page in Hindi');
});

test('a student reads the dashboard and progress in Hindi', async ({ page }) => {
  test.slow();
  await signIn(page, 'student', demo.student);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await expect(page.getByRole('heading', { level: 1, name: 'विद्यार्थी डैशबोर्ड' })).toBeVisible();
  const summary = page.getByRole('list', { name: 'पढ़ाई का सारांश' });
  await expect(summary.getByRole('link', { name: /^नामांकित कोर्स/ })).toHaveAttribute('href', '/student/courses');
  await expect(summary.getByRole('link', { name: /^आगामी कक्षाएँ/ })).toHaveAttribute('href', '/student/live-classes');
  const recent = region(page, 'हाल के कोर्स');
  await expect(recent.getByRole('link', { name: /^जारी रखें/ }).first()).toBeVisible();
  await expect(recent.getByRole('link', { name: 'सभी देखें कोर्स' })).toHaveAttribute('href', '/student/courses');
  const attendance = region(page, 'उपस्थिति सारांश');
  await expect(attendance.getByText('कुल उपस्थिति (अब तक)')).toBeVisible();
  await expect(
    attendance.getByRole('table', { name: 'हाल की कक्षाएँ' }).getByRole('columnheader', { name: 'तारीख' }),
  ).toBeVisible();

  await region(page, 'त्वरित लिंक')
    .getByRole('link', { name: /^प्रगति/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी प्रगति' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'कोर्स की स्थिति' })).toBeVisible();
  const table = page.getByRole('table', { name: 'कोर्स में प्रदर्शन' });
  for (const heading of ['कोर्स', 'प्रगति', 'ग्रेड']) {
    await expect(table.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
  }
  await expect(table.getByRole('progressbar').first()).toHaveAccessibleName(/ में प्रगति$/);
  await expect(page.getByRole('list', { name: 'उपलब्धियाँ' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the progress page in Hindi');
});
