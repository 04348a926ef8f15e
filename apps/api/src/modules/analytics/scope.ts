import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { courses } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';

/**
 * Limits a course-id column to the courses a teacher runs; an admin's figures cover every course.
 * The teacher's course ids are read once into an array, so each summary table is read through its
 * course-id index for those courses alone: as `in (select …)` PostgreSQL joined them by hash over a
 * scan of the whole table, which grows with every course on the platform (docs/performance.md).
 */
export function managedBy(user: AuthUser, courseId: PgColumn | SQL): SQL | undefined {
  if (user.role === 'admin') return undefined;
  return sql`${courseId} = any(array(select ${courses.id} from ${courses} where ${courses.instructorId} = ${user.id}))`;
}
