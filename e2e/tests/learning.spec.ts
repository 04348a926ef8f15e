import type { Locator, Page } from '@playwright/test';
import { achievementRules } from '../../packages/contract/src/achievements';
import { signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { enrolStudent, savedLessonTitles, stubVideoPlayers } from '../support/learning-setup';
import { expect, test } from '../support/test';

const loaded = (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);

/** The teacher's lesson titles as the list shows them, in order. */
const teacherLessonTitles = (page: Page) =>
  page.getByRole('list', { name: 'Lessons in order' }).getByRole('heading', { level: 3 });

/** A lesson on the student's course page, found by its title. */
const studentLesson = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(title) }) });

/** Opens a lesson on the student's course page unless it is open already. */
async function openLesson(lesson: Locator) {
  const toggle = lesson.getByRole('heading', { level: 3 }).getByRole('button');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** A row of the table, found by its row header. */
const rowOf = (page: Page, table: Locator | Page, header: string | RegExp) =>
  table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: header }) });

test('a teacher writes and orders lessons; a student learns, reviews and is graded; the teacher replies', async ({
  page,
  browser,
  baseURL,
}) => {
  // One long journey across two signed-in people, with many accessibility scans.
  test.setTimeout(test.info().timeout * 4);
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Teacher Ada ${tag}`, { specialization: 'Mathematics' });
  const courseTitle = `Geometry Basics ${tag}`;
  const course = await createCourse(page.request, teacher, { title: courseTitle, category: 'Mathematics' });
  const student = await registerStudent(page.request, `Student Bo ${tag}`);
  await enrolStudent(page.request, student, course.id);
  await stubVideoPlayers(page.context());

  const angles = `Angles ${tag}`;
  const triangles = `Triangles ${tag}`;

  // The teacher opens Manage Lessons from the course detail page.
  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto(`/admin/courses/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
  await page.getByRole('link', { name: 'Manage Lessons' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/courses/${course.id}/lessons$`));
  await expect(page.getByRole('heading', { level: 1, name: `Lessons: ${courseTitle}` })).toBeVisible();
  await expect(page.getByText('No lessons yet')).toBeVisible();
  await expect(page.getByRole('link', { name: `Back to ${courseTitle}` })).toHaveAttribute(
    'href',
    `/admin/courses/${course.id}`,
  );
  await loaded(page);
  await expectNoAxeViolations(page, 'Lessons, empty');

  // The first lesson: Markdown with a bold word and a script tag, previewed as students will see it.
  await page.getByLabel('Title').fill(angles);
  await page
    .getByLabel('Lesson text')
    .fill(
      'Angles are **measured** in degrees. <script>window.__lessonScriptRan = true</script>\n\nA right angle is 90°.',
    );
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('strong')).toHaveText('measured');
  await expect(preview.locator('script')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Lesson' }).click();
  await expect(page.getByText('Lesson added')).toBeVisible();
  await expect(teacherLessonTitles(page)).toHaveText([`Lesson 1: ${angles}`]);
  await expect(page.getByLabel('Title')).toHaveValue('');

  // The second lesson, with a YouTube link.
  await page.getByLabel('Title').fill(triangles);
  await page.getByLabel('Lesson text').fill('Every triangle has three sides.');
  await page.getByLabel('Video link (optional)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Add Lesson' }).click();
  await expect(teacherLessonTitles(page)).toHaveText([`Lesson 1: ${angles}`, `Lesson 2: ${triangles}`]);

  // Reorder with the buttons and the keyboard: up, back down (focus stays on the moved lesson), then down again.
  await page.getByRole('button', { name: `Move ${triangles} up` }).click();
  await expect(teacherLessonTitles(page)).toHaveText([`Lesson 1: ${triangles}`, `Lesson 2: ${angles}`]);
  await expect(page.getByRole('button', { name: `Move ${triangles} up` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Move ${triangles} down` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(teacherLessonTitles(page)).toHaveText([`Lesson 1: ${angles}`, `Lesson 2: ${triangles}`]);
  await expect(page.getByRole('button', { name: `Move ${triangles} up` })).toBeFocused();
  await page.getByRole('button', { name: `Move ${angles} down` }).click();
  await expect(teacherLessonTitles(page)).toHaveText([`Lesson 1: ${triangles}`, `Lesson 2: ${angles}`]);
  await expect(page.getByText('Lesson order saved')).toBeVisible();
  await expect.poll(() => savedLessonTitles(page.request, teacher, course.id)).toEqual([triangles, angles]);
  await page.reload();
  await expect(teacherLessonTitles(page)).toHaveText([`Lesson 1: ${triangles}`, `Lesson 2: ${angles}`]);
  await loaded(page);
  await expectNoAxeViolations(page, 'Lessons, two lessons');

  // The student reads both lessons.
  const studentContext = await browser.newContext({ baseURL });
  await stubVideoPlayers(studentContext);
  const learner = await studentContext.newPage();
  await signIn(learner, 'student', student.email, student.password);
  await learner.goto(`/student/courses/${course.id}`);
  await expect(learner.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
  await expect(learner.getByText('0% complete (0 of 2 lessons)')).toBeVisible();
  const lessonHeadings = learner.getByRole('region', { name: 'Lessons' }).getByRole('heading', { level: 3 });
  await expect(lessonHeadings).toHaveCount(2);
  await expect(lessonHeadings.first()).toContainText(triangles);
  await expect(lessonHeadings.last()).toContainText(angles);

  const trianglesLesson = studentLesson(learner, triangles);
  await openLesson(trianglesLesson);
  await expect(trianglesLesson.getByText('Every triangle has three sides.')).toBeVisible();
  await expect(trianglesLesson.locator(`iframe[title="${triangles} video"]`)).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );

  const anglesLesson = studentLesson(learner, angles);
  await openLesson(anglesLesson);
  await expect(anglesLesson.locator('strong')).toHaveText('measured');
  await expect(anglesLesson.getByText('A right angle is 90°.')).toBeVisible();
  await expect(learner.locator('main script')).toHaveCount(0);
  expect(await learner.evaluate(() => (window as { __lessonScriptRan?: boolean }).__lessonScriptRan)).toBeUndefined();
  await expect(learner.getByText('This course has no lessons yet')).toHaveCount(0);
  await loaded(learner);
  await expectNoAxeViolations(learner, 'Student course page, lessons open');

  // Completing one lesson shows at once as a "Completed" badge, with its own way back; redo works too.
  const complete = anglesLesson.getByRole('button', { name: /^Mark complete/ });
  await complete.click();
  await expect(anglesLesson.getByText('Completed', { exact: true })).toBeVisible();
  const notDone = anglesLesson.getByRole('button', { name: `Mark as not done: ${angles}` });
  // The same button, relabelled, so the keyboard stays where it was.
  await expect(notDone).toBeFocused();
  await expect(learner.getByText('50% complete (1 of 2 lessons)')).toBeVisible();
  await expect(learner.getByRole('progressbar', { name: `Progress in ${courseTitle}` })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  await expectNoAxeViolations(learner, 'Student course page, a lesson completed');
  await notDone.click();
  await expect(learner.getByText('0% complete (0 of 2 lessons)')).toBeVisible();
  await expect(anglesLesson.getByText('Completed', { exact: true })).toHaveCount(0);
  await anglesLesson.getByRole('button', { name: /^Mark complete/ }).click();
  await expect(learner.getByText('50% complete (1 of 2 lessons)')).toBeVisible();
  await learner.reload();
  await expect(learner.getByText('50% complete (1 of 2 lessons)')).toBeVisible();
  await expect(studentLesson(learner, angles).getByText('Completed', { exact: true })).toBeVisible();
  await expect(studentLesson(learner, angles).getByRole('button', { name: /^Mark as not done/ })).toBeVisible();

  // My Courses shows the same progress.
  await learner.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'My Courses' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
  const card = learner
    .getByRole('listitem')
    .filter({ has: learner.getByRole('heading', { level: 2, name: courseTitle }) });
  await expect(card.getByRole('progressbar', { name: `Progress in ${courseTitle}` })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );
  await expect(card.getByText('50% complete')).toBeVisible();
  await expectNoAxeViolations(learner, 'My Courses with progress');

  // The Progress page: one course in progress, 50%, no grade yet, every achievement locked.
  await learner.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'Progress' }).click();
  await expect(learner.getByRole('heading', { level: 1, name: 'My Progress' })).toBeVisible();
  await expect(learner.getByText('Under Construction')).toHaveCount(0);
  const statusTable = learner.getByRole('table', { name: 'Your courses by status' });
  await expect(rowOf(learner, statusTable, 'In Progress').getByRole('cell')).toHaveText('1');
  await expect(rowOf(learner, statusTable, 'Completed').getByRole('cell')).toHaveText('0');
  await expect(rowOf(learner, statusTable, 'Not Started').getByRole('cell')).toHaveText('0');
  await expect(learner.locator('.recharts-pie-sector')).toHaveCount(1);
  const performance = rowOf(
    learner,
    learner.getByRole('table', { name: 'Course performance' }),
    new RegExp(courseTitle),
  );
  await expect(performance.getByRole('cell').nth(0)).toContainText('50%');
  await expect(performance.getByRole('cell').nth(1)).toHaveText('Not graded yet');
  await expect(learner.getByText('No scores yet')).toBeVisible();
  await expect(learner.getByText('Locked', { exact: true })).toHaveCount(5);
  await learner.getByRole('button', { name: 'Fast Learner' }).focus();
  await expect(learner.getByRole('tooltip', { name: achievementRules.fastLearner.rule })).toBeVisible();
  await expect(learner.getByRole('button', { name: 'Fast Learner' })).toHaveAccessibleDescription(
    achievementRules.fastLearner.rule,
  );
  await learner.keyboard.press('Escape');
  await expect(learner.getByText(achievementRules.fastLearner.rule)).toBeHidden();
  await learner.getByRole('button', { name: 'Goal Achiever' }).hover();
  await expect(learner.getByText(achievementRules.goalAchiever.rule)).toBeVisible();
  await learner.mouse.move(0, 0);
  await expect(learner.getByText(achievementRules.goalAchiever.rule)).toBeHidden();
  await expect(learner.getByRole('heading', { name: 'Grade scale' })).toBeVisible();
  await loaded(learner);
  await expectNoAxeViolations(learner, 'Progress page');

  // Having completed a lesson, the student may review the course: 4 stars, chosen with the keyboard.
  await learner.goto(`/student/courses/${course.id}`);
  const reviews = learner.getByRole('region', { name: 'Reviews' });
  const writeReview = reviews.getByRole('region', { name: 'Write a review' });
  await expect(writeReview).toBeVisible();
  await writeReview.getByRole('button', { name: 'Submit Review' }).click();
  await expect(writeReview.getByText('Rating must be from 1 to 5')).toBeVisible();
  await writeReview.getByRole('radio', { name: '3 stars' }).check();
  await learner.keyboard.press('ArrowRight');
  await expect(writeReview.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const comment = `Clear explanations and good pacing ${tag}.`;
  await writeReview.getByLabel('Comment (optional)').fill(comment);
  await loaded(learner);
  await expectNoAxeViolations(learner, 'Student course page, review form');
  await writeReview.getByRole('button', { name: 'Submit Review' }).click();
  await expect(learner.getByText('Thank you for your review!')).toBeVisible();
  const myReview = reviews.getByRole('region', { name: 'Your review' });
  await expect(myReview.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(myReview.getByRole('button', { name: 'Edit review' })).toBeVisible();
  await expect(reviews.getByText('4 out of 5 (1 review)')).toBeVisible();

  // The catalogue shows the rating too, and sorts by it.
  await learner.goto(`/student/explore-courses?search=${encodeURIComponent(courseTitle)}&sort=rating`);
  await expect(learner.getByLabel('Sort by')).toHaveValue('rating');
  const catalogueCard = learner
    .getByRole('listitem')
    .filter({ has: learner.getByRole('heading', { level: 2, name: courseTitle }) });
  await expect(catalogueCard.getByText('4 out of 5 (1 review)')).toBeVisible();
  await loaded(learner);
  await expectNoAxeViolations(learner, 'Explore Courses with a rating');

  // The teacher sees the review on the course detail page and replies once.
  await page.goto(`/admin/courses/${course.id}`);
  const teacherReviews = page.getByRole('region', { name: 'Reviews' });
  await expect(teacherReviews.getByText('4 out of 5 (1 review)')).toBeVisible();
  const review = teacherReviews.getByRole('article', { name: `Review by ${student.name}` });
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(review.getByText(comment)).toBeVisible();
  await review.getByRole('button', { name: `Reply to ${student.name}` }).click();
  await review.getByRole('button', { name: 'Post Reply' }).click();
  await expect(review.getByText('Reply is required')).toBeVisible();
  await loaded(page);
  await expectNoAxeViolations(page, 'Teacher course detail, reply form');
  const reply = `Thank you, ${student.name}! ${tag}`;
  await review.getByLabel(`Reply to ${student.name}`).fill(reply);
  await review.getByRole('button', { name: 'Post Reply' }).click();
  await expect(page.getByText('Reply posted')).toBeVisible();
  await expect(review.getByText(`Reply from ${teacher.name}`)).toBeVisible();
  await expect(review.getByText(reply)).toBeVisible();
  await expect(review.getByText(reply).locator('..')).toBeFocused();
  await expect(review.getByRole('button', { name: `Reply to ${student.name}` })).toHaveCount(0);
  await expectNoAxeViolations(page, 'Teacher course detail with reviews');

  // The score sheet: 101 is refused, 95 is an A.
  await page.getByRole('link', { name: 'Scores' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/courses/${course.id}/scores$`));
  await expect(page.getByRole('heading', { level: 1, name: `Scores: ${courseTitle}` })).toBeVisible();
  const scoreRow = rowOf(page, page, new RegExp(student.name));
  await expect(scoreRow.getByRole('cell').nth(2)).toContainText('50%');
  await expect(scoreRow.getByRole('cell').nth(1)).toHaveText('Not graded');
  await page.getByLabel(`Score for ${student.name}`).fill('101');
  await page.getByRole('button', { name: 'Save scores' }).click();
  await expect(scoreRow.getByText('Score must be from 0 to 100')).toBeVisible();
  await page.getByLabel(`Score for ${student.name}`).fill('95');
  await page.getByRole('button', { name: 'Save scores' }).click();
  await expect(page.getByText('1 score saved')).toBeVisible();
  await expect(scoreRow.getByRole('cell').nth(1)).toHaveText('A');
  await expect(page.getByRole('heading', { name: 'Grade scale' })).toBeVisible();
  await loaded(page);
  await expectNoAxeViolations(page, 'Score sheet');
  await page.reload();
  await expect(page.getByLabel(`Score for ${student.name}`)).toHaveValue('95');
  await expect(scoreRow.getByRole('cell').nth(1)).toHaveText('A');

  // The student sees the reply, and the grade on the Progress page.
  await learner.goto(`/student/courses/${course.id}`);
  const studentReviews = learner.getByRole('region', { name: 'Reviews' });
  await expect(studentReviews.getByText(`Reply from ${teacher.name}`)).toBeVisible();
  await expect(studentReviews.getByText(reply)).toBeVisible();
  // The student changes their mind: 5 stars.
  await studentReviews.getByRole('button', { name: 'Edit review' }).click();
  await expect(studentReviews.getByRole('radio', { name: '4 stars' })).toBeFocused();
  await learner.keyboard.press('ArrowRight');
  await studentReviews.getByRole('button', { name: 'Save Review' }).click();
  await expect(learner.getByText('Review updated')).toBeVisible();
  await expect(
    studentReviews.getByRole('region', { name: 'Your review' }).getByRole('img', { name: 'Rated 5 out of 5' }),
  ).toBeVisible();
  await expect(studentReviews.getByText('5 out of 5 (1 review)')).toBeVisible();
  await learner.goto('/student/progress');
  const graded = rowOf(learner, learner.getByRole('table', { name: 'Course performance' }), new RegExp(courseTitle));
  await expect(graded.getByRole('cell').nth(1)).toContainText('A');
  await expect(graded.getByRole('cell').nth(1)).toContainText('Score 95');
  await expect(graded.getByRole('cell').nth(2)).not.toHaveText('No activity yet');
  await expect(learner.getByRole('definition').filter({ hasText: /^95$/ })).toBeVisible();

  // Phone width.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [`/admin/courses/${course.id}/lessons`, `/admin/courses/${course.id}/scores`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await loaded(page);
    await expectNoAxeViolations(page, `${path} at 375px`);
  }
  await learner.setViewportSize({ width: 375, height: 800 });
  for (const path of [`/student/courses/${course.id}`, '/student/courses', '/student/progress']) {
    await learner.goto(path);
    await expect(learner.getByRole('heading', { level: 1 })).toBeVisible();
    await loaded(learner);
    await expectNoAxeViolations(learner, `${path} at 375px`);
  }
  await studentContext.close();
});

test('empty states, and a teacher edits and deletes a lesson', async ({ page, browser, baseURL }) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Teacher Cy ${tag}`, { specialization: 'Physics' });
  const courseTitle = `Optics ${tag}`;
  const course = await createCourse(page.request, teacher, { title: courseTitle, category: 'Physics' });
  const student = await registerStudent(page.request, `Student Di ${tag}`);

  // Not enrolled anywhere: the Progress page points to the catalogue.
  const studentContext = await browser.newContext({ baseURL });
  const learner = await studentContext.newPage();
  await signIn(learner, 'student', student.email, student.password);
  await learner.goto('/student/progress');
  await expect(learner.getByRole('heading', { level: 1, name: 'My Progress' })).toBeVisible();
  await expect(learner.getByText("You're not enrolled in any courses yet")).toBeVisible();
  await expect(learner.getByRole('main').getByRole('link', { name: 'Explore Courses' })).toBeVisible();
  await expectNoAxeViolations(learner, 'Progress, not enrolled');

  // Enrolled in a course without lessons or reviews.
  await enrolStudent(page.request, student, course.id);
  await learner.goto(`/student/courses/${course.id}`);
  await expect(learner.getByText('This course has no lessons yet')).toBeVisible();
  const reviews = learner.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('No reviews yet')).toBeVisible();
  await expect(reviews.getByText('Complete a lesson or attend a class before reviewing this course.')).toBeVisible();
  await expect(reviews.getByRole('radio')).toHaveCount(0);
  await loaded(learner);
  await expectNoAxeViolations(learner, 'Student course page, no lessons');
  await learner.goto('/student/progress');
  await expect(
    rowOf(learner, learner.getByRole('table', { name: 'Course performance' }), new RegExp(courseTitle))
      .getByRole('cell')
      .nth(2),
  ).toHaveText('No activity yet');

  // The teacher: no reviews yet; a lesson added, edited and deleted.
  await signIn(page, 'teacher', teacher.email, teacher.password);
  await page.goto(`/admin/courses/${course.id}`);
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText('No reviews yet')).toBeVisible();
  await page.getByRole('link', { name: 'Manage Lessons' }).click();
  await page.getByLabel('Title').fill(`Draft ${tag}`);
  await page.getByRole('button', { name: 'Add Lesson' }).click();
  await expect(teacherLessonTitles(page)).toHaveText([`Lesson 1: Draft ${tag}`]);
  await page.getByRole('button', { name: `Edit Draft ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Edit Lesson: Draft ${tag}` })).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();
  await page.getByLabel('Title').fill(`Lenses ${tag}`);
  await page.getByLabel('Video link (optional)').fill('not a link');
  await page.getByRole('button', { name: 'Save Lesson' }).click();
  await expect(page.getByText('Video link must be an http(s) address')).toBeVisible();
  await page.getByLabel('Video link (optional)').fill('https://example.test/lenses.mp4');
  await page.getByRole('button', { name: 'Save Lesson' }).click();
  await expect(page.getByText('Lesson saved')).toBeVisible();
  await expect(teacherLessonTitles(page)).toHaveText([`Lesson 1: Lenses ${tag}`]);
  await expect(page.getByRole('button', { name: `Edit Lenses ${tag}` })).toBeFocused();

  // The student sees a video link that is not YouTube or Vimeo as a plain link.
  await learner.goto(`/student/courses/${course.id}`);
  const lesson = studentLesson(learner, `Lenses ${tag}`);
  await openLesson(lesson);
  await expect(lesson.getByRole('link', { name: /Watch the video/ })).toHaveAttribute(
    'href',
    'https://example.test/lenses.mp4',
  );
  await expect(lesson.locator('iframe')).toHaveCount(0);

  await page.getByRole('button', { name: `Delete Lenses ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete lesson?' });
  await expect(dialog).toContainText(`Lenses ${tag}`);
  await expectNoAxeViolations(page, 'Delete lesson dialog');
  await dialog.getByRole('button', { name: 'Delete Lesson' }).click();
  await expect(page.getByText('Lesson deleted')).toBeVisible();
  await expect(page.getByText('No lessons yet')).toBeVisible();
  await studentContext.close();
});
