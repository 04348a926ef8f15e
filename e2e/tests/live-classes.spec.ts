import type { Page } from '@playwright/test';
import { signIn, signOut } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import {
  attendanceRoster,
  browserMoment,
  enrol,
  escapeRegExp,
  liveClassesOf,
  scheduleLiveClass,
  studentToken,
  zoneNameInBrowser,
} from '../support/live-class-setup';
import { expect, test } from '../support/test';

// Times are read as an English-speaking viewer in Tokyo sees them; the tests work out local dates in the browser.
// A zone ahead of UTC on purpose: the attendance roster lists a student from the UTC date of their enrolment, so
// in a zone behind UTC a student enrolled in that zone's evening is missing from the roster of that day's class.
test.use({ locale: 'en-US', timezoneId: 'Asia/Tokyo' });

/** The table row of a class, found by its title (the row header). */
const row = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

/** A student's card of a class, found by its title. */
const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** The zone the account holding `token` sees times in. */
async function profileTimeZone(page: Page, token: string): Promise<string> {
  const response = await page.request.get('/api/users/profile', { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { timeZone: string } }).data.timeZone;
}

const loaded = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);

test('a teacher schedules, finds, edits and cancels classes; an enrolled student joins and attendance shows it', async ({
  page,
  baseURL,
}) => {
  // One long journey with many accessibility scans.
  test.slow();
  const tag = uniqueTag();
  const meetingLink = `${baseURL}/api/health`;
  const teacher = await registerTeacher(page.request, `Teacher Vega ${tag}`, { specialization: 'Mathematics' });
  const courseA = await createCourse(page.request, teacher, {
    title: `Algebra Course ${tag}`,
    category: 'Mathematics',
  });
  const courseB = await createCourse(page.request, teacher, { title: `Botany Course ${tag}`, category: 'Science' });
  const student = await registerStudent(page.request, `Student Lin ${tag}`);
  const token = await studentToken(page.request, student);
  await enrol(page.request, token, courseA.id);

  // Classes the form does not make: one of course B (the student is not enrolled in it), and a later one of A to cancel.
  const soon = await browserMoment(page, { minutesFromNow: 5 });
  const later = await browserMoment(page, { atLocalNoonInDays: 2 });
  const otherCourseClass = await scheduleLiveClass(page.request, teacher.token, {
    title: `Plant Cells ${tag}`,
    courseId: courseB.id,
    subject: 'Biology',
    startsAt: soon.iso,
    durationMinutes: 30,
    meetingLink,
  });
  const toCancel = await scheduleLiveClass(page.request, teacher.token, {
    title: `Geometry Review ${tag}`,
    courseId: courseA.id,
    subject: 'Geometry',
    startsAt: later.iso,
    durationMinutes: 50,
    meetingLink,
  });

  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.getByRole('navigation', { name: 'Teacher Portal' }).getByRole('link', { name: 'Live Classes' }).click();
  await expect(page).toHaveURL(/\/admin\/live-classes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Live Classes' })).toBeVisible();
  await expect(row(page, toCancel.title)).toBeVisible();
  await expectNoAxeViolations(page, 'teacher Live Classes');

  // The form: every field is required, checked with the contract's rules before anything is sent.
  await page.getByRole('link', { name: 'Schedule Live Class' }).click();
  await expect(page).toHaveURL(/\/admin\/live-class\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule Live Class' })).toBeVisible();
  await expect(page.getByLabel('Instructor')).toHaveValue(teacher.name);
  await expect(page.getByLabel('Instructor')).toHaveAttribute('readonly', '');
  await page.getByLabel('Duration (minutes)').fill('');
  await page.getByRole('button', { name: 'Schedule Class' }).click();
  for (const message of [
    'Title is required',
    'Please choose a course',
    'Subject is required',
    'Please choose a date',
    'Please choose a time',
    'Duration is required',
    'Meeting link is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Class Title')).toBeFocused();
  await expectNoAxeViolations(page, 'Schedule Live Class with errors');

  const title = `Quadratics Live ${tag}`;
  await page.getByLabel('Class Title').fill(title);
  await page.getByLabel('Course').selectOption({ label: courseA.title });
  await expect(page.getByLabel('Course').locator('option')).toHaveText([
    'Select a course',
    courseA.title,
    courseB.title,
  ]);
  await page.getByLabel('Subject').fill('Algebra');
  await page.getByLabel('Date').fill(soon.date);
  await page.getByLabel('Time').fill(soon.time);
  await page.getByLabel('Duration (minutes)').fill('0');
  await page.getByLabel('Meeting Link').fill('ftp://files.example.test/class');
  await page.getByRole('button', { name: 'Schedule Class' }).click();
  await expect(page.getByText('Duration must be more than 0 minutes')).toBeVisible();
  await expect(page.getByText('Meeting link must be an http:// or https:// address')).toBeVisible();
  await page.getByLabel('Duration (minutes)').fill('45');
  await page.getByLabel('Meeting Link').fill(meetingLink);
  await page.getByRole('button', { name: 'Schedule Class' }).click();
  await expect(page.getByText('Live class scheduled successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/live-classes$/);

  const scheduled = row(page, title);
  await expect(scheduled).toBeVisible();
  await expect(scheduled.getByRole('cell', { name: courseA.title })).toBeVisible();
  await expect(scheduled.getByRole('cell', { name: 'Algebra', exact: true })).toBeVisible();
  await expect(scheduled.getByRole('cell', { name: '45', exact: true })).toBeVisible();
  await expect(scheduled.getByText('Upcoming')).toBeVisible();
  // Signing in in the browser gave the new account the browser's zone; every time names it.
  expect(await profileTimeZone(page, teacher.token)).toBe('Asia/Tokyo');
  const zone = escapeRegExp(await zoneNameInBrowser(page, soon.iso));
  await expect(scheduled.locator('time')).toHaveText(
    new RegExp(`^\\d{1,2} [A-Z][a-z]{2,3}, \\d{1,2}:\\d{2}\\s?[ap]m ${zone}$`),
  );
  // Soonest first: the new class (in minutes) comes before the one in two days.
  const order = await page.getByRole('rowheader').allTextContents();
  expect(order.indexOf(title)).toBeLessThan(order.indexOf(toCancel.title));
  const [scheduledClass] = (await liveClassesOf(page.request, teacher.token, courseA.id)).filter(
    (liveClass) => liveClass.title === title,
  );
  expect(scheduledClass?.startsAt).toBe(soon.iso);

  // Filters: course, subject and date, all kept in the address.
  await page.getByLabel('Course').selectOption({ label: courseB.title });
  await expect(page).toHaveURL(new RegExp(`course=${courseB.id}`));
  await expect(row(page, otherCourseClass.title)).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
  await expect(page.getByText('1 live class', { exact: true })).toBeVisible();
  await page.getByLabel('Course').selectOption({ label: courseA.title });
  await expect(row(page, title)).toBeVisible();
  await expect(row(page, toCancel.title)).toBeVisible();
  await expect(row(page, otherCourseClass.title)).toHaveCount(0);
  await page.getByLabel('Subject').fill('algebra');
  await expect(page).toHaveURL(/subject=algebra/);
  await expect(row(page, toCancel.title)).toHaveCount(0);
  await expect(row(page, title)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Subject')).toHaveValue('algebra');
  await expect(page.getByLabel('Course')).toHaveValue(courseA.id);
  await expect(row(page, title)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/admin\/live-classes$/);
  await page.getByLabel('Date').fill(later.date);
  await expect(page).toHaveURL(new RegExp(`date=${later.date}`));
  await expect(row(page, toCancel.title)).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
  await page.getByLabel('Subject').fill(`no such subject ${tag}`);
  await expect(page.getByText('No live classes match your filters')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(row(page, title)).toBeVisible();

  // The calendar file of one class.
  const download = page.waitForEvent('download');
  await row(page, title)
    .getByRole('button', { name: `Add to calendar: ${title}` })
    .click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);

  // Edit: the form comes back filled in, with the time in the viewer's zone.
  await row(page, title)
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/live-class/edit/${scheduledClass?.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Live Class' })).toBeVisible();
  await expect(page.getByLabel('Class Title')).toHaveValue(title);
  await expect(page.getByLabel('Course')).toHaveValue(courseA.id);
  await expect(page.getByLabel('Date')).toHaveValue(soon.date);
  await expect(page.getByLabel('Time')).toHaveValue(soon.time);
  await expect(page.getByLabel('Duration (minutes)')).toHaveValue('45');
  await expect(page.getByLabel('Instructor')).toHaveValue(teacher.name);
  await expectNoAxeViolations(page, 'Edit Live Class');
  const renamed = `Quadratics Masterclass ${tag}`;
  await page.getByLabel('Class Title').fill(renamed);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Live class updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/live-classes$/);
  await expect(row(page, renamed)).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);

  // Cancel another class through the dialog.
  await row(page, toCancel.title)
    .getByRole('button', { name: `Cancel ${toCancel.title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel live class?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(toCancel.title);
  await expectNoAxeViolations(page, 'Cancel live class dialog');
  await dialog.getByRole('button', { name: 'Keep Class' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, toCancel.title)).toBeVisible();
  await row(page, toCancel.title)
    .getByRole('button', { name: `Cancel ${toCancel.title}` })
    .click();
  await dialog.getByRole('button', { name: 'Cancel Class' }).click();
  await expect(page.getByText('Live class cancelled successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, toCancel.title)).toHaveCount(0);
  await expect(row(page, renamed)).toBeVisible();
  await expect(page.getByText('2 live classes', { exact: true })).toBeFocused();

  // The teacher's own Join opens the meeting in a new tab.
  const teacherTab = page.context().waitForEvent('page');
  await row(page, renamed)
    .getByRole('button', { name: `Join ${renamed}` })
    .click();
  const meeting = await teacherTab;
  await expect(meeting).toHaveURL(meetingLink);
  await meeting.close();

  // A class that is not there, or not the teacher's, is not found.
  await page.goto('/admin/live-class/edit/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Live class not found' })).toBeVisible();
  await expectNoAxeViolations(page, 'Live class not found');
  await page.getByRole('link', { name: 'Back to Live Classes' }).click();
  await expect(row(page, renamed)).toBeVisible();

  // The student sees course A's class, not course B's, and joins it.
  await signOut(page);
  await signIn(page, 'student', student.email, student.password);
  await page.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'Live Classes' }).click();
  await expect(page).toHaveURL(/\/student\/live-classes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Live Classes' })).toBeVisible();
  const studentCard = card(page, renamed);
  await expect(studentCard).toBeVisible();
  await expect(studentCard.getByText(courseA.title)).toBeVisible();
  await expect(studentCard.getByText('Algebra', { exact: true })).toBeVisible();
  await expect(studentCard.getByText('45 minutes')).toBeVisible();
  await expect(studentCard.getByText(teacher.name)).toBeVisible();
  await expect(card(page, otherCourseClass.title)).toHaveCount(0);
  await expect(page.getByText(otherCourseClass.title)).toHaveCount(0);
  await expect(page.getByLabel('Course').locator('option')).toHaveText(['All Courses', courseA.title]);
  await expectNoAxeViolations(page, 'student Live Classes');

  await page.getByRole('radio', { name: 'Completed' }).check();
  await expect(page).toHaveURL(/view=completed/);
  await expect(page.getByText('No classes found')).toBeVisible();
  await page.getByRole('radio', { name: 'Upcoming' }).check();
  await expect(studentCard).toBeVisible();
  await page.getByRole('radio', { name: 'All Classes' }).check();
  await expect(page).toHaveURL(/\/student\/live-classes$/);

  const studentTab = page.context().waitForEvent('page');
  await studentCard.getByRole('button', { name: `Join Class: ${renamed}` }).click();
  // The toast is read first: it lasts a few seconds, which a loaded machine can spend opening the tab.
  await expect(page.getByText('Joining class')).toBeVisible();
  const studentMeeting = await studentTab;
  await expect(studentMeeting).toHaveURL(meetingLink);
  await studentMeeting.close();
  await expect(studentCard.getByText(new RegExp(`^You joined at \\d{1,2}:\\d{2}\\s?[ap]m ${zone}$`))).toBeVisible();

  // The join is a check-in on the teacher's attendance roster for the class's day in the teacher's zone (the browser's).
  const roster = await attendanceRoster(page.request, teacher.token, courseA.id, soon.date);
  const entry = roster.find((candidate) => candidate.student.id === student.id);
  expect(entry?.checkIn?.joinedAt, 'the check-in on the roster').toBeTruthy();
  expect(entry?.checkIn?.suggestedStatus).toBe('present');
});

test('a student without enrolments is pointed to Explore Courses; the calendar link can be copied and reset', async ({
  page,
  context,
  baseURL,
}) => {
  const tag = uniqueTag();
  const student = await registerStudent(page.request, `Student Noor ${tag}`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  await signIn(page, 'student', student.email, student.password);
  await page.goto('/student/live-classes');
  await expect(page.getByRole('heading', { level: 1, name: 'Live Classes' })).toBeVisible();
  await expect(page.getByText('No classes found')).toBeVisible();
  const explore = page.getByRole('main').getByRole('link', { name: 'Explore Courses' });
  await expect(explore).toHaveAttribute('href', '/student/explore-courses');
  await expect(page.getByRole('radiogroup')).toHaveCount(0);

  const feed = page.getByLabel('Your calendar link');
  await expect(feed).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/);
  await expect(feed).toHaveAttribute('readonly', '');
  await expect(page.getByText(/Google Calendar, Apple Calendar and Outlook/)).toBeVisible();
  await expectNoAxeViolations(page, 'student Live Classes, not enrolled');
  const oldUrl = await feed.inputValue();
  // The feed is what calendar apps fetch, without signing in.
  const feedPath = (url: string) => new URL(url).pathname;
  expect((await page.request.get(feedPath(oldUrl))).status()).toBe(200);

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Calendar link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldUrl);

  await page.getByRole('button', { name: 'Reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset calendar link?' });
  await expect(dialog).toContainText('stops working');
  await expectNoAxeViolations(page, 'Reset calendar link dialog');
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expect(page.getByText('Your calendar link was replaced; the old one no longer works')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(feed).not.toHaveValue(oldUrl);
  await expect(feed).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/);
  expect((await page.request.get(feedPath(oldUrl))).status()).toBe(404);
  expect((await page.request.get(feedPath(await feed.inputValue()))).status()).toBe(200);

  await explore.click();
  await expect(page).toHaveURL(/\/student\/explore-courses$/);
});

test('the live class screens work at phone width', async ({ page, baseURL }) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Teacher Ito ${tag}`, { specialization: 'Physics' });
  const course = await createCourse(page.request, teacher, { title: `Optics ${tag}`, category: 'Physics' });
  const student = await registerStudent(page.request, `Student Ava ${tag}`);
  await enrol(page.request, await studentToken(page.request, student), course.id);
  const tomorrow = await browserMoment(page, { atLocalNoonInDays: 1 });
  const liveClass = await scheduleLiveClass(page.request, teacher.token, {
    title: `Lenses ${tag}`,
    courseId: course.id,
    subject: 'Optics',
    startsAt: tomorrow.iso,
    durationMinutes: 60,
    meetingLink: `${baseURL}/api/health`,
  });

  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'teacher', teacher.email, teacher.password);
  for (const path of ['/admin/live-classes', '/admin/live-class/create', `/admin/live-class/edit/${liveClass.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await loaded(page);
    await expectNoAxeViolations(page, `${path} at 375px`);
  }
  await page.goto('/admin/live-classes');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: liveClass.title }) });
  await expect(item.getByRole('button', { name: `Join ${liveClass.title}` })).toBeVisible();
  await expect(item.getByRole('link', { name: `Edit ${liveClass.title}` })).toBeVisible();
  await expect(item.getByRole('button', { name: `Cancel ${liveClass.title}` })).toBeVisible();
  await expect(item.getByRole('button', { name: `Add to calendar: ${liveClass.title}` })).toBeVisible();

  await signOut(page);
  await signIn(page, 'student', student.email, student.password);
  await page.goto('/student/live-classes');
  await loaded(page);
  const studentCard = card(page, liveClass.title);
  await expect(studentCard.getByText(/^Starts in \d+ (day|hour)/)).toBeVisible();
  await expect(studentCard.getByRole('button', { name: /^Join Class/ })).toHaveCount(0);
  await expectNoAxeViolations(page, '/student/live-classes at 375px');
});

test('a class turns joinable, Live and then Ended on the open screen, without a reload', async ({ page, baseURL }) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Teacher Roy ${tag}`, { specialization: 'Languages' });
  const course = await createCourse(page.request, teacher, { title: `Spanish ${tag}`, category: 'Languages' });
  const student = await registerStudent(page.request, `Student Eli ${tag}`);
  await enrol(page.request, await studentToken(page.request, student), course.id);
  const start = await browserMoment(page, { minutesFromNow: 20 });
  const liveClass = await scheduleLiveClass(page.request, teacher.token, {
    title: `Conversation Hour ${tag}`,
    courseId: course.id,
    subject: 'Speaking',
    startsAt: start.iso,
    durationMinutes: 10,
    meetingLink: `${baseURL}/api/health`,
  });

  // The browser's clock runs from now, and the test moves it on instead of waiting.
  await page.clock.install({ time: new Date() });
  await signIn(page, 'student', student.email, student.password);
  await page.goto('/student/live-classes');
  const studentCard = card(page, liveClass.title);
  const join = studentCard.getByRole('button', { name: `Join Class: ${liveClass.title}` });
  await expect(studentCard.getByText('Upcoming', { exact: true })).toBeVisible();
  await expect(studentCard.getByText(/^Starts in (19|20) minutes$/)).toBeVisible();
  await expect(join).toHaveCount(0);

  // Join opens 15 minutes before the start.
  await page.clock.fastForward('06:00');
  await expect(join).toBeVisible();
  await expect(studentCard.getByText('Upcoming', { exact: true })).toBeVisible();

  await page.clock.fastForward('15:00');
  await expect(studentCard.getByText('Live', { exact: true })).toBeVisible();
  await expect(join).toBeVisible();
  await expect(studentCard.getByText(/^Starts in/)).toHaveCount(0);

  await page.clock.fastForward('10:00');
  await expect(studentCard.getByText('Ended', { exact: true })).toBeVisible();
  await expect(studentCard.getByText('Class Ended')).toBeVisible();
  await expect(join).toHaveCount(0);
  await page.getByRole('radio', { name: 'Completed' }).check();
  await expect(studentCard).toBeVisible();
});

test('a start in the past asks for a tick before saving, and a class already over is refused', async ({
  page,
  baseURL,
}) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Teacher Okoro ${tag}`, { specialization: 'History' });
  const course = await createCourse(page.request, teacher, { title: `Empires ${tag}`, category: 'Languages' });
  await signIn(page, 'teacher', teacher.email, teacher.password);

  const fillClass = async (title: string, start: { date: string; time: string }) => {
    await page.goto('/admin/live-class/create');
    await page.getByLabel('Class Title').fill(title);
    await page.getByLabel('Course').selectOption({ label: course.title });
    await page.getByLabel('Subject').fill('History');
    await page.getByLabel('Date').fill(start.date);
    await page.getByLabel('Time').fill(start.time);
    await page.getByLabel('Duration (minutes)').fill('60');
    await page.getByLabel('Meeting Link').fill(`${baseURL}/api/health`);
  };
  const warning = page.getByRole('status').filter({ hasText: 'has already passed' });
  const tick = page.getByLabel('Yes, this class starts in the past');

  // Started twenty minutes ago: the form says so and waits for the tick; nothing is sent before it.
  const running = `Rome Running ${tag}`;
  await fillClass(running, await browserMoment(page, { minutesFromNow: -20 }));
  await expect(warning).toBeVisible();
  await page.getByRole('button', { name: 'Schedule Class' }).click();
  await expect(tick).toHaveAccessibleDescription('Tick the box to schedule a class that starts in the past');
  await expect(tick).toBeFocused();
  await expectNoAxeViolations(page, 'Schedule Live Class, start in the past');
  expect(await liveClassesOf(page.request, teacher.token, course.id)).toHaveLength(0);
  await tick.check();
  await page.getByRole('button', { name: 'Schedule Class' }).click();
  await expect(page.getByText('Live class scheduled successfully!')).toBeVisible();
  await expect(row(page, running).getByText('Live')).toBeVisible();

  // Three hours ago for an hour: over before it is saved, so the API refuses it under the date.
  const over = `Rome Over ${tag}`;
  await fillClass(over, await browserMoment(page, { minutesFromNow: -180 }));
  await tick.check();
  await page.getByRole('button', { name: 'Schedule Class' }).click();
  await expect(page.getByLabel('Date')).toHaveAccessibleDescription(
    'This class would already be over. Choose a later start or a longer duration.',
  );
  await expect(page).toHaveURL(/\/admin\/live-class\/create$/);
  const saved = await liveClassesOf(page.request, teacher.token, course.id);
  expect(saved.map((liveClass) => liveClass.title)).toEqual([running]);

  // A future start asks nothing.
  const later = await browserMoment(page, { atLocalNoonInDays: 2 });
  await page.getByLabel('Date').fill(later.date);
  await page.getByLabel('Time').fill(later.time);
  await expect(warning).toHaveCount(0);
  await page.getByRole('button', { name: 'Schedule Class' }).click();
  await expect(page.getByText('Live class scheduled successfully!')).toBeVisible();
});
