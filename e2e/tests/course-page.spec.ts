import { signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { expect, test } from '../support/test';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('a visitor reads a course page, signs in to enrol, confirms the price and comes back enrolled', async ({
  page,
}) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Page Teacher ${tag}`, { specialization: 'Programming' });
  const title = `Compilers by Hand ${tag}`;
  const course = await createCourse(page.request, teacher, {
    title,
    description: `Lexers, parsers and code generation ${tag}.`,
    category: 'Programming',
    price: 89,
    // The classroom opens at once, the fee due later: the walk ends in the first lesson.
    accessAfterPayment: false,
    maxStudents: 12,
    schedule: { days: ['Tuesday', 'Thursday'], startTime: '18:00', endTime: '19:30' },
  });
  for (const [lesson, body] of [
    ['Tokens and lexers', `Secret body one ${tag}`],
    ['Recursive descent', `Secret body two ${tag}`],
  ]) {
    const response = await page.request.post(`/api/courses/${course.id}/lessons`, {
      headers: bearer(teacher.token),
      data: { title: lesson, body },
    });
    expect(response.status()).toBe(201);
  }
  const student = await registerStudent(page.request, `Page Student ${tag}`);

  // From the catalogue, the card's title leads to the course page.
  await page.goto(`/courses?search=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Lexers, parsers and code generation ${tag}.`)).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: teacher.name })).toBeVisible();
  await expect(details.filter({ hasText: 'Tuesday, Thursday' })).toBeVisible();
  await expect(details.filter({ hasText: '6:00 pm – 7:30 pm' })).toBeVisible();
  // The price, the seats and the action lead the details card.
  await expect(page.getByText('Price: $89')).toBeVisible();
  await expect(page.getByText('12 seats left of 12')).toBeVisible();
  // The outline shows titles only: the lessons themselves wait for enrolment.
  const lessons = page.getByRole('region', { name: 'Lessons' });
  await expect(lessons.getByRole('listitem')).toHaveText(['1.Tokens and lexers', '2.Recursive descent']);
  await expect(page.getByText(`Secret body one ${tag}`)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Reviews' })).toContainText('No reviews yet');
  await expectAccessibleAtBothWidths(page, 'Course page, signed out');

  // Enrolling needs a student: sign in, then straight back here.
  await page.getByRole('link', { name: 'Sign in to enrol' }).click();
  await expect(page).toHaveURL(/\/student-signin\?redirect=/);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));

  // A paid course names its price and who is paid, and cancelling enrols nobody.
  await page.getByRole('button', { name: `Enrol in ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: `Enrol in ${title}?` });
  await expect(confirm).toContainText('This course costs $89.');
  await expect(confirm).toContainText(
    'Enrolling opens an invoice under Fees, which you can pay online or at the desk. Nothing is charged now.',
  );
  await expectAccessibleAtBothWidths(page, 'Paid enrolment confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: `Enrol in ${title}` })).toBeVisible();
  await expect(page.getByText('12 seats left of 12')).toBeVisible();

  await page.getByRole('button', { name: `Enrol in ${title}` }).click();
  await confirm.getByRole('button', { name: 'Enrol for $89' }).click();
  await expect(page.getByText('Successfully enrolled in the course!')).toBeVisible();
  await expect(page.getByRole('button', { name: `Enrolled in ${title}` })).toBeVisible();
  await expect(page.getByText('11 seats left of 12')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Course page, enrolled');

  await page.getByRole('link', { name: 'Go to the course' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/courses/${course.id}$`));
  // The first lesson opens where the student starts.
  await expect(page.getByText(`Secret body one ${tag}`)).toBeVisible();
});

test('a free course enrols in one click from Explore, whose titles open the course', async ({ page }) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Free Teacher ${tag}`, { specialization: 'Science' });
  const title = `Free Botany ${tag}`;
  const course = await createCourse(page.request, teacher, { title, price: 0 });
  const student = await registerStudent(page.request, `Free Student ${tag}`);

  await signIn(page, 'student', student.email, student.password);
  await page.goto(`/student/explore-courses?search=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Enrol in ${title}` }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Successfully enrolled in the course!')).toBeVisible();
  await expect(page.getByRole('button', { name: `Enrolled in ${title}` })).toBeVisible();

  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/student/courses/${course.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Price: Free')).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'Student course page');
});

test('a course that is not open, or does not exist, is not found', async ({ page }) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Draft Teacher ${tag}`, { specialization: 'Science' });
  const draft = await createCourse(page.request, teacher, { title: `Draft ${tag}`, status: 'inactive' });
  for (const path of [`/courses/${draft.id}`, '/courses/00000000-0000-4000-8000-000000000000', '/courses/nope']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
  }
  await expectAccessibleAtBothWidths(page, 'Course not found');
  await page.getByRole('link', { name: 'All courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
});
