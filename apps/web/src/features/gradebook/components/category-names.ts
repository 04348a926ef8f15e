import { useLingui } from '@lingui/react/macro';
import type { GradebookCategory } from '@tutorium/contract/gradebook';

/** A category's name by its id; columns and results in no category read "No category". */
export function useCategoryName(categories: readonly GradebookCategory[]) {
  const { t } = useLingui();
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return (id: string | null) => (id === null ? t`No category` : (names.get(id) ?? t`No category`));
}
