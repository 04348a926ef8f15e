import { uniqueEmail } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { expect, test } from '../support/test';

// The account screens' own texts, the password pair's confirmation field (the shell's) and the
// contract's validation messages are asserted in Hindi.
test.describe('a visitor whose browser prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('chooses the student type, registers, signs in, and opens the profile and settings in Hindi', async ({
    page,
  }) => {
    const email = uniqueEmail('hindi-student');
    const password = 'vidyarthi pass 1';
    await page.goto('/choose-user');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'उपयोगकर्ता प्रकार चुनें' })).toBeVisible();
    await page.getByRole('link', { name: 'विद्यार्थी के रूप में जारी रखें' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'विद्यार्थी साइन इन' })).toBeVisible();
    await page.getByRole('link', { name: 'विद्यार्थी के रूप में पंजीकरण करें' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'विद्यार्थी पंजीकरण' })).toBeVisible();
    // The contract's validation messages, checked in the browser before anything is sent, read in Hindi too.
    await page.getByLabel('ईमेल').fill('anaya.sharma');
    await page.getByLabel('पासवर्ड', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await expect(page.getByText('नाम ज़रूरी है')).toBeVisible();
    await expect(page.getByText('कृपया एक सही ईमेल पता डालें')).toBeVisible();
    await expect(page.getByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए')).toBeVisible();
    await page.getByLabel('पूरा नाम').fill('Anaya Sharma');
    await page.getByLabel('ईमेल').fill(email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(password);
    await page.getByLabel('पासवर्ड की पुष्टि करें').fill(password);
    await expectAccessibleAtBothWidths(page, 'the student registration in Hindi');
    await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await expect(page).toHaveURL(/\/student\/dashboard$/);

    // Signed out by dropping the session, so the Hindi sign-in form is walked as well.
    await page.context().clearCookies();
    await page.goto('/student-signin');
    await expect(page.getByRole('heading', { level: 1, name: 'विद्यार्थी साइन इन' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeVisible();
    await page.getByLabel('ईमेल').fill(email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(password);
    await expect(page.getByLabel('मुझे याद रखें')).toBeChecked();
    await page.getByRole('button', { name: 'साइन इन करें' }).click();
    await expect(page).toHaveURL(/\/student\/dashboard$/);

    await page.goto('/student/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'व्यक्तिगत जानकारी' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Anaya Sharma' })).toBeVisible();
    await page.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }).click();
    await expect(page.getByLabel('रुचियाँ')).toBeVisible();
    await expect(page.getByRole('button', { name: 'बदलाव सहेजें' })).toBeVisible();

    await page.goto('/student/settings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'पासवर्ड बदलें' })).toBeVisible();
    await expect(page.getByLabel('प्रदर्शित नाम')).toHaveValue('Anaya Sharma');
    await expect(page.getByRole('button', { name: 'पासवर्ड बदलें' })).toBeVisible();
  });
});
