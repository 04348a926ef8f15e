import type { Course } from '@tutorium/contract/courses';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, enrolments, users } from '../../db/schema';
import { personColumns, toPerson } from '../accounts/public';

/** Kept on the course row by database triggers, so lists neither count nor average per row. */
export const enrolledCount = courses.enrolmentCount;
/** Mean rating to one decimal (as text from PostgreSQL's numeric), and the number of reviews. */
export const rating = sql<string | null>`round(${courses.ratingSum}::numeric / nullif(${courses.reviewCount}, 0), 1)`;
export const reviewCount = courses.reviewCount;
export const ratingFigures = { rating, reviewCount };
export const toRating = (value: string | null): number | null => (value === null ? null : Number(value));
type EnrolledStudent = NonNullable<Course['enrolledStudents']>[number];

/** The enrolled students of each course, by name, in one query: for the courses' teacher and admins only. */
export async function enrolledStudentsOf(db: Database, courseIds: string[]): Promise<Map<string, EnrolledStudent[]>> {
  const byCourse = new Map<string, EnrolledStudent[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await db
    .select({
      courseId: enrolments.courseId,
      student: personColumns,
      enrolledAt: enrolments.enrolledAt,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .where(inArray(enrolments.courseId, courseIds))
    .orderBy(asc(users.name), asc(users.id));
  for (const row of rows) {
    const list = byCourse.get(row.courseId) ?? [];
    list.push({ ...toPerson(row.student), enrolledAt: row.enrolledAt.toISOString() });
    byCourse.set(row.courseId, list);
  }
  return byCourse;
}
