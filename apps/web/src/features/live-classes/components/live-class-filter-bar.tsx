import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { courseOptionsOf } from './course-options';
import { type FilterChanges, hasFilters, type LiveClassFilters, SUBJECT_FILTER_MAX_LENGTH } from './use-filter-params';

interface LiveClassFilterBarProps {
  filters: LiveClassFilters;
  /** The courses a class can belong to: the teacher's own, or the student's enrolled ones. */
  courses: readonly { id: string; title: string }[];
  coursesLoading: boolean;
  onChange: (changes: FilterChanges, options?: { replace?: boolean }) => void;
  /** Controls shown before the filters, such as the student's All / Upcoming / Completed choice. */
  children?: ReactNode;
}

/** Date, course and subject, kept in the address. */
export function LiveClassFilterBar({ filters, courses, coursesLoading, onChange, children }: LiveClassFilterBarProps) {
  const { t } = useLingui();
  const courseOptions: SelectOption[] = [
    { value: '', label: coursesLoading ? t`Loading courses…` : t`All Courses` },
    ...courseOptionsOf(courses),
  ];
  // A course in the address that is not in the list (an old link) still shows as chosen.
  if (filters.course !== '' && !courses.some((course) => course.id === filters.course) && !coursesLoading) {
    courseOptions.push({ value: filters.course, label: t`Selected course` });
  }

  return (
    <search className="mb-6 block space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {children}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1.5fr_1.5fr_auto] lg:items-end">
        <TextField
          label={t`Date`}
          type="date"
          value={filters.date}
          onChange={(event) => onChange({ date: event.target.value })}
        />
        <SelectField
          label={t`Course`}
          options={courseOptions}
          value={filters.course}
          disabled={coursesLoading}
          onChange={(event) => onChange({ course: event.target.value })}
        />
        <SearchBox
          label={t`Subject`}
          placeholder={t`Any subject`}
          maxLength={SUBJECT_FILTER_MAX_LENGTH}
          value={filters.subject}
          onSearch={(subject) => onChange({ subject }, { replace: true })}
        />
        <Button
          variant="ghost"
          disabled={!hasFilters(filters)}
          onClick={() => onChange({ date: undefined, course: undefined, subject: undefined })}
        >
          <Trans>Clear filters</Trans>
        </Button>
      </div>
    </search>
  );
}
