import type { Page } from '@playwright/test';
import { pdfDocument } from '../../apps/api/src/seed/sample-files';
import { expectNoAxeViolations } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { reviewCourseViaApi, uploadResource, waitForContent } from '../support/public-setup';
import { expect, test } from '../support/test';

/** A card in a result list, found by its title. */
const cardTitled = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

test('the landing page: header on scroll, search and subject chips lead to the catalogue', async ({ page }) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Landing Teacher ${tag}`, { specialization: 'Programming' });
  const title = `Rust for Robots ${tag}`;
  await createCourse(page.request, teacher, { title, category: 'Programming', level: 'beginner' });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-solid', 'false');
  await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-solid', 'true');
  await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(header).not.toHaveCSS('box-shadow', 'none');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(header).toHaveAttribute('data-solid', 'false');

  const mainNav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, path] of [
    ['Home', '/'],
    ['About', '/about'],
    ['Courses', '/courses'],
    ['Teachers', '/teachers'],
    ['Resources', '/resources'],
    ['Contact', '/contact'],
  ] as const) {
    await expect(mainNav.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/choose-user');
  const hero = page.getByRole('region', { name: /Learn from expert teachers/ });
  await expect(hero.getByRole('link', { name: 'Join as Student' })).toHaveAttribute('href', '/student-signin');
  await expect(hero.getByRole('link', { name: 'Join as Teacher' })).toHaveAttribute('href', '/admin-signin');
  await expect(page.getByRole('heading', { level: 2, name: 'How it Works' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What our community says' }).getByRole('figure')).toHaveCount(3);
  const callToAction = page.getByRole('region', { name: 'Ready to start learning?' });
  await expect(callToAction.getByRole('link', { name: 'Join as Student' })).toHaveAttribute('href', '/student-signin');
  await expect(callToAction.getByRole('link', { name: 'Sign In as Teacher' })).toHaveAttribute('href', '/admin-signin');
  const footer = page.getByRole('contentinfo');
  for (const [name, path] of [
    ['Find Teachers', '/teachers'],
    ['Browse Courses', '/courses'],
    ['Become a Teacher', '/admin-register'],
    ['Student Resources', '/resources'],
    ['Contact Us', '/contact'],
    ['Send us a message', '/contact'],
  ] as const) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Tutorium`);
  // Every link on the page goes somewhere real.
  for (const href of await page
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href, 'a link that points nowhere').toMatch(/^(\/[a-z-]*|#main-content)(\?.*)?$/);
  }

  // Search from the hero.
  await page.getByLabel('Search courses').fill(title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/courses\\?search=Rust\\+for\\+Robots\\+${tag}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1 course' })).toBeVisible();
  await expect(cardTitled(page, title)).toBeVisible();
  await expect(page.getByLabel('Search courses')).toHaveValue(title);

  // A subject chip.
  await page.goto('/');
  await page.getByRole('link', { name: 'Programming', exact: true }).click();
  await expect(page).toHaveURL(/\/courses\?category=Programming$/);
  await expect(page.getByRole('radio', { name: 'Programming' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ courses?$/ })).toBeVisible();
  await expect(cardTitled(page, title)).toBeVisible();
  const tags = page.getByRole('list', { name: 'Course tags' });
  await expect(tags.first()).toBeVisible();
  for (const list of await tags.all()) await expect(list).toContainText('Programming');

  // Only subjects that have courses get a chip; each one leads to a filter the catalogue offers, with courses.
  await page.goto('/');
  const chips = page.getByRole('list', { name: 'Popular subjects' }).getByRole('link');
  await expect(chips.first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Arts', exact: true })).toHaveCount(0);
  for (const name of await chips.allTextContents()) {
    await page.goto('/');
    await page.getByRole('list', { name: 'Popular subjects' }).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
    await expect(page.getByRole('heading', { level: 2, name: /^[1-9]\d* courses?$/ })).toBeVisible();
  }
});

test('the catalogue filters, searches, sorts and pages, and keeps it all in the URL', async ({ page }) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Ledger Teacher ${tag}`, { specialization: 'Business' });
  const series = `Ledger ${tag}`;
  const cheap = await createCourse(page.request, teacher, {
    title: `Alpha ${series}`,
    category: 'Business',
    level: 'intermediate',
    price: 15,
    maxStudents: 25,
  });
  await createCourse(page.request, teacher, {
    title: `Beta ${series}`,
    category: 'Business',
    level: 'intermediate',
    price: 85,
  });
  await createCourse(page.request, teacher, {
    title: `Gamma ${series}`,
    category: 'Business',
    level: 'advanced',
    price: 40,
  });
  await createCourse(page.request, teacher, {
    title: `Delta ${series}`,
    category: 'Science',
    level: 'intermediate',
    price: 0,
  });

  await page.goto('/courses');
  await waitForContent(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  const total = page.getByRole('heading', { level: 2, name: /^\d+ courses$/ });
  await expect(total).toBeVisible();
  const fullCount = Number((await total.textContent())?.split(' ')[0]);
  expect(fullCount).toBeGreaterThanOrEqual(30);
  await expect(page.getByRole('navigation', { name: 'Course pages' }).getByText(/Page 1 of \d+/)).toBeVisible();
  for (const name of ['All', 'Programming', 'Mathematics', 'Science', 'Languages', 'Business', 'Physics']) {
    await expect(page.getByRole('group', { name: 'Category' }).getByRole('radio', { name, exact: true })).toBeVisible();
  }
  for (const name of ['All Levels', 'Beginner', 'Intermediate', 'Advanced']) {
    await expect(page.getByRole('group', { name: 'Level' }).getByRole('radio', { name, exact: true })).toBeVisible();
  }

  await page.getByLabel('Search courses').fill(series);
  await expect(page).toHaveURL(new RegExp(`search=Ledger\\+${tag}`));
  await expect(page.getByRole('heading', { level: 2, name: '4 courses' })).toBeVisible();
  await page.getByRole('radio', { name: 'Business' }).check();
  await expect(page.getByRole('heading', { level: 2, name: '3 courses' })).toBeVisible();
  await page.getByRole('radio', { name: 'Intermediate' }).check();
  await expect(page.getByRole('heading', { level: 2, name: '2 courses' })).toBeVisible();

  const titles = page.getByRole('list', { name: '2 courses' }).getByRole('heading', { level: 3 });
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(titles).toHaveText([`Alpha ${series}`, `Beta ${series}`]);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await expect(titles).toHaveText([`Beta ${series}`, `Alpha ${series}`]);
  await expect(page).toHaveURL(/category=Business/);
  await expect(page).toHaveURL(/level=intermediate/);
  await expect(page).toHaveURL(/sort=price-desc/);

  // A card: category, level, teacher, no invented rating, price, seats and the way to enrol.
  const card = cardTitled(page, `Alpha ${series}`);
  await expect(card.getByText('Business')).toBeVisible();
  await expect(card.getByText('Intermediate')).toBeVisible();
  await expect(card.getByText(teacher.name)).toBeVisible();
  await expect(card.getByText('No reviews yet')).toBeVisible();
  await expect(card.getByText('$15')).toBeVisible();
  await expect(card.getByText('25 seats left of 25')).toBeVisible();
  await expect(card.getByRole('link', { name: `Enrol in Alpha ${series}` })).toHaveAttribute(
    'href',
    `/courses/${cheap.id}`,
  );

  // A reload (or a shared link) keeps everything.
  await page.reload();
  await expect(titles).toHaveText([`Beta ${series}`, `Alpha ${series}`]);
  await expect(page.getByLabel('Search courses')).toHaveValue(series);
  await expect(page.getByRole('radio', { name: 'Business' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Intermediate' })).toBeChecked();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  await expectNoAxeViolations(page, 'Courses, filtered');

  // A free course reads "Free"; a search with no match says so.
  await page.getByRole('radio', { name: 'Science' }).check();
  await expect(cardTitled(page, `Delta ${series}`).getByText('Price: Free')).toBeVisible();
  await page.getByLabel('Search courses').fill(`no-such-course-${tag}`);
  await expect(page.getByText('No courses found')).toBeVisible();

  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { level: 2, name: `${fullCount} courses` })).toBeVisible();
  await expect(page.getByLabel('Search courses')).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'All Levels' })).toBeChecked();

  // Pages.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
});

test('the teacher directory filters by subject, and a profile shows the teacher and their courses', async ({
  page,
}) => {
  const tag = uniqueTag();
  const name = `Professor Lumen ${tag}`;
  const bio = `Optics, lenses and the occasional rainbow ${tag}.`;
  const teacher = await registerTeacher(page.request, name, {
    specialization: 'Physics',
    subjects: ['Physics', 'Optics'],
    experience: '11 years',
    education: 'Ph.D. Optics, University of Rochester',
    languages: ['English', 'German'],
    bio,
  });
  const courseTitle = `Light and Lenses ${tag}`;
  await createCourse(page.request, teacher, { title: courseTitle, category: 'Physics', level: 'beginner', price: 20 });

  await page.goto('/teachers');
  await waitForContent(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Teachers' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Become a Teacher' })).toHaveAttribute(
    'href',
    '/admin-register',
  );

  // Subject chips filter the seeded directory.
  await page.getByRole('radio', { name: 'Languages' }).check();
  await expect(page).toHaveURL(/subject=Languages/);
  await expect(cardTitled(page, 'Elena García')).toBeVisible();
  await expect(cardTitled(page, 'Daniel Okafor')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Programming' }).check();
  await expect(cardTitled(page, 'Daniel Okafor')).toBeVisible();
  await expect(cardTitled(page, 'Elena García')).toHaveCount(0);

  await page.getByRole('radio', { name: 'All Subjects' }).check();
  await page.getByLabel('Search teachers').fill(name);
  await expect(page.getByRole('heading', { level: 2, name: '1 teacher' })).toBeVisible();
  await page.getByRole('radio', { name: 'Physics' }).check();
  const card = cardTitled(page, name);
  await expect(card).toBeVisible();
  await expect(card.getByText('Optics', { exact: true })).toBeVisible();
  await expect(card.getByText('11 years experience')).toBeVisible();
  await expect(card.getByText('1 course', { exact: true })).toBeVisible();
  await expect(card.getByText('0 students')).toBeVisible();
  await expect(card.getByText('No reviews yet')).toBeVisible();
  await page.getByRole('radio', { name: 'Business' }).check();
  await expect(page.getByText('No teachers found')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No teachers found')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Business' })).toBeChecked();
  await page.getByRole('radio', { name: 'Physics' }).check();

  await card.getByRole('link', { name: `View Profile of ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/teacher/${teacher.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(bio)).toBeVisible();
  await expect(page.getByRole('list', { name: `Subjects taught by ${name}` })).toContainText('Optics');
  await expect(page.getByText('Ph.D. Optics, University of Rochester')).toBeVisible();
  await expect(page.getByText('English, German')).toBeVisible();
  const course = cardTitled(page, courseTitle);
  await expect(course).toBeVisible();
  await expect(course.getByRole('link', { name: `Enrol in ${courseTitle}` })).toHaveAttribute(
    'href',
    /^\/courses\/[0-9a-f-]+$/,
  );
  await expect(page.getByRole('region', { name: 'Reviews' })).toContainText('No reviews yet');

  await page.goto('/teacher/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all teachers' }).click();
  await expect(page).toHaveURL(/\/teachers$/);
  await page.goto('/teacher/not-an-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Teacher not found' })).toBeVisible();
});

test('ratings: course cards show their reviews, Highest Rated sorts by them, teachers show theirs', async ({
  page,
}) => {
  const tag = uniqueTag();
  const teacherName = `Rated Teacher ${tag}`;
  const teacher = await registerTeacher(page.request, teacherName, { specialization: 'Languages' });
  const series = `Rated ${tag}`;
  const fiveStars = await createCourse(page.request, teacher, {
    title: `Five Star ${series}`,
    category: 'Languages',
    price: 20,
  });
  const fourStars = await createCourse(page.request, teacher, {
    title: `Four Star ${series}`,
    category: 'Languages',
    price: 10,
  });
  const student = await registerStudent(page.request, `Rating Student ${tag}`);
  await reviewCourseViaApi(page.request, teacher, student, fourStars.id, 4);
  await reviewCourseViaApi(page.request, teacher, student, fiveStars.id, 5);

  await page.goto(`/courses?search=${encodeURIComponent(series)}`);
  await waitForContent(page);
  await expect(page.getByRole('heading', { level: 2, name: '2 courses' })).toBeVisible();
  const four = cardTitled(page, fourStars.title);
  await expect(four.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(four.getByText('4 out of 5 (1 review)')).toBeVisible();
  await expect(four.getByText('No reviews yet')).toHaveCount(0);
  await expect(cardTitled(page, fiveStars.title).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();

  // The spec's sort choices, in its order, with Newest kept.
  const sortBy = page.getByLabel('Sort by');
  await expect(sortBy.getByRole('option')).toHaveText([
    'Most Popular',
    'Price: Low to High',
    'Price: High to Low',
    'Highest Rated',
    'Newest',
  ]);
  const titles = page.getByRole('list', { name: '2 courses' }).getByRole('heading', { level: 3 });
  await sortBy.selectOption({ label: 'Price: Low to High' });
  await expect(titles).toHaveText([fourStars.title, fiveStars.title]);
  await sortBy.selectOption({ label: 'Highest Rated' });
  await expect(page).toHaveURL(/sort=rating/);
  await expect(titles).toHaveText([fiveStars.title, fourStars.title]);
  await page.reload();
  await expect(sortBy).toHaveValue('rating');
  await expect(titles).toHaveText([fiveStars.title, fourStars.title]);

  // The teacher's card and profile carry the mean of their courses' reviews.
  await page.goto('/teachers');
  await waitForContent(page);
  await page.getByLabel('Search teachers').fill(teacherName);
  await expect(page.getByRole('heading', { level: 2, name: '1 teacher' })).toBeVisible();
  const card = cardTitled(page, teacherName);
  await expect(card.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  await expect(card.getByText('4.5 out of 5 (2 reviews)')).toBeVisible();

  await card.getByRole('link', { name: `View Profile of ${teacherName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: teacherName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews' })).toContainText('4.5 out of 5 (2 reviews)');
  await expect(cardTitled(page, fourStars.title).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(cardTitled(page, fiveStars.title).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expectNoAxeViolations(page, 'Teacher profile with ratings');
});

test('resources: search, download with a counted download, watch a video, request a resource', async ({ page }) => {
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Library Teacher ${tag}`, { specialization: 'Mathematics' });
  const title = `Fractions Workbook ${tag}`;
  const fileName = `fractions-${tag}.pdf`;
  await uploadResource(page.request, teacher, {
    title,
    description: `Thirty fraction exercises with answers ${tag}.`,
    category: 'Mathematics',
    fileName,
    file: pdfDocument(title, []),
    mimeType: 'application/pdf',
  });

  await page.goto('/resources');
  await waitForContent(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Free Resources' })).toBeVisible();
  await expect(cardTitled(page, 'Welcome to Tutorium')).toBeVisible();

  // Type and category filters.
  await page.getByRole('group', { name: 'Type' }).getByRole('radio', { name: 'eBook' }).check();
  await expect(page).toHaveURL(/type=ebook/);
  await expect(cardTitled(page, 'Python Quick Reference')).toBeVisible();
  await expect(cardTitled(page, 'Algebra Formula Sheet')).toHaveCount(0);
  await page.getByRole('group', { name: 'Category' }).getByRole('radio', { name: 'Languages' }).check();
  await expect(cardTitled(page, 'Spanish Travel Phrasebook')).toBeVisible();
  await expect(cardTitled(page, 'Python Quick Reference')).toHaveCount(0);
  await page.getByRole('group', { name: 'Category' }).getByRole('radio', { name: 'Business' }).check();
  await expect(page.getByText('No resources found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/resources$/);

  // Search over the description, then download.
  await page.getByLabel('Search resources').fill(`fraction exercises with answers ${tag}`);
  await expect(page.getByRole('heading', { level: 2, name: '1 resource' })).toBeVisible();
  const card = cardTitled(page, title);
  await expect(card.getByText('PDF', { exact: true })).toBeVisible();
  await expect(card.getByText('Mathematics')).toBeVisible();
  await expect(card.getByText(teacher.name)).toBeVisible();
  await expect(card.getByText(/^\d+(\.\d)? (bytes|KB)$/)).toBeVisible();
  await expect(card.getByText('0 downloads')).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: `Download ${title}` }).click();
  expect((await download).suggestedFilename()).toBe(fileName);
  await expect(card.getByText('1 download', { exact: true })).toBeVisible();
  await page.reload();
  await expect(card.getByText('1 download', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Search resources')).toHaveValue(`fraction exercises with answers ${tag}`);

  // The seeded video plays in a dialog.
  await page.goto('/resources?type=video');
  const video = cardTitled(page, 'Welcome to Tutorium');
  const firstRange = page.waitForResponse((response) => /\/view$/.test(response.url()) && response.status() === 206);
  await video.getByRole('button', { name: 'Watch Now Welcome to Tutorium' }).click();
  const player = page.getByRole('dialog', { name: 'Welcome to Tutorium' });
  await expect(player).toBeVisible();
  await expect(player.locator('video')).toHaveAttribute('src', /^\/api\/resources\/[0-9a-f-]+\/view$/);
  await expect(player.locator('video')).toHaveAttribute('controls', '');
  // The browser asks for byte ranges and gets them, so the player can seek.
  expect((await firstRange).headers()['content-range']).toMatch(/^bytes 0-\d+\/\d+$/);
  const seekedTo = await player.locator('video').evaluate(async (element: HTMLVideoElement) => {
    if (element.readyState < HTMLMediaElement.HAVE_METADATA) {
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    }
    const end = element.seekable.length > 0 ? element.seekable.end(element.seekable.length - 1) : 0;
    const seeked = new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    element.currentTime = end / 2;
    await seeked;
    return { end, at: element.currentTime };
  });
  expect(seekedTo.end).toBeGreaterThan(0);
  expect(seekedTo.at).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'Watch Now dialog');
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();

  // Request Resources reaches the team through the contact form.
  await page.getByRole('button', { name: 'Request Resources' }).click();
  const request = page.getByRole('dialog', { name: 'Request Resources' });
  await expect(request.getByLabel('Name')).toBeFocused();
  await request.getByRole('button', { name: 'Send Request' }).click();
  await expect(request.getByText('Name is required')).toBeVisible();
  await request.getByLabel('Name').fill(`Riley ${tag}`);
  await request.getByLabel('Email').fill(`riley-${tag}@example.test`);
  await request.getByLabel('What do you need?').fill(`Geometry worksheets for year 7 ${tag}`);
  await request.getByRole('button', { name: 'Send Request' }).click();
  await expect(request.getByRole('status')).toHaveText('Message sent successfully!');
  await expectNoAxeViolations(page, 'Request Resources sent');
  await request.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(request).toBeHidden();
});

test('the contact form validates, sends, shows its banner for five seconds and comes back cleared', async ({
  page,
}) => {
  const tag = uniqueTag();
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByRole('img', { name: /Map of Tutorium's office/ })).toBeVisible();
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await expect(faq.locator('summary')).toHaveCount(4);
  await faq.getByText('What is your refund policy?').click();
  await expect(faq.getByText(/7-day money-back guarantee/)).toBeVisible();
  await faq.getByText('How long does it take to hear back about a teacher application?').click();
  await expect(faq.getByText(/5–7 business days/)).toBeVisible();

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  await page.getByLabel('Name').fill(`Casey ${tag}`);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Subject').fill(`Question about courses ${tag}`);
  await page.getByLabel('Message').fill('Do you offer courses for adults returning to study?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(`casey-${tag}@example.test`);
  await page.getByRole('button', { name: 'Send Message' }).click();

  const banner = page.getByRole('status').filter({ hasText: 'Message sent successfully!' });
  await expect(banner).toBeVisible();
  const shownAt = Date.now();
  for (const field of ['Name', 'Email', 'Subject', 'Message']) await expect(page.getByLabel(field)).toHaveValue('');
  await expectNoAxeViolations(page, 'Contact, message sent');
  await expect(page.getByText('Message sent successfully!')).toBeHidden({ timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4000);
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('at phone width the menu opens, navigates and closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('banner')).toHaveAttribute('data-solid', 'true');
  await expect(menu.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await menu.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Tutorium' })).toBeVisible();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Resources' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Teachers' }).click();
  await expect(page).toHaveURL(/\/teachers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Teachers' })).toBeVisible();
});

test('every public page has no axe violations, on a desktop and on a phone', async ({ page }) => {
  test.slow();
  const tag = uniqueTag();
  const teacher = await registerTeacher(page.request, `Axe Teacher ${tag}`, {
    specialization: 'Science',
    subjects: ['Science', 'Chemistry'],
    experience: '4 years',
    bio: 'Chemistry through kitchen experiments.',
  });
  await createCourse(page.request, teacher, { title: `Kitchen Chemistry ${tag}`, category: 'Science' });

  const pages = [
    ['/', /Learn from expert teachers/],
    ['/about', 'About Tutorium'],
    ['/help', 'Help Centre'],
    ['/courses', 'Courses'],
    ['/teachers', 'Our Teachers'],
    [`/teacher/${teacher.id}`, teacher.name],
    ['/resources', 'Free Resources'],
    ['/contact', 'Contact Us'],
  ] as const;

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await waitForContent(page);
      await expectNoAxeViolations(page, `${path} at ${width}px`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    }
  }

  // The About page names the founding year; Help links to the contact page.
  await page.goto('/about');
  await expect(page.getByText('Founded in 2020')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Leadership team' })).toBeVisible();
  await page.goto('/help');
  await page.getByText('I forgot my password. How do I reset it?').click();
  await expect(page.getByText(/6-digit code that is valid for 10 minutes/)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
