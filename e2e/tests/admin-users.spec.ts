import { DEMO_PASSWORD, demo, signIn, signOut, uniqueEmail } from '../support/accounts';
import { expectAccessibleAtBothWidths, PHONE } from '../support/axe';
import { registerStudent, uniqueTag } from '../support/course-setup';
import { emailSentTo } from '../support/mailbox';
import { expect, test } from '../support/test';

test('the admin has an Admin portal and dashboard; a teacher keeps the Teacher ones', async ({ page }) => {
  await signIn(page, 'teacher', demo.admin, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin Portal' }).getByRole('link', { name: 'Users' }),
  ).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Admin Portal')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Admin Dashboard');
  await signOut(page);

  await signIn(page, 'teacher', demo.teacher, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Teacher Portal' })).toBeVisible();
});

test('an admin creates an account that chooses its own password from the email, changes roles and sends reset codes', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag();
  const email = uniqueEmail('invited');
  const name = `Invited Ines ${tag}`;
  await signIn(page, 'teacher', demo.admin, DEMO_PASSWORD);
  await page.goto('/admin/users');

  // Create: the form checks its fields, and the new account gets an email with a code and a link.
  await page.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByRole('button', { name: 'Create and email' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('teacher');
  await dialog.getByLabel('Primary Subject/Specialization (optional)').fill('Geology');
  await expectAccessibleAtBothWidths(page, 'Create account dialog');
  await dialog.getByRole('button', { name: 'Create and email' }).click();
  await expect(page.getByText('Account created. We emailed them a link to choose a password.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const invitation = await emailSentTo(email);
  expect(invitation.subject).toBe('Your Tutorium account is ready: choose a password');
  const link = /(http\S+\/reset-password\?email=\S+)/.exec(invitation.text)?.[1] ?? '';
  const code = /code: (\d{6})/.exec(invitation.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  // Invited but never signed in: not in the public directory, and no profile to land on.
  const directory = await page.context().newPage();
  await directory.goto(`/teachers?search=${encodeURIComponent(name)}`);
  await expect(directory.getByText('No teachers found')).toBeVisible();

  // A role change with the keyboard only proposes it; nothing is saved until the admin confirms.
  await page.getByLabel('Search users').fill(email);
  const role = page.getByLabel(`Role for ${name}`);
  await expect(role).toHaveValue('teacher');
  await expect(page.getByRole('link', { name: 'Your Students' })).toHaveCount(0);
  await role.focus();
  await page.keyboard.press('ArrowDown');
  const promote = page.getByRole('dialog', { name: `Make ${name} an Administrator?` });
  await expect(promote).toContainText('Administrators run all of Tutorium');
  await expectAccessibleAtBothWidths(page, 'Role change dialog');
  await promote.getByRole('button', { name: 'Cancel' }).click();
  await expect(promote).toBeHidden();
  await expect(role).toHaveValue('teacher');
  await page.reload();
  await expect(page.getByLabel(`Role for ${name}`)).toHaveValue('teacher');

  await page.getByLabel(`Role for ${name}`).focus();
  await page.keyboard.press('ArrowUp');
  const demote = page.getByRole('dialog', { name: `Make ${name} a Student?` });
  await expect(demote).toContainText('Students enrol in courses');
  await demote.getByRole('button', { name: 'Make Student' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Role for ${name}`)).toHaveValue('student');
  await page.getByLabel(`Role for ${name}`).selectOption('teacher');
  await page
    .getByRole('dialog', { name: `Make ${name} a Teacher?` })
    .getByRole('button', { name: 'Make Teacher' })
    .click();
  await expect(page.getByText('User updated successfully').first()).toBeVisible();
  await expect(page.getByLabel(`Role for ${name}`)).toHaveValue('teacher');
  await expectAccessibleAtBothWidths(page, 'User Management');

  // The audit log shows who changed what.
  await page.goto('/admin/audit-log?action=account.role_changed');
  const changes = page.getByRole('row').filter({ hasText: name });
  await expect(changes.filter({ hasText: 'Teacher → Student' })).toHaveCount(1);
  await expect(changes.filter({ hasText: 'Student → Teacher' })).toHaveCount(1);
  await expect(changes.first()).toContainText('Role changed');
  await expect(changes.first()).toContainText('Admin');
  await expectAccessibleAtBothWidths(page, 'Audit Log');
  await page.goto(`/admin/users?search=${encodeURIComponent(email)}`);

  // At phone width every row is a card, with its actions on screen.
  await page.setViewportSize(PHONE);
  // Scrolled to, each action shows whole: nothing is cut off at the card's or the screen's edge.
  for (const action of [`Send reset code to ${name}`, `Delete ${name}`]) {
    const button = page.getByRole('button', { name: action });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await signOut(page);

  // The invited teacher follows the link, enters the code and chooses a password.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('New Password').fill('my own password');
  await page.getByLabel('Confirm Password').fill('my own password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful!')).toBeVisible();
  await signIn(page, 'teacher', email, 'my own password');
  await expect(page.getByText(`Welcome, ${name}. Here is where you run your courses.`)).toBeVisible();
  await signOut(page);

  // Signed in once, the teacher is in the directory.
  await directory.reload();
  await expect(directory.getByRole('heading', { level: 2, name: '1 teacher' })).toBeVisible();
  await directory.close();

  // Sending a reset code from the list.
  const student = await registerStudent(page.request, `Locked Out ${tag}`);
  await signIn(page, 'teacher', demo.admin, DEMO_PASSWORD);
  await page.goto(`/admin/users?search=${encodeURIComponent(student.email)}`);
  await page.getByRole('button', { name: `Send reset code to ${student.name}` }).click();
  await expect(page.getByText('We emailed them a verification code to choose a new password.')).toBeVisible();
  // After the address confirmation every new account gets first.
  const resetMail = await emailSentTo(student.email, 2);
  expect(resetMail.text).toMatch(/choose a new password: \d{6}/);
});

test('the admin sees every course with its teacher, and filters the list by teacher', async ({ page }) => {
  await signIn(page, 'teacher', demo.admin, DEMO_PASSWORD);
  await expect(page.getByText(/Here is every course, class and student on Tutorium/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin Portal' }).getByRole('link', { name: 'All Courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Course Management' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Every course on Tutorium' });
  await expect(table.getByRole('columnheader', { name: 'Teacher' })).toBeVisible();
  await expect(table.getByRole('row')).not.toHaveCount(1);

  const teacherFilter = page.getByLabel('Teacher', { exact: true });
  await teacherFilter.selectOption({ label: 'Daniel Okafor' });
  await expect(page).toHaveURL(/instructorId=/);
  await expect(table.getByRole('row').nth(1)).toContainText('Daniel Okafor');
  const teachers = await table.getByRole('row').locator('td:nth-child(2)').allInnerTexts();
  expect(new Set(teachers)).toEqual(new Set(['Daniel Okafor']));
  await page.reload();
  await expect(page.getByLabel('Teacher', { exact: true })).toHaveValue(/.+/);
  await expectAccessibleAtBothWidths(page, 'All courses');
});
