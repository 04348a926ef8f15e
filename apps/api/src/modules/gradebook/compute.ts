import type {
  GradebookCategory,
  GradebookCell,
  GradebookColumn,
  GradebookColumnKind,
  MissingWork,
} from '@tutorium/contract/gradebook';
import { gradeFor } from '@tutorium/contract/grades';

/** A column as loaded, with whether its due time has passed by the database's clock. */
export interface ColumnSource {
  courseId: string;
  kind: GradebookColumnKind;
  id: string;
  title: string;
  points: number;
  dueAt: Date | null;
  categoryId: string | null;
  pastDue: boolean;
}

/** A student's mark in a column: graded (seen by the student, counted) or waiting (not released yet). */
export interface Mark {
  columnKey: string;
  studentId: string;
  state: 'graded' | 'waiting';
  earned: number | null;
  outOf: number;
  /** When the mark reached the student (graded marks only): when an achievement was earned. */
  at: Date | null;
}

export const columnKey = (kind: GradebookColumnKind, id: string): string => `${kind}:${id}`;

export const toColumn = (source: ColumnSource): GradebookColumn => ({
  key: columnKey(source.kind, source.id),
  kind: source.kind,
  id: source.id,
  title: source.title,
  points: source.points,
  dueAt: source.dueAt?.toISOString() ?? null,
  categoryId: source.categoryId,
});

/** The cell of a column without a mark: missing once it is due, open before. */
export function cellOf(column: ColumnSource, mark: Mark | undefined): GradebookCell {
  if (mark) return { state: mark.state, earned: mark.earned, outOf: mark.outOf };
  return { state: column.pastDue ? 'missing' : 'open', earned: null, outOf: column.points };
}

export interface RowGrade {
  categories: { categoryId: string | null; percent: number | null }[];
  percent: number | null;
  grade: string | null;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;
const clampPercent = (value: number): number => Math.min(100, Math.max(0, value));

/**
 * A student's category percentages and course grade from their cells. A cell counts when graded, or
 * when missing and missing work counts as zero. Within a category, marks add up by points. When any
 * category has a weight, the course grade is the weighted mean of the weighted categories that have
 * a counted mark (columns in no category do not count); otherwise it is every counted mark by points.
 */
export function gradeRow(
  columns: readonly ColumnSource[],
  cells: readonly GradebookCell[],
  categories: readonly GradebookCategory[],
  missingWork: MissingWork,
): RowGrade {
  const totals = new Map<string | null, { earned: number; possible: number }>();
  columns.forEach((column, index) => {
    const cell = cells[index];
    const counted =
      cell?.state === 'graded'
        ? { earned: cell.earned ?? 0, possible: cell.outOf }
        : cell?.state === 'missing' && missingWork === 'zero'
          ? { earned: 0, possible: cell.outOf }
          : null;
    if (!counted || counted.possible <= 0) return;
    const bucket = totals.get(column.categoryId) ?? { earned: 0, possible: 0 };
    bucket.earned += counted.earned;
    bucket.possible += counted.possible;
    totals.set(column.categoryId, bucket);
  });
  const ratio = (categoryId: string | null): number | null => {
    const bucket = totals.get(categoryId);
    return bucket ? (bucket.earned / bucket.possible) * 100 : null;
  };

  const weighted = categories.filter((category) => category.weight > 0);
  let exact: number | null;
  if (weighted.length > 0) {
    const counted = weighted.flatMap((category) => {
      const percent = ratio(category.id);
      return percent === null ? [] : [{ weight: category.weight, percent }];
    });
    const weights = counted.reduce((sum, category) => sum + category.weight, 0);
    exact =
      counted.length === 0
        ? null
        : counted.reduce((sum, category) => sum + category.weight * category.percent, 0) / weights;
  } else {
    const all = [...totals.values()].reduce(
      (sum, bucket) => ({ earned: sum.earned + bucket.earned, possible: sum.possible + bucket.possible }),
      { earned: 0, possible: 0 },
    );
    exact = all.possible > 0 ? (all.earned / all.possible) * 100 : null;
  }

  // "No category" is a category of its own only beside real ones.
  const uncategorised = categories.length > 0 && columns.some((column) => column.categoryId === null);
  const percent = exact === null ? null : Math.round(clampPercent(exact));
  return {
    categories: [...categories.map((category) => category.id), ...(uncategorised ? [null] : [])].map((categoryId) => {
      const value = ratio(categoryId);
      return { categoryId, percent: value === null ? null : oneDecimal(clampPercent(value)) };
    }),
    percent,
    grade: percent === null ? null : gradeFor(percent),
  };
}
