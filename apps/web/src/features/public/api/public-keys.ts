/** A list's query parameters: the hooks own their exact shape; a key only needs to hold them. */
type ListQuery = object;

/**
 * The public pages' cache entries. Each sits under the same root as the rest of the app's answers
 * about that thing (['courses'], ['teachers'], ['resources']), so a change made elsewhere, such as
 * an upload on the teacher's Resources screen, refreshes them too.
 */
export const publicKeys = {
  categories: () => ['courses', 'public', 'categories'] as const,
  teacher: (id: string) => ['teachers', 'public', 'detail', id] as const,
  resourceLists: () => ['resources', 'public'] as const,
  resources: (query: ListQuery) => [...publicKeys.resourceLists(), query] as const,
};
