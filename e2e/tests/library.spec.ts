import type { Page } from '@playwright/test';
import { pdfDocument } from '../../apps/api/src/seed/sample-files';
import { DEMO_PASSWORD, demo, signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { registerTeacher, uniqueTag } from '../support/course-setup';
import { sendContactMessage, waitForContent } from '../support/public-setup';
import { expect, test } from '../support/test';

const uploadNamed = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

test('a teacher uploads a PDF, edits it, finds it in the library and deletes it', async ({ page }) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Uploader ${tag}`, { specialization: 'Mathematics' });
  const title = `Times Tables ${tag}`;
  const renamed = `Times Tables to 12 ${tag}`;

  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.getByRole('navigation', { name: 'Teacher Portal' }).getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/admin\/resources$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  await waitForContent(page);
  await expect(page.getByText('No resources yet')).toBeVisible();
  await expect(page.getByLabel('File')).toHaveAttribute('accept', '.pdf,.mp4,.webm,.epub,.docx');
  await expectNoAxeViolations(page, 'Resources, empty');

  // The form checks its fields before anything is sent.
  await page.getByRole('button', { name: 'Upload Resource' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();
  await expect(page.getByText('Please choose a category')).toBeVisible();
  await expect(page.getByText('Please choose a file to upload')).toBeVisible();

  // A text file dressed up as a PDF: the server reads its content and refuses it.
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill(`Multiplication practice from 1 to 12 ${tag}.`);
  await page.getByLabel('Category').selectOption('Mathematics');
  await page.getByLabel('File').setInputFiles({
    name: 'times-tables.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Just some plain text, not a PDF at all.\n'),
  });
  await page.getByRole('button', { name: 'Upload Resource' }).click();
  const refusal = 'Only PDF, video (MP4 or WebM), eBook (EPUB) and DOCX files can be uploaded';
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(page.getByLabel('File')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('File')).toHaveAttribute('aria-describedby', /-error/);
  await expectNoAxeViolations(page, 'Resources, file refused');

  // The real PDF goes through.
  await page.getByLabel('File').setInputFiles({
    name: 'times-tables.pdf',
    mimeType: 'application/pdf',
    buffer: pdfDocument(title, []),
  });
  await page.getByRole('button', { name: 'Upload Resource' }).click();
  await expect(page.getByText('Resource uploaded successfully')).toBeVisible();
  await expect(page.getByText(refusal)).toBeHidden();
  await expect(page.getByLabel('Title')).toHaveValue('');
  const row = uploadNamed(page, title);
  await expect(row).toBeVisible();
  await expect(row).toContainText('PDF');
  await expect(row).toContainText('Mathematics');
  await expect(row).toContainText('times-tables.pdf');
  await expect(row).toContainText('0 downloads');
  await expect(page.getByRole('heading', { level: 2, name: /Your Uploads \(1\)/ })).toBeVisible();
  await expectNoAxeViolations(page, 'Resources, one upload');

  // Edit the title in a dialog.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Resource' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Category')).toHaveValue('Mathematics');
  await expectNoAxeViolations(page, 'Edit Resource dialog');
  await dialog.getByLabel('Title').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill(renamed);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Resource updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const renamedRow = uploadNamed(page, renamed);
  await expect(renamedRow).toBeVisible();
  await expect(uploadNamed(page, title)).toHaveCount(0);

  // The public library has it, under its new title.
  await page.goto(`/resources?search=${encodeURIComponent(renamed)}`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: renamed, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(teacher.name);
  await expect(card.getByRole('link', { name: `Download ${renamed}` })).toBeVisible();

  // Delete it, after a confirmation.
  await page.goto('/admin/resources');
  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Resource' });
  await expect(confirm).toContainText(renamed);
  await expectNoAxeViolations(page, 'Delete Resource dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Resource deleted successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No resources yet')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Your Uploads/ })).toBeFocused();

  await page.goto(`/resources?search=${encodeURIComponent(renamed)}`);
  await expect(page.getByText('No resources found')).toBeVisible();

  // At phone width the screen still has no violations.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/resources');
  await waitForContent(page);
  await expectNoAxeViolations(page, 'Resources at 375px');
});

test('the admin reads a contact message in the Inbox, marks it read and deletes it', async ({ page }) => {
  const tag = uniqueTag();
  const subject = `Group discount for a school ${tag}`;
  await sendContactMessage(page.request, {
    name: `Morgan ${tag}`,
    email: `morgan-${tag}@example.test`,
    subject,
    message: `Hello,\nWe are 25 students. Is there a group discount?\n${tag}`,
  });

  await signIn(page, 'teacher', demo.admin, DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Admin Portal' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await waitForContent(page);
  await expect(page.getByText(/^\d+ unread$/)).toBeVisible();
  const unreadBefore = Number((await page.getByText(/^\d+ unread$/).textContent())?.split(' ')[0]);
  expect(unreadBefore).toBeGreaterThanOrEqual(1);

  // Newest first: the message just sent leads the list.
  const messages = page.getByRole('list', { name: 'Messages' }).getByRole('article');
  await expect(messages.first()).toHaveAccessibleName(new RegExp(subject));
  const message = page.getByRole('article', { name: new RegExp(subject) });
  await expect(message).toContainText(`Morgan ${tag}`);
  await expect(message).toContainText('We are 25 students. Is there a group discount?');
  await expect(message.getByText('Unread', { exact: true })).toBeVisible();
  await expect(message.getByRole('link', { name: `morgan-${tag}@example.test` })).toHaveAttribute(
    'href',
    `mailto:morgan-${tag}@example.test`,
  );
  await expect(message.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expectNoAxeViolations(page, 'Inbox');

  // Only the unread ones.
  await page.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(page).toHaveURL(/show=unread/);
  await expect(page.getByRole('button', { name: 'Unread', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(message).toBeHidden();
  await expect(page.getByText(`${unreadBefore - 1} unread`)).toBeVisible();

  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page).not.toHaveURL(/show=/);
  await expect(message).toBeVisible();
  await expect(message.getByText('Unread', { exact: true })).toHaveCount(0);
  await message.getByRole('button', { name: /^Mark as unread/ }).click();
  await expect(message.getByText('Unread', { exact: true })).toBeVisible();
  await expect(page.getByText(`${unreadBefore} unread`)).toBeVisible();
  await message.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(message.getByText('Unread', { exact: true })).toHaveCount(0);

  await message.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Message' });
  await expect(confirm).toContainText(subject);
  await expectNoAxeViolations(page, 'Delete Message dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted')).toBeVisible();
  await expect(message).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await waitForContent(page);
  await expectNoAxeViolations(page, 'Inbox at 375px');
});

test('a teacher who types the Inbox address is told it is for administrators', async ({ page }) => {
  await signIn(page, 'teacher', demo.teacher, DEMO_PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Admin Portal' }).getByRole('link', { name: 'Inbox' })).toHaveCount(
    0,
  );
  await page.goto('/admin/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Only administrators can read the inbox' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Inbox for a teacher');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
