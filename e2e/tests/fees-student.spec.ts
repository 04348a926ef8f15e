import { signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { emailsTo } from '../support/mailbox';
import { expect, test } from '../support/test';

test('a student enrols in a priced course, pays its first instalment online, gets the receipt and asks for a refund', async ({
  page,
}) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Professor Coin ${tag}`, { specialization: 'Physics' });
  const title = `Paid Physics ${tag}`;
  const course = await createCourse(page.request, teacher, {
    title,
    category: 'Physics',
    price: 60,
    instalments: 2,
    accessAfterPayment: true,
  });
  const student = await registerStudent(page.request, `Penny Payer ${tag}`);

  await signIn(page, 'student', student.email, student.password);
  await page.goto(`/courses/${course.id}`);
  await page.getByRole('button', { name: `Enrol in ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: `Enrol in ${title}?` });
  await expect(confirm).toContainText('$60 in 2 monthly instalments, the first due today.');
  await expect(confirm).toContainText('The classroom opens after your first payment.');
  await confirm.getByRole('button', { name: 'Enrol for $60' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('link', { name: 'See your fees' }).click();
  await expect(page).toHaveURL(/\/student\/fees$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
  const invoice = page.getByRole('article', { name: title });
  await expect(invoice.getByText('Open', { exact: true })).toBeVisible();
  await expect(invoice.getByRole('note')).toContainText(
    'to keep your seat: the classroom opens after your first payment',
  );
  const instalments = invoice.getByRole('table', { name: 'Instalments' });
  await expect(instalments.getByRole('row')).toHaveCount(3);
  await expect(instalments.getByRole('row').nth(1)).toContainText('1 of 2');
  await expect(instalments.getByRole('row').nth(1)).toContainText('$30.00');
  await expect(instalments.getByRole('row').nth(2)).toContainText('2 of 2');
  await expectAccessibleAtBothWidths(page, 'Fees');

  // The stand-in's test checkout page, as Stripe's would be: its Pay sends the webhook, then returns here.
  await invoice.getByRole('button', { name: `Pay online for ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Test payment — \$30\.00$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/student\/fees\?paid=/);
  await expect(
    page.getByRole('status').filter({ hasText: /^Payment confirmed: receipt \d+ is on its way by email$/ }),
  ).toBeVisible();
  const receiptNumber = /receipt (\d+)/.exec(
    (await page
      .getByRole('status')
      .filter({ hasText: /^Payment confirmed/ })
      .textContent()) ?? '',
  )?.[1];
  await expect(invoice.getByRole('note')).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await invoice.getByRole('button', { name: `Download receipt ${receiptNumber}` }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);

  await expect
    .poll(async () => (await emailsTo(student.email)).map((mail) => mail.subject), {
      message: `the receipt email to ${student.email}`,
      timeout: 15_000,
    })
    .toContainEqual(expect.stringMatching(new RegExp(`^Receipt ${receiptNumber}: .+ paid for ${title}$`)));

  await invoice.getByRole('button', { name: 'Ask for a refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Ask for a refund?' });
  await refund.getByLabel('Reason (optional)').fill('Clashes with my exams');
  await refund.getByRole('button', { name: 'Ask for a refund' }).click();
  await expect(page.getByText('Refund requested. An admin will decide, and you will hear by email.')).toBeVisible();
  await expect(invoice.getByText('Refund requested', { exact: true })).toBeVisible();
  await expect(invoice.getByRole('button', { name: 'Ask for a refund' })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, 'Fees after a refund request');
});
