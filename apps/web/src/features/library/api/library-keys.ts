import type { InboxQuery } from './use-inbox';
import type { MyResourcesQuery } from './use-my-resources';

/**
 * Every resource answer sits under ['resources'] (the public library's too), so one invalidation
 * after an upload, edit or delete refreshes both this screen and /resources.
 */
export const libraryKeys = {
  resources: ['resources'] as const,
  mine: (query: MyResourcesQuery) => [...libraryKeys.resources, 'mine', query] as const,
  inbox: ['contact'] as const,
  inboxPage: (query: InboxQuery) => [...libraryKeys.inbox, query] as const,
};
