import { signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { apiToken, enrolViaApi } from '../support/dashboard-setup';
import { expect, test } from '../support/test';

test.use({ locale: 'en-US', timezoneId: 'UTC' });

test('a teacher posts an announcement, it reaches the open student dashboard live, and a comment is removed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Nora Notice ${tag}`, { specialization: 'Physics' });
  const course = await createCourse(page.request, teacher, { title: `Optics ${tag}` });
  const student = await registerStudent(page.request, `Sam Reader ${tag}`);
  await enrolViaApi(page.request, await apiToken(page.request, student, 'student'), course.id);

  // The student's dashboard is open in a browser of its own before anything is posted.
  const studentContext = await browser.newContext({ baseURL });
  const learner = await studentContext.newPage();
  await signIn(learner, 'student', student.email, student.password);
  await expect(learner).toHaveURL(/\/student\/dashboard$/);
  const feed = learner.getByRole('region', { name: 'Announcements' });
  await expect(feed.getByText('No announcements yet')).toBeVisible();
  let navigations = 0;
  learner.on('framenavigated', (frame) => {
    if (frame === learner.mainFrame()) navigations += 1;
  });

  // The teacher writes it on the course page, previews the Markdown, and posts it.
  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto(`/admin/courses/${course.id}`);
  const panel = page.getByRole('region', { name: 'Announcements' });
  await expect(panel.getByText('No announcements yet')).toBeVisible();
  await panel.getByRole('button', { name: 'New announcement' }).click();
  await panel.getByLabel('Title (optional)').fill(`Class moves ${tag}`);
  await panel
    .getByRole('textbox', { name: 'Announcement', exact: true })
    .fill("Tomorrow's class moves to **6 pm**. <script>window.__ran = true</script>");
  await panel.getByRole('button', { name: 'Preview' }).click();
  await expect(panel.locator('strong')).toHaveText('6 pm');
  await expect(panel.locator('script')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Post announcement' }).click();
  await expect(page.getByText('Announcement posted')).toBeVisible();
  const posted = panel.getByRole('article', { name: `Class moves ${tag}` });
  await expect(posted.locator('strong')).toHaveText('6 pm');
  await expectAccessibleAtBothWidths(page, 'Teacher course page with an announcement');

  // It appears on the open dashboard without a reload.
  const link = feed.getByRole('link', { name: `Class moves ${tag}` });
  await expect(link).toBeVisible();
  await expect(feed).toContainText(`Optics ${tag}`);
  expect(navigations).toBe(0);
  await expectAccessibleAtBothWidths(learner, 'Student dashboard with an announcement');

  // The student comments on the course page.
  await link.click();
  const article = learner.getByRole('article', { name: `Class moves ${tag}` });
  await article.getByLabel('Add a comment').fill(`Thanks, see you at 6 ${tag}`);
  await article.getByRole('button', { name: 'Post comment' }).click();
  await expect(learner.getByText('Comment posted')).toBeVisible();
  await expect(article.getByText(`Thanks, see you at 6 ${tag}`)).toBeVisible();
  await expectAccessibleAtBothWidths(learner, 'Student course page with a comment');

  // The teacher removes it after confirming.
  await page.reload();
  await expect(posted.getByText(`Thanks, see you at 6 ${tag}`)).toBeVisible();
  await posted.getByRole('button', { name: `Remove the comment by ${student.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Remove this comment?' })
    .getByRole('button', { name: 'Remove comment' })
    .click();
  await expect(page.getByText('Comment removed')).toBeVisible();
  await expect(posted.getByText(`Thanks, see you at 6 ${tag}`)).toHaveCount(0);
  await studentContext.close();
});
