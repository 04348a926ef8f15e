import { signIn } from '../support/accounts';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { createCourse, registerStudent, registerTeacher, uniqueTag } from '../support/course-setup';
import { expect, test } from '../support/test';

test.describe('a student whose browser prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('explores courses, enrols, and opens the course from My Courses, all in Hindi', async ({ page }) => {
    test.slow();
    const tag = uniqueTag();
    const teacher = await registerTeacher(page.request, `Guru Hindi ${tag}`, { specialization: 'Mathematics' });
    const title = `Ganit ${tag}`;
    await createCourse(page.request, teacher, { title, category: 'Mathematics' });
    const student = await registerStudent(page.request, `Shishya ${tag}`);

    await signIn(page, 'student', student.email, student.password);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('navigation', { name: 'विद्यार्थी पोर्टल' }).getByRole('link', { name: 'कोर्स खोजें' }).click();
    await expect(page).toHaveURL(/\/student\/explore-courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'कोर्स खोजें' })).toBeVisible();

    const search = page.getByPlaceholder('शीर्षक, विवरण या शिक्षक');
    await search.fill(`nothing-like-${tag}`);
    await expect(page.getByText('कोई कोर्स नहीं मिला')).toBeVisible();
    await search.fill(title);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
    await expect(card.getByText('0 / 30 नामांकित')).toBeVisible();
    await card.getByRole('button', { name: `${title} में नामांकन करें` }).click();
    await expect(card.getByRole('button', { name: `${title} में नामांकित` })).toHaveText('नामांकित');

    await page.getByRole('navigation', { name: 'विद्यार्थी पोर्टल' }).getByRole('link', { name: 'मेरे कोर्स' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'मेरे कोर्स' })).toBeVisible();
    await expect(page.getByText('1 कोर्स', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'कोर्स देखें' }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'मेरे कोर्स पर वापस जाएँ' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'कोर्स का विवरण' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'पाठ', exact: true })).toBeVisible();
    await expect(page.getByText('इस कोर्स में अभी कोई पाठ नहीं है')).toBeVisible();
    await expect(page.getByRole('button', { name: `${title} में नामांकित` })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'a course in My Courses, in Hindi');
  });
});
