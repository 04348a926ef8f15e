import type { SelectOption } from '../../../components/ui/select-field';

/** Course choices in alphabetical order, whatever order the API lists them in. */
export const courseOptionsOf = (courses: readonly { id: string; title: string }[]): SelectOption[] =>
  courses.map((course) => ({ value: course.id, label: course.title })).sort((a, b) => a.label.localeCompare(b.label));
