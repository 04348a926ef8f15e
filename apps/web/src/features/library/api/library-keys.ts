/** A list's query parameters: the hooks own their exact shape; a key only needs to hold them. */
type ListQuery = object;

/**
 * Every resource answer sits under ['resources'] (the public library's too), so one invalidation
 * after an upload, edit or delete refreshes both this screen and /resources.
 */
export const libraryKeys = {
  resources: ['resources'] as const,
  mine: (query: ListQuery) => [...libraryKeys.resources, 'mine', query] as const,
  inbox: ['contact'] as const,
  inboxPage: (query: ListQuery) => [...libraryKeys.inbox, query] as const,
};
