import { DEMO_PASSWORD, demo, signIn, uniqueEmail } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { uniqueTag } from '../support/course-setup';
import { expect, test } from '../support/test';

// The browser prefers Hindi, so the app starts in it. Shell parts (sidebar, shared lists) and the
// contract's messages (toasts, field errors) are other slices' and are not asserted here.
test.use({ locale: 'hi-IN' });

test('a teacher creates and edits a course in Hindi', async ({ page }) => {
  test.slow();
  const tag = uniqueTag();
  const title = `Quantum Basics ${tag}`;
  const renamed = `Quantum Mechanics ${tag}`;
  await signIn(page, 'teacher', demo.teacher, DEMO_PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.goto('/admin/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'कोर्स प्रबंधन' })).toBeVisible();
  await expect(page.getByLabel('कोर्स खोजें')).toBeVisible();
  await page.getByRole('link', { name: 'कोर्स बनाएँ', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'नया कोर्स बनाएँ' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'कोर्स का विवरण' })).toBeVisible();
  await expect(page.getByLabel('स्तर')).toHaveValue('beginner');
  await page.getByLabel('शीर्षक', { exact: true }).fill(title);
  await page.getByLabel('विवरण', { exact: true }).fill('तरंग फलन, मापन और उलझाव।');
  await page.getByLabel('श्रेणी').selectOption('Physics');
  await page.getByLabel('स्तर').selectOption({ label: 'मध्यम' });
  const tuesday = page.getByRole('button', { name: 'मंगलवार', exact: true });
  await tuesday.click();
  await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('आरंभ समय').fill('17:00');
  await page.getByLabel('समाप्ति समय').fill('18:30');
  await page.getByLabel('अवधि (घंटे)').fill('12');
  await page.getByLabel('आरंभ तिथि').fill('2026-09-01');
  await page.getByLabel(/^शुल्क/).fill('0');
  await expectAccessibleAtBothWidths(page, 'the create course form in Hindi');
  await page.getByRole('button', { name: 'कोर्स बनाएँ', exact: true }).click();

  // The detail page, in Hindi around the course's own data.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('नामांकित: 0 / 50')).toBeVisible();
  const details = main.getByRole('definition');
  await expect(details.filter({ hasText: /^मध्यम$/ })).toBeVisible();
  await expect(details.filter({ hasText: /^मंगलवार$/ })).toBeVisible();
  await expect(main.getByText('अभी कोई विद्यार्थी नामांकित नहीं')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'प्रतीक्षा सूची' })).toBeVisible();
  await expect(main.getByText('कोई प्रतीक्षा में नहीं है')).toBeVisible();
  await expect(main.getByRole('button', { name: 'कोर्स हटाएँ' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the course detail in Hindi');

  await main.getByRole('link', { name: 'कोर्स बदलें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'कोर्स बदलें' })).toBeVisible();
  await page.getByLabel('शीर्षक', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'बदलाव सहेजें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // The list names it, and deleting asks in Hindi.
  await page.goto('/admin/courses');
  await page.getByLabel('कोर्स खोजें').fill(renamed);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: renamed, exact: true }) });
  await expect(row.getByRole('cell', { name: 'मध्यम' })).toBeVisible();
  await row.getByRole('button', { name: `${renamed} हटाएँ` }).click();
  const confirm = page.getByRole('dialog', { name: 'कोर्स हटाएँ?' });
  await expect(confirm.getByText('0 नामांकन')).toBeVisible();
  await confirm.getByRole('button', { name: 'हटाएँ', exact: true }).click();
  await expect(page.getByText('आपके फ़िल्टर से कोई कोर्स नहीं मिला')).toBeVisible();
});

test('an admin creates an account and reads Users and the Audit Log in Hindi', async ({ page }) => {
  test.slow();
  const name = `Invited Ines ${uniqueTag()}`;
  await signIn(page, 'teacher', demo.admin, DEMO_PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'उपयोगकर्ता प्रबंधन' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'सभी उपयोगकर्ता' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'User Management in Hindi');

  await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
  const dialog = page.getByRole('dialog', { name: 'खाता बनाएँ' });
  await dialog.getByLabel('पूरा नाम').fill(name);
  await dialog.getByLabel('ईमेल').fill(uniqueEmail('invited'));
  await dialog.getByRole('button', { name: 'बनाएँ और ईमेल भेजें' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('उपयोगकर्ता खोजें').fill(name);
  await expect(page.getByText('1 उपयोगकर्ता', { exact: true })).toBeVisible();
  await expect(page.getByLabel(`${name} की स्थिति`)).toBeVisible();
  await expect(page.getByRole('button', { name: `${name} को रीसेट कोड भेजें` })).toBeVisible();
  await page.getByLabel('उपयोगकर्ता खोजें').fill(`${name} nobody`);
  await expect(page.getByText('आपकी खोज या फ़िल्टर से कोई उपयोगकर्ता नहीं मिला')).toBeVisible();

  await page.goto('/admin/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'ऑडिट लॉग' })).toBeVisible();
  const log = page.getByRole('table', { name: 'ऑडिट लॉग की प्रविष्टियाँ, सबसे नई पहले' });
  await expect(log.getByRole('columnheader', { name: 'कब' })).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: name }).first()).toContainText(
    /एडमिन ने खाता बनाया|आमंत्रण भेजा गया/,
  );
  await expect(page.getByLabel('कार्रवाई').locator('option').first()).toHaveText('सभी कार्रवाइयाँ');
  await expectAccessibleAtBothWidths(page, 'the Audit Log in Hindi');
});
