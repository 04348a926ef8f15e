import { expectAccessibleAtBothWidths, PHONE } from '../support/axe';
import { createCourse, registerTeacher, uniqueTag } from '../support/course-setup';
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

  test('walks the landing page, the course catalogue, a teacher profile and the contact page in Hindi', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const hero = page.getByRole('region', { name: 'विशेषज्ञ शिक्षकों से सीखें, एक-एक कोर्स करके' });
    await expect(hero.getByRole('link', { name: 'विद्यार्थी के रूप में जुड़ें' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'खोजें' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'यह कैसे काम करता है' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'सीखना शुरू करने के लिए तैयार हैं?' })).toBeVisible();

    // The hero's search opens the catalogue, whose filters, sort and empty state speak Hindi.
    await hero.getByLabel('कोर्स खोजें').fill('कोई-ऐसा-कोर्स-नहीं');
    await hero.getByRole('button', { name: 'खोजें' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'कोर्स' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '0 कोर्स' })).toBeVisible();
    await expect(page.getByText('कोई कोर्स नहीं मिला')).toBeVisible();
    await expect(page.getByRole('group', { name: 'स्तर' }).getByRole('radio', { name: 'शुरुआती' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'श्रेणी' }).getByRole('radio', { name: 'सभी' })).toBeChecked();
    await expect(page.getByLabel('क्रम')).toHaveValue('popular');
    await page.getByRole('button', { name: 'फ़िल्टर रीसेट करें' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('link', { name: /में नामांकन करें$/ }).first()).toBeVisible();

    await page.goto('/teachers');
    await expect(page.getByRole('heading', { level: 1, name: 'हमारे शिक्षक' })).toBeVisible();
    await page.getByLabel('शिक्षक खोजें').fill('Daniel Okafor');
    await expect(page.getByRole('heading', { level: 2, name: '1 शिक्षक' })).toBeVisible();
    await page.getByRole('link', { name: 'Daniel Okafor की प्रोफ़ाइल देखें' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Daniel Okafor' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Daniel Okafor के बारे में' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'विवरण' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'समीक्षाएँ' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'सभी शिक्षक' })).toBeVisible();

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'हमें संदेश भेजें' })).toBeVisible();
    await expect(page.getByLabel('नाम')).toBeVisible();
    await expect(page.getByRole('button', { name: 'संदेश भेजें' })).toBeVisible();
    await expect(page.getByText('सोमवार से शुक्रवार, 9:00 am – 6:00 pm (पैसिफ़िक समय)')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'अक्सर पूछे जाने वाले प्रश्न' })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the contact page in Hindi');
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

test('dates, times and money follow the language as it switches, with lakh grouping, and without a reload', async ({
  page,
}) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Format Teacher ${tag}`, { specialization: 'Mathematics' });
  const paid = await createCourse(page.request, teacher, {
    title: `Lakhs and Crores ${tag}`,
    price: 125000,
    startDate: '2027-03-04',
    endDate: '2027-06-02',
    schedule: { days: ['Monday'], startTime: '18:00', endTime: '19:30' },
  });
  const freeTitle = `Free Numbers ${tag}`;
  await createCourse(page.request, teacher, { title: freeTitle, price: 0 });

  await page.goto(`/courses/${paid.id}`);
  // A mark on this page's window: a reload would wipe it.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const details = page.getByRole('definition');
  // Indian English: the site's currency (USD in these tests) grouped in lakhs, no decimals on a whole amount.
  await expect(page.getByText('Price: $1,25,000')).toBeVisible();
  await expect(details.filter({ hasText: /^4 Mar 2027$/ })).toBeVisible();
  await expect(details.filter({ hasText: /^2 Jun 2027$/ })).toBeVisible();
  await expect(details.filter({ hasText: /^6:00\spm – 7:30\spm$/ })).toBeVisible();

  await page.getByRole('contentinfo').getByLabel('Language').selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(details.filter({ hasText: /^4 मार्च 2027$/ })).toBeVisible();
  await expect(details.filter({ hasText: /^2 जून 2027$/ })).toBeVisible();
  await expect(page.getByText('कीमत: $1,25,000')).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  // A free course's card says so in the language shown, and again after switching back.
  await page.goto(`/courses?search=${encodeURIComponent(freeTitle)}`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: freeTitle, exact: true }) });
  await expect(card.getByText(/मुफ़्त$/)).toBeVisible();
  await page.getByRole('banner').getByLabel('भाषा').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(card.getByText(/Free$/)).toBeVisible();
  await expect(card.getByText(/मुफ़्त$/)).toHaveCount(0);
});

test('when the texts cannot be downloaded the page says so in both languages, and Try Again loads it', async ({
  page,
}) => {
  const catalogue = /\/assets\/(?:\w+-texts-)?en-[\w-]+\.js$/;
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
