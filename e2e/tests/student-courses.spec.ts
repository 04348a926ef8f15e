import { signIn } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { expect, test } from '../support/test';

test('a student finds a course, enrols, opens it from My Courses and unenrols', async ({ page }) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Professor Quill ${tag}`, { specialization: 'Physics' });
  const title = `Quantum Kitchen ${tag}`;
  const course = await createCourse(page.request, teacher, {
    title,
    description: `Cook with quarks and leptons. ${'A long description that the card clamps. '.repeat(8)}`,
    category: 'Physics',
    level: 'advanced',
    price: 49.5,
    maxStudents: 30,
    schedule: { days: ['Tuesday', 'Thursday'], startTime: '14:00', endTime: '15:30' },
  });
  // Thirteen more courses that share a word, enough for a second catalogue page.
  const series = `serial${tag}`;
  for (let part = 1; part <= 13; part += 1) {
    await createCourse(page.request, teacher, {
      title: `Workshop ${part} ${tag}`,
      description: `Part ${part} of the ${series} workshops.`,
      category: 'Mathematics',
      level: 'beginner',
    });
  }
  const student = await registerStudent(page.request, `Sam Student ${tag}`);

  await signIn(page, 'student', student.email, student.password);
  await page.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'Explore Courses' }).click();
  await expect(page).toHaveURL(/\/student\/explore-courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Courses' })).toBeVisible();
  await expect(page.getByText(/\d+ courses? found/)).toBeVisible();
  await expectNoAxeViolations(page, 'Explore Courses');

  // By search: the URL keeps it.
  await page.getByLabel('Search courses').fill(title);
  await expect(page).toHaveURL(new RegExp(`search=Quantum\\+Kitchen\\+${tag}`));
  await expect(page.getByText('1 course found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

  await page.getByLabel('Search courses').fill(`nothing-like-${tag}`);
  await expect(page.getByText('No courses found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Search courses')).toHaveValue('');

  // Pages: thirteen courses share the series word in their descriptions.
  await page.getByLabel('Search courses').fill(series);
  await expect(page.getByText('13 courses found')).toBeVisible();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByLabel('Search courses').fill('');

  // By category and level, newest first.
  await page.getByLabel('Category').selectOption('Physics');
  await page.getByLabel('Level').selectOption('advanced');
  await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
  await expect(page).toHaveURL(/category=Physics/);
  await expect(page).toHaveURL(/level=advanced/);
  await expect(page).toHaveURL(/sort=newest/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Price: $49.50')).toBeVisible();
  await expect(card.getByText('0 / 30 enrolled')).toBeVisible();
  await expect(card.getByText(`by ${teacher.name}`)).toBeVisible();

  // A paid course asks first, naming the price and who takes the payment.
  await card.getByRole('button', { name: `Enrol in ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: `Enrol in ${title}?` });
  await expect(confirm).toContainText('This course costs $49.50.');
  await expect(confirm).toContainText(
    'Enrolling opens an invoice under Fees, which you can pay online or at the desk.',
  );
  await expectNoAxeViolations(page, 'Paid enrolment confirmation');
  await confirm.getByRole('button', { name: 'Enrol for $49.50' }).click();
  await expect(page.getByText('Successfully enrolled in the course!')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(card.getByRole('button', { name: `Enrolled in ${title}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Enrolled in ${title}` })).toHaveAttribute('aria-disabled', 'true');
  await expect(card.getByText('1 / 30 enrolled')).toBeVisible();
  await page.reload();
  await expect(card.getByRole('button', { name: `Enrolled in ${title}` })).toBeVisible();
  await expectNoAxeViolations(page, 'Explore Courses after enrolling');

  await page.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'My Courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
  const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Physics')).toBeVisible();
  await expect(mine.getByText('Advanced')).toBeVisible();
  await expect(mine.getByText('Tuesday, Thursday · 2:00 pm – 3:30 pm')).toBeVisible();
  await expectNoAxeViolations(page, 'My Courses');

  await page.getByLabel('Search my courses').fill(teacher.name);
  await expect(page.getByText('1 of 1 courses match your search')).toBeVisible();
  await expect(page).toHaveURL(/search=Professor/);
  await page.getByLabel('Search my courses').fill('no such course');
  await expect(page.getByText('No courses match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(mine).toBeVisible();

  await mine.getByRole('link', { name: 'View Course' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/courses/${course.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: teacher.name })).toBeVisible();
  await expect(details.filter({ hasText: 'Tuesday, Thursday' })).toBeVisible();
  await expect(page.getByText('Price: $49.50')).toBeVisible();
  await expect(details.filter({ hasText: '12 hours' })).toBeVisible();
  await expect(page.getByText('Cook with quarks and leptons.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Enrolled in ${title}` })).toBeVisible();
  await expect(page.getByText('Content for this course is still being loaded')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Course detail');

  await page.getByRole('link', { name: 'Back to My Courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
  await mine.getByRole('button', { name: 'Unenrol' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Unenrolment' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(title);
  await expectNoAxeViolations(page, 'Confirm Unenrolment');
  await dialog.getByRole('button', { name: 'Unenrol' }).click();
  await expect(page.getByText('You have been unenrolled from the course')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("You're not enrolled in any courses yet")).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Explore Courses' }).last()).toBeFocused();
  await expectNoAxeViolations(page, 'My Courses, empty');

  // Not enrolled any more: the course page offers to enrol again; an unknown course is not found.
  await page.goto(`/student/courses/${course.id}`);
  await expect(page.getByRole('button', { name: `Enrol in ${title}` })).toBeVisible();
  await page.goto('/student/courses/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByText('The requested course could not be found. Please go back to your courses.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to My Courses' })).toBeVisible();
  await expectNoAxeViolations(page, 'Course not found');

  // Phone width.
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/student/courses', '/student/explore-courses', `/student/courses/${course.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await expectNoAxeViolations(page, `${path} at 375px`);
  }
});

test('a student explores teachers, opens a profile and writes to the teacher in Messages', async ({ page }) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Doctor Wren ${tag}`, {
    specialization: 'Physics',
    subjects: ['Physics', 'Astronomy'],
    experience: '9 years',
    education: 'PhD in Astrophysics',
    languages: ['English', 'Hindi'],
    bio: `Stars, orbits and the occasional black hole ${tag}.`,
  });
  const courseTitle = `Orbits Explained ${tag}`;
  await createCourse(page.request, teacher, { title: courseTitle, category: 'Physics', level: 'intermediate' });
  const student = await registerStudent(page.request, `Tara Student ${tag}`);

  await signIn(page, 'student', student.email, student.password);
  await page.getByRole('navigation', { name: 'Student Portal' }).getByRole('link', { name: 'Explore Courses' }).click();
  await page.getByRole('link', { name: 'Explore Teachers' }).click();
  await expect(page).toHaveURL(/\/student\/explore-teachers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Teachers' })).toBeVisible();
  await expect(page.getByText(/\d+ teachers? found/)).toBeVisible();
  await expectNoAxeViolations(page, 'Explore Teachers');

  await page.getByLabel('Search teachers').fill(teacher.name);
  await expect(page.getByText('1 teacher found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Subject' }).selectOption('Physics');
  await expect(page).toHaveURL(/subject=Physics/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: teacher.name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Astronomy')).toBeVisible();
  await expect(card.getByText('9 years')).toBeVisible();
  await expect(card.getByText('1 course', { exact: true })).toBeVisible();
  await expect(card.getByText('0 students')).toBeVisible();

  await page.getByRole('combobox', { name: 'Subject' }).selectOption('Business');
  await expect(page.getByText('No teachers found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Subject' }).selectOption('Physics');
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'View Profile' }).click();
  const profile = page.getByRole('dialog', { name: teacher.name });
  await expect(profile).toBeVisible();
  await expect(profile.getByText('PhD in Astrophysics')).toBeVisible();
  await expect(profile.getByText('Hindi')).toBeVisible();
  await expect(profile.getByText(`Stars, orbits and the occasional black hole ${tag}.`)).toBeVisible();
  await expect(profile.getByRole('link', { name: courseTitle })).toBeVisible();
  await expectNoAxeViolations(page, 'Teacher profile');
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();
  await expect(card.getByRole('button', { name: 'View Profile' })).toBeFocused();

  await card.getByRole('button', { name: 'View Profile' }).click();
  // Contact writes a first message in Messages: a request the teacher accepts or declines.
  await profile.getByRole('button', { name: 'Contact' }).click();
  const contact = page.getByRole('dialog', { name: `Contact ${teacher.name}` });
  await expect(contact.getByLabel('Message')).toBeFocused();
  await contact.getByRole('button', { name: 'Send' }).click();
  await expect(contact.getByText('Please write a message')).toBeVisible();
  await expectNoAxeViolations(page, 'Contact form');
  await contact.getByLabel('Message').fill(`Could we go over Kepler's laws again? ${tag}`);
  await contact.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/student\/messages\?conversation=/);
  await expect(
    page
      .getByRole('region', { name: `Messages with ${teacher.name}` })
      .getByText(`Could we go over Kepler's laws again? ${tag}`),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conversation', exact: true }).getByText('Request sent')).toBeVisible();

  // The student never sees the teacher's email address.
  expect(await page.content()).not.toContain(teacher.email);
  await page.goBack();
  await card.getByRole('button', { name: 'View Profile' }).click();
  await expect(profile).toBeVisible();
  expect(await page.content()).not.toContain(teacher.email);
});
