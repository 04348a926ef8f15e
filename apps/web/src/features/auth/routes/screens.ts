import { msg } from '@lingui/core/macro';
import { featureScreens } from '../../../lib/screen';

const { siteScreen } = featureScreens('auth');

const chooseUserPage = async () => (await import('./choose-user-page')).ChooseUserPage;
const signInPage = async () => (await import('./sign-in-page')).SignInPage;
const registerPage = async () => (await import('./register-page')).RegisterPage;

/**
 * The sign-in pages, in the sign-in card's frame. A page shown for several portals gets a key per
 * portal, so switching portal starts with a fresh form. Only teachers and students register: a
 * guardian account is made by accepting an invitation (features/guardians).
 */
export const authScreens = [
  siteScreen('site.chooseUser', 'auth', chooseUserPage, {
    nav: { footer: { group: 'support', label: msg`Sign In`, order: 30 } },
  }),
  siteScreen('site.login', 'auth', chooseUserPage),
  siteScreen('site.teacherSignIn', 'auth', signInPage, { props: { key: 'teacher', portal: 'teacher' } }),
  siteScreen('site.studentSignIn', 'auth', signInPage, { props: { key: 'student', portal: 'student' } }),
  siteScreen('site.guardianSignIn', 'auth', signInPage, { props: { key: 'guardian', portal: 'guardian' } }),
  siteScreen('site.teacherRegister', 'auth', registerPage, {
    props: { key: 'teacher', portal: 'teacher' },
    nav: { footer: { group: 'quick', label: msg`Become a Teacher`, order: 30 } },
  }),
  siteScreen('site.studentRegister', 'auth', registerPage, { props: { key: 'student', portal: 'student' } }),
  siteScreen('site.forgotPassword', 'auth', async () => (await import('./forgot-password-page')).ForgotPasswordPage),
  siteScreen('site.resetPassword', 'auth', async () => (await import('./reset-password-page')).ResetPasswordPage),
  siteScreen('site.verifyEmail', 'auth', async () => (await import('./verify-email-page')).VerifyEmailPage),
];
