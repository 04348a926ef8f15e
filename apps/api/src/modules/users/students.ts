import { type Pagination, pageWindow } from '@tutorium/contract/api';
import { type StudentRow, type studentListQuerySchema, userMessages } from '@tutorium/contract/users';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { courses, enrolments, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { readPage, totalRows } from '../../platform/sql-helpers';
import { inManagedCourses } from '../course-access/public';
import { fillFreedSeats, lockCoursesSeats } from '../courses/public';
import { closeInvoices } from '../fees/public';
import { nameOrEmailContains } from './search';

type StudentListQuery = z.output<typeof studentListQuerySchema>;

/** Students enrolled in any of the teacher's courses, with those courses, counted by the database. */
export async function listMyStudents(
  ctx: AppContext,
  user: AuthUser,
  query: StudentListQuery,
): Promise<{ data: StudentRow[]; pagination: Pagination }> {
  const { rows, pagination } = await readPage(
    pageWindow(query),
    ctx.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        status: users.status,
        createdAt: users.createdAt,
        courses: sql<
          { id: string; title: string }[]
        >`json_agg(json_build_object('id', ${courses.id}, 'title', ${courses.title}) order by ${courses.title})`,
        total: totalRows(),
      })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.studentId))
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(and(inManagedCourses(user, enrolments.courseId), nameOrEmailContains(query.search)))
      .groupBy(users.id)
      .orderBy(asc(users.name), asc(users.id)),
  );
  return {
    data: rows.map((row) => ({
      _id: row.id,
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      status: row.status,
      joinedDate: row.createdAt.toISOString(),
      enrolledCoursesCount: row.courses.length,
      courses: row.courses.map((course) => ({ _id: course.id, id: course.id, title: course.title })),
    })),
    pagination,
  };
}

/**
 * "Remove student": unenrols them from this teacher's courses. The account itself stays. Each freed
 * seat goes to the course's first waiting student in the same transaction, under the courses' locks.
 */
export async function removeStudentFromMyCourses(ctx: AppContext, user: AuthUser, studentId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const held = await tx
      .select({ courseId: enrolments.courseId })
      .from(enrolments)
      .where(and(eq(enrolments.studentId, studentId), inManagedCourses(user, enrolments.courseId)));
    const courseIds = held.map((row) => row.courseId);
    await lockCoursesSeats(tx, courseIds);
    const removed = courseIds.length
      ? await tx
          .delete(enrolments)
          .where(and(eq(enrolments.studentId, studentId), inArray(enrolments.courseId, courseIds)))
          .returning({ courseId: enrolments.courseId })
      : [];
    if (removed.length === 0) throw notFound(userMessages.studentNotInYourCourses);
    for (const { courseId } of removed) {
      await closeInvoices(tx, courseId, [studentId]);
      await fillFreedSeats(ctx, tx, courseId);
    }
  });
}
