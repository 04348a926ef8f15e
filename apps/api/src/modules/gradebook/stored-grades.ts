import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignments, courseGrades, courses, enrolments, gradeChanges, gradeRefreshes, quizzes } from '../../db/schema';
import { cellOf, gradeRow, toColumn } from './compute';
import { loadGradebooks, markKey } from './load';

/** Grades written per statement. */
const INSERT_CHUNK = 1_000;

/**
 * The courses matching `which` whose stored grades are out of date: never computed, noted as changed
 * (src/db/sql/grades.sql), or holding an assignment due or a test closing since they were computed
 * (missing work and tests released after their close change grades with no write at all).
 */
async function outdatedCourses(db: Database, which: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .leftJoin(gradeRefreshes, eq(gradeRefreshes.courseId, courses.id))
    .where(
      and(
        which,
        sql`(${gradeRefreshes.computedAt} is null
          or exists (select 1 from ${gradeChanges} where ${gradeChanges.courseId} = ${courses.id})
          or exists (select 1 from ${assignments} where ${assignments.courseId} = ${courses.id}
            and ${assignments.dueAt} >= ${gradeRefreshes.computedAt} and ${assignments.dueAt} < now())
          or exists (select 1 from ${quizzes} where ${quizzes.courseId} = ${courses.id}
            and ${quizzes.closesAt} >= ${gradeRefreshes.computedAt} and ${quizzes.closesAt} < now()))`,
      ),
    );
  return rows.map((row) => row.id).sort();
}

/**
 * Brings `course_grades` up to date for the courses matching `which` (a condition on `courses.id`;
 * every course when undefined) before a reader sorts or shows them. One transaction for all outdated
 * courses: each course's advisory lock is taken in id order, so two readers refreshing the same course
 * queue, and the second recomputes from what the first committed. The notes are deleted before the
 * gradebook is read, so a write committed meanwhile leaves its note for the next reader. The grade is
 * the one the student sees: released marks only (gradebook/service.ts).
 */
export async function refreshStoredGrades(db: Database, which: SQL | undefined): Promise<void> {
  const outdated = await outdatedCourses(db, which);
  if (outdated.length === 0) return;
  await db.transaction(async (tx) => {
    for (const courseId of outdated) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${courseId}::text, 5117))`);
    }
    await tx.delete(gradeChanges).where(inArray(gradeChanges.courseId, outdated));
    const [books, enrolled] = await Promise.all([
      loadGradebooks(tx, outdated),
      tx
        .select({ courseId: enrolments.courseId, studentId: enrolments.studentId })
        .from(enrolments)
        .where(inArray(enrolments.courseId, outdated)),
    ]);
    const grades = enrolled.flatMap((enrolment) => {
      const book = books.get(enrolment.courseId);
      if (!book) return [];
      const cells = book.columns.map((column) =>
        cellOf(column, book.marks.get(markKey(toColumn(column).key, enrolment.studentId))),
      );
      const { percent } = gradeRow(book.columns, cells, book.categories, book.missingWork);
      return percent === null ? [] : [{ ...enrolment, percent }];
    });
    await tx.delete(courseGrades).where(inArray(courseGrades.courseId, outdated));
    for (let start = 0; start < grades.length; start += INSERT_CHUNK) {
      await tx.insert(courseGrades).values(grades.slice(start, start + INSERT_CHUNK));
    }
    // The transaction's now() is the clock the gradebook was read by: due times after it are still to come.
    await tx
      .insert(gradeRefreshes)
      .select(
        tx
          .select({ courseId: courses.id, computedAt: sql`now()`.as('computed_at') })
          .from(courses)
          .where(inArray(courses.id, outdated)),
      )
      .onConflictDoUpdate({ target: gradeRefreshes.courseId, set: { computedAt: sql`now()` } });
  });
}
