/** The list's query string (contract liveClassQuerySchema), as these screens send it. */
export interface LiveClassListQuery {
  from?: string;
  to?: string;
  subject?: string;
  course?: string;
}
