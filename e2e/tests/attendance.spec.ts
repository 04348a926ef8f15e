import type { Locator } from '@playwright/test';
import { signIn, signOut } from '../support/accounts';
import {
  downloadedLines,
  enrolNewStudentsViaApi,
  joinLiveClassViaApi,
  startLiveClassViaApi,
} from '../support/attendance-setup';
import { expectNoAxeViolations } from '../support/axe';
import { createCourse, registerTeacher, uniqueTag } from '../support/course-setup';
import { expect, test } from '../support/test';

/** The figure under a summary card's label ("Present" → its count). */
const figure = (scope: Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({
      has: scope
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${label}$`) }),
    })
    .getByRole('definition');

/** A calendar date `days` from the given YYYY-MM-DD one. */
function shiftDate(date: string, days: number): string {
  const shifted = new Date(`${date}T00:00:00Z`);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

test('a teacher marks, reads back and exports a register; the student sees it on their attendance pages', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Ms Register ${tag}`, { specialization: 'Science' });
  const course = await createCourse(page.request, teacher, { title: `Botany Basics ${tag}` });
  const otherCourse = await createCourse(page.request, teacher, { title: `Zoology Labs ${tag}` });

  // Four students, one per status; names sort in this order on the register.
  const names = [`Ava Arden ${tag}`, `Ben Brook ${tag}`, `Cal Carver ${tag}`, `Dee Dunn ${tag}`];
  const [ava, ben, cal, dee] = await enrolNewStudentsViaApi(page.request, course.id, names);
  if (!ava || !ben || !cal || !dee) throw new Error('four students expected');
  const plan = [
    { student: ava, status: 'Present', remarks: 'On time' },
    { student: ben, status: 'Absent', remarks: 'No message sent' },
    { student: cal, status: 'Late', remarks: 'Missed the bus' },
    { student: dee, status: 'Excused', remarks: 'Doctor appointment' },
  ] as const;

  // Ava joined today's live class through Tutorium, 20 minutes after it started (so: late, if all goes to plan).
  const liveClass = await startLiveClassViaApi(page.request, teacher, course.id, 20);
  const joinedAt = await joinLiveClassViaApi(page.request, ava, liveClass.id);
  const suggestion =
    new Date(joinedAt).getTime() > new Date(liveClass.startsAt).getTime() + 10 * 60_000 ? 'Late' : 'Present';

  await signIn(page, 'teacher', teacher.email, teacher.password);
  const joinedText = `joined ${await page.evaluate(
    (instant) =>
      new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(instant)),
    joinedAt,
  )}`;

  await page.getByRole('navigation', { name: 'Teacher Portal' }).getByRole('link', { name: 'Attendance' }).click();
  await expect(page).toHaveURL(/\/admin\/attendance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance Management' })).toBeVisible();
  await expect(page.getByText('Select a course and a date to see its register')).toBeVisible();
  await expectNoAxeViolations(page, 'Attendance Management, no course chosen');

  // Marking mode without a course: nothing to save.
  await page.getByRole('button', { name: 'Mark Attendance' }).click();
  await expect(page).toHaveURL(/\/admin\/attendance\/mark$/);
  await page.getByRole('button', { name: 'Save Attendance' }).click();
  await expect(page.getByText('Please select a course and date')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/attendance$/);

  // The course and today (the browser's date, and the latest the picker allows).
  const dateField = page.getByLabel('Date', { exact: true });
  const today = await dateField.inputValue();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await expect(dateField).toHaveAttribute('max', today);
  const yesterday = shiftDate(today, -1);
  await page.getByLabel('Course', { exact: true }).selectOption({ label: course.title });
  await expect(page).toHaveURL(new RegExp(`course=${course.id}`));

  const register = page.getByRole('table', { name: /^Attendance on / });
  const registerRow = (name: string) => register.getByRole('row').filter({ hasText: name });
  const summary = page.getByRole('region', { name: 'Course summary' });
  for (const { student } of plan) {
    await expect(registerRow(student.name).getByText('Not marked')).toBeVisible();
  }
  await expect(registerRow(ava.name).getByText(joinedText)).toBeVisible();
  await expect(summary.getByText('No records yet')).toBeVisible();
  await expectNoAxeViolations(page, 'Attendance Management, view mode');

  // Marking mode: the check-in pre-fills Ava's status; everyone else starts not marked.
  await page.getByRole('button', { name: 'Mark Attendance' }).click();
  await expect(page).toHaveURL(/\/admin\/attendance\/mark\?/);
  const markingRow = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  await expect(markingRow(ava.name).getByText(joinedText)).toBeVisible();
  await expect(markingRow(ava.name).getByRole('radio', { name: suggestion })).toBeChecked();
  for (const student of [ben, cal, dee]) {
    await expect(markingRow(student.name).getByText('Not marked')).toBeVisible();
    for (const status of ['Present', 'Absent', 'Late', 'Excused']) {
      await expect(markingRow(student.name).getByRole('radio', { name: status })).not.toBeChecked();
    }
  }
  // The bar always counts present, absent and not marked; late shows once someone is.
  const tally = suggestion === 'Late' ? '0 present · 0 absent · 1 late' : '1 present · 0 absent';
  await expect(page.getByText(`4 students · ${tally} · 3 not marked`)).toBeVisible();
  await expectNoAxeViolations(page, 'Attendance Management, marking mode');

  await page.getByRole('button', { name: 'Mark all present' }).click();
  for (const { student } of plan) {
    await expect(markingRow(student.name).getByRole('radio', { name: 'Present' })).toBeChecked();
  }
  await markingRow(ben.name).getByRole('radio', { name: 'Absent' }).check();
  await expect(page.getByText('4 students · 3 present · 1 absent · 0 not marked')).toBeVisible();
  await markingRow(cal.name).getByRole('radio', { name: 'Late' }).check();
  await markingRow(dee.name).getByRole('radio', { name: 'Excused' }).check();
  for (const { student, remarks } of plan) {
    await page.getByLabel(`Remarks for ${student.name}`).fill(remarks);
  }
  await page.getByRole('button', { name: 'Save Attendance' }).click();
  await expect(page.getByText('Attendance saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/attendance\?/);

  const expectSavedRegister = async () => {
    for (const { student, status, remarks } of plan) {
      const row = registerRow(student.name);
      await expect(row.getByText(status, { exact: true })).toBeVisible();
      await expect(row.getByText(remarks)).toBeVisible();
      await expect(row.getByText(teacher.name)).toBeVisible();
    }
  };
  await expectSavedRegister();
  await page.reload();
  await expectSavedRegister();
  await expect(summary.getByText('25%')).toBeVisible();
  await expect(summary.getByText('25%')).toHaveClass(/red/);
  await expect(figure(summary, 'Records')).toHaveText('4');
  await expect(figure(summary, 'Present')).toHaveText('1');

  // Yesterday nobody was enrolled yet: nothing to mark or save.
  await dateField.fill(yesterday);
  await expect(page.getByText('No students to mark')).toBeVisible();
  await page.getByRole('button', { name: 'Mark Attendance' }).click();
  await page.getByRole('button', { name: 'Save Attendance' }).click();
  await expect(page.getByText('No attendance data to save')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/attendance\?/);
  await dateField.fill(today);
  await expect(page).toHaveURL(new RegExp(`date=${today}`));
  await expectSavedRegister();

  // Another course has its own (empty) register and summary.
  await page.getByLabel('Course', { exact: true }).selectOption({ label: otherCourse.title });
  await expect(page.getByText('No students to mark')).toBeVisible();
  await expect(summary.getByText('No records yet')).toBeVisible();
  await page.getByLabel('Course', { exact: true }).selectOption({ label: course.title });
  await expectSavedRegister();

  // Opened straight in marking mode, a saved record wins over the check-in's suggestion.
  await page.goto(`/admin/attendance/mark?course=${course.id}&date=${today}`);
  for (const { student, status, remarks } of plan) {
    await expect(markingRow(student.name).getByRole('radio', { name: status })).toBeChecked();
    await expect(page.getByLabel(`Remarks for ${student.name}`)).toHaveValue(remarks);
  }
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  // The course's own attendance page: the register, per-student totals and the CSV export.
  await summary.getByRole('link', { name: 'Statistics by student' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/courses/${course.id}/attendance$`));
  await expect(page.getByRole('heading', { level: 1, name: `${course.title} attendance` })).toBeVisible();
  await expectSavedRegister();
  const statsTable = page.getByRole('table', { name: 'Attendance per student' });
  await expect(statsTable.getByRole('row').filter({ hasText: ava.name })).toContainText('11000100%');
  await expect(statsTable.getByRole('row').filter({ hasText: ben.name })).toContainText('101000%');
  await expect(statsTable.getByRole('row').filter({ hasText: 'All students' })).toContainText('4111125%');
  await expectNoAxeViolations(page, 'Course attendance');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^botany-basics-.*-attendance-start-to-today\.csv$/);
  const lines = await downloadedLines(download);
  expect(lines[0]).toBe('Date,Student,Email,Status,Remarks,Marked By');
  expect(lines.slice(1, 5)).toEqual(
    plan.map(
      ({ student, status, remarks }) =>
        `${today},${student.name},${student.email},${status.toLowerCase()},${remarks},${teacher.name}`,
    ),
  );
  expect(lines.slice(5)).toEqual([
    '',
    'Summary',
    'Student,Email,Total,Present,Absent,Late,Excused,Attendance',
    `${ava.name},${ava.email},1,1,0,0,0,100%`,
    `${ben.name},${ben.email},1,0,1,0,0,0%`,
    `${cal.name},${cal.email},1,0,0,1,0,0%`,
    `${dee.name},${dee.email},1,0,0,0,1,0%`,
    'All students,,4,1,1,1,1,25%',
  ]);

  // A range without today counts nothing.
  await page.getByLabel('From').fill(yesterday);
  await page.getByLabel('To').fill(yesterday);
  await expect(statsTable.getByRole('row').filter({ hasText: 'All students' })).toContainText('00000No records yet');
  await page.getByLabel('To').fill(shiftDate(today, -2));
  await expect(page.getByText('End date cannot be before start date')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await page.getByLabel('From').fill('');
  await page.getByLabel('To').fill('');
  await expect(statsTable.getByRole('row').filter({ hasText: 'All students' })).toContainText('4111125%');

  // Marking here needs only a date.
  await page.getByRole('button', { name: 'Mark Attendance' }).click();
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  await expect(markingRow(cal.name).getByRole('radio', { name: 'Late' })).toBeChecked();
  await expectNoAxeViolations(page, 'Course attendance, marking mode');
  await page.getByLabel('Date', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save Attendance' }).click();
  await expect(page.getByText('Please select a date', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Mark Attendance' })).toBeVisible();

  // Phone width.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [
    `/admin/attendance?course=${course.id}&date=${today}`,
    `/admin/attendance/mark?course=${course.id}&date=${today}`,
    `/admin/courses/${course.id}/attendance`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(ava.name).first()).toBeVisible();
    await expectNoAxeViolations(page, `${path} at 375px`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await signOut(page);

  // The present student sees the same record.
  await signIn(page, 'student', ava.email, ava.password);
  const main = page.getByRole('main');
  await page.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'Attendance' }).click();
  await expect(page).toHaveURL(/\/student\/attendance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Attendance' })).toBeVisible();
  await expect(figure(main, 'Overall Attendance')).toHaveText('100%');
  await expect(figure(main, 'Present')).toHaveText('1');
  await expect(figure(main, 'Absent')).toHaveText('0');
  await expect(figure(main, 'Late')).toHaveText('0');
  await expect(figure(main, 'Excused')).toHaveText('0');
  const courseCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: course.title }) });
  await expect(courseCard.getByText('100%')).toHaveClass(/green/);
  await expect(courseCard.getByText('1 / 1 present')).toBeVisible();
  const history = page.getByRole('table', { name: 'Attendance records, newest first' });
  const historyRow = history.getByRole('row').filter({ hasText: course.title });
  await expect(historyRow.getByText('Present', { exact: true })).toBeVisible();
  await expect(historyRow.getByText(teacher.name)).toBeVisible();
  await expect(historyRow.getByText('On time')).toBeVisible();
  await expectNoAxeViolations(page, 'My Attendance');

  await page.getByLabel('Course', { exact: true }).selectOption({ label: course.title });
  await expect(page).toHaveURL(new RegExp(`courseId=${course.id}`));
  await expect(historyRow).toBeVisible();
  await page.getByLabel('Start date').fill(yesterday);
  await page.getByLabel('End date').fill(yesterday);
  await expect(page.getByText('No records match your filters')).toBeVisible();
  await expect(figure(main, 'Overall Attendance')).toHaveText('No records yet');
  await expectNoAxeViolations(page, 'My Attendance, no matches');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/student\/attendance$/);
  await expect(historyRow).toBeVisible();

  await courseCard.getByRole('link', { name: `View details for ${course.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/student/courses/${course.id}/attendance$`));
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page.getByText('100%')).toHaveClass(/green/);
  await expect(figure(main, 'Total Classes')).toHaveText('1');
  await expect(figure(main, 'Present')).toHaveText('1');
  await expect(figure(main, 'Absent/Late')).toHaveText('0 / 0');
  const record = page
    .getByRole('table', { name: `Attendance records for ${course.title}` })
    .getByRole('row')
    .nth(1);
  await expect(record.getByText('Present', { exact: true })).toBeVisible();
  await expect(record.getByText(teacher.name)).toBeVisible();
  await expect(record.getByText('On time')).toBeVisible();
  await expectNoAxeViolations(page, 'Student course attendance');
  await page.getByRole('link', { name: 'Back to course' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/courses/${course.id}$`));

  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/student/attendance', `/student/courses/${course.id}/attendance`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('On time')).toBeVisible();
    await expectNoAxeViolations(page, `${path} at 375px`);
  }
});
