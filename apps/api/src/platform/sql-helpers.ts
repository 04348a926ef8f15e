import type { Pagination } from '@tutorium/contract/api';
import { type SQL, sql } from 'drizzle-orm';

/** A user's text as an ILIKE "contains" pattern, with its own % and _ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The total row count of a paged query, computed in the same query. */
export const totalRows = (): SQL<number> => sql<number>`(count(*) over ())::int`;

export function pagination(page: number, pageSize: number, total: number): Pagination {
  return { page, pageSize, total, pages: Math.max(1, Math.ceil(total / pageSize)) };
}
