import type { Pagination } from '@tutorium/contract/api';
import { type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** A user's text as an ILIKE "contains" pattern, with its own % and _ taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The total row count of a paged query, computed in the same query. */
export const totalRows = (): SQL<number> => sql<number>`(count(*) over ())::int`;

export function pagination(page: number, pageSize: number, total: number): Pagination {
  return { page, pageSize, total, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * Reads the page the window asks for of a sorted list query whose rows carry their list's `total`
 * (`totalRows()`, or a count subquery), and the pagination to answer with.
 */
export async function readPage<Query extends PgSelect & PromiseLike<{ total: number }[]>>(
  { page, pageSize }: { page: number; pageSize: number },
  query: { $dynamic(): Query },
): Promise<{ rows: Awaited<Query>; pagination: Pagination }> {
  const rows = await query
    .$dynamic()
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, pagination: pagination(page, pageSize, rows[0]?.total ?? 0) };
}
