import type { APIRequestContext, Page } from '@playwright/test';
import { textOf } from '../../apps/api/test/helpers/smtp-sink';
import { signIn, uniqueEmail } from '../support/accounts';
import { enrolNewStudentsViaApi, type StudentSession, signInStudentViaApi } from '../support/attendance-setup';
import { expectAccessibleAtBothWidths, scrollsSideways } from '../support/axe';
import {
  registerStudent,
  registerTeacher,
  type TeacherAccount,
  teacherWithCourse,
  uniqueTag,
} from '../support/course-setup';
import { emailsTo } from '../support/mailbox';
import { expect, test } from '../support/test';

/*
 * Parents in the loop (docs/product.md, "Guardians"): a student invites a guardian, who accepts with a
 * new account and hears of an absence by email; a teacher adds a guardian for an adult student, who
 * approves and later ends the link.
 */

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Waits for an email to the address whose subject starts so, and returns its decoded text. */
async function mailWithSubject(address: string, subject: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const mail = (await emailsTo(address)).find((each) => each.subject.startsWith(subject));
        text = mail ? textOf(mail) : '';
        return text !== '';
      },
      { message: `"${subject}…" to ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  return text;
}

const countWithSubject = async (address: string, subject: string) =>
  (await emailsTo(address)).filter((mail) => mail.subject.startsWith(subject)).length;

/** The path and query of the first link in a text to one of the app's pages. */
function linkTo(text: string, page: string): string {
  const link = new RegExp(`https?://\\S+/${page}\\?token=\\S+`).exec(text)?.[0] ?? '';
  expect(link, `a link to /${page} in:\n${text}`).not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Today in the institute's time zone, which the e2e server leaves at UTC: the day the absence email is about. */
const today = () => new Date().toISOString().slice(0, 10);

async function markAbsentViaApi(
  request: APIRequestContext,
  teacher: TeacherAccount,
  courseId: string,
  studentId: string,
) {
  const response = await request.post('/api/attendance', {
    headers: bearer(teacher.token),
    data: { courseId, date: today(), attendanceData: [{ studentId, status: 'absent' }] },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the student's My guardians from the sidebar. */
async function openMyGuardians(page: Page) {
  await page.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'My guardians' }).click();
  await expect(page).toHaveURL(/\/student\/guardians$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My guardians' })).toBeVisible();
}

/** A guardian account that exists already: another student of the course invited it, and it was made from that link. */
async function existingGuardianViaApi(request: APIRequestContext, courseId: string, tag: string) {
  const [inviter] = (await enrolNewStudentsViaApi(request, courseId, [`Other Child ${tag}`])) as [StudentSession];
  const guardian = {
    name: `Meera Guardian ${tag}`,
    email: uniqueEmail('guardian-existing'),
    password: `meera pass ${tag}`,
  };
  const invited = await request.post('/api/students/me/guardians', {
    headers: bearer(inviter.token),
    data: { email: guardian.email },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = linkTo(await mailWithSubject(guardian.email, 'Follow'), 'guardian-invitation');
  const token = new URL(link, 'http://tutorium.test').searchParams.get('token') ?? '';
  const accepted = await request.post(`/api/guardian-invitations/${encodeURIComponent(token)}/new-account`, {
    data: { name: guardian.name, password: guardian.password },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return guardian;
}

/** A screen fits a 375 px phone without scrolling sideways (the axe scan checks 390 px). */
async function expectFitsSmallPhone(page: Page, screen: string) {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await scrollsSideways(page), `${screen} scrolls sideways at 375 px`).toBe(false);
  if (before) await page.setViewportSize(before);
}

test('a student invites a guardian, who accepts with a new account, hears of an absence once and unsubscribes', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const { teacher, course } = await teacherWithCourse(page.request, `Tara Teacher ${tag}`, {
    title: `Chemistry ${tag}`,
  });
  const [student] = (await enrolNewStudentsViaApi(page.request, course.id, [`Ravi Child ${tag}`])) as [StudentSession];
  const guardianEmail = uniqueEmail('guardian');

  // The student invites their father from My guardians.
  await signIn(page, 'student', student.email, student.password);
  await openMyGuardians(page);
  await expect(page.getByText('No guardians yet')).toBeVisible();
  await expect(page.getByText('Ending a link is for your guardian or an administrator')).toBeVisible();
  await page.getByLabel('Guardian’s email').fill(guardianEmail);
  await page.getByLabel('Relationship (optional)').fill('Father');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${guardianEmail}`)).toBeVisible();
  const guardians = page.getByRole('list', { name: 'Guardians' });
  const invitedRow = guardians.getByRole('listitem').filter({ hasText: guardianEmail });
  await expect(invitedRow).toContainText('Invited');
  await expect(invitedRow).toContainText('Relationship: Father');
  await expect(invitedRow).toContainText('Invited by you');
  await expect(invitedRow.getByRole('button', { name: `Withdraw invitation: ${guardianEmail}` })).toBeVisible();
  await expect(page.getByLabel('Guardian’s email')).toHaveValue('');
  await expectAccessibleAtBothWidths(page, 'My guardians with an invitation');
  await expectFitsSmallPhone(page, 'My guardians');

  // The email's link opens the invitation in the guardian's own browser.
  const invitation = await mailWithSubject(guardianEmail, `Follow ${student.name} on Tutorium`);
  const guardianContext = await browser.newContext({ baseURL });
  const guardianPage = await guardianContext.newPage();
  await guardianPage.goto(linkTo(invitation, 'guardian-invitation'));
  await expect(guardianPage.getByRole('heading', { level: 1, name: 'Guardian invitation' })).toBeVisible();
  await expect(guardianPage.locator('main')).toContainText(
    `${student.name} invited you to follow them in Tutorium as their guardian.`,
  );
  await expect(guardianPage.getByText('Relationship: Father')).toBeVisible();
  await expectAccessibleAtBothWidths(guardianPage, 'The guardian invitation with its new-account form');
  await expectFitsSmallPhone(guardianPage, 'The guardian invitation');

  await guardianPage.getByLabel('Full Name').fill(`Arjun Father ${tag}`);
  await guardianPage.getByLabel('Password', { exact: true }).fill(`arjun pass ${tag}`);
  await guardianPage.getByLabel('Confirm Password').fill(`arjun pass ${tag}`);
  await guardianPage.getByRole('button', { name: 'Create account and accept' }).click();
  await expect(guardianPage).toHaveURL(/\/guardian\/dashboard$/);
  await expect(guardianPage.getByText(`You now follow ${student.name} in Tutorium`)).toBeVisible();
  await expect(guardianPage.getByRole('main')).toContainText(student.name);

  // The student's list shows the guardian as active.
  await page.reload();
  const activeRow = guardians.getByRole('listitem').filter({ hasText: `Arjun Father ${tag}` });
  await expect(activeRow).toContainText('Active');
  await expect(activeRow).toContainText(guardianEmail);

  // The teacher marks the child absent; the guardian hears of it in one email.
  await markAbsentViaApi(page.request, teacher, course.id, student.id);
  const absence = await mailWithSubject(guardianEmail, 'Absent on');
  expect(absence).toContain(`- ${student.name}, ${course.title}`);
  // The email links to the child's page in the guardian portal; by the time it has opened, more checks have run.
  const childPage = new RegExp(`https?://\\S+(/guardian/children/${student.id})\\b`).exec(absence)?.[1];
  expect(childPage, `a link to ${student.name}'s page in:\n${absence}`).toBeDefined();
  await guardianPage.goto(childPage ?? '');
  await expect(guardianPage.getByRole('heading', { level: 1, name: student.name })).toBeVisible();
  expect(await countWithSubject(guardianEmail, 'Absent on')).toBe(1);

  // The email's unsubscribe link: nothing changes until the button is pressed.
  await guardianPage.goto(linkTo(absence, 'guardian-unsubscribe'));
  await expect(guardianPage.getByRole('heading', { level: 1, name: 'Guardian emails' })).toBeVisible();
  await guardianPage.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(
    guardianPage.getByRole('status').filter({ hasText: 'You will no longer receive absence emails.' }),
  ).toBeVisible();
  await expect(guardianPage.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectAccessibleAtBothWidths(guardianPage, 'The guardian unsubscribe page, done');
  const guardianToken = await guardianPage.evaluate(
    () => localStorage.getItem('tutorium.token') ?? sessionStorage.getItem('tutorium.token'),
  );
  const preferences = await page.request.get('/api/guardian/preferences', { headers: bearer(guardianToken ?? '') });
  expect(preferences.status()).toBe(200);
  expect(((await preferences.json()) as { data: { absences: boolean } }).data.absences).toBe(false);

  // Still one absence email, however many checks ran meanwhile.
  expect(await countWithSubject(guardianEmail, 'Absent on')).toBe(1);
  await guardianContext.close();
});

test('a teacher adds a guardian for an adult student, the guardian accepts, the student approves and then ends the link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const { teacher, course } = await teacherWithCourse(page.request, `Tomas Teacher ${tag}`, {
    title: `Physics ${tag}`,
  });
  const [student] = (await enrolNewStudentsViaApi(page.request, course.id, [`Nisha Adult ${tag}`])) as [StudentSession];
  const guardian = await existingGuardianViaApi(page.request, course.id, tag);

  // The student gives a date of birth that makes them an adult.
  await signIn(page, 'student', student.email, student.password);
  await page.goto('/student/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Date of birth (optional)').fill('2000-01-15');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('15 Jan 2000');

  // Their teacher invites the guardian from the Students screen.
  const teacherContext = await browser.newContext({ baseURL });
  const teacherPage = await teacherContext.newPage();
  await signIn(teacherPage, 'teacher', teacher.email, teacher.password);
  await teacherPage.getByRole('navigation', { name: 'Teacher Portal' }).getByRole('link', { name: 'Students' }).click();
  await teacherPage.getByRole('button', { name: `Guardians of ${student.name}` }).click();
  const dialog = teacherPage.getByRole('dialog', { name: `Guardians of ${student.name}` });
  await expect(dialog.getByText('No guardians yet')).toBeVisible();
  await dialog.getByLabel('Guardian’s email').fill(guardian.email);
  await dialog.getByLabel('Relationship (optional)').fill('Aunt');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(teacherPage.getByText(`Invitation sent to ${guardian.email}`)).toBeVisible();
  const teacherRow = dialog.getByRole('listitem').filter({ hasText: guardian.email });
  await expect(teacherRow).toContainText('Invited');
  await expect(teacherRow).toContainText('Invited by you');
  await expectAccessibleAtBothWidths(teacherPage, "The teacher's guardians dialog");
  await expectFitsSmallPhone(teacherPage, "The teacher's guardians dialog");
  await teacherContext.close();

  // The guardian opens the link, signs in with the account they have, and accepts.
  const invitation = await mailWithSubject(guardian.email, `Follow ${student.name} on Tutorium`);
  const guardianContext = await browser.newContext({ baseURL });
  const guardianPage = await guardianContext.newPage();
  await guardianPage.goto(linkTo(invitation, 'guardian-invitation'));
  await expect(guardianPage.locator('main')).toContainText(
    `${teacher.name} invited you to follow ${student.name} in Tutorium as their guardian.`,
  );
  await guardianPage.getByRole('link', { name: 'Sign in to accept' }).click();
  await expect(guardianPage).toHaveURL(/\/guardian-signin\?redirect=/);
  await guardianPage.getByLabel('Email', { exact: true }).fill(guardian.email);
  await guardianPage.getByLabel('Password', { exact: true }).fill(guardian.password);
  await guardianPage.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(guardianPage).toHaveURL(/\/guardian-invitation\?token=/);
  await guardianPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(guardianPage).toHaveURL(/\/guardian\/dashboard$/);
  await expect(
    guardianPage.getByText(`Invitation accepted: you can follow ${student.name} once they approve it`),
  ).toBeVisible();
  await guardianContext.close();

  // The adult student approves the link, then ends it.
  await openMyGuardians(page);
  await expect(page.getByText('As you are 18 or over')).toBeVisible();
  const row = page.getByRole('list', { name: 'Guardians' }).getByRole('listitem').filter({ hasText: guardian.name });
  await expect(row).toContainText('Awaiting your approval');
  await expect(row).toContainText(`Invited by ${teacher.name}`);
  await expect(row).toContainText('Relationship: Aunt');
  await expectAccessibleAtBothWidths(page, 'My guardians with a link to approve');
  await row.getByRole('button', { name: `Approve ${guardian.name}` }).click();
  await expect(page.getByText('Guardian approved')).toBeVisible();
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `End link: ${guardian.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `End the link with ${guardian.name}?` });
  await expect(confirm).toContainText('will no longer follow your attendance');
  await confirm.getByRole('button', { name: 'End link' }).click();
  await expect(page.getByText('Guardian link ended')).toBeVisible();
  await expect(page.getByText('No guardians yet')).toBeVisible();
});

test('a teacher who is also a parent accepts an invitation, keeps their role and opens the Parent Portal from the account menu', async ({
  page,
}) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Priya Teacher ${tag}`, { specialization: 'History' });
  const child = await signInStudentViaApi(page.request, await registerStudent(page.request, `Rohan Child ${tag}`));
  const invited = await page.request.post('/api/students/me/guardians', {
    headers: bearer(child.token),
    data: { email: teacher.email, relationship: 'Mother' },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  // Signed in as the teacher the invitation was sent to, one button accepts it.
  await signIn(page, 'teacher', teacher.email, teacher.password);
  const invitation = await mailWithSubject(teacher.email, `Follow ${child.name} on Tutorium`);
  await page.goto(linkTo(invitation, 'guardian-invitation'));
  await expect(page.getByText(`You are signed in as ${teacher.email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `You now follow ${child.name} in Tutorium` })).toBeVisible();

  // Still a teacher: their own portal, whose account menu now leads to the Parent Portal too.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Parent Portal', 'Sign out']);
  await page.getByRole('menuitem', { name: 'Parent Portal' }).click();
  await expect(page).toHaveURL(/\/guardian\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My children' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: child.name });
  await expect(card).toContainText('Relationship: Mother');
  await card.getByRole('link', { name: child.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: child.name })).toBeVisible();

  // And back to their own portal from the same menu.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Settings', 'Teacher Portal', 'Sign out']);
  await page.getByRole('menuitem', { name: 'Teacher Portal' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
