import type { Page } from '@playwright/test';
import { signIn, signOut } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { browserMoment, enrol, studentToken } from '../support/live-class-setup';
import { expect, test } from '../support/test';

// A browser that prefers Hindi, in India: the app starts in Hindi. A zone ahead of UTC, so today's register
// lists a student enrolled today (the roster counts from the UTC date of enrolment).
test.use({ locale: 'hi-IN', timezoneId: 'Asia/Kolkata' });

const loaded = (page: Page) => expect(page.getByRole('status').filter({ hasText: /लोड हो/ })).toHaveCount(0);

const portalLink = (page: Page, portal: 'शिक्षक पोर्टल' | 'विद्यार्थी पोर्टल', name: string) =>
  page.getByRole('navigation', { name: portal }).getByRole('link', { name, exact: true });

test('in Hindi, a teacher schedules a live class and marks attendance; the student sees both', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Shikshak Verma ${tag}`, { specialization: 'Mathematics' });
  const course = await createCourse(page.request, teacher, { title: `Ganit ${tag}`, category: 'Mathematics' });
  const student = await registerStudent(page.request, `Vidyarthi Rao ${tag}`);
  await enrol(page.request, await studentToken(page.request, student), course.id);
  const start = await browserMoment(page, { atLocalNoonInDays: 2 });

  // The teacher's live classes: none yet, so the empty state, then the form.
  await signIn(page, 'teacher', teacher.email, teacher.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await portalLink(page, 'शिक्षक पोर्टल', 'लाइव कक्षाएँ').click();
  await expect(page.getByRole('heading', { level: 1, name: 'लाइव कक्षाएँ' })).toBeVisible();
  await expect(page.getByText('कोई लाइव कक्षा शेड्यूल नहीं है')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'कैलेंडर में जोड़ें' })).toBeVisible();
  await page.getByRole('link', { name: 'लाइव कक्षा शेड्यूल करें' }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: 'लाइव कक्षा शेड्यूल करें' })).toBeVisible();
  await expect(page.getByLabel('शिक्षक', { exact: true })).toHaveValue(teacher.name);
  await page.getByRole('button', { name: 'कक्षा शेड्यूल करें' }).click();
  await expect(page.getByText('कृपया तारीख चुनें', { exact: true })).toBeVisible();
  await expect(page.getByText('कृपया समय चुनें', { exact: true })).toBeVisible();

  const title = `Bijganit Live ${tag}`;
  await page.getByLabel('कक्षा का शीर्षक').fill(title);
  await page.getByLabel('कोर्स', { exact: true }).selectOption({ label: course.title });
  await page.getByLabel('विषय', { exact: true }).fill('Algebra');
  await page.getByLabel('तारीख', { exact: true }).fill(start.date);
  await page.getByLabel('समय', { exact: true }).fill(start.time);
  await page.getByLabel('अवधि (मिनट)').fill('45');
  await page.getByLabel('मीटिंग लिंक').fill(`${baseURL}/api/health`);
  await page.getByRole('button', { name: 'कक्षा शेड्यूल करें' }).click();
  await expect(page).toHaveURL(/\/admin\/live-classes$/);

  const scheduled = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
  await expect(scheduled).toBeVisible();
  await expect(scheduled.getByText('आगामी')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'कक्षा का शीर्षक' })).toBeVisible();
  await expect(page.getByText('1 लाइव कक्षा', { exact: true })).toBeVisible();
  await expect(scheduled.getByRole('link', { name: `${title} संपादित करें` })).toBeVisible();
  await loaded(page);
  await expectAccessibleAtBothWidths(page, 'the teacher’s live classes in Hindi');

  // The register: choose the course, mark the one student present, save.
  await portalLink(page, 'शिक्षक पोर्टल', 'उपस्थिति').click();
  await expect(page.getByRole('heading', { level: 1, name: 'उपस्थिति प्रबंधन' })).toBeVisible();
  await expect(page.getByText('रजिस्टर देखने के लिए कोर्स और तारीख चुनें')).toBeVisible();
  await page.getByLabel('कोर्स', { exact: true }).selectOption({ label: course.title });
  const register = page.getByRole('table', { name: / की उपस्थिति$/ });
  await expect(register.getByRole('row').filter({ hasText: student.name }).getByText('दर्ज नहीं')).toBeVisible();
  await expect(page.getByRole('region', { name: 'कोर्स सारांश' }).getByText('अभी कोई रिकॉर्ड नहीं')).toBeVisible();

  await page.getByRole('button', { name: 'उपस्थिति दर्ज करें' }).click();
  const form = page.getByRole('form', { name: 'उपस्थिति दर्ज करें' });
  await expect(form.getByText('1 विद्यार्थी', { exact: true })).toBeVisible();
  const status = form.getByRole('group', { name: `${student.name} की स्थिति` });
  await status.getByRole('radio', { name: 'उपस्थित', exact: true }).check();
  await form.getByRole('button', { name: 'उपस्थिति सहेजें' }).click();
  await expect(form).toHaveCount(0);
  await expect(register.getByRole('columnheader', { name: 'किसने दर्ज की' })).toBeVisible();
  await expect(register.getByRole('row').filter({ hasText: student.name }).getByText('दर्ज नहीं')).toHaveCount(0);
  await loaded(page);
  await expectAccessibleAtBothWidths(page, 'the register in Hindi');
  await signOut(page);

  // The student: the class among their live classes, and the saved record among their attendance.
  await signIn(page, 'student', student.email, student.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await portalLink(page, 'विद्यार्थी पोर्टल', 'लाइव कक्षाएँ').click();
  await expect(page.getByRole('heading', { level: 1, name: 'लाइव कक्षाएँ' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'दिखाएँ' }).getByRole('radio', { name: 'आगामी' })).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
  await expect(card.getByText('आगामी')).toBeVisible();
  await expect(card.getByText(/में शुरू होगी$/)).toBeVisible();
  await expect(card.getByRole('button', { name: `कैलेंडर में जोड़ें: ${title}` })).toBeVisible();
  await expect(page.getByText('1 लाइव कक्षा', { exact: true })).toBeVisible();
  await loaded(page);
  await expectAccessibleAtBothWidths(page, 'the student’s live classes in Hindi');

  await portalLink(page, 'विद्यार्थी पोर्टल', 'उपस्थिति').click();
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी उपस्थिति' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'कोर्स के अनुसार उपस्थिति' })).toBeVisible();
  await expect(page.getByText('1 में से 1 उपस्थित')).toBeVisible();
  const history = page.getByRole('table', { name: 'उपस्थिति रिकॉर्ड, नए पहले' });
  await expect(history.getByRole('row').filter({ hasText: course.title })).toBeVisible();
  await expect(history.getByRole('columnheader', { name: 'किसने दर्ज की' })).toBeVisible();
  await loaded(page);
  await expectAccessibleAtBothWidths(page, 'the student’s attendance in Hindi');
});
