import { type CourseScore, gradeFor, type ScoreSheetInput, scoreMessages } from '@tutorium/contract/grades';
import { progressPercentage } from '@tutorium/contract/lessons';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { courseScores, enrolments, lessonCompletions, lessons, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { personColumns, toPerson } from '../accounts/public';
import { loadManagedCourse } from '../course-access/public';

/** The course's enrolled students with their score, grade and lesson progress, for the teacher. */
export async function courseScoreSheet(ctx: AppContext, user: AuthUser, courseId: string): Promise<CourseScore[]> {
  await loadManagedCourse(ctx.db, user, courseId);
  const totalLessons = sql<number>`(select count(*) from ${lessons} where ${lessons.courseId} = ${courseId})::int`;
  const rows = await ctx.db
    .select({
      student: personColumns,
      score: courseScores.score,
      totalLessons,
      completedLessons: sql<number>`(select count(*) from ${lessonCompletions} inner join ${lessons} on ${lessons.id} = ${lessonCompletions.lessonId} where ${lessons.courseId} = ${courseId} and ${lessonCompletions.studentId} = ${users.id})::int`,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .leftJoin(
      courseScores,
      and(eq(courseScores.courseId, enrolments.courseId), eq(courseScores.studentId, enrolments.studentId)),
    )
    .where(eq(enrolments.courseId, courseId))
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({
    student: toPerson(row.student),
    score: row.score,
    grade: row.score === null ? null : gradeFor(row.score),
    progress: progressPercentage(row.completedLessons, row.totalLessons),
  }));
}

export async function recordScore(ctx: AppContext, user: AuthUser, courseId: string, studentId: string, score: number) {
  await loadManagedCourse(ctx.db, user, courseId);
  const [enrolled] = await ctx.db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.studentId, studentId)));
  if (!enrolled) throw badRequest(scoreMessages.notEnrolled);
  await ctx.db
    .insert(courseScores)
    .values({ courseId, studentId, score, gradedBy: user.id })
    .onConflictDoUpdate({
      target: [courseScores.courseId, courseScores.studentId],
      set: { score, gradedBy: user.id, updatedAt: sql`now()` },
    });
  return { score, grade: gradeFor(score) };
}

/**
 * Saves the score sheet's changed rows in one transaction: each student must be enrolled (their
 * enrolments held with a share lock, so an unenrolment waits for the save rather than slipping
 * between the check and the write), and one refused row refuses them all, naming every refused row.
 */
export async function recordScores(
  ctx: AppContext,
  user: AuthUser,
  courseId: string,
  { scores }: ScoreSheetInput,
): Promise<{ studentId: string; score: number; grade: string }[]> {
  await loadManagedCourse(ctx.db, user, courseId);
  return ctx.db.transaction(async (tx) => {
    const enrolled = await tx
      .select({ studentId: enrolments.studentId })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.courseId, courseId),
          inArray(
            enrolments.studentId,
            scores.map((row) => row.studentId),
          ),
        ),
      )
      .for('share');
    const enrolledIds = new Set(enrolled.map((row) => row.studentId));
    const refused = scores.flatMap((row, index) => (enrolledIds.has(row.studentId) ? [] : [index]));
    if (refused.length > 0) {
      throw badRequest(
        scoreMessages.notEnrolledRows(refused.map((index) => index + 1)),
        Object.fromEntries(refused.map((index) => [`scores.${index}.studentId`, scoreMessages.notEnrolled])),
      );
    }
    await tx
      .insert(courseScores)
      .values(scores.map(({ studentId, score }) => ({ courseId, studentId, score, gradedBy: user.id })))
      .onConflictDoUpdate({
        target: [courseScores.courseId, courseScores.studentId],
        set: { score: sql`excluded.score`, gradedBy: user.id, updatedAt: sql`now()` },
      });
    return scores.map(({ studentId, score }) => ({ studentId, score, grade: gradeFor(score) }));
  });
}
