import { courseCategories } from '@tutorium/contract/courses';

export const categoryOptions = [
  { value: '', label: 'Choose a category' },
  ...courseCategories.map((category) => ({ value: category, label: category })),
];
