import { courseCategories, courseStatuses, instructorCoursesQuerySchema } from '@tutorium/contract/courses';
import { TextField } from '../../../components/ui/text-field';
import { capitalise } from './course-format';
import { SelectField, type SelectOption } from './select-field';

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
  onSearchChange: (search: string) => void;
  onCategoryChange: (category: string) => void;
  onStatusChange: (status: string) => void;
}

export function CourseFilters(props: CourseFiltersProps) {
  return (
    <search className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr]">
      <TextField
        label="Search courses"
        type="search"
        maxLength={searchMaxLength}
        placeholder="Title, description or instructor"
        value={props.search}
        onChange={(event) => props.onSearchChange(event.target.value)}
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
    </search>
  );
}
