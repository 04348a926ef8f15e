import { Trans, useLingui } from '@lingui/react/macro';
import type { Gradebook } from '@tutorium/contract/gradebook';
import { GradeBadge } from '../../../components/course/grade-scale';
import { StatTable, StudentName } from '../../../components/ui/stat-table';
import { formatNumber, formatPercent } from '../../../lib/format';
import { useCategoryName } from './category-names';
import { CellMark } from './cell-mark';

const headCell = 'px-4 py-3 align-bottom font-semibold normal-case tracking-normal';
const bodyCell = 'px-4 py-3 align-top';
// The student's name stays in view while the marks scroll sideways on a phone.
const stickyCell = 'sticky left-0 z-10 border-r border-slate-100';

/** A course grade: the percentage and its letter, or "Not graded yet". */
export function CourseGrade({ percent, grade }: { percent: number | null; grade: string | null }) {
  if (percent === null) {
    return (
      <span className="text-slate-600">
        <Trans>Not graded yet</Trans>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span className="font-medium text-slate-900">{formatPercent(percent)}</span>
      {grade !== null && <GradeBadge grade={grade} />}
    </span>
  );
}

/**
 * Every enrolled student's marks: a row per student, a column per piece of work (its title, what it
 * is out of and its category), then each category's percentage and the course grade.
 */
export function GradebookTable({ gradebook, courseTitle }: { gradebook: Gradebook; courseTitle: string }) {
  const { t } = useLingui();
  const categoryName = useCategoryName(gradebook.categories);
  // The category results in the order the rows give them; every row has the same ones.
  const resultIds = [...new Set(gradebook.rows.flatMap((row) => row.categories.map((result) => result.categoryId)))];
  const weightOf = new Map(gradebook.categories.map((category) => [category.id, category.weight]));
  return (
    <StatTable
      caption={t`Gradebook of ${courseTitle}`}
      minWidth="min-w-max"
      head={
        <tr>
          <th scope="col" className={`${headCell} ${stickyCell} bg-slate-50`}>
            <Trans>Student</Trans>
          </th>
          {gradebook.columns.map((column) => {
            const points = formatNumber(column.points);
            return (
              <th key={column.key} scope="col" className={`${headCell} max-w-48`}>
                <span className="block break-words text-slate-900">{column.title}</span>{' '}
                <span className="block font-normal">
                  <Trans>out of {points}</Trans>
                </span>{' '}
                <span className="block font-normal text-slate-500">{categoryName(column.categoryId)}</span>
              </th>
            );
          })}
          {resultIds.map((id) => {
            const weight = id === null ? undefined : weightOf.get(id);
            return (
              <th key={id ?? 'none'} scope="col" className={headCell}>
                <span className="block text-slate-900">{categoryName(id)}</span>{' '}
                {weight !== undefined && (
                  <span className="block font-normal">
                    <Trans>weight {weight}</Trans>
                  </span>
                )}
              </th>
            );
          })}
          <th scope="col" className={headCell}>
            <Trans>Course grade</Trans>
          </th>
        </tr>
      }
    >
      {gradebook.rows.map((row) => (
        <tr key={row.student.id}>
          <th scope="row" className={`${bodyCell} ${stickyCell} max-w-40 bg-white text-left font-normal`}>
            <StudentName student={row.student} />
          </th>
          {row.cells.map((cell, index) => (
            <td key={gradebook.columns[index]?.key ?? index} className={bodyCell}>
              <CellMark cell={cell} />
            </td>
          ))}
          {resultIds.map((id) => {
            const percent = row.categories.find((result) => result.categoryId === id)?.percent ?? null;
            return (
              <td key={id ?? 'none'} className={`${bodyCell} whitespace-nowrap`}>
                {percent === null ? '—' : formatPercent(percent)}
              </td>
            );
          })}
          <td className={bodyCell}>
            <CourseGrade percent={row.percent} grade={row.grade} />
          </td>
        </tr>
      ))}
    </StatTable>
  );
}
