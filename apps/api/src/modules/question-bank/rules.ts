import { type Question, type QuestionDefinition, questionMessages } from '@tutorium/contract/questions';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { questions, quizQuestions } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import { notFound } from '../../platform/errors';
import { loadManagedCourse } from '../course-access/public';

type QuestionRow = typeof questions.$inferSelect;

/**
 * The question when `user` manages its course: 404 when there is none, 403 `not_your_course` for
 * another teacher. The bank holds the answer keys, so only the course's managers (its teacher,
 * admins) reach it; students are refused by the endpoints' roles before this.
 */
export async function loadManagedQuestion(db: Database, user: AuthUser, id: string): Promise<QuestionRow> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  if (!row) throw notFound(questionMessages.notFound);
  await loadManagedCourse(db, user, row.courseId);
  return row;
}

/** The columns a definition fills: the whole definition, and what lists filter and tests sum by. */
export const columnsOf = (definition: QuestionDefinition) => ({
  kind: definition.kind,
  tags: definition.tags,
  points: definition.points,
  definition,
});

/** The question's row with the number of tests that pick it by name. */
export const selectQuestions = (db: Database) =>
  db
    .select({
      row: questions,
      usedByTests:
        sql<number>`(select count(*) from ${quizQuestions} where ${quizQuestions.questionId} = ${questions.id})`
          .mapWith(Number)
          .as('used_by_tests'),
    })
    .from(questions);

export const toQuestion = ({ row, usedByTests }: { row: QuestionRow; usedByTests: number }): Question => ({
  id: row.id,
  courseId: row.courseId,
  definition: row.definition,
  usedByTests,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
