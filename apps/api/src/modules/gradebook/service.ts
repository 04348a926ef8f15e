import {
  type Gradebook,
  type GradebookCell,
  type GradebookSetupInput,
  gradebookMessages,
  type MyGrades,
} from '@tutorium/contract/gradebook';
import type { Language } from '@tutorium/contract/languages';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { assignments, enrolments, gradebookCategories, gradebookSettings, quizzes, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { fileNameStem } from '../../platform/file-names';
import { translate } from '../../platform/language';
import { personColumns, toPerson } from '../accounts/public';
import { classroomAccess, loadManagedCourse } from '../course-access/public';
import { recordAudit } from '../privacy/public';
import { type ColumnSource, cellOf, gradeRow, toColumn } from './compute';
import { gradebookCsv } from './csv';
import { type CourseGradebook, loadGradebooks, markKey } from './load';

type Person = ReturnType<typeof toPerson>;

/** The course score column's title, in the reader's language. */
const titled = (column: ColumnSource, language: Language): ColumnSource =>
  column.kind === 'score' ? { ...column, title: translate(language, /*i18n*/ 'Course score') } : column;

/** One student's row; `hideWaiting` drops the points of marks the student has not been given yet. */
function rowOf(book: CourseGradebook, student: Person, hideWaiting: boolean) {
  const cells: GradebookCell[] = book.columns.map((column) => {
    const cell = cellOf(column, book.marks.get(markKey(toColumn(column).key, student.id)));
    return hideWaiting && cell.state === 'waiting' ? { ...cell, earned: null } : cell;
  });
  return { student, cells, ...gradeRow(book.columns, cells, book.categories, book.missingWork) };
}

function viewOf(book: CourseGradebook, language: Language) {
  return {
    missingWork: book.missingWork,
    categories: book.categories,
    columns: book.columns.map((column) => toColumn(titled(column, language))),
  };
}

async function loadOne(db: Database, courseId: string, studentId?: string): Promise<CourseGradebook> {
  const book = (await loadGradebooks(db, [courseId], studentId)).get(courseId);
  if (!book) throw new Error(`No gradebook loaded for course ${courseId}`);
  return book;
}

async function gradebookOf(db: Database, courseId: string, language: Language): Promise<Gradebook> {
  const [book, students] = await Promise.all([
    loadOne(db, courseId),
    db
      .select(personColumns)
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.studentId))
      .where(eq(enrolments.courseId, courseId))
      .orderBy(asc(users.name), asc(users.id)),
  ]);
  return { ...viewOf(book, language), rows: students.map((student) => rowOf(book, toPerson(student), false)) };
}

/** The course's gradebook for its teacher or an admin: every enrolled student, marks waiting for release included. */
export async function readGradebook(
  ctx: AppContext,
  user: AuthUser,
  courseId: string,
  language: Language,
): Promise<Gradebook> {
  await loadManagedCourse(ctx.db, user, courseId);
  return gradebookOf(ctx.db, courseId, language);
}

/** The gradebook as CSV, named after the course. */
export async function exportGradebook(
  ctx: AppContext,
  user: AuthUser,
  courseId: string,
  language: Language,
): Promise<{ fileName: string; csv: string }> {
  const course = await loadManagedCourse(ctx.db, user, courseId);
  const book = await gradebookOf(ctx.db, courseId, language);
  return { fileName: `${fileNameStem(course.title, 'course')}-gradebook.csv`, csv: gradebookCsv(book, language) };
}

/** The signed-in student's own row: released marks only. */
export async function myGrades(
  ctx: AppContext,
  user: AuthUser,
  courseId: string,
  language: Language,
): Promise<MyGrades> {
  await classroomAccess(ctx.db, user, courseId, /*i18n*/ 'Only students enrolled in this course can see its grades');
  const [book, [student]] = await Promise.all([
    loadOne(ctx.db, courseId, user.id),
    ctx.db.select(personColumns).from(users).where(eq(users.id, user.id)),
  ]);
  if (!student) throw new Error(`No account ${user.id}`);
  return { ...viewOf(book, language), row: rowOf(book, toPerson(student), true) };
}

/**
 * Each course's grade for one student (released marks only), and the graded marks they were given:
 * what the Progress page, the profile's average score and the achievements read.
 */
export async function studentGrades(db: Database, studentId: string, courseIds: readonly string[]) {
  const books = await loadGradebooks(db, courseIds, studentId);
  return [...books.values()].map((book) => {
    const row = rowOf(book, { _id: studentId, id: studentId, name: '', email: '' }, true);
    const graded = book.columns.flatMap((column) => {
      const mark = book.marks.get(markKey(toColumn(column).key, studentId));
      return mark?.state === 'graded' && mark.earned !== null
        ? [{ kind: column.kind, earned: mark.earned, outOf: mark.outOf, at: mark.at }]
        : [];
    });
    return { courseId: book.courseId, percent: row.percent, grade: row.grade, graded };
  });
}

/** Throws naming the first row (counted from 1) of `ids` not in `known`. */
function assertKnown(ids: (string | undefined)[], known: Set<string>, field: string, message: (row: number) => string) {
  const index = ids.findIndex((id) => id !== undefined && !known.has(id));
  if (index >= 0) {
    const detail = field === 'categories' ? gradebookMessages.unknownCategory : gradebookMessages.unknownColumn;
    throw badRequest(message(index + 1), { [`${field}.${index}.id`]: detail });
  }
}

async function placeColumns(
  tx: Transaction,
  courseId: string,
  setup: GradebookSetupInput,
  categoryIds: Map<string, string>,
) {
  const [courseAssignments, courseTests] = await Promise.all([
    tx.select({ id: assignments.id }).from(assignments).where(eq(assignments.courseId, courseId)),
    tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.courseId, courseId)),
  ]);
  const known = new Set([
    ...courseAssignments.map((row) => `assignment:${row.id}`),
    ...courseTests.map((row) => `test:${row.id}`),
    `score:${courseId}`,
  ]);
  assertKnown(
    setup.columns.map((column) => `${column.kind}:${column.id}`),
    known,
    'columns',
    gradebookMessages.unknownColumnRow,
  );
  const categoryOf = (name: string | null) => (name === null ? null : (categoryIds.get(name.toLowerCase()) ?? null));
  const groups = new Map<string | null, { assignments: string[]; tests: string[] }>();
  let scoreCategory: string | null | undefined;
  for (const column of setup.columns) {
    const categoryId = categoryOf(column.category);
    if (column.kind === 'score') {
      scoreCategory = categoryId;
      continue;
    }
    const group = groups.get(categoryId) ?? { assignments: [], tests: [] };
    (column.kind === 'assignment' ? group.assignments : group.tests).push(column.id);
    groups.set(categoryId, group);
  }
  for (const [categoryId, group] of groups) {
    if (group.assignments.length > 0)
      await tx
        .update(assignments)
        .set({ gradebookCategoryId: categoryId })
        .where(inArray(assignments.id, group.assignments));
    if (group.tests.length > 0)
      await tx.update(quizzes).set({ gradebookCategoryId: categoryId }).where(inArray(quizzes.id, group.tests));
  }
  return scoreCategory;
}

/**
 * Saves the setup whole in one transaction, with the course's settings row locked so two saves
 * queue: categories kept by id are renamed and reweighted, new ones inserted, missing ones deleted
 * (their columns fall back to none); every listed column must be the course's, or nothing is saved.
 */
export async function saveSetup(
  ctx: AppContext,
  user: AuthUser,
  courseId: string,
  setup: GradebookSetupInput,
  language: Language,
): Promise<Gradebook> {
  const course = await loadManagedCourse(ctx.db, user, courseId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(gradebookSettings)
      .values({ courseId, missingWork: setup.missingWork, updatedBy: user.id })
      .onConflictDoUpdate({
        target: gradebookSettings.courseId,
        set: { missingWork: setup.missingWork, updatedBy: user.id, updatedAt: sql`now()` },
      });
    const existing = await tx
      .select({ id: gradebookCategories.id })
      .from(gradebookCategories)
      .where(eq(gradebookCategories.courseId, courseId));
    assertKnown(
      setup.categories.map((category) => category.id),
      new Set(existing.map((row) => row.id)),
      'categories',
      gradebookMessages.unknownCategoryRow,
    );
    const kept = setup.categories.flatMap((category) => (category.id === undefined ? [] : [category.id]));
    await tx
      .delete(gradebookCategories)
      .where(
        and(
          eq(gradebookCategories.courseId, courseId),
          kept.length > 0 ? notInArray(gradebookCategories.id, kept) : undefined,
        ),
      );
    // Kept categories take a name no other can have first, so two may swap names.
    if (kept.length > 0)
      await tx
        .update(gradebookCategories)
        .set({ name: sql`${gradebookCategories.id}::text` })
        .where(inArray(gradebookCategories.id, kept));
    const categoryIds = new Map<string, string>();
    for (const [position, category] of setup.categories.entries()) {
      const values = { name: category.name, weight: category.weight, position };
      const [saved] = category.id
        ? await tx
            .update(gradebookCategories)
            .set(values)
            .where(eq(gradebookCategories.id, category.id))
            .returning({ id: gradebookCategories.id })
        : await tx
            .insert(gradebookCategories)
            .values({ courseId, ...values })
            .returning({ id: gradebookCategories.id });
      if (saved) categoryIds.set(category.name.toLowerCase(), saved.id);
    }
    const scoreCategory = await placeColumns(tx, courseId, setup, categoryIds);
    if (scoreCategory !== undefined)
      await tx
        .update(gradebookSettings)
        .set({ scoreCategoryId: scoreCategory })
        .where(eq(gradebookSettings.courseId, courseId));
    if (user.role === 'admin' && course.instructorId !== user.id)
      await recordAudit(
        tx,
        'gradebook.changed_by_admin',
        { id: user.id, role: user.role },
        { id: course.instructorId, role: 'teacher' },
      );
  });
  return gradebookOf(ctx.db, courseId, language);
}
