import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Invoice } from '../../packages/contract/src/fees';
import { DEMO_PASSWORD, demo, signIn } from '../support/accounts';
import { enrolledCourseTitles, enrolViaApi, loginViaApi } from '../support/api-setup';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { emailsTo } from '../support/mailbox';
import { expect, test } from '../support/test';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The student's running invoice for the course, as the API gives it to them. */
async function invoiceOf(request: APIRequestContext, studentToken: string, courseId: string): Promise<Invoice> {
  const response = await request.get('/api/students/me/invoices', { headers: bearer(studentToken) });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: Invoice[] };
  const invoice = data.find((item) => item.course.id === courseId && item.status !== 'cancelled');
  if (invoice === undefined) throw new Error(`no invoice for course ${courseId}`);
  return invoice;
}

/** Waits for an email to `address` whose subject matches, and answers it. */
async function mailMatching(address: string, subject: RegExp) {
  await expect
    .poll(async () => (await emailsTo(address)).some((mail) => subject.test(mail.subject)), {
      message: `an email "${subject}" to ${address}`,
      timeout: 15_000,
    })
    .toBe(true);
  return (await emailsTo(address)).find((mail) => subject.test(mail.subject));
}

const rowOf = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(name) });

/** A new teacher with a priced course in two parts, and a student enrolled in it. */
async function pricedCourseWithStudent(request: APIRequestContext, tag: string, price: number) {
  const teacher = await registerTeacher(request, `Desk Teacher ${tag}`, { specialization: 'Science' });
  const course = await createCourse(request, teacher, { title: `Priced Botany ${tag}`, price, instalments: 2 });
  const student = await registerStudent(request, `Priya Fees ${tag}`);
  const studentToken = await loginViaApi(request, student, 'student');
  await enrolViaApi(request, studentToken, course.id);
  return { teacher, course, student, studentToken };
}

test('the desk records a partial cash payment: the invoice, the receipt and the CSV follow', async ({ page }) => {
  const tag = uniqueTag();
  const { teacher, course, student, studentToken } = await pricedCourseWithStudent(page.request, tag, 120);

  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto('/admin/dues');
  await expect(page.getByRole('heading', { level: 1, name: 'Dues' })).toBeVisible();
  const row = rowOf(page, student.name);
  await expect(row).toContainText(course.title);
  await expect(row).toContainText('$120.00');
  await page.getByLabel('Search students').fill(student.name);
  await expect(page).toHaveURL(/search=Priya/);
  await expect(page.getByText('1 invoice', { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Dues');

  await row.getByRole('button', { name: `Record payment from ${student.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  await dialog.getByLabel('Amount (USD)').fill('40.005');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText('Use at most 2 decimal places')).toBeVisible();
  await dialog.getByLabel('Amount (USD)').fill('40');
  await expect(dialog.getByLabel('Method')).toHaveValue('cash');
  await dialog.getByLabel('Reference (optional)').fill(`DESK-${tag}`);
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded. The receipt is on its way by email.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('$40.00');
  await expect(row).toContainText('$80.00');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(student.name);
  expect(csv).toContain(course.title);

  await row.getByRole('link', { name: `Invoice of ${student.name}` }).click();
  await expect(page).toHaveURL(/\/admin\/invoices\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice: ${student.name}` })).toBeVisible();
  const figures = page.getByRole('list', { name: 'Invoice figures' });
  await expect(figures.getByRole('listitem').filter({ hasText: 'Paid' })).toContainText('$40.00');
  await expect(figures.getByRole('listitem').filter({ hasText: /^Due/ })).toContainText('$80.00');
  const entry = page
    .getByRole('table', { name: 'Ledger' })
    .getByRole('row')
    .filter({ hasText: `DESK-${tag}` });
  await expect(entry).toContainText('Payment');
  await expect(entry).toContainText('Cash');
  await expect(entry).toContainText(teacher.name);
  await expectAccessibleAtBothWidths(page, 'Invoice');

  const invoice = await invoiceOf(page.request, studentToken, course.id);
  const [payment] = invoice.entries;
  const receiptNumber = payment?.receiptNumber;
  expect(receiptNumber).toBeGreaterThan(0);
  await expect(entry.getByRole('button', { name: `Download receipt ${receiptNumber}` })).toBeVisible();
  const receiptDownload = page.waitForEvent('download');
  await entry.getByRole('button', { name: `Download receipt ${receiptNumber}` }).click();
  expect((await receiptDownload).suggestedFilename()).toMatch(/\.pdf$/);

  const mail = await mailMatching(student.email, new RegExp(`^Receipt ${receiptNumber}: \\$40\\.00 paid for`));
  expect(mail?.subject).toContain(course.title);
  const pdf = await page.request.get(`/api/payments/${payment?.id}/receipt`, { headers: bearer(studentToken) });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('an admin approves a student’s refund request: the money goes back and the seat ends', async ({ page }) => {
  const tag = uniqueTag();
  const { teacher, course, student, studentToken } = await pricedCourseWithStudent(page.request, tag, 60);
  const invoice = await invoiceOf(page.request, studentToken, course.id);
  const paid = await page.request.post(`/api/invoices/${invoice.id}/payments`, {
    headers: bearer(teacher.token),
    data: { amountMinor: 3000, method: 'upi', reference: `UPI-${tag}` },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const [payment] = (await invoiceOf(page.request, studentToken, course.id)).entries;
  const asked = await page.request.post(`/api/payments/${payment?.id}/refund-request`, {
    headers: bearer(studentToken),
    data: { reason: `The timing does not suit me ${tag}` },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  await signIn(page, 'teacher', demo.admin, DEMO_PASSWORD);
  await page.goto('/admin/refunds');
  await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
  const row = rowOf(page, student.name);
  await expect(row).toContainText(course.title);
  await expect(row).toContainText('$30.00');
  await expect(row).toContainText(`The timing does not suit me ${tag}`);
  await expect(row).toContainText('Requested');
  await expectAccessibleAtBothWidths(page, 'Refunds');

  await row.getByRole('button', { name: `Approve the refund for ${student.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve refund?' });
  await expect(dialog).toContainText(`$30.00 goes back to ${student.name}`);
  await dialog.getByLabel('Note to the student (optional)').fill('Within the money-back guarantee');
  await dialog.getByRole('button', { name: 'Approve refund' }).click();
  await expect(page.getByText('Refund approved', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('button', { name: 'Approved', exact: true }).click();
  await expect(page).toHaveURL(/state=approved/);
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('Within the money-back guarantee');

  expect(await enrolledCourseTitles(page.request, studentToken)).not.toContain(course.title);
  await mailMatching(student.email, new RegExp(`^Your refund for ${course.title} was approved$`));

  await page.goto('/admin/revenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
  const courseRow = page
    .getByRole('table', { name: 'Revenue by course' })
    .getByRole('row', { name: new RegExp(course.title) });
  await expect(courseRow).toContainText('$30.00');
  await expectAccessibleAtBothWidths(page, 'Revenue');
});
