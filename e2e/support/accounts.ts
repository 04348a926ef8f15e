import { randomUUID } from 'node:crypto';
import { type Browser, type BrowserContext, type BrowserContextOptions, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'tutorium-demo';
export const demo = {
  teacher: 'teacher@tutorium.test',
  student: 'student@tutorium.test',
  admin: 'admin@tutorium.test',
} as const;

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

/** Signs in through the portal's own form, as a person would. */
/** The sign-in form's words in each language the app speaks: journeys are walked in Hindi too (hindi-*.spec.ts). */
const signInWords = {
  en: { email: 'Email', password: 'Password', submit: 'Sign In' },
  hi: { email: 'ईमेल', password: 'पासवर्ड', submit: 'साइन इन करें' },
} as const;

export async function signIn(page: Page, portal: 'teacher' | 'student', email: string, password = DEMO_PASSWORD) {
  await page.goto(portal === 'teacher' ? '/admin-signin' : '/student-signin');
  const submit = page.getByRole('button', {
    name: new RegExp(`^(${signInWords.en.submit}|${signInWords.hi.submit})$`),
  });
  await submit.waitFor();
  const words = signInWords[(await page.locator('html').getAttribute('lang')) === 'hi' ? 'hi' : 'en'];
  await page.getByLabel(words.email, { exact: true }).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await submit.click();
  await expect(page).toHaveURL(portal === 'teacher' ? /\/admin\/dashboard$/ : /\/student\/dashboard$/);
}

/**
 * Another person's browser beside the test's own: a new context (`options` gives at least its baseURL),
 * signed in through the portal's form. The caller closes the context.
 */
export async function signInElsewhere(
  browser: Browser,
  options: BrowserContextOptions,
  portal: 'teacher' | 'student',
  account: { email: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, portal, account.email, account.password);
  return { context, page };
}

/** The account menu's words in each language the app speaks, as for the sign-in form. */
const accountMenuWords = {
  en: { menu: 'Account menu', signOut: 'Sign out', signedOut: 'You’re signed out' },
  hi: { menu: 'खाता मेनू', signOut: 'साइन आउट करें', signedOut: 'आप साइन आउट हो गए हैं' },
} as const;

/** Signs out from the account menu, landing on the home page with its "You’re signed out" toast (in the page's language). */
export async function signOut(page: Page) {
  const words = accountMenuWords[(await page.locator('html').getAttribute('lang')) === 'hi' ? 'hi' : 'en'];
  await page.getByRole('button', { name: words.menu }).click();
  await page.getByRole('menuitem', { name: words.signOut }).click();
  await expect(page).toHaveURL(/^[^?#]*\/\/[^/]+\/$/);
  await expect(page.getByRole('status').filter({ hasText: words.signedOut })).toBeVisible();
}
