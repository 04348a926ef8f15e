import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assignments, courses, enrolments, gradeChanges, gradeRefreshes, quizzes } from '../../db/schema';
import { cellOf, gradeRow, toColumn } from './compute';
import { loadGradebooks, markKey } from './load';

/** Enrolments written per statement when stored grades change. */
const UPDATE_CHUNK = 1_000;

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
 * Brings `enrolments.grade_percent` up to date for the courses matching `which` (a condition on
 * `courses.id`; every course when undefined) before a reader sorts or shows it. One transaction for
 * all outdated courses: each course's advisory lock is taken in id order, so two readers refreshing
 * the same course queue, and the second recomputes from what the first committed. The notes are
 * deleted before the gradebook is read, so a write committed meanwhile leaves its note for the next
 * reader. The grade is the one the student sees: released marks only (gradebook/service.ts).
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
        .select({ courseId: enrolments.courseId, studentId: enrolments.studentId, stored: enrolments.gradePercent })
        .from(enrolments)
        .where(inArray(enrolments.courseId, outdated)),
    ]);
    const changed = enrolled.flatMap((enrolment) => {
      const book = books.get(enrolment.courseId);
      if (!book) return [];
      const cells = book.columns.map((column) =>
        cellOf(column, book.marks.get(markKey(toColumn(column).key, enrolment.studentId))),
      );
      const { percent } = gradeRow(book.columns, cells, book.categories, book.missingWork);
      return percent === enrolment.stored ? [] : [{ ...enrolment, percent }];
    });
    for (let start = 0; start < changed.length; start += UPDATE_CHUNK) {
      const values = sql.join(
        changed
          .slice(start, start + UPDATE_CHUNK)
          .map((row) => sql`(${row.courseId}::uuid, ${row.studentId}::uuid, ${row.percent}::int)`),
        sql`, `,
      );
      await tx.execute(sql`update ${enrolments} set grade_percent = grades.percent
        from (values ${values}) as grades(course_id, student_id, percent)
        where ${enrolments.courseId} = grades.course_id and ${enrolments.studentId} = grades.student_id`);
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
