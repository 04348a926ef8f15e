import { useLingui } from '@lingui/react/macro';
import { courseCategories } from '@tutorium/contract/courses';

/** A resource's category choices, the first asking for one in the viewer's language. */
export function useCategoryOptions() {
  const { t } = useLingui();
  return [
    { value: '', label: t`Choose a category` },
    ...courseCategories.map((category) => ({ value: category, label: category })),
  ];
}
