import { readFile } from 'node:fs/promises';
import { signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { apiToken, enrolViaApi } from '../support/dashboard-setup';
import { expect, test } from '../support/test';

test.use({ locale: 'en-US', timezoneId: 'UTC' });

/** A datetime-local value `hours` from now (the browser runs in UTC). */
const localIn = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString().slice(0, 16);

const header = 'kind,prompt,options,correct,tolerance,accepted,marked_by_hand,points,tags,explanation';

test('a teacher writes and imports questions, exports the bank, builds a test and reads its results', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Quentin Quiz ${tag}`, { specialization: 'Mathematics' });
  const course = await createCourse(page.request, teacher, { title: `Fractions ${tag}` });
  const student = await registerStudent(page.request, `Fatima Fraction ${tag}`);
  const studentToken = await apiToken(page.request, student, 'student');
  await enrolViaApi(page.request, studentToken, course.id);

  // The teacher writes a question in the bank, reached from the course page.
  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto(`/admin/courses/${course.id}`);
  await page.getByRole('link', { name: 'Question bank' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Question bank: Fractions ${tag}` })).toBeVisible();
  await expect(page.getByText('No questions yet')).toBeVisible();
  await page.getByRole('button', { name: 'New question' }).click();
  const form = page.getByRole('form', { name: 'New question' });
  await form.getByLabel('Question', { exact: true }).fill('Which is **larger**?');
  await form.getByLabel('Option 1', { exact: true }).fill('1/2');
  await form.getByLabel('Option 2', { exact: true }).fill('1/3');
  await form.getByRole('radio', { name: 'Option 1 is correct' }).check();
  await form.getByLabel('Points').fill('2');
  await form.getByLabel('Tags').fill('compare');
  await expectAccessibleAtBothWidths(page, 'Teacher question form');
  await form.getByRole('button', { name: 'Add question' }).click();
  await expect(page.getByText('Question added')).toBeVisible();
  const bank = page.getByRole('region', { name: `Questions of Fractions ${tag}` });
  await expect(bank.getByRole('rowheader', { name: 'Which is larger?' })).toBeVisible();

  // A CSV with a bad row adds nothing and names the row; the corrected file adds both questions.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('form', { name: 'Import questions' });
  const rows = (correct: string) => [
    header,
    'true_false,1/2 equals 2/4.,,true,,,,1,equivalent,',
    `single,Half of 1/2?,1/4|1/8,${correct},,,,1,equivalent,`,
  ];
  await importing
    .getByLabel('CSV file')
    .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(rows('5').join('\n')) });
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  const refusal = importing.getByRole('alert');
  await expect(refusal).toContainText('nothing was imported');
  await expect(refusal).toContainText('Row 3');
  await expectAccessibleAtBothWidths(page, 'Teacher question import refused');
  await importing
    .getByLabel('CSV file')
    .setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(rows('1').join('\n')) });
  await importing.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Questions imported: 2 added')).toBeVisible();
  await expect(bank.getByRole('rowheader', { name: 'Half of 1/2?' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Teacher question bank');

  // The export downloads the three questions in the import's columns.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const exported = await readFile(await download.path(), 'utf8');
  expect(exported).toContain(header);
  expect(exported).toContain('Half of 1/2?');

  // The teacher builds a test: the written question fixed, one drawn from the imported ones.
  await page.goto(`/admin/courses/${course.id}/tests`);
  await expect(page.getByRole('heading', { level: 1, name: `Tests: Fractions ${tag}` })).toBeVisible();
  await expect(page.getByText('No tests yet')).toBeVisible();
  await page.getByRole('button', { name: 'New test' }).click();
  const testForm = page.getByRole('form', { name: 'New test' });
  await testForm.getByLabel('Title').fill(`Fractions check ${tag}`);
  await testForm.getByLabel('Opens').fill(localIn(-1));
  await testForm.getByLabel('Closes').fill(localIn(24));
  await testForm.getByLabel('Time limit (minutes)').fill('15');
  await testForm.getByRole('checkbox', { name: /Which is larger\?/ }).check();
  await testForm.getByRole('button', { name: 'Add a pool' }).click();
  await testForm.getByLabel('Tag of pool 1').selectOption('equivalent');
  await testForm.getByLabel('How many').fill('1');
  await expectAccessibleAtBothWidths(page, 'Teacher test form');
  await testForm.getByRole('button', { name: 'Create test' }).click();
  await expect(page.getByText('Test created')).toBeVisible();
  const tests = page.getByRole('region', { name: `Tests of Fractions ${tag}` });
  await expect(tests.getByRole('link', { name: `Fractions check ${tag}`, exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Teacher course tests');

  // The student takes it through the API; the teacher opens the results and the attempt.
  const quizzes = await page.request.get(`/api/courses/${course.id}/quizzes`, {
    headers: { Authorization: `Bearer ${studentToken}` },
  });
  const [quiz] = ((await quizzes.json()) as { data: { id: string }[] }).data;
  const started = await page.request.post(`/api/quizzes/${quiz?.id}/attempts`, {
    headers: { Authorization: `Bearer ${studentToken}` },
  });
  expect(started.status(), await started.text()).toBe(201);
  const attemptId = ((await started.json()) as { data: { id: string } }).data.id;
  const submitted = await page.request.post(`/api/quiz-attempts/${attemptId}/submit`, {
    headers: { Authorization: `Bearer ${studentToken}` },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  await tests.getByRole('link', { name: `Fractions check ${tag}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Results: Fractions check ${tag}` })).toBeVisible();
  const attempts = page.getByRole('region', { name: `Submitted attempts at Fractions check ${tag}` });
  await expect(attempts.getByRole('row').filter({ hasText: student.name })).toBeVisible();
  await expect(page.getByRole('region', { name: `Score distribution of Fractions check ${tag}` })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Teacher test results');
  await attempts.getByRole('link', { name: `Open attempt 1 of ${student.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Attempt 1 of ${student.name}` })).toBeVisible();
  await expect(page.getByText('Not answered').first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Teacher test attempt');
});
