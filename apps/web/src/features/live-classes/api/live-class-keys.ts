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
