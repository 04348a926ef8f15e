import { demo, signOut } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { passwordResetCodeSentTo } from '../support/mailbox';
import { expect, test } from '../support/test';

test('sign-in errors stay on the form, and the wrong portal says so and leads to the right one', async ({ page }) => {
  const tag = uniqueTag();
  const student = await registerStudent(page.request, `Portal Student ${tag}`);

  // A wrong password: the reason stays above the form until the next attempt.
  await page.goto('/admin-signin');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'Invalid credentials' });
  await expect(error).toBeVisible();
  await expect(error.getByRole('link')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await expect(error).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Teacher sign-in with an error');

  // The right password on the wrong portal: it says which portal is theirs and links there.
  await page.getByRole('button', { name: 'Sign In' }).click();
  const wrongPortal = page.getByRole('alert').filter({ hasText: 'yours is a student account' });
  await expect(wrongPortal).toContainText(
    'This is the teacher sign-in, but yours is a student account. Please use the student sign-in.',
  );
  await expect(error).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, 'Teacher sign-in, wrong portal');
  await wrongPortal.getByRole('link', { name: 'Go to the student sign-in' }).click();
  await expect(page).toHaveURL(/\/student-signin$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await signOut(page);

  // And the other way round, keeping where the teacher was going.
  await page.goto('/student-signin?redirect=%2Fadmin%2Fcourses');
  await page.getByLabel('Email').fill(demo.teacher);
  await page.getByLabel('Password', { exact: true }).fill('tutorium-demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('alert').getByRole('link', { name: 'Go to the teacher sign-in' }).click();
  await expect(page).toHaveURL(/\/admin-signin\?redirect=%2Fadmin%2Fcourses$/);
});

test('signing up signs in, and lands back on the course the visitor was enrolling in', async ({ page }) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Signup Teacher ${tag}`, { specialization: 'Science' });
  const course = await createCourse(page.request, teacher, { title: `Signup Course ${tag}` });
  await page.goto(`/courses/${course.id}`);
  await page.getByRole('link', { name: 'Sign in to enrol' }).click();
  await page.getByRole('link', { name: 'Register as a student' }).click();
  await page.getByLabel('Full Name').fill(`New Learner ${tag}`);
  await page.getByLabel('Email').fill(`learner-${tag}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('learner password');
  await page.getByLabel('Confirm Password').fill('learner password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful! Welcome to Tutorium.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));
  await page.getByRole('button', { name: `Enrol in ${course.title}` }).click();
  await expect(page.getByRole('button', { name: `Enrolled in ${course.title}` })).toBeVisible();
});

test('resetting a password: the success replaces the earlier error instead of stacking over it', async ({ page }) => {
  const student = await registerStudent(page.request, `Reset Student ${uniqueTag()}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(student.email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page).toHaveURL(/\/reset-password\?email=/);
  const code = await passwordResetCodeSentTo(student.email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Verification Code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  // The refusal is about the code, so it shows under the code field, which takes the focus; no toast.
  const codeField = page.getByLabel('Verification Code');
  await expect(codeField).toHaveAccessibleDescription(/This code is wrong or has expired/);
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Invalid verification code' })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, 'Reset password, wrong code');
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verification code validated! You can now reset your password.')).toBeVisible();
  await expect(codeField).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Reset password, code verified');
});

test('signing up with an email that has an account says so under the email, with the ways back in', async ({
  page,
}) => {
  const student = await registerStudent(page.request, `Returning Student ${uniqueTag()}`);
  await page.goto('/student-register');
  await page.getByLabel('Full Name').fill('Returning Student Again');
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill('another password');
  await page.getByLabel('Confirm Password').fill('another password');
  await page.getByRole('button', { name: 'Create Account' }).click();

  const email = page.getByLabel('Email');
  await expect(email).toHaveAccessibleDescription('An account already exists with this email.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Registration failed' })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, 'Sign-up, email already has an account');

  const waysIn = page.locator('p').filter({ hasText: 'reset your password' });
  await expect(waysIn.getByRole('link', { name: 'reset your password' })).toHaveAttribute('href', '/forgot-password');
  await waysIn.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/student-signin$/);
});
