import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, signIn, signInElsewhere } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { registerStudent, registerTeacher, teacherWithCourse, uniqueTag } from '../support/course-setup';
import { apiToken, enrolViaApi } from '../support/dashboard-setup';
import { expect, test } from '../support/test';

test.use({ locale: 'en-US', timezoneId: 'UTC' });

/** Counts the page's full navigations from now on: live updates must need none. */
function countNavigations(page: Page): () => number {
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  return () => navigations;
}

/** The narrowest phone the screen is made for. */
const PHONE = { width: 375, height: 740 } as const;

/** The header's link to Messages, whose name carries the unread count. */
const headerMessages = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });

test('a student and a teacher talk live in two browsers: unread counts, read receipts, keyboard sending, offline queue, phone views', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const { teacher, course } = await teacherWithCourse(page.request, `Tara Talk ${tag}`, { title: `Optics ${tag}` });
  const student = await registerStudent(page.request, `Sam Talk ${tag}`);
  await enrolViaApi(page.request, await apiToken(page.request, student, 'student'), course.id);

  // The teacher waits on the dashboard in a browser of her own.
  const other = await signInElsewhere(browser, { baseURL, locale: 'en-US', timezoneId: 'UTC' }, 'teacher', teacher);
  const teacherPage = other.page;
  const teacherNavigations = countNavigations(teacherPage);
  await expect(headerMessages(teacherPage)).toHaveAccessibleName('Messages');

  // The student writes from the course page.
  await signIn(page, 'student', student.email, student.password);
  await page.goto(`/student/courses/${course.id}`);
  await page.getByRole('button', { name: 'Message the teacher' }).click();
  const write = page.getByRole('dialog', { name: `Message ${teacher.name}` });
  await expect(write.getByLabel('Message')).toBeFocused();
  await write.getByLabel('Message').fill(`Is Friday's class on? ${tag}`);
  await write.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/student\/messages\?conversation=/);
  const studentLog = page.getByRole('region', { name: `Messages with ${teacher.name}` });
  await expect(studentLog.getByText(`Is Friday's class on? ${tag}`)).toBeVisible();
  const studentNavigations = countNavigations(page);

  // It reaches the teacher without a reload: the header and the sidebar count it.
  await expect(headerMessages(teacherPage)).toHaveAccessibleName('Messages, 1 unread');
  const sidebar = teacherPage.getByRole('navigation', { name: 'Teacher Portal' });
  await expect(sidebar.getByRole('link', { name: 'Messages 1 unread' })).toBeVisible();
  expect(teacherNavigations()).toBe(0);
  await sidebar.getByRole('link', { name: /^Messages/ }).click();
  const teacherList = teacherPage.getByRole('list', { name: 'Conversations' });
  await expect(teacherList.getByRole('link', { name: new RegExp(student.name) })).toContainText('1 unread');
  await teacherList.getByRole('link', { name: new RegExp(student.name) }).click();
  const teacherLog = teacherPage.getByRole('region', { name: `Messages with ${student.name}` });
  await expect(teacherLog.getByText(`Is Friday's class on? ${tag}`)).toBeVisible();
  const teacherNavigationsInThread = countNavigations(teacherPage);
  // Reading it clears the counts, and the student sees "Seen".
  await expect(headerMessages(teacherPage)).toHaveAccessibleName('Messages');
  await expect(studentLog.getByText('Seen')).toBeVisible();

  // The teacher answers from the keyboard: Shift+Enter is a new line, Enter sends.
  const teacherBox = teacherPage.getByRole('textbox', { name: 'Message', exact: true });
  await teacherBox.fill(`Yes, at 6 pm ${tag}`);
  await teacherBox.press('Shift+Enter');
  await teacherBox.pressSequentially('Bring your notes');
  await teacherBox.press('Enter');
  await expect(teacherBox).toHaveValue('');
  await expect(studentLog.getByText(`Yes, at 6 pm ${tag}`)).toBeVisible();
  await expect(studentLog.getByText('Bring your notes')).toBeVisible();
  // A screen reader hears it through the polite live region.
  await expect(page.getByRole('status').filter({ hasText: `New message from ${teacher.name}` })).toBeAttached();
  // The student was reading the thread, so nothing waits unread.
  await expect(headerMessages(page)).toHaveAccessibleName('Messages');

  // Written offline, it waits as "Not sent yet", then goes once when the connection is back.
  await page.context().setOffline(true);
  const studentBox = page.getByRole('textbox', { name: 'Message', exact: true });
  await studentBox.fill(`Sent from the tunnel ${tag}`);
  await studentBox.press('Enter');
  await expect(studentLog.getByText('Not sent yet')).toBeVisible();
  await page.context().setOffline(false);
  await expect(studentLog.getByText('Not sent yet')).toHaveCount(0);
  await expect(teacherLog.getByText(`Sent from the tunnel ${tag}`)).toHaveCount(1);
  await expect(studentLog.getByText(`Sent from the tunnel ${tag}`)).toHaveCount(1);

  expect(studentNavigations()).toBe(0);
  expect(teacherNavigationsInThread()).toBe(0);
  await expectNoAxeViolations(page, 'Messages: list and thread');

  // On a phone the list and the thread are two views, with a way back.
  await page.setViewportSize(PHONE);
  await expect(studentLog).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
  await expectNoAxeViolations(page, 'Messages: the thread at phone width');
  await page.getByRole('link', { name: 'All conversations' }).click();
  const studentList = page.getByRole('list', { name: 'Conversations' });
  await expect(studentList).toBeVisible();
  await expect(studentLog).toBeHidden();
  await expectNoAxeViolations(page, 'Messages: the list at phone width');
  await studentList.getByRole('link', { name: new RegExp(teacher.name) }).click();
  await expect(studentLog).toBeVisible();
  await other.context.close();
});

test('Contact on a teacher profile: a visitor signs in first, and the first message is a request the teacher sees live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Uma Reply ${tag}`, { specialization: 'Chemistry' });
  const student = await registerStudent(page.request, `Vik Ask ${tag}`);
  const other = await signInElsewhere(browser, { baseURL, locale: 'en-US', timezoneId: 'UTC' }, 'teacher', teacher);
  const teacherPage = other.page;

  // A visitor's Contact asks them to sign in first, then brings them back to write.
  await page.goto(`/teacher/${teacher.id}`);
  await page.getByRole('link', { name: `Contact ${teacher.name}` }).click();
  await expect(page).toHaveURL(/\/student-signin\?redirect=/);
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const write = page.getByRole('dialog', { name: `Message ${teacher.name}` });
  await expect(write).toBeVisible();
  await expect(write).toContainText('receives your message as a request');
  await write.getByLabel('Message').fill(`Do you teach organic chemistry? ${tag}`);
  await write.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/student\/messages\?conversation=/);
  const thread = page.getByRole('region', { name: 'Conversation', exact: true });
  await expect(thread.getByText('Request sent')).toBeVisible();
  await expect(
    thread.getByText(`Your request has been sent. You can write again once ${teacher.name} accepts it.`),
  ).toBeVisible();
  await expect(thread.getByRole('textbox', { name: 'Message', exact: true })).toHaveCount(0);

  // The teacher sees it without a reload, with the choice to accept or decline.
  await teacherPage.getByRole('banner').getByRole('link', { name: 'Messages, 1 unread' }).click();
  await teacherPage
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(student.name) })
    .click();
  await expect(teacherPage.getByText(`${student.name} would like to talk with you.`)).toBeVisible();
  await expect(teacherPage.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expect(
    teacherPage
      .getByRole('region', { name: `Messages with ${student.name}` })
      .getByText(`Do you teach organic chemistry? ${tag}`),
  ).toBeVisible();
  await expectNoAxeViolations(teacherPage, 'Messages: a request');
  await other.context.close();
});

test('a request accepted by the teacher; a block stops messages; a report reaches the admins', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Uma Reply ${tag}`, { specialization: 'Chemistry' });
  const student = await registerStudent(page.request, `Vik Ask ${tag}`);
  const asked = await page.request.post('/api/conversations', {
    headers: { Authorization: `Bearer ${await apiToken(page.request, student, 'student')}` },
    data: { recipientId: teacher.id, text: `Do you teach organic chemistry? ${tag}`, clientId: randomUUID() },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const conversationId = ((await asked.json()) as { data: { id: string } }).data.id;
  const other = await signInElsewhere(browser, { baseURL, locale: 'en-US', timezoneId: 'UTC' }, 'teacher', teacher);
  const teacherPage = other.page;
  await teacherPage.goto(`/admin/messages?conversation=${conversationId}`);
  await signIn(page, 'student', student.email, student.password);
  await page.goto(`/student/messages?conversation=${conversationId}`);
  const thread = page.getByRole('region', { name: 'Conversation', exact: true });
  await expect(thread.getByText('Request sent')).toBeVisible();

  // The teacher accepts; the student may write again, live.
  await expect(teacherPage.getByText(`${student.name} would like to talk with you.`)).toBeVisible();
  await teacherPage.getByRole('button', { name: 'Accept' }).click();
  await expect(teacherPage.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  const studentBox = thread.getByRole('textbox', { name: 'Message', exact: true });
  await expect(studentBox).toBeVisible();
  await studentBox.fill(`Thank you! ${tag}`);
  await studentBox.press('Enter');
  await expect(
    teacherPage.getByRole('region', { name: `Messages with ${student.name}` }).getByText(`Thank you! ${tag}`),
  ).toBeVisible();

  // The student blocks the teacher: neither side can write any more.
  await thread.getByRole('button', { name: 'Block', exact: true }).click();
  const confirmBlock = page.getByRole('dialog', { name: `Block ${teacher.name}?` });
  await confirmBlock.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('User blocked')).toBeVisible();
  await expect(thread.getByText(`You blocked ${teacher.name}. Unblock them to write again.`)).toBeVisible();
  await expect(studentBox).toHaveCount(0);
  // The block reaches the teacher's open conversation live: the message box goes, and it says why.
  await expect(teacherPage.getByText('You cannot send messages in this conversation.').first()).toBeVisible();
  await expect(teacherPage.getByRole('textbox', { name: 'Message', exact: true })).toHaveCount(0);

  // And reports the conversation, which the admins find among the reported ones.
  await thread.getByRole('button', { name: 'Report', exact: true }).click();
  const report = page.getByRole('dialog', { name: `Report the conversation with ${teacher.name}` });
  await report.getByLabel('Reason').selectOption('harassment');
  await report.getByLabel('Details (optional)').fill(`Kept writing at night ${tag}`);
  await report.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(page.getByText('Thank you. An administrator will review this conversation.')).toBeVisible();
  await other.context.close();

  const admin = await signInElsewhere(browser, { baseURL, locale: 'en-US', timezoneId: 'UTC' }, 'teacher', {
    email: demo.admin,
    password: DEMO_PASSWORD,
  });
  await admin.page
    .getByRole('navigation', { name: 'Admin Portal' })
    .getByRole('link', { name: 'Reported conversations' })
    .click();
  const reports = admin.page.getByRole('list', { name: 'Reports' });
  const row = reports.getByRole('link', { name: new RegExp(`${student.name} reported ${teacher.name}`) });
  await row.click();
  const detail = admin.page.getByRole('region', { name: 'Report', exact: true });
  await expect(detail.getByText(`Kept writing at night ${tag}`)).toBeVisible();
  await expect(detail.getByText(`Do you teach organic chemistry? ${tag}`)).toBeVisible();
  await expect(detail.getByRole('textbox', { name: 'Message', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(admin.page, 'Reported conversations');
  await detail.getByLabel('Note (optional)').fill('Warned the teacher.');
  await detail.getByRole('button', { name: 'Close report' }).click();
  await expect(admin.page.getByText('Report closed')).toBeVisible();
  await admin.context.close();
});
