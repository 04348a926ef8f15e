import type { Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { createCourse, registerTeacher, uniqueTag } from '../support/course-setup';
import { escapeRegExp, liveClassesOf, zoneNameInBrowser } from '../support/live-class-setup';
import { expect, test } from '../support/test';

// The browser is in New York; the teacher's account is in India. Times follow the account.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

/** The calendar day `days` from now in `timeZone`, "2027-06-02". */
const dayIn = (timeZone: string, days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const row = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

test('a teacher in Asia/Kolkata schedules 15:30 and sees 3:30 pm in their zone; a new zone in Settings moves every time', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Teacher Iyer ${tag}`, { specialization: 'Physics' });
  const course = await createCourse(page.request, teacher, { title: `Optics ${tag}`, category: 'Science' });
  const zoned = await page.request.put('/api/users/profile', {
    headers: { Authorization: `Bearer ${teacher.token}` },
    data: { timeZone: 'Asia/Kolkata' },
  });
  expect(zoned.status()).toBe(200);

  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto('/admin/live-class/create');
  await expect(page.getByText('In your time zone (Asia/Kolkata)')).toBeVisible();
  const day = dayIn('Asia/Kolkata', 3);
  const title = `Prisms ${tag}`;
  await page.getByLabel('Class Title').fill(title);
  await page.getByLabel('Course').selectOption({ label: course.title });
  await page.getByLabel('Subject').fill('Physics');
  await page.getByLabel('Date').fill(day);
  await page.getByLabel('Time').fill('15:30');
  await page.getByLabel('Duration (minutes)').fill('45');
  await page.getByLabel('Meeting Link').fill(`${baseURL}/api/health`);
  await page.getByRole('button', { name: 'Schedule Class' }).click();
  await expect(page.getByText('Live class scheduled successfully!')).toBeVisible();

  // 15:30 in India is 10:00 UTC, whatever the browser's own zone.
  const [saved] = (await liveClassesOf(page.request, teacher.token, course.id)).filter(
    (liveClass) => liveClass.title === title,
  );
  const startsAt = `${day}T10:00:00.000Z`;
  expect(saved?.startsAt).toBe(startsAt);
  const india = await zoneNameInBrowser(page, startsAt, 'Asia/Kolkata');
  expect(india).not.toBe('');
  await expect(row(page, title).locator('time')).toHaveText(new RegExp(`, 3:30\\spm ${escapeRegExp(india)}$`));

  // Settings: find New York in the list and keep it; every time on the site follows.
  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'Time zone' });
  await expect(section.getByLabel('Time zone', { exact: true })).toHaveValue('Asia/Kolkata');
  await section.getByLabel('Find a time zone').fill('new york');
  await section.getByLabel('Time zone', { exact: true }).selectOption('America/New_York');
  await expectAccessibleAtBothWidths(page, 'Settings with the time zone list narrowed');
  await section.getByRole('button', { name: 'Save Time Zone' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  await page.goto('/admin/live-classes');
  const newYork = await zoneNameInBrowser(page, startsAt, 'America/New_York');
  const hour = newYork === 'GMT-4' ? '6:00' : '5:00';
  await expect(row(page, title).locator('time')).toHaveText(new RegExp(`, ${hour}\\sam ${escapeRegExp(newYork)}$`));
});
