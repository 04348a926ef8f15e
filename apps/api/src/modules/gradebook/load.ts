import { latePenaltyOf, scoreAfterPenalty } from '@tutorium/contract/assignments';
import type { GradebookCategory, MissingWork } from '@tutorium/contract/gradebook';
import { type AnyColumn, and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  assignmentSubmissions,
  assignments,
  courseScores,
  gradebookCategories,
  gradebookSettings,
  questions,
  quizAttempts,
  quizPools,
  quizQuestions,
  quizResultsReleased,
  quizzes,
} from '../../db/schema';
import { type ColumnSource, columnKey, type Mark } from './compute';

/** One course's gradebook as stored: its setup, columns and every mark loaded. */
export interface CourseGradebook {
  courseId: string;
  missingWork: MissingWork;
  categories: GradebookCategory[];
  columns: ColumnSource[];
  /** By `columnKey|studentId`. */
  marks: Map<string, Mark>;
}

export const markKey = (key: string, studentId: string): string => `${key}|${studentId}`;

const COURSE_SCORE_POINTS = 100;
const pastDue = (due: AnyColumn) => sql<boolean>`${due} < now()`;

/**
 * The gradebooks of `courseIds`, with every enrolled student's marks or, given `studentId`, that
 * student's only. Marks are loaded for both views the same way; the student's view hides a
 * waiting mark's points (gradebook/service.ts).
 */
export async function loadGradebooks(
  db: Database,
  courseIds: readonly string[],
  studentId?: string,
): Promise<Map<string, CourseGradebook>> {
  if (courseIds.length === 0) return new Map();
  const ids = [...courseIds];
  const forStudent = (column: AnyColumn) => (studentId === undefined ? undefined : eq(column, studentId));

  const [
    settings,
    categories,
    assignmentColumns,
    testColumns,
    fixedPoints,
    poolPoints,
    scoredCourses,
    submissions,
    attempts,
    scores,
  ] = await Promise.all([
    db.select().from(gradebookSettings).where(inArray(gradebookSettings.courseId, ids)),
    db
      .select()
      .from(gradebookCategories)
      .where(inArray(gradebookCategories.courseId, ids))
      .orderBy(asc(gradebookCategories.position)),
    db
      .select({
        courseId: assignments.courseId,
        id: assignments.id,
        title: assignments.title,
        points: assignments.points,
        dueAt: assignments.dueAt,
        categoryId: assignments.gradebookCategoryId,
        pastDue: pastDue(assignments.dueAt),
      })
      .from(assignments)
      .where(inArray(assignments.courseId, ids)),
    db
      .select({
        courseId: quizzes.courseId,
        id: quizzes.id,
        title: quizzes.title,
        dueAt: quizzes.closesAt,
        categoryId: quizzes.gradebookCategoryId,
        pastDue: pastDue(quizzes.closesAt),
      })
      .from(quizzes)
      .where(inArray(quizzes.courseId, ids)),
    db
      .select({ quizId: quizQuestions.quizId, points: sql<number>`sum(${questions.points})::float` })
      .from(quizQuestions)
      .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
      .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
      .where(inArray(quizzes.courseId, ids))
      .groupBy(quizQuestions.quizId),
    // A pool draws its count of the course's questions with its tag, at their mean points.
    db
      .select({
        quizId: quizPools.quizId,
        points: sql<number>`(${quizPools.drawCount} * avg(${questions.points}))::float`,
      })
      .from(quizPools)
      .innerJoin(quizzes, eq(quizzes.id, quizPools.quizId))
      .innerJoin(
        questions,
        and(eq(questions.courseId, quizzes.courseId), sql`${quizPools.tag} = any(${questions.tags})`),
      )
      .where(inArray(quizzes.courseId, ids))
      .groupBy(quizPools.quizId, quizPools.tag, quizPools.drawCount),
    db
      .selectDistinct({ courseId: courseScores.courseId })
      .from(courseScores)
      .where(inArray(courseScores.courseId, ids)),
    db
      .select({
        assignmentId: assignments.id,
        studentId: assignmentSubmissions.studentId,
        outOf: assignments.points,
        lateAccepted: assignments.lateAccepted,
        latePenaltyPercent: assignments.latePenaltyPercent,
        late: assignmentSubmissions.late,
        points: assignmentSubmissions.points,
        releasedAt: assignmentSubmissions.releasedAt,
      })
      .from(assignmentSubmissions)
      .innerJoin(assignments, eq(assignments.id, assignmentSubmissions.assignmentId))
      .where(and(inArray(assignments.courseId, ids), forStudent(assignmentSubmissions.studentId))),
    // Each student's best submitted attempt at each test.
    db
      .selectDistinctOn([quizAttempts.quizId, quizAttempts.studentId], {
        quizId: quizAttempts.quizId,
        studentId: quizAttempts.studentId,
        score: quizAttempts.score,
        maxScore: quizAttempts.maxScore,
        pendingMarking: quizAttempts.pendingMarking,
        submittedAt: quizAttempts.submittedAt,
        released: quizResultsReleased,
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(
        and(inArray(quizzes.courseId, ids), isNotNull(quizAttempts.submittedAt), forStudent(quizAttempts.studentId)),
      )
      .orderBy(
        quizAttempts.quizId,
        quizAttempts.studentId,
        sql`${quizAttempts.score} desc nulls last`,
        desc(quizAttempts.submittedAt),
      ),
    db
      .select()
      .from(courseScores)
      .where(and(inArray(courseScores.courseId, ids), forStudent(courseScores.studentId))),
  ]);

  const marks = new Map<string, Mark>();
  for (const row of submissions) {
    const key = columnKey('assignment', row.assignmentId);
    const earned = row.points === null ? null : scoreAfterPenalty(row.points, latePenaltyOf(row, row));
    marks.set(markKey(key, row.studentId), {
      columnKey: key,
      studentId: row.studentId,
      state: earned !== null && row.releasedAt !== null ? 'graded' : 'waiting',
      earned,
      outOf: row.outOf,
      at: row.releasedAt,
    });
  }
  for (const row of attempts) {
    const key = columnKey('test', row.quizId);
    const graded = row.released && !row.pendingMarking && row.score !== null;
    marks.set(markKey(key, row.studentId), {
      columnKey: key,
      studentId: row.studentId,
      state: graded ? 'graded' : 'waiting',
      earned: row.score,
      outOf: row.maxScore,
      at: graded ? row.submittedAt : null,
    });
  }
  for (const row of scores) {
    const key = columnKey('score', row.courseId);
    marks.set(markKey(key, row.studentId), {
      columnKey: key,
      studentId: row.studentId,
      state: 'graded',
      earned: row.score,
      outOf: COURSE_SCORE_POINTS,
      at: row.updatedAt,
    });
  }

  const scored = new Set(scoredCourses.map((row) => row.courseId));
  // What a test counts for a student who did not take it: its fixed questions and its pools' draws.
  const testPoints = new Map<string, number>();
  for (const row of [...fixedPoints, ...poolPoints])
    testPoints.set(row.quizId, (testPoints.get(row.quizId) ?? 0) + row.points);
  const settingsOf = new Map(settings.map((row) => [row.courseId, row]));
  const byDue = (first: ColumnSource, second: ColumnSource) =>
    (first.dueAt?.getTime() ?? 0) - (second.dueAt?.getTime() ?? 0) || first.title.localeCompare(second.title);
  return new Map(
    ids.map((courseId) => {
      const setting = settingsOf.get(courseId);
      const columns: ColumnSource[] = [
        ...assignmentColumns
          .filter((row) => row.courseId === courseId)
          .map((row) => ({ ...row, kind: 'assignment' as const })),
        ...testColumns
          .filter((row) => row.courseId === courseId)
          .map((row) => ({ ...row, kind: 'test' as const, points: Math.round(testPoints.get(row.id) ?? 0) })),
      ].sort(byDue);
      if (scored.has(courseId))
        columns.push({
          courseId,
          kind: 'score',
          id: courseId,
          title: '',
          points: COURSE_SCORE_POINTS,
          dueAt: null,
          categoryId: setting?.scoreCategoryId ?? null,
          pastDue: false,
        });
      return [
        courseId,
        {
          courseId,
          missingWork: setting?.missingWork ?? 'zero',
          categories: categories
            .filter((row) => row.courseId === courseId)
            .map((row) => ({ id: row.id, name: row.name, weight: row.weight })),
          columns,
          marks,
        },
      ];
    }),
  );
}
