import { signIn, signOut, uniqueEmail } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { passwordResetCodeSentTo } from '../support/mailbox';
import { expect, test } from '../support/test';

test('a teacher registers, signs in, edits the profile and signs out', async ({ page }) => {
  const email = uniqueEmail('teacher');
  await page.goto('/choose-user');
  await page.getByRole('link', { name: 'Continue as Teacher' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Sign In' })).toBeVisible();
  await page.getByRole('link', { name: 'Register as a teacher' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Registration' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Tanvi Teacher');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone (optional)').fill('+91 99999 11111');
  await page.getByLabel('Primary Subject/Specialization').fill('Chemistry');
  await page.getByLabel('Password', { exact: true }).fill('teacher pass 1');
  await page.getByLabel('Confirm Password').fill('teacher pass 2');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('teacher pass 1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Signing up signs in.
  await expect(page.getByText('Registration successful! Welcome to Tutorium.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText('Welcome, Tanvi Teacher');
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome, Tanvi Teacher. Here is where you run your courses.')).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Teacher Portal' });
  for (const link of ['Dashboard', 'My Courses', 'Students', 'Attendance', 'Live Classes', 'Analytics']) {
    await expect(sidebar.getByRole('link', { name: link })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Chemistry').first()).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Full Name').fill('Tanvi T. Teacher');
  await page.getByLabel('Subjects').fill('Chemistry, Biology');
  await page.getByLabel('Bio').fill('I make reactions make sense.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tanvi T. Teacher' })).toBeVisible();
  await expect(page.getByText('I make reactions make sense.')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Welcome, Tanvi T. Teacher');

  await page.reload();
  await expect(page.getByText('I make reactions make sense.')).toBeVisible();
  await signOut(page);
  await page.goto('/admin/profile');
  await expect(page).toHaveURL(/\/choose-user/);
});

test('a student registers, signs in, edits the profile and signs out', async ({ page }) => {
  const email = uniqueEmail('student');
  await page.goto('/student-register');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Registration' })).toBeVisible();
  await expect(page.getByLabel('Primary Subject/Specialization')).toHaveCount(0);
  await page.getByLabel('Full Name').fill('Sia Student');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('student pass 1');
  await page.getByLabel('Confirm Password').fill('student pass 1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  // Her first session greets her as new; every later one welcomes her back.
  await expect(page.getByRole('banner')).toContainText('Welcome, Sia Student');
  await expect(page.getByText('Welcome, Sia Student. Explore the courses to start learning.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Welcome, Sia Student. Explore the courses to start learning.')).toBeVisible();
  await signOut(page);

  await page.goto('/student-signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await expect(page).toHaveURL(/\/student-signin/);

  await signIn(page, 'student', email, 'student pass 1');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome back, Sia Student. Pick up where you left off.')).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Student Portal' });
  for (const link of ['Dashboard', 'My Courses', 'Explore Courses', 'Attendance', 'Live Classes', 'Progress']) {
    await expect(sidebar.getByRole('link', { name: link })).toBeVisible();
  }

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/student\/profile$/);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Interests').fill('Astronomy, chess');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText('Astronomy, chess')).toBeVisible();
  await signOut(page);
  // Home, signed out: the landing page offers to get started again, and the portal is closed.
  await expect(page.getByRole('heading', { level: 1, name: /Learn from expert teachers/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toBeVisible();
  await page.goto('/student/dashboard');
  await expect(page).toHaveURL(/\/choose-user/);
});

test('a forgotten password is reset with the code from the email', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  await page.goto('/student-register');
  await page.getByLabel('Full Name').fill('Forgetful Fay');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first password');
  await page.getByLabel('Confirm Password').fill('first password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await signOut(page);

  await page.goto('/student-signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText('Verification code sent to your email')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('New Password')).toHaveCount(0);

  await page.getByLabel('Verification Code').fill('12');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Please enter a valid 6-digit verification code')).toBeVisible();

  const code = await passwordResetCodeSentTo(email);
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verification code validated! You can now reset your password.')).toBeVisible();
  await expect(page.getByLabel('Verification Code')).not.toBeEditable();
  await page.getByLabel('New Password').fill('second password');
  await page.getByLabel('Confirm Password').fill('second password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/student-signin/);

  await signIn(page, 'student', email, 'second password');
  await expect(page.getByRole('heading', { level: 1, name: 'Student Dashboard' })).toBeVisible();
});

test('guards: a student opening the teacher area lands on their dashboard; a visitor on choose-user', async ({
  page,
}) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/choose-user\?redirect=%2Fadmin%2Fdashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose User Type' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose User Type' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/^[^?#]*\/\/[^/]+\/$/);

  await signIn(page, 'student', 'student@tutorium.test');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await page.goto('/somewhere/that/does/not/exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a teacher changes their password in Settings', async ({ page }) => {
  const email = uniqueEmail('settings');
  await page.goto('/admin-register');
  await page.getByLabel('Full Name').fill('Setting Sam');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Primary Subject/Specialization').fill('Physics');
  await page.getByLabel('Password', { exact: true }).fill('old password 1');
  await page.getByLabel('Confirm Password').fill('old password 1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByLabel('Current Password').fill('not my password');
  await page.getByLabel('New Password').fill('new password 1');
  await page.getByLabel('Confirm Password').fill('new password 1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await page.getByLabel('Current Password').fill('old password 1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed. Other devices have been signed out.')).toBeVisible();
  await signOut(page);
  await signIn(page, 'teacher', email, 'new password 1');
});

test('the sign-in screens have no accessibility violations, on desktop and phone widths', async ({ page }) => {
  test.slow();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [
      '/',
      '/choose-user',
      '/admin-signin',
      '/student-signin',
      '/guardian-signin',
      '/admin-register',
      '/student-register',
      '/forgot-password',
      '/reset-password',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${path} at ${width}px`);
    }
  }
});
