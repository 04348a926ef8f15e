import { courseCategories, courseStatuses, instructorCoursesQuerySchema } from '@tutorium/contract/courses';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { capitalise } from '../../../lib/format';

const searchMaxLength = instructorCoursesQuerySchema.shape.search.unwrap().maxLength ?? undefined;

const categoryOptions: readonly SelectOption[] = [
  { value: '', label: 'All Categories' },
  ...courseCategories.map((category) => ({ value: category, label: category })),
];
const statusOptions: readonly SelectOption[] = [
  { value: '', label: 'All Statuses' },
  ...courseStatuses.map((status) => ({ value: status, label: capitalise(status) })),
];

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
  return (
    <search
      className={`mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${
        props.teacher ? 'md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]' : 'md:grid-cols-[2fr_1fr_1fr]'
      }`}
    >
      <SearchBox
        label="Search courses"
        maxLength={searchMaxLength}
        placeholder="Title, description or instructor"
        value={props.search}
        onSearch={props.onSearch}
      />
      <SelectField
        label="Category"
        options={categoryOptions}
        value={props.category}
        onChange={(event) => props.onCategoryChange(event.target.value)}
      />
      <SelectField
        label="Status"
        options={statusOptions}
        value={props.status}
        onChange={(event) => props.onStatusChange(event.target.value)}
      />
      {props.teacher && (
        <SelectField
          label="Teacher"
          options={[{ value: '', label: 'All Teachers' }, ...props.teacher.options]}
          value={props.teacher.value}
          onChange={(event) => props.teacher?.onChange(event.target.value)}
        />
      )}
    </search>
  );
}
