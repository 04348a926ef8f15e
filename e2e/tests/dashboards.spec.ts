import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { performanceResponseSchema, teacherAnalyticsSchema } from '../../packages/contract/src/analytics';
import {
  profileStatsSchema,
  studentDashboardSchema,
  teacherDashboardSchema,
} from '../../packages/contract/src/dashboard';
import { notificationSettingsResponseSchema, userEnvelopeSchema } from '../../packages/contract/src/users';
import { DEMO_PASSWORD, demo, signIn } from '../support/accounts';
import { expectNoAxeViolations, scrollsSideways } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { apiGet, apiToken, enrolViaApi, scheduleClassViaApi } from '../support/dashboard-setup';
import { expect, test } from '../support/test';

test.use({ locale: 'en-US', timezoneId: 'UTC' });

const demoTeacher = { email: demo.teacher, password: DEMO_PASSWORD };
const demoStudent = { email: demo.student, password: DEMO_PASSWORD };

/** "68%", or "No records yet" when the API has nothing to count. */
const rateText = (rate: number | null) => (rate === null ? 'No records yet' : `${rate}%`);

/** A stat card (a link) in the named summary list, by its label. */
const card = (page: Page, list: string, label: string) =>
  page.getByRole('list', { name: list }).getByRole('link', { name: new RegExp(`^${label}`) });

/** A figure of a <dl> by its term. */
const figure = (scope: Locator, term: string) =>
  scope
    .locator('dl > div')
    .filter({
      has: scope
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) }),
    })
    .getByRole('definition');

/** Follows a link, checks where it went, and comes back to the screen it left. */
async function followAndReturn(page: Page, link: Locator, path: string | RegExp, heading: string) {
  await link.click();
  await expect(page).toHaveURL(typeof path === 'string' ? new RegExp(`${path}$`) : path);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the teacher dashboard shows the seeded figures and every card and quick action leads where the spec says', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'teacher', demo.teacher);
  const token = await apiToken(page.request, demoTeacher, 'teacher');
  const { data } = await apiGet(page.request, token, '/api/dashboard/teacher', teacherDashboardSchema);
  expect(data.totalStudents, 'the demo teacher has students').toBeGreaterThan(0);

  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeVisible();
  const cards = [
    { label: 'Total Students', value: String(data.totalStudents), path: '/admin/students' },
    { label: 'Total Courses', value: String(data.totalCourses), path: '/admin/courses' },
    { label: 'Total Enrolments', value: String(data.totalEnrollments), path: '/admin/enrollments' },
    {
      label: 'Attendance Rate',
      value: `${rateText(data.attendanceRate)}All time, across your courses`,
      path: '/admin/attendance',
    },
  ];
  for (const { label, value } of cards) {
    await expect(card(page, 'Teaching summary', label)).toHaveText(`${label}${value}`);
  }

  // The Student Performance table holds the API's rows, most recently active first.
  const performance = region(page, 'Student Performance');
  const rows = performance.getByRole('row');
  await expect(rows).toHaveCount(data.performance.length + 1);
  for (const [index, row] of data.performance.entries()) {
    const shown = rows.nth(index + 1);
    await expect(shown.getByRole('rowheader')).toContainText(row.student.name);
    await expect(shown.getByRole('cell').first()).toHaveText(row.course.title);
    await expect(shown.getByRole('cell').nth(1)).toHaveText(rateText(row.attendance));
    await expect(shown.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(row.progress));
  }
  await expect(page.getByText(/Under Construction/i)).toHaveCount(0);
  await expectNoAxeViolations(page, 'teacher dashboard');

  const dashboard = 'Teacher Dashboard';
  await followAndReturn(page, page.getByRole('link', { name: 'Create New Course' }), '/admin/courses/new', dashboard);
  const quickActions = page.getByRole('region', { name: 'Quick Actions' });
  for (const [name, path] of [
    ['Create Course', '/admin/courses/new'],
    ['Mark Attendance', '/admin/attendance/mark'],
    ['Schedule Live Class', '/admin/live-class/create'],
    ['View Analytics', '/admin/analytics'],
  ] as const) {
    await followAndReturn(page, quickActions.getByRole('link', { name: new RegExp(`^${name}`) }), path, dashboard);
  }
  for (const { label, path } of cards) {
    await followAndReturn(page, card(page, 'Teaching summary', label), path, dashboard);
  }
  await followAndReturn(
    page,
    performance.getByRole('link', { name: 'View all student performance' }),
    '/admin/analytics/performance',
    dashboard,
  );

  // At phone width nothing scrolls sideways and the screen stays accessible.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(card(page, 'Teaching summary', 'Total Students')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page, 'teacher dashboard at phone width');
});

test('the student dashboard shows the seeded figures, recent courses, classes and attendance, and its links lead where the spec says', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'student', demo.student);
  const token = await apiToken(page.request, demoStudent, 'student');
  const { data } = await apiGet(page.request, token, '/api/dashboard/student', studentDashboardSchema);
  expect(data.enrolledCourses, 'the demo student is enrolled').toBeGreaterThan(0);
  const { timeZone } = (await apiGet(page.request, token, '/api/users/profile', userEnvelopeSchema)).data;

  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
  const cards = [
    { label: 'Enrolled Courses', value: String(data.enrolledCourses), path: '/student/courses' },
    { label: 'Overall Progress', value: `${data.overallProgress}%`, path: '/student/progress' },
    {
      label: 'Attendance Rate',
      value: `${rateText(data.attendanceRate)}All time, across your courses`,
      path: '/student/attendance',
    },
    { label: 'Upcoming Classes', value: String(data.upcomingClasses), path: '/student/live-classes' },
  ];
  for (const { label, value } of cards) {
    await expect(card(page, 'Learning summary', label)).toContainText(`${label}${value}`);
  }

  // Recent Courses: the first three, each with its progress and a Continue link.
  const recent = region(page, 'Recent Courses');
  await expect(recent.getByRole('listitem')).toHaveCount(data.recentCourses.length);
  for (const course of data.recentCourses) {
    const item = recent.getByRole('listitem').filter({ has: page.getByRole('heading', { name: course.title }) });
    await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(course.progress ?? 0));
    await expect(item.getByRole('link', { name: `Continue ${course.title}` })).toHaveAttribute(
      'href',
      `/student/courses/${course.id}`,
    );
  }

  // Upcoming Classes: subject, start time, duration, and Join Class only once the class opens.
  const upcoming = region(page, 'Upcoming Classes');
  await expect(upcoming.getByRole('listitem')).toHaveCount(data.nextClasses.length);
  for (const liveClass of data.nextClasses) {
    const item = upcoming.getByRole('listitem').filter({ has: page.getByRole('heading', { name: liveClass.title }) });
    await expect(item).toContainText(liveClass.subject);
    await expect(item).toContainText(`${liveClass.durationMinutes} minutes`);
    // Times show in the account's zone (the demo accounts' is Asia/Kolkata), named.
    const start = await page.evaluate(
      ([instant, timeZone]) =>
        new Intl.DateTimeFormat('en-IN', {
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          hour12: true,
          timeZone,
          timeZoneName: 'short',
        }).format(new Date(instant)),
      [liveClass.startsAt, timeZone] as const,
    );
    await expect(item.locator('time')).toHaveText(start);
    const opensInMs = new Date(liveClass.startsAt).getTime() - 15 * 60_000 - Date.now();
    if (opensInMs > 60_000) {
      await expect(item).toContainText(`Starts ${start}`);
      await expect(item.getByRole('button', { name: /Join Class/ })).toHaveCount(0);
    }
  }

  // Attendance Summary: the overall percent and the latest records.
  const summary = region(page, 'Attendance Summary');
  await expect(summary).toContainText(rateText(data.attendance.stats.percentage));
  await expect(summary.getByRole('row')).toHaveCount(data.attendance.recent.length + 1);
  for (const [index, record] of data.attendance.recent.entries()) {
    const cells = summary
      .getByRole('row')
      .nth(index + 1)
      .getByRole('cell');
    await expect(cells.nth(1)).toHaveText(record.course.title);
    await expect(cells.nth(2)).toHaveText(new RegExp(`^${record.status}$`, 'i'));
  }
  await expectNoAxeViolations(page, 'student dashboard');

  const dashboard = 'Student Dashboard';
  const quickLinks = page.getByRole('region', { name: 'Quick Links' });
  for (const [name, path] of [
    ['My Courses', '/student/courses'],
    ['Live Classes', '/student/live-classes'],
    ['Attendance', '/student/attendance'],
    ['Progress', '/student/progress'],
  ] as const) {
    await followAndReturn(page, quickLinks.getByRole('link', { name: new RegExp(`^${name}`) }), path, dashboard);
  }
  for (const { label, path } of cards) {
    await followAndReturn(page, card(page, 'Learning summary', label), path, dashboard);
  }
  const [firstCourse] = data.recentCourses;
  if (firstCourse) {
    await followAndReturn(
      page,
      recent.getByRole('link', { name: `Continue ${firstCourse.title}` }),
      `/student/courses/${firstCourse.id}`,
      dashboard,
    );
  }

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(card(page, 'Learning summary', 'Enrolled Courses')).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page, 'student dashboard at phone width');
});

test('a new student joins a live class from the dashboard; a new teacher sees honest empty figures', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Ms Dash ${tag}`, { specialization: 'Science' });
  const course = await createCourse(page.request, teacher, { title: `Optics ${tag}` });
  const student = await registerStudent(page.request, `Dana Dash ${tag}`);
  const studentToken = await apiToken(page.request, student, 'student');
  await enrolViaApi(page.request, studentToken, course.id);
  const meetingLink = `${baseURL}/api/health?meeting=${tag}`;
  const liveNow = await scheduleClassViaApi(page.request, teacher.token, {
    title: `Lenses live ${tag}`,
    courseId: course.id,
    subject: 'Physics',
    startsAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    durationMinutes: 90,
    meetingLink,
  });
  const later = await scheduleClassViaApi(page.request, teacher.token, {
    title: `Mirrors later ${tag}`,
    courseId: course.id,
    subject: 'Physics',
    startsAt: new Date(Date.now() + 2 * 24 * 60 * 60_000).toISOString(),
    durationMinutes: 45,
    meetingLink,
  });

  // The student has no attendance yet: no made-up 100%.
  await signIn(page, 'student', student.email, student.password);
  await expect(card(page, 'Learning summary', 'Attendance Rate')).toContainText('No records yet');
  await expect(card(page, 'Learning summary', 'Overall Progress')).toContainText('0%');
  await expect(region(page, 'Attendance Summary')).toContainText('No records yet');
  const recent = region(page, 'Recent Courses');
  await expect(recent.getByRole('heading', { name: course.title })).toBeVisible();

  const upcoming = region(page, 'Upcoming Classes');
  const laterItem = upcoming.getByRole('listitem').filter({ has: page.getByRole('heading', { name: later.title }) });
  await expect(laterItem).toContainText('Starts');
  await expect(laterItem).toContainText('45 minutes');
  await expect(laterItem.getByRole('button', { name: /Join Class/ })).toHaveCount(0);

  const liveItem = upcoming.getByRole('listitem').filter({ has: page.getByRole('heading', { name: liveNow.title }) });
  await expect(liveItem).toContainText('Live now');
  const popupOpened = page.waitForEvent('popup');
  await liveItem.getByRole('button', { name: `Join Class ${liveNow.title}` }).click();
  // The toast is read first: it lasts a few seconds, which a loaded machine can spend opening the tab.
  await expect(page.getByText('Joining class')).toBeVisible();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(meetingLink);
  await popup.close();
  // Scanned once the toast has gone: one leaving while axe ran was measured half-faded (CI, 1.9:1 contrast).
  await expect(page.getByText('Joining class')).toBeHidden();
  await expectNoAxeViolations(page, 'student dashboard of a new student');

  // A teacher with no courses sees zeros, "No records yet" and empty states, never sample figures.
  const newTeacher = await registerTeacher(page.request, `Mr Empty ${tag}`, { specialization: 'History' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signIn(page, 'teacher', newTeacher.email, newTeacher.password);
  await expect(card(page, 'Teaching summary', 'Total Students')).toHaveText('Total Students0');
  await expect(card(page, 'Teaching summary', 'Attendance Rate')).toHaveText(
    'Attendance RateNo records yetAll time, across your courses',
  );
  await expect(region(page, 'Student Performance')).toContainText('No students yet');
  await expectNoAxeViolations(page, 'teacher dashboard without courses');

  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(region(page, 'Enrolments by week')).toContainText('No enrolments in this period');
  await expect(region(page, 'Attendance status mix')).toContainText('No attendance records in this period');
  await expect(region(page, 'At-risk students')).toContainText('Nobody is at risk');
  await expectNoAxeViolations(page, 'analytics without data');

  await page.goto('/admin/profile');
  const stats = region(page, 'Teaching statistics');
  await expect(figure(stats, 'Rating')).toHaveText('No reviews yet');
  await expect(figure(stats, 'Attendance rate')).toHaveText('No records yet');
});

test('analytics draws every chart from the API, shows the numbers as tables, and keeps the date range in the URL', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'teacher', demo.teacher);
  const token = await apiToken(page.request, demoTeacher, 'teacher');
  const { data } = await apiGet(page.request, token, '/api/analytics/teacher', teacherAnalyticsSchema);

  await page.getByRole('navigation', { name: 'Teacher Portal' }).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByText(/Under Construction/i)).toHaveCount(0);

  const charts = [
    'Enrolments by week',
    'Attendance rate by week',
    'Attendance rate by course',
    'Attendance status mix',
    'Course completion',
  ];
  // Course names beside the bars are whole, wrapped onto lines rather than cut.
  const squeezed = (text: string) => text.replace(/\s/g, '');
  for (const [name, rows] of [
    ['Attendance rate by course', data.attendanceByCourse],
    ['Course completion', data.completionByCourse],
  ] as const) {
    await region(page, name).scrollIntoViewIfNeeded();
    const labels = region(page, name).locator('.recharts-yAxis-tick-labels text');
    await expect
      .poll(async () => (await labels.allTextContents()).map(squeezed))
      .toEqual(rows.map((row) => squeezed(row.course.title)));
  }

  for (const name of charts) {
    const chart = region(page, name);
    await expect(chart.getByRole('img', { name: /chart/ })).toBeVisible();
    await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
    // Bars, the line and the doughnut's sectors are drawn as SVG shapes.
    await expect.poll(() => chart.locator('svg.recharts-surface').locator('path, rect').count()).toBeGreaterThan(0);
    await chart.getByRole('button', { name: 'Show table' }).click();
    await expect(chart.getByRole('button', { name: 'Show table' })).toHaveAttribute('aria-pressed', 'true');
    await expect(chart.getByRole('table')).toBeVisible();
  }

  // The tables carry the API's numbers.
  const enrolments = region(page, 'Enrolments by week').getByRole('table');
  await expect(enrolments.getByRole('row')).toHaveCount(data.enrolmentsByWeek.length + 1);
  for (const [index, week] of data.enrolmentsByWeek.entries()) {
    await expect(
      enrolments
        .getByRole('row')
        .nth(index + 1)
        .getByRole('cell'),
    ).toHaveText(String(week.enrolments));
  }
  const total = data.enrolmentsByWeek.reduce((sum, week) => sum + week.enrolments, 0);
  // Each figure names its window: the date range (none chosen: all time), or today for completion.
  await expect(region(page, 'Enrolments by week')).toContainText(`All time: ${total} new enrolments`);
  await expect(region(page, 'Attendance rate by week')).toContainText('All time: present out of marked records');
  await expect(region(page, 'Attendance rate by course')).toContainText('All time: present out of marked records');
  await expect(region(page, 'Attendance status mix')).toContainText('All time: ');
  await expect(region(page, 'Course completion')).toContainText('As of today, whatever the dates above');

  const byCourse = region(page, 'Attendance rate by course').getByRole('table');
  for (const row of data.attendanceByCourse) {
    await expect(byCourse.getByRole('row', { name: new RegExp(`^${literal(row.course.title)}`) })).toHaveText(
      `${row.course.title}${row.present}${row.total}${rateText(row.percentage)}`,
    );
  }
  const byWeek = region(page, 'Attendance rate by week').getByRole('table');
  await expect(byWeek.getByRole('row')).toHaveCount(data.attendanceByWeek.length + 1);
  const mix = region(page, 'Attendance status mix').getByRole('table');
  for (const [status, label] of [
    ['present', 'Present'],
    ['absent', 'Absent'],
    ['late', 'Late'],
    ['excused', 'Excused'],
  ] as const) {
    await expect(
      mix
        .getByRole('row', { name: new RegExp(`^${label}`) })
        .getByRole('cell')
        .first(),
    ).toHaveText(String(data.statusMix[status]));
  }
  const completion = region(page, 'Course completion').getByRole('table');
  for (const row of data.completionByCourse) {
    await expect(completion.getByRole('row', { name: new RegExp(`^${literal(row.course.title)}`) })).toHaveText(
      `${row.course.title}${row.students}${row.lessons}${row.averageProgress}%${row.completed}`,
    );
  }
  await expectNoAxeViolations(page, 'analytics with tables shown');

  // At-risk students below 60%, each leading to the course's attendance page.
  const atRisk = region(page, 'At-risk students');
  expect(data.atRisk.length, 'the seed flags some students').toBeGreaterThan(0);
  await expect(atRisk.getByRole('row')).toHaveCount(data.atRisk.length + 1);
  const [first] = data.atRisk;
  if (first) {
    const firstRow = atRisk.getByRole('row').nth(1);
    await expect(firstRow).toContainText(first.student.name);
    await expect(firstRow).toContainText(`${rateText(first.percentage)}`);
    await expect(firstRow).toContainText(`${first.present} of ${first.total}`);
    await followAndReturn(
      page,
      firstRow.getByRole('link', { name: `${first.course.title} attendance` }),
      `/admin/courses/${first.course.id}/attendance`,
      'Analytics',
    );
  }

  // The date range lives in the URL and narrows every figure.
  const from = data.enrolmentsByWeek.at(-1)?.week ?? '2026-01-05';
  await page.getByLabel('From').fill(from);
  await expect(page).toHaveURL(new RegExp(`from=${from}`));
  const ranged = await apiGet(page.request, token, `/api/analytics/teacher?startDate=${from}`, teacherAnalyticsSchema);
  const rangedTotal = ranged.data.enrolmentsByWeek.reduce((sum, week) => sum + week.enrolments, 0);
  const since = await page.evaluate(
    (date) =>
      new Date(`${date}T00:00:00`).toLocaleDateString('en-IN', { month: 'short', day: 'numeric', year: 'numeric' }),
    from,
  );
  await expect(region(page, 'Enrolments by week')).toContainText(
    `Since ${since}: ${rangedTotal} new ${rangedTotal === 1 ? 'enrolment' : 'enrolments'}`,
  );
  await expect(region(page, 'Attendance rate by course')).toContainText(
    `Since ${since}: present out of marked records`,
  );
  await page.reload();
  await expect(page.getByLabel('From')).toHaveValue(from);
  await page.getByLabel('To').fill('2020-01-01');
  await expect(page.getByText('End date cannot be before start date')).toBeVisible();
  await page.getByRole('button', { name: 'Clear dates' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(region(page, 'Enrolments by week')).toContainText(`All time: ${total} new enrolments`);

  await followAndReturn(
    page,
    page.getByRole('link', { name: 'Student Performance' }),
    '/admin/analytics/performance',
    'Analytics',
  );

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(region(page, 'Course completion').locator('svg.recharts-surface').first()).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page, 'analytics at phone width');
});

/** A string as a literal inside a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('student performance searches, sorts and exports what it shows', async ({ page }) => {
  test.slow();
  await signIn(page, 'teacher', demo.teacher);
  const token = await apiToken(page.request, demoTeacher, 'teacher');
  const all = await apiGet(page.request, token, '/api/analytics/performance?pageSize=100', performanceResponseSchema);

  await page.goto('/admin/analytics/performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Performance' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'enrolments' })).toHaveText(
    `${all.pagination.total} enrolments`,
  );
  const table = page.getByRole('region', { name: 'Student performance' }).getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Student' })).toHaveAttribute('aria-sort', 'ascending');
  await expectNoAxeViolations(page, 'student performance');

  // Search by student name: the URL keeps it, and only that student's rows stay.
  await page.getByLabel('Search students').fill('Sam Student');
  await expect(page).toHaveURL(/search=Sam\+Student/);
  const sam = await apiGet(
    page.request,
    token,
    '/api/analytics/performance?search=Sam%20Student',
    performanceResponseSchema,
  );
  expect(sam.pagination.total).toBeGreaterThan(0);
  await expect(table.getByRole('row')).toHaveCount(sam.pagination.total + 1);
  for (const row of await table.getByRole('rowheader').all()) await expect(row).toContainText('Sam Student');

  // Sort by score: ascending, then descending, as the API sorts.
  const scoreHeader = table.getByRole('columnheader', { name: 'Score' });
  await scoreHeader.getByRole('button').click();
  await expect(scoreHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=score&order=asc/);
  await scoreHeader.getByRole('button').click();
  await expect(scoreHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=score&order=desc/);
  await expect(table.getByRole('columnheader', { name: 'Student' })).toHaveAttribute('aria-sort', 'none');
  const sorted = await apiGet(
    page.request,
    token,
    '/api/analytics/performance?search=Sam%20Student&sort=score&order=desc',
    performanceResponseSchema,
  );
  for (const [index, row] of sorted.data.entries()) {
    const shown = table.getByRole('row').nth(index + 1);
    await expect(shown.getByRole('cell').first()).toHaveText(row.course.title);
    await expect(shown.getByRole('cell').nth(3)).toContainText(row.score === null ? 'No score yet' : String(row.score));
  }

  // Export CSV: the same search and sort, every row, with the header row.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('student-performance.csv');
  const lines = (await readFile(await download.path(), 'utf8')).replace(/\r?\n$/, '').split(/\r?\n/);
  // Last activity in the account's time zone (as on screen), named in the heading, as date and time (not ISO).
  const zone = (await apiGet(page.request, token, '/api/users/profile', userEnvelopeSchema)).data.timeZone;
  expect(lines[0]).toBe(
    `Student,Email,Course,Attendance,Attendance records,Progress,Score,Grade,Last activity (${zone})`,
  );
  for (const line of lines.slice(1)) expect(line).toMatch(/,(\d{4}-\d{2}-\d{2} \d{2}:\d{2})?$/);
  expect(lines).toHaveLength(sorted.pagination.total + 1);
  expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(sorted.data.map((row) => row.course.title));

  // Reloading keeps the view; clearing the search brings every row back.
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'descending');
  await page.getByLabel('Search students').fill('');
  await expect(page.getByRole('status').filter({ hasText: 'enrolments' })).toHaveText(
    `${all.pagination.total} enrolments`,
  );

  await page.setViewportSize({ width: 375, height: 800 });
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page, 'student performance at phone width');
});

test('profiles show the statistics the API computes', async ({ page }) => {
  await signIn(page, 'teacher', demo.teacher);
  const teacherToken = await apiToken(page.request, demoTeacher, 'teacher');
  const teacherStats = (await apiGet(page.request, teacherToken, '/api/users/profile/stats', profileStatsSchema)).data;
  if (teacherStats.role !== 'teacher') throw new Error('teacher statistics expected');
  await page.goto('/admin/profile');
  const teaching = region(page, 'Teaching statistics');
  await expect(figure(teaching, 'Courses')).toHaveText(String(teacherStats.courses));
  await expect(figure(teaching, 'Students')).toHaveText(String(teacherStats.students));
  await expect(figure(teaching, 'Classes held')).toHaveText(String(teacherStats.classesHeld));
  await expect(figure(teaching, 'Attendance rate')).toHaveText(rateText(teacherStats.attendanceRate));
  await expect(figure(teaching, 'Rating')).toHaveText(
    teacherStats.rating === null
      ? 'No reviews yet'
      : `${teacherStats.rating.toFixed(1)} (${teacherStats.reviewCount} ${teacherStats.reviewCount === 1 ? 'review' : 'reviews'})`,
  );
  await expectNoAxeViolations(page, 'teacher profile');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signIn(page, 'student', demo.student);
  const studentToken = await apiToken(page.request, demoStudent, 'student');
  const studentStats = (await apiGet(page.request, studentToken, '/api/users/profile/stats', profileStatsSchema)).data;
  if (studentStats.role !== 'student') throw new Error('student statistics expected');
  await page.goto('/student/profile');
  const learning = region(page, 'Learning statistics');
  await expect(figure(learning, 'Enrolled')).toHaveText(String(studentStats.enrolled));
  await expect(figure(learning, 'Completed')).toHaveText(String(studentStats.completed));
  await expect(figure(learning, 'Attendance rate')).toHaveText(rateText(studentStats.attendanceRate));
  await expect(figure(learning, 'Average score')).toHaveText(
    studentStats.averageScore === null ? 'No scores yet' : String(studentStats.averageScore),
  );
  await expectNoAxeViolations(page, 'student profile');
});

test('settings save notification switches and the display name and email', async ({ page }) => {
  test.slow();
  const tag = uniqueTag();
  const student = await registerStudent(page.request, `Nia Notes ${tag}`);
  const token = await apiToken(page.request, student, 'student');
  await signIn(page, 'student', student.email, student.password);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/student\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();

  // Email reminders start on and save at once; there is no push switch, as nothing sends push.
  const email = page.getByRole('switch', { name: 'Email reminders before live classes' });
  await expect(email).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Push notifications' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'student settings');
  await email.click();
  await expect(email).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Settings saved').first()).toBeVisible();
  await expect(email).toBeEnabled();
  await page.reload();
  await expect(email).toHaveAttribute('aria-checked', 'false');
  const saved = await apiGet(page.request, token, '/api/users/settings', notificationSettingsResponseSchema);
  expect(saved.data).toEqual({ emailNotifications: false });

  // A new display name shows in the header greeting straight away, and after a reload.
  const profile = page.getByRole('region', { name: 'Profile', exact: true });
  const newName = `Nia Renamed ${tag}`;
  await profile.getByLabel('Display name').fill(newName);
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(`Welcome, ${newName}`);
  await page.reload();
  await expect(page.getByRole('banner')).toContainText(`Welcome, ${newName}`);
  await expect(profile.getByLabel('Display name')).toHaveValue(newName);

  // A new email needs the current password, exactly as on the profile form.
  const newEmail = `renamed-${tag}@example.test`;
  await profile.getByLabel('Email').fill(newEmail);
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByText('Enter your current password to change your email address')).toBeVisible();
  await profile.getByLabel('Current Password').fill('not the password');
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profile.getByLabel('Current Password')).toHaveAttribute('aria-invalid', 'true');
  await profile.getByLabel('Current Password').fill(student.password);
  await profile.getByRole('button', { name: 'Save Changes' }).click();
  // The new address waits for the code sent to it (verified-address.spec.ts enters one).
  await expect(page.getByText('your email changes once you confirm it')).toBeVisible();
  await expect(profile.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();
  await expect(profile.getByLabel('Current Password')).toHaveCount(0);
  const me = await apiGet(page.request, token, '/api/users/profile', userEnvelopeSchema);
  expect(me.data.email).toBe(student.email);
  expect(me.data.name).toBe(newName);

  // The teacher's Settings has the same sections.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signIn(page, 'teacher', demo.teacher);
  await page.goto('/admin/settings');
  await expect(page.getByRole('switch', { name: 'Email reminders before live classes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile', exact: true }).getByLabel('Display name')).toHaveValue(/\S/);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page, 'teacher settings at phone width');
});
