import type { Locator, Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { enrolNewStudentsViaApi } from '../support/attendance-setup';
import { expectAccessibleAtBothWidths } from '../support/axe';
import { createCourse, registerTeacher, uniqueTag } from '../support/course-setup';
import { expect, test } from '../support/test';

/**
 * The words in Latin letters a region shows once the names and data it may show are taken out: a Hindi
 * screen leaves none. Product and format names (Markdown, YouTube, PDF…) are names too.
 */
async function englishLeftIn(region: Locator, namesAndData: readonly string[]): Promise<string[]> {
  let text = await region.innerText();
  for (const name of [...namesAndData].sort((a, b) => b.length - a.length)) text = text.replaceAll(name, ' ');
  return text.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
}

/** The teacher's lesson titles as the list shows them, in order. */
const lessonHeadings = (page: Page) => page.getByRole('list', { name: 'क्रम से पाठ' }).getByRole('heading', { level: 3 });

test.describe('a teacher whose browser prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('writes, orders, edits and deletes lessons, then records scores, all in Hindi', async ({ page }) => {
    test.slow();
    const tag = uniqueTag();
    const teacher = await registerTeacher(page.request, `Guru Paath ${tag}`, { specialization: 'Mathematics' });
    const title = `Bijganit ${tag}`;
    const course = await createCourse(page.request, teacher, { title, category: 'Mathematics' });
    const names = [`Asha Ank ${tag}`, `Ravi Ank ${tag}`];
    const students = await enrolNewStudentsViaApi(page.request, course.id, names);
    const [asha, ravi] = names as [string, string];
    const first = `Samikaran ${tag}`;
    const second = `Ghaat ${tag}`;
    // Names and data the screens show as they are, in any language.
    const namesAndData = [title, first, second, ...names, ...students.map((student) => student.email)];

    await signIn(page, 'teacher', teacher.email, teacher.password);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.goto(`/admin/courses/${course.id}/lessons`);
    await expect(page.getByRole('heading', { level: 1, name: `पाठ: ${title}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `${title} पर वापस जाएँ` })).toBeVisible();
    await expect(page.getByText('अभी कोई पाठ नहीं')).toBeVisible();
    await expect(page.getByText('आपने अभी तक कोई संसाधन अपलोड नहीं किया है।')).toBeVisible();

    // Two lessons added, the first with Markdown previewed as students will see it.
    await page.getByLabel('शीर्षक', { exact: true }).fill(first);
    await expect(page.getByText('पूर्वावलोकन के लिए अभी कुछ नहीं है', { exact: false })).toBeVisible();
    await page.getByLabel('पाठ की सामग्री').fill('**क** + 2 = 5');
    await expect(page.getByRole('region', { name: 'पूर्वावलोकन' }).locator('strong')).toHaveText('क');
    await page.getByRole('button', { name: 'पाठ जोड़ें' }).click();
    await expect(lessonHeadings(page)).toHaveText([`पाठ 1: ${first}`]);
    await expect(page.getByText('1 पाठ', { exact: true })).toBeVisible();
    await page.getByLabel('शीर्षक', { exact: true }).fill(second);
    await page.getByLabel('वीडियो लिंक (वैकल्पिक)').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'पाठ जोड़ें' }).click();
    await expect(lessonHeadings(page)).toHaveText([`पाठ 1: ${first}`, `पाठ 2: ${second}`]);
    await expect(page.getByText('2 पाठ', { exact: true })).toBeVisible();
    const secondRow = page.getByRole('listitem').filter({ hasText: second });
    await expect(secondRow.getByText('पाठ की कोई सामग्री नहीं')).toBeVisible();
    await expect(secondRow.getByText('वीडियो', { exact: true })).toBeVisible();

    // Reordered with the row's buttons, named in Hindi.
    await page.getByRole('button', { name: `${second} को ऊपर ले जाएँ` }).click();
    await expect(lessonHeadings(page)).toHaveText([`पाठ 1: ${second}`, `पाठ 2: ${first}`]);

    // Editing shows its badge and heading; saving keeps the order.
    await page.getByRole('button', { name: `बदलें ${first}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: `पाठ बदलें: ${first}` })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: first }).getByText('बदला जा रहा है')).toBeVisible();
    await expect(
      page.getByText('इस कोर्स के पाठ लिखें और उन्हें उसी क्रम में रखें जिसमें विद्यार्थियों को उन्हें पढ़ना चाहिए।'),
    ).toBeVisible();
    // The lessons' own parts (the portal's frame around them, with its e-mail banner, is the shell's).
    const list = page.getByRole('list', { name: 'क्रम से पाठ' });
    expect(await englishLeftIn(list, namesAndData), 'English left in the lesson list').toEqual([]);
    const form = page.getByRole('region', { name: `पाठ बदलें: ${first}` });
    expect(await englishLeftIn(form, namesAndData), 'English left in the lesson form').toEqual([
      // The Markdown hint names the syntax and the video sites it plays.
      'Markdown',
      'https',
      'HTML',
      'YouTube',
      'Vimeo',
    ]);
    await expectAccessibleAtBothWidths(page, 'Lessons, editing, in Hindi');
    await page.getByRole('button', { name: 'पाठ सहेजें' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'पाठ जोड़ें' })).toBeVisible();

    // Deleting asks first, in Hindi.
    await page.getByRole('button', { name: `हटाएँ ${second}` }).click();
    const confirm = page.getByRole('dialog', { name: 'पाठ हटाएँ?' });
    await expect(confirm).toContainText(`${second} हटा दिया जाएगा`);
    await confirm.getByRole('button', { name: 'पाठ हटाएँ' }).click();
    await expect(lessonHeadings(page)).toHaveText([`पाठ 1: ${first}`]);

    // The score sheet: typed scores wait to be saved, then save together with their grades.
    await page.getByRole('link', { name: 'अंक', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/courses/${course.id}/scores$`));
    await expect(page.getByRole('heading', { level: 1, name: `अंक: ${title}` })).toBeVisible();
    const sheet = page.getByRole('form', { name: 'अंक तालिका' });
    const table = sheet.getByRole('table', { name: `${title} के अंक` });
    for (const heading of ['विद्यार्थी', 'अंक (0–100)', 'ग्रेड', 'प्रगति']) {
      await expect(table.getByRole('columnheader', { name: heading })).toBeVisible();
    }
    await expect(sheet.getByText('सभी अंक सहेजे जा चुके हैं')).toBeVisible();
    await expect(table.getByText('ग्रेड नहीं दिया गया')).toHaveCount(2);
    await page.getByLabel(`${asha} के अंक`).fill('93');
    await expect(sheet.getByText('1 बदलाव सहेजा नहीं गया')).toBeVisible();
    await page.getByLabel(`${ravi} के अंक`).fill('71');
    await expect(sheet.getByText('2 बदलाव सहेजे नहीं गए')).toBeVisible();
    await expect(table.getByText('अभी सहेजा नहीं गया')).toHaveCount(2);
    await expect(table.getByRole('progressbar', { name: `${asha} की प्रगति` })).toBeVisible();
    expect(await englishLeftIn(sheet, namesAndData), 'English left on the score sheet').toEqual([]);
    await expectAccessibleAtBothWidths(page, 'Score sheet with unsaved scores, in Hindi');

    await sheet.getByRole('button', { name: 'अंक सहेजें' }).click();
    await expect(sheet.getByText('सभी अंक सहेजे जा चुके हैं')).toBeVisible();
    const gradeOf = (name: string) => table.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(1);
    await expect(gradeOf(asha)).toHaveText('A');
    await expect(gradeOf(ravi)).toHaveText('C');
    // Grade letters are data: the same in every language.
    expect(await englishLeftIn(sheet, [...namesAndData, 'A', 'C']), 'English left after saving').toEqual([]);
  });
});

test.describe('a visitor whose browser prefers Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('reads the Help Centre’s answers in Hindi', async ({ page }) => {
    await page.goto('/help');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: 'सहायता केंद्र' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'विद्यार्थियों के लिए' })).toBeVisible();
    await page.getByText('मैं अपना पासवर्ड भूल गया हूँ। इसे रीसेट कैसे करूँ?').click();
    await expect(page.getByText(/6 अंकों का एक कोड ईमेल करेंगे, जो 10 मिनट तक मान्य रहता है/)).toBeVisible();
    await page.getByText('मैं विद्यार्थी के रूप में साइन अप कैसे करूँ?').click();
    await expect(page.getByRole('main').getByRole('link', { name: 'विद्यार्थी पंजीकरण' })).toBeVisible();

    // Every answer, open or not: nothing in English but the product's and the file formats' names.
    const main = page.getByRole('main');
    await main.locator('details').evaluateAll((answers) => {
      for (const answer of answers) answer.setAttribute('open', '');
    });
    expect(
      await englishLeftIn(main, ['Tutorium', 'PDF', 'MP4', 'WebM', 'EPUB', 'Word (DOCX)']),
      'English left on Help',
    ).toEqual([]);
    await expectAccessibleAtBothWidths(page, 'Help Centre with every answer open, in Hindi');
  });
});
