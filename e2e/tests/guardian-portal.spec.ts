import type { APIRequestContext } from '@playwright/test';
import { FALLBACK_TIME_ZONE, wallClockOf } from '../../packages/contract/src/time-zones';
import { uniqueEmail } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { type Account, createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { apiToken, enrolViaApi, scheduleClassViaApi } from '../support/dashboard-setup';
import { emailSentTo } from '../support/mailbox';
import { expect, test } from '../support/test';

// The institute's zone (the server's TIME_ZONE): the guardian's "today" is the teachers' today.
test.use({ locale: 'en-US', timezoneId: FALLBACK_TIME_ZONE });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

/** A POST (or PUT) through the API that must succeed with `status`; answers its JSON. */
async function send(
  request: APIRequestContext,
  method: 'post' | 'put',
  path: string,
  token: string | null,
  data: unknown,
  status: number,
): Promise<unknown> {
  const response = await request[method](path, { headers: token === null ? {} : bearer(token), data });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(status);
  return response.json();
}

/**
 * The student invites a guardian by email, and the guardian accepts from the emailed link with a new
 * account, as the invitation page does (features/guardians): the token is read from the email.
 */
async function linkGuardian(
  request: APIRequestContext,
  studentToken: string,
  guardian: { name: string; email: string; password: string },
): Promise<void> {
  await send(
    request,
    'post',
    '/api/students/me/guardians',
    studentToken,
    { email: guardian.email, relationship: 'Mother' },
    201,
  );
  const { text } = await emailSentTo(guardian.email);
  const token = /guardian-invitation\?token=([^\s&"<>]+)/.exec(text)?.[1];
  expect(token, `the invitation link in: ${text}`).toBeDefined();
  await send(
    request,
    'post',
    `/api/guardian-invitations/${token}/new-account`,
    null,
    { name: guardian.name, password: guardian.password },
    201,
  );
}

/** An assignment of the course, set through the API by its teacher; answers its id. */
async function setAssignment(
  request: APIRequestContext,
  token: string,
  courseId: string,
  input: { title: string; dueAt: string; points: number },
): Promise<string> {
  const answer = (await send(request, 'post', `/api/courses/${courseId}/assignments`, token, input, 201)) as {
    data: { id: string };
  };
  return answer.data.id;
}

/** The student hands in an answer; the teacher grades it and releases the grade, so the course has a grade. */
async function gradeAndRelease(
  request: APIRequestContext,
  tokens: { teacher: string; student: string },
  assignmentId: string,
  points: number,
): Promise<void> {
  await send(
    request,
    'put',
    `/api/assignments/${assignmentId}/submission`,
    tokens.student,
    { text: 'My answer.' },
    200,
  );
  const roster = await request.get(`/api/assignments/${assignmentId}/submissions`, { headers: bearer(tokens.teacher) });
  expect(roster.status(), await roster.text()).toBe(200);
  const [row] = ((await roster.json()) as { data: { submissionId: string | null }[] }).data;
  await send(request, 'put', `/api/assignment-submissions/${row?.submissionId}/grade`, tokens.teacher, { points }, 200);
  await send(request, 'post', `/api/assignments/${assignmentId}/release`, tokens.teacher, {}, 200);
}

/** Today's register of a course, one student's status in it. */
const mark = (request: APIRequestContext, token: string, courseId: string, studentId: string, status: string) =>
  send(
    request,
    'post',
    '/api/attendance',
    token,
    { courseId, date: wallClockOf(new Date(), FALLBACK_TIME_ZONE).date, attendanceData: [{ studentId, status }] },
    200,
  );

test('a parent signs in, follows their child’s attendance, classes, homework, grades and announcements, is refused another student, writes to the teacher and chooses their emails', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag();
  const request = page.request;

  // A teacher with two courses; the child is in both, marked present in one and absent in the other today.
  const teacher = await registerTeacher(request, `Tara Teacher ${tag}`, { specialization: 'Science' });
  const algebra = await createCourse(request, teacher, { title: `Algebra ${tag}` });
  const botany = await createCourse(request, teacher, { title: `Botany ${tag}` });
  const child: Account = await registerStudent(request, `Kiran Kid ${tag}`);
  const childToken = await apiToken(request, child, 'student');
  await enrolViaApi(request, childToken, algebra.id);
  await enrolViaApi(request, childToken, botany.id);
  const stranger = await registerStudent(request, `Other Child ${tag}`);

  const guardian = { name: `Geeta Guardian ${tag}`, email: uniqueEmail('guardian'), password: `guardian ${tag} pass` };
  await linkGuardian(request, childToken, guardian);

  await mark(request, teacher.token, algebra.id, child.id, 'present');
  await mark(request, teacher.token, botany.id, child.id, 'absent');
  await scheduleClassViaApi(request, teacher.token, {
    title: `Fractions live ${tag}`,
    courseId: algebra.id,
    subject: 'Mathematics',
    startsAt: daysFromNow(2),
    durationMinutes: 45,
    meetingLink: 'https://meet.example.test/fractions',
  });
  await setAssignment(request, teacher.token, algebra.id, {
    title: `Fractions worksheet ${tag}`,
    dueAt: daysFromNow(3),
    points: 10,
  });
  await setAssignment(request, teacher.token, botany.id, {
    title: `Leaf lab ${tag}`,
    dueAt: daysFromNow(-1),
    points: 10,
  });
  const quizPaper = await setAssignment(request, teacher.token, algebra.id, {
    title: `Equations paper ${tag}`,
    dueAt: daysFromNow(4),
    points: 20,
  });
  await gradeAndRelease(request, { teacher: teacher.token, student: childToken }, quizPaper, 15);
  await send(
    request,
    'post',
    `/api/courses/${algebra.id}/announcements`,
    teacher.token,
    { title: 'Test on Friday', body: `Bring a calculator on Friday ${tag}.` },
    201,
  );

  // The parent signs in from the choice of user type.
  await page.goto('/choose-user');
  await page.getByRole('link', { name: 'Continue as Parent or Guardian' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parent & Guardian Sign In' })).toBeVisible();
  // No registration here: a guardian account comes only from an invitation.
  await expect(page.getByText('Ask your child or their teacher to invite you')).toBeVisible();
  await expect(page.getByRole('link', { name: /Register/ })).toHaveCount(0);
  await page.getByLabel('Email', { exact: true }).fill(guardian.email);
  await page.getByLabel('Password', { exact: true }).fill(guardian.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/guardian\/dashboard$/);

  // My children: the child's card.
  await expect(page.getByRole('heading', { level: 1, name: 'My children' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Parent Portal' });
  await expect(sidebar.getByRole('link')).toHaveText(['My children', 'Messages', 'Settings']);
  const card = page.getByRole('article').filter({ hasText: child.name });
  await expect(card).toContainText('Relationship: Mother');
  await expect(card.getByRole('definition')).toHaveText(['2 courses', '50%']);
  await expectAccessibleAtBothWidths(page, 'Guardian: my children');

  // The child's page: attendance in figures and by day, classes, homework, grades, announcements.
  await card.getByRole('link', { name: child.name }).click();
  await expect(page).toHaveURL(new RegExp(`/guardian/children/${child.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: child.name })).toBeVisible();
  const attendance = page.getByRole('region', { name: 'Attendance' });
  await expect(attendance.getByText('Attended 1 of 2 classes')).toHaveCount(2);
  const calendar = attendance.getByRole('table', { name: 'Attendance in the last 6 weeks, by day' });
  const today = calendar.getByRole('cell', { name: /^Today, / });
  await expect(today).toContainText(`Present in Algebra ${tag}`);
  await expect(today).toContainText(`Absent in Botany ${tag}`);
  await expect(page.getByRole('region', { name: 'Upcoming live classes' })).toContainText(`Fractions live ${tag}`);
  const homework = page.getByRole('region', { name: 'Homework' });
  await expect(homework.getByRole('heading', { name: `Fractions worksheet ${tag}` })).toBeVisible();
  await expect(homework.getByRole('listitem').filter({ hasText: `Leaf lab ${tag}` })).toContainText('Not handed in');
  await expect(homework).not.toContainText(`Equations paper ${tag}`);
  const grades = page.getByRole('region', { name: 'Course grades' });
  await expect(grades.getByRole('listitem').filter({ hasText: `Algebra ${tag}` })).toContainText('75%');
  await expect(page.getByRole('region', { name: 'Announcements' })).toContainText(
    `Bring a calculator on Friday ${tag}.`,
  );
  await expectAccessibleAtBothWidths(page, 'Guardian: a child’s overview');

  // Another student's page is refused, plainly.
  await page.goto(`/guardian/children/${stranger.id}`);
  await expect(page.getByRole('heading', { level: 1, name: "You don't follow this student" })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Guardian: a student they don’t follow');
  await page.getByRole('link', { name: 'Back to My children' }).click();
  await expect(page).toHaveURL(/\/guardian\/dashboard$/);

  // Message the child's teacher from the child's page: the conversation opens in the guardian's Messages.
  await page.getByRole('link', { name: child.name }).click();
  await page.getByRole('button', { name: `Message ${teacher.name}` }).click();
  const write = page.getByRole('dialog', { name: `Message ${teacher.name}` });
  await write.getByLabel('Message').fill(`How is Kiran doing in algebra? ${tag}`);
  await write.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/guardian\/messages\?conversation=/);
  await expect(
    page
      .getByRole('region', { name: `Messages with ${teacher.name}` })
      .getByText(`How is Kiran doing in algebra? ${tag}`),
  ).toBeVisible();
  const teacherInbox = await request.get('/api/conversations', { headers: bearer(teacher.token) });
  expect(await teacherInbox.text()).toContain(`How is Kiran doing in algebra? ${tag}`);

  // Settings: the emails about the children, saved as each switch flips.
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const emails = page.getByRole('region', { name: 'Emails about your children' });
  const absences = emails.getByRole('switch', { name: 'Absences, the same day' });
  await expect(absences).toHaveAttribute('aria-checked', 'true');
  await expect(emails.getByRole('switch', { name: /^Weekly summary on / })).toHaveAttribute('aria-checked', 'true');
  // What concerns only students and teachers is not there.
  await expect(page.getByRole('heading', { name: 'Notifications' })).toHaveCount(0);
  await absences.click();
  await expect(page.getByRole('status').filter({ hasText: 'Email preferences saved' })).toBeVisible();
  await expect(absences).toHaveAttribute('aria-checked', 'false');
  const guardianToken = await request.post('/api/auth/login', {
    data: { email: guardian.email, password: guardian.password, role: 'guardian' },
  });
  const { token } = (await guardianToken.json()) as { token: string };
  const saved = await request.get('/api/guardian/preferences', { headers: bearer(token) });
  expect(((await saved.json()) as { data: { absences: boolean; atRisk: boolean } }).data).toMatchObject({
    absences: false,
    atRisk: true,
  });
  await expectAccessibleAtBothWidths(page, 'Guardian: settings');

  // The account menu leads to Settings and signs out.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Settings', 'Sign out']);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/^[^?#]*\/\/[^/]+\/$/);
});

test('a parent stops following a child from the child’s page, after a confirmation', async ({ page }) => {
  const tag = uniqueTag();
  const request = page.request;
  const child = await registerStudent(request, `Mira Kid ${tag}`);
  const childToken = await apiToken(request, child, 'student');
  const guardian = { name: `Gopal Guardian ${tag}`, email: uniqueEmail('guardian'), password: `guardian ${tag} pass` };
  await linkGuardian(request, childToken, guardian);

  await page.goto('/guardian-signin');
  await page.getByLabel('Email', { exact: true }).fill(guardian.email);
  await page.getByLabel('Password', { exact: true }).fill(guardian.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/guardian\/dashboard$/);
  await page.getByRole('article').filter({ hasText: child.name }).getByRole('link', { name: child.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: child.name })).toBeVisible();

  // Cancel keeps the link; confirming ends it.
  await page.getByRole('button', { name: 'Stop following' }).click();
  const confirm = page.getByRole('dialog', { name: `Stop following ${child.name}?` });
  await expect(confirm).toContainText(`You will no longer see ${child.name}'s attendance`);
  await expectAccessibleAtBothWidths(page, 'Guardian: stop following a child');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/guardian/children/${child.id}$`));

  await page.getByRole('button', { name: 'Stop following' }).click();
  await confirm.getByRole('button', { name: 'Stop following' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guardian link ended' })).toBeVisible();
  await expect(page).toHaveURL(/\/guardian\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My children' })).toBeVisible();
  await expect(page.getByText('No children linked yet')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: child.name })).toHaveCount(0);

  // The link is gone for the child too, and the child's page is refused as any other student's.
  const links = await request.get('/api/students/me/guardians', { headers: bearer(childToken) });
  expect(((await links.json()) as { data: { links: unknown[] } }).data.links).toEqual([]);
  await page.goto(`/guardian/children/${child.id}`);
  await expect(page.getByRole('heading', { level: 1, name: "You don't follow this student" })).toBeVisible();
});
