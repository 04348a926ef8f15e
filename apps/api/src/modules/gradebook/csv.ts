import type { Gradebook, GradebookCell } from '@tutorium/contract/gradebook';
import type { Language } from '@tutorium/contract/languages';
import { stringify } from 'csv-stringify/sync';
import { translate } from '../../platform/language';

/**
 * The gradebook as a spreadsheet opens it, in `language`: a row per student with each mark (or why
 * there is none), each category's percent and the course grade.
 */
export function gradebookCsv(book: Gradebook, language: Language): string {
  const t = (text: string, values?: Record<string, string | number>) => translate(language, text, values);
  const categoryName = (id: string | null) =>
    book.categories.find((category) => category.id === id)?.name ?? t(/*i18n*/ 'No category');
  const cellText = (cell: GradebookCell | undefined): string | number => {
    if (!cell) return '';
    if (cell.state === 'graded') return cell.earned ?? '';
    if (cell.state === 'missing') return t(/*i18n*/ 'missing');
    if (cell.state === 'waiting') return t(/*i18n*/ 'waiting');
    return '';
  };
  const categoryColumns = book.rows[0]?.categories.map((category) => category.categoryId) ?? [
    ...book.categories.map((category) => category.id),
  ];
  return stringify([
    [
      t(/*i18n*/ 'Student'),
      t(/*i18n*/ 'Email'),
      ...book.columns.map((column) =>
        t(/*i18n*/ '{title} (out of {points})', { title: column.title, points: column.points }),
      ),
      ...categoryColumns.map((id) => t(/*i18n*/ '{category} (%)', { category: categoryName(id) })),
      t(/*i18n*/ 'Course grade (%)'),
      t(/*i18n*/ 'Grade'),
    ],
    ...book.rows.map((row) => [
      row.student.name,
      row.student.email,
      ...row.cells.map(cellText),
      ...row.categories.map((category) => category.percent ?? ''),
      row.percent ?? '',
      row.grade ?? '',
    ]),
  ]);
}
