import { courseMessages } from '@tutorium/contract/courses';
import { type QuizWindow, quizMessages } from '@tutorium/contract/quizzes';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, quizResultsReleased, quizzes } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import { forbidden, notFound } from '../../platform/errors';
import { classroomAccess } from '../course-access/public';

export type QuizRow = typeof quizzes.$inferSelect;
export type Access = 'manager' | 'student';

/** Who may see a course's tests (course-access's classroomAccess). */
export const courseAccess = (db: Database, user: AuthUser, courseId: string): Promise<Access> =>
  classroomAccess(db, user, courseId, quizMessages.enrolledOnly);

/** The test's window by the database's clock. */
const windowSql = sql<QuizWindow>`case when now() < ${quizzes.opensAt} then 'upcoming'
  when now() < ${quizzes.closesAt} then 'open' else 'closed' end`;

/** The test with its course's title and the clock-derived window and release. */
const quizColumns = {
  quiz: quizzes,
  courseTitle: courses.title,
  window: windowSql.as('quiz_window'),
  resultsReleased: quizResultsReleased.as('results_released'),
};
export type QuizJoin = { quiz: QuizRow; courseTitle: string; window: QuizWindow; resultsReleased: boolean };

export const selectQuizzes = (db: Database) =>
  db.select(quizColumns).from(quizzes).innerJoin(courses, eq(courses.id, quizzes.courseId));

/** The test with the reader's access to it: 404 when there is none, 403 as for its course. */
export async function loadQuiz(db: Database, user: AuthUser, id: string): Promise<{ join: QuizJoin; access: Access }> {
  const [join] = await selectQuizzes(db).where(eq(quizzes.id, id));
  if (!join) throw notFound(quizMessages.notFound);
  const access = await courseAccess(db, user, join.quiz.courseId);
  return { join, access };
}

export async function loadManagedQuiz(db: Database, user: AuthUser, id: string): Promise<QuizJoin> {
  const { join, access } = await loadQuiz(db, user, id);
  if (access !== 'manager') throw forbidden(courseMessages.notYourCourse, 'not_your_course');
  return join;
}

export const iso = (value: Date): string => value.toISOString();
