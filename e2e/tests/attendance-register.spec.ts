import { signIn } from '../support/accounts';
import { downloadedLines, enrolNewStudentsViaApi } from '../support/attendance-setup';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { teacherWithCourse, uniqueTag } from '../support/course-setup';
import { expect, test } from '../support/test';

test('the register starts unmarked, asks before saving with unmarked rows, saves only marked ones and exports', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag();
  const { teacher, course } = await teacherWithCourse(page.request, `Mr Blank ${tag}`, {
    title: `Chemistry Blank ${tag}`,
  });
  const names = [`Ana Ash ${tag}`, `Bea Birch ${tag}`, `Cid Cedar ${tag}`];
  await enrolNewStudentsViaApi(page.request, course.id, names);
  const [ana, bea, cid] = names as [string, string, string];

  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto(`/admin/attendance?course=${course.id}`);
  const summary = page.getByRole('region', { name: 'Course summary' });
  await expect(summary.getByText('No records yet')).toBeVisible();
  await page.getByRole('button', { name: 'Mark Attendance' }).click();

  // Nothing is pre-marked: every row says so and the header counts them.
  const row = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  for (const name of names) await expect(row(name).getByText('Not marked')).toBeVisible();
  await expect(page.getByText('3 students · 0 present · 0 absent · 3 not marked')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Register, nothing marked');

  // Saving with nothing marked saves nothing.
  await page.getByRole('button', { name: 'Save Attendance' }).click();
  await expect(page.getByText('Mark at least one student before saving')).toBeVisible();

  // One present, one absent, one left alone: saving asks first, and "keep marking" changes nothing.
  await row(ana).getByRole('radio', { name: 'Present' }).check();
  await row(bea).getByRole('radio', { name: 'Absent' }).check();
  await expect(page.getByText('3 students · 1 present · 1 absent · 1 not marked')).toBeVisible();
  await page.getByRole('button', { name: 'Save Attendance' }).click();
  const confirm = page.getByRole('dialog', { name: 'Save with students not marked?' });
  await expect(confirm).toContainText('1 student is not marked yet and will stay unmarked.');
  await expect(confirm).toContainText('Only the 2 marked students will be saved.');
  await expectAccessibleAtBothWidths(page, 'Save with unmarked rows');
  await confirm.getByRole('button', { name: 'Keep marking' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(cid).getByText('Not marked')).toBeVisible();

  await page.getByRole('button', { name: 'Save Attendance' }).click();
  await confirm.getByRole('button', { name: 'Save 2 students' }).click();
  await expect(page.getByText('Attendance saved successfully')).toBeVisible();
  const register = page.getByRole('table', { name: /^Attendance on / });
  const saved = (name: string) => register.getByRole('row').filter({ hasText: name });
  await expect(saved(ana).getByText('Present', { exact: true })).toBeVisible();
  await expect(saved(bea).getByText('Absent', { exact: true })).toBeVisible();
  await expect(saved(cid).getByText('Not marked')).toBeVisible();

  // "Mark all present" fills in the rest; saving with every row marked asks nothing.
  await page.getByRole('button', { name: 'Mark Attendance' }).click();
  await expect(page.getByText('3 students · 1 present · 1 absent · 1 not marked')).toBeVisible();
  await page.getByRole('button', { name: 'Mark all present' }).click();
  await expect(page.getByText('3 students · 3 present · 0 absent · 0 not marked')).toBeVisible();
  await page.getByRole('button', { name: 'Save Attendance' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(saved(cid).getByText('Present', { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Attendance Management with a saved register');

  // The CSV is on this screen: dates as calendar dates, one line per record.
  const downloading = page.waitForEvent('download');
  await summary.getByRole('button', { name: 'Export CSV' }).click();
  const lines = await downloadedLines(await downloading);
  expect(lines[0]).toBe('Date,Student,Email,Status,Remarks,Marked By');
  const records = lines.slice(1, 4);
  expect(records.map((line) => line.split(',')[3])).toEqual(['present', 'present', 'present']);
  for (const line of records) expect(line).toMatch(/^\d{4}-\d{2}-\d{2},/);
});

test('on a phone, one bar fixed to the bottom counts the register and saves it, with one Cancel and the pills as the only marks', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag();
  const { teacher, course } = await teacherWithCourse(page.request, `Ms Phone ${tag}`, {
    title: `Physics Phone ${tag}`,
  });
  const names = Array.from({ length: 8 }, (_, index) => `Pupil ${String.fromCharCode(65 + index)} ${tag}`);
  await enrolNewStudentsViaApi(page.request, course.id, names);
  const last = names.at(-1) ?? '';

  await page.setViewportSize({ width: 375, height: 700 });
  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto(`/admin/attendance?course=${course.id}`);
  await page.getByRole('button', { name: 'Mark Attendance' }).click();

  // One bar, at the bottom of the screen, with the counts, Save and the only Cancel.
  const bar = page.getByRole('region', { name: 'Marking actions' });
  await expect(bar).toContainText('8 students · 0 present · 0 absent · 8 not marked');
  const atBottom = async () => {
    const box = await bar.boundingBox();
    return box === null ? Number.NaN : Math.round(box.y + box.height);
  };
  await expect.poll(atBottom).toBe(700);
  await expect(page.getByRole('button', { name: 'Save Attendance' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Cancel/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Mark (Present|Absent) for/ })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, 'Register in marking mode');

  // Marking the last row, scrolled into view above the bar: the bar stays put and counts it.
  const row = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  const lastAbsent = row(last).getByRole('radio', { name: 'Absent' });
  await lastAbsent.scrollIntoViewIfNeeded();
  await lastAbsent.check();
  await expect(bar).toContainText('8 students · 0 present · 1 absent · 7 not marked');
  await expect.poll(atBottom).toBe(700);
  const lastBox = await row(last).boundingBox();
  const barBox = await bar.boundingBox();
  expect((lastBox?.y ?? 0) + (lastBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);

  // Everyone else present from the bar, then Save from the bar.
  await bar.getByRole('button', { name: 'Mark all present' }).click();
  await expect(bar).toContainText('8 students · 8 present · 0 absent · 0 not marked');
  await lastAbsent.check();
  await expect(bar).toContainText('8 students · 7 present · 1 absent · 0 not marked');
  await bar.getByRole('button', { name: 'Save Attendance' }).click();
  await expect(page.getByText('Attendance saved successfully')).toBeVisible();
  await expect(bar).toHaveCount(0);
  const register = page.getByRole('table', { name: /^Attendance on / });
  await expect(register.getByRole('row').filter({ hasText: last }).getByText('Absent', { exact: true })).toBeVisible();
  await expect(
    register
      .getByRole('row')
      .filter({ hasText: names[0] ?? '' })
      .getByText('Present', { exact: true }),
  ).toBeVisible();

  // Cancel leaves marking without saving.
  await page.getByRole('button', { name: 'Mark Attendance' }).click();
  await row(names[0] ?? '')
    .getByRole('radio', { name: 'Absent' })
    .check();
  await bar.getByRole('button', { name: 'Cancel' }).click();
  await expect(bar).toHaveCount(0);
  await expect(
    register
      .getByRole('row')
      .filter({ hasText: names[0] ?? '' })
      .getByText('Present', { exact: true }),
  ).toBeVisible();
});
