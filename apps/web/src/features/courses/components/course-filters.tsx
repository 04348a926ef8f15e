import { useLingui } from '@lingui/react/macro';
import { courseCategories, courseStatuses, instructorCoursesQuerySchema } from '@tutorium/contract/courses';
import { statusLabels } from '../../../components/course/course-labels';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';

const searchMaxLength = instructorCoursesQuerySchema.shape.search.unwrap().maxLength ?? undefined;

interface CourseFiltersProps {
  search: string;
  category: string;
  status: string;
  /** Called with the trimmed search once typing pauses. */
  onSearch: (search: string) => void;
  onCategoryChange: (category: string) => void;
  onStatusChange: (status: string) => void;
  /** An admin's filter by who teaches the course; a teacher's list holds only their own. */
  teacher?: { value: string; options: readonly SelectOption[]; onChange: (instructorId: string) => void };
}

export function CourseFilters(props: CourseFiltersProps) {
  const { t } = useLingui();
  const categoryOptions: readonly SelectOption[] = [
    { value: '', label: t`All Categories` },
    ...courseCategories.map((category) => ({ value: category, label: category })),
  ];
  const statusOptions: readonly SelectOption[] = [
    { value: '', label: t`All Statuses` },
    ...courseStatuses.map((status) => ({ value: status, label: t(statusLabels[status]) })),
  ];
  return (
    <search
      className={`mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${
        props.teacher ? 'md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]' : 'md:grid-cols-[2fr_1fr_1fr]'
      }`}
    >
      <SearchBox
        label={t`Search courses`}
        maxLength={searchMaxLength}
        placeholder={t`Title, description or instructor`}
        value={props.search}
        onSearch={props.onSearch}
      />
      <SelectField
        label={t`Category`}
        options={categoryOptions}
        value={props.category}
        onChange={(event) => props.onCategoryChange(event.target.value)}
      />
      <SelectField
        label={t`Status`}
        options={statusOptions}
        value={props.status}
        onChange={(event) => props.onStatusChange(event.target.value)}
      />
      {props.teacher && (
        <SelectField
          label={t`Teacher`}
          options={[{ value: '', label: t`All Teachers` }, ...props.teacher.options]}
          value={props.teacher.value}
          onChange={(event) => props.teacher?.onChange(event.target.value)}
        />
      )}
    </search>
  );
}
