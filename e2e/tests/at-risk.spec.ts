import { signIn } from '../support/accounts';
import { enrolNewStudentsViaApi } from '../support/attendance-setup';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { teacherWithCourse, uniqueTag } from '../support/course-setup';
import { emailSentTo } from '../support/mailbox';
import { expect, test } from '../support/test';

test('a teacher sets a course’s at-risk line, marks a student absent, sees the minimum of marked classes hold them back until lowered, finds them on the dashboard and emails the list', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag();
  const { teacher, course } = await teacherWithCourse(page.request, `Ms Watch ${tag}`, {
    title: `Biology Watch ${tag}`,
  });
  const absentName = `Ari Absent ${tag}`;
  const presentName = `Pia Present ${tag}`;
  await enrolNewStudentsViaApi(page.request, course.id, [absentName, presentName]);

  await signIn(page, 'teacher', teacher.email, teacher.password);
  const card = page.getByRole('region', { name: 'At-risk students' });
  await expect(card.getByText('Nobody is at risk')).toBeVisible();

  // The course's own thresholds: below 75 %, or 5 missed classes in a row; the minimum stays at 3.
  await page.goto(`/admin/courses/${course.id}/edit`);
  const alerts = page.getByRole('group', { name: 'At-risk alerts' });
  const minimum = alerts.getByLabel('Flag a student as at risk after at least this many marked classes');
  await expect(alerts.getByLabel('Attendance below (%)')).toHaveValue('60');
  await expect(alerts.getByLabel('Missed classes in a row')).toHaveValue('3');
  await expect(minimum).toHaveValue('3');
  await alerts.getByLabel('Missed classes in a row').fill('21');
  await minimum.fill('0');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(alerts.getByText('Missed classes in a row must be at most 20')).toBeVisible();
  await expect(alerts.getByText('Marked classes before the percentage applies must be at least 1')).toBeVisible();
  await alerts.getByLabel('Attendance below (%)').fill('75');
  await alerts.getByLabel('Missed classes in a row').fill('5');
  await minimum.fill('3');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Course updated successfully!')).toBeVisible();
  await page.goto(`/admin/courses/${course.id}/edit`);
  await expect(alerts.getByLabel('Attendance below (%)')).toHaveValue('75');
  await expect(alerts.getByLabel('Missed classes in a row')).toHaveValue('5');

  // Today's register: one absent, one present.
  await page.goto(`/admin/attendance?course=${course.id}`);
  await page.getByRole('button', { name: 'Mark Attendance' }).click();
  const row = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  await row(absentName).getByRole('radio', { name: 'Absent' }).check();
  await row(presentName).getByRole('radio', { name: 'Present' }).check();
  await page.getByRole('button', { name: 'Save Attendance' }).click();
  await expect(page.getByText('Attendance saved successfully')).toBeVisible();

  // One marked class is under the course's minimum of 3: nobody is flagged for one absence.
  await page.goto('/admin/dashboard');
  await expect(card.getByText('Nobody is at risk')).toBeVisible();

  // Lowered to 1, the percentage applies to that one class.
  await page.goto(`/admin/courses/${course.id}/edit`);
  await expect(minimum).toHaveValue('3');
  await minimum.fill('1');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Course updated successfully!')).toBeVisible();

  // The dashboard's card lists the absent student only, with why and a link to their record.
  await page.goto('/admin/dashboard');
  const listed = card.getByRole('row').filter({ hasText: absentName });
  await expect(listed).toContainText(course.title);
  await expect(listed).toContainText('0% attendance over the last 4 weeks, 0 of 1 class present (below 75%)');
  await expect(card.getByRole('row').filter({ hasText: presentName })).toHaveCount(0);
  // Both percentages on this dashboard say their window, so 0 % here and 50 % there do not contradict.
  await expect(card.getByRole('columnheader', { name: 'Attendance (last 4 weeks)' })).toBeVisible();
  const performance = page.getByRole('region', { name: 'Student Performance' });
  await expect(performance.getByRole('columnheader', { name: 'Attendance (all time)' })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Teacher dashboard with an at-risk student');

  // "Email me this list" queues one email and says so.
  await card.getByRole('button', { name: 'Email me this list' }).click();
  await expect(page.getByText('The list of 1 student at risk is on its way to your inbox.')).toBeVisible();
  // After the address confirmation every new account gets first.
  const mail = await emailSentTo(teacher.email, 2);
  expect(mail.subject).toBe('At-risk students: 1');
  expect(mail.text).toContain(`${absentName} (`);
  expect(mail.text).toContain('0 of 1 class present');
  expect(mail.text).toContain(`/admin/courses/${course.id}/attendance?from=`);

  // "See all" opens the paged list; each row's link opens the student's record in the course.
  await card.getByRole('link', { name: 'See all 1 at-risk students' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'At-risk students' })).toBeVisible();
  await expect(page.getByText('1 student at risk', { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'At-risk students list');
  await page.getByRole('link', { name: `View record of ${absentName} in ${course.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/courses/${course.id}/attendance\\?from=\\d{4}-\\d{2}-\\d{2}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${course.title} attendance` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Attendance statistics' })).toBeVisible();
  await expect(page.getByText(absentName).first()).toBeVisible();
});
