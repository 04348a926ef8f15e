import { describe, expect, it } from 'vitest';
import { screenFilters } from '../../../lib/screen-search';

const filtersOf = (key: 'teacher.dues' | 'teacher.revenue' | 'teacher.refunds', query: string) =>
  screenFilters(key, new URLSearchParams(query));

describe('the fee screens’ addresses', () => {
  it('reads the dues filters, each unreadable one falling back on its own', () => {
    const course = '0b6f5a8e-8d3c-4f57-9a51-3c1c9f0e2a11';
    expect(filtersOf('teacher.dues', `status=overdue&courseId=${course}&search=ana&page=2`)).toMatchObject({
      status: 'overdue',
      courseId: course,
      search: 'ana',
      page: 2,
    });
    expect(filtersOf('teacher.dues', 'status=owing&courseId=maths&search=ben')).toMatchObject({
      status: 'open',
      courseId: undefined,
      search: 'ben',
    });
  });

  it('reads the revenue dates and the refund state, with their defaults', () => {
    expect(filtersOf('teacher.revenue', 'from=2026-04-01&to=2026-13-40')).toEqual({
      from: '2026-04-01',
      to: undefined,
    });
    expect(filtersOf('teacher.refunds', '')).toEqual({ state: 'requested' });
    expect(filtersOf('teacher.refunds', 'state=all')).toEqual({ state: 'all' });
    expect(filtersOf('teacher.refunds', 'state=pending')).toEqual({ state: 'requested' });
  });
});
