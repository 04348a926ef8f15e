import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { courses } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';

/** Limits a course-id column to the courses a teacher runs; an admin's figures cover every course. */
export function managedBy(user: AuthUser, courseId: PgColumn | SQL): SQL | undefined {
  if (user.role === 'admin') return undefined;
  return sql`${courseId} in (select ${courses.id} from ${courses} where ${courses.instructorId} = ${user.id})`;
}
