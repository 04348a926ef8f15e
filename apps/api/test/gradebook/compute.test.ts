import type { GradebookCell } from '@tutorium/contract/gradebook';
import { describe, expect, it } from 'vitest';
import { type ColumnSource, cellOf, gradeRow } from '../../src/modules/gradebook/compute';

const column = (id: string, points: number, categoryId: string | null, pastDue = true): ColumnSource => ({
  courseId: 'course',
  kind: 'assignment',
  id,
  title: id,
  points,
  dueAt: null,
  categoryId,
  pastDue,
});
const graded = (earned: number, outOf: number): GradebookCell => ({ state: 'graded', earned, outOf });
const missing = (outOf: number): GradebookCell => ({ state: 'missing', earned: null, outOf });

describe('a gradebook row', () => {
  it('adds marks up by points without categories, and has no grade before a mark counts', () => {
    const columns = [column('a', 10, null), column('b', 30, null)];
    expect(gradeRow(columns, [graded(10, 10), graded(15, 30)], [], 'zero')).toEqual({
      categories: [],
      percent: 63,
      grade: 'D',
    });
    expect(gradeRow(columns, [cellOf(columns[0] as ColumnSource, undefined), missing(30)], [], 'excluded')).toEqual({
      categories: [],
      percent: null,
      grade: null,
    });
  });

  it('counts missing work as zero or leaves it out, as the course says', () => {
    const columns = [column('a', 10, null), column('b', 10, null)];
    const cells = [graded(9, 10), missing(10)];
    expect(gradeRow(columns, cells, [], 'zero').percent).toBe(45);
    expect(gradeRow(columns, cells, [], 'excluded').percent).toBe(90);
  });

  it('weights the categories that have a counted mark, ignoring columns in none', () => {
    const categories = [
      { id: 'hw', name: 'Homework', weight: 30 },
      { id: 'tests', name: 'Tests', weight: 70 },
      { id: 'empty', name: 'Projects', weight: 50 },
    ];
    const columns = [column('a', 10, 'hw'), column('b', 50, 'tests'), column('c', 100, null)];
    expect(gradeRow(columns, [graded(5, 10), graded(50, 50), graded(0, 100)], categories, 'zero')).toEqual({
      categories: [
        { categoryId: 'hw', percent: 50 },
        { categoryId: 'tests', percent: 100 },
        { categoryId: 'empty', percent: null },
        { categoryId: null, percent: 0 },
      ],
      percent: 85,
      grade: 'B',
    });
  });

  it('keeps the grade between 0 and 100 when negative marking takes a test below zero', () => {
    const columns = [column('a', 10, null)];
    expect(gradeRow(columns, [graded(-4, 10)], [], 'zero').percent).toBe(0);
  });

  it('is open before the due time and missing after it', () => {
    expect(cellOf(column('a', 10, null, false), undefined).state).toBe('open');
    expect(cellOf(column('a', 10, null, true), undefined).state).toBe('missing');
  });
});
