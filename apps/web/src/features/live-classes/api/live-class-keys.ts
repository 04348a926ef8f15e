/** The list's query string (contract liveClassQuerySchema), as these screens send it. */
export interface LiveClassListQuery {
  from?: string;
  to?: string;
  subject?: string;
  course?: string;
}

export const liveClassKeys = {
  all: ['live-classes'] as const,
  lists: () => [...liveClassKeys.all, 'list'] as const,
  list: (query: LiveClassListQuery) => [...liveClassKeys.lists(), query] as const,
  detail: (id: string) => [...liveClassKeys.all, 'detail', id] as const,
};

export const calendarFeedKey = ['calendar-feed'] as const;

/**
 * The course pickers' lists sit under ['courses'], so a change to courses anywhere in the app
 * refreshes them too; their own segment keeps their shape apart from the course screens' caches.
 */
export const courseOptionKeys = {
  instructor: ['courses', 'live-class-options', 'instructor'] as const,
  enrolled: ['courses', 'live-class-options', 'enrolled'] as const,
};
