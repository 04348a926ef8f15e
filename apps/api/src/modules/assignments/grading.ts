import {
  assignmentMessages,
  type gradeInputSchema,
  type RosterRow,
  type returnInputSchema,
  type Submission,
} from '@tutorium/contract/assignments';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { assignmentSubmissions, enrolments, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../privacy/public';
import { tellStudents } from './notify';
import { type AssignmentJoin, filesOf, loadManagedAssignment, stateOf, toSubmission } from './rules';

type GradeInput = z.output<typeof gradeInputSchema>;
type ReturnInput = z.output<typeof returnInputSchema>;

/**
 * An admin changing a student's grade on a course they do not teach is audited, with the student as
 * subject, as every admin action on someone else's work is (docs/privacy.md, "The audit log"); the
 * course's own teacher grading is their ordinary work and is not.
 */
async function auditAdminGrading(
  tx: Transaction,
  user: AuthUser,
  join: AssignmentJoin,
  changed: readonly { studentId: string }[],
) {
  if (user.role !== 'admin' || join.instructorId === user.id) return;
  for (const { studentId } of changed) {
    await recordAudit(
      tx,
      'assignment_grade.changed_by_admin',
      { id: user.id, role: user.role },
      { id: studentId, role: 'student' },
    );
  }
}

/** Writes a manager's change to one submission, audited as above, and reads it back; `after` runs in the same transaction. */
async function changeSubmission(
  ctx: AppContext,
  user: AuthUser,
  join: AssignmentJoin,
  submissionId: string,
  change: PgUpdateSetSource<typeof assignmentSubmissions>,
  after?: (tx: Transaction, changed: readonly { studentId: string }[]) => Promise<void>,
): Promise<Submission> {
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(assignmentSubmissions)
      .set(change)
      .where(eq(assignmentSubmissions.id, submissionId))
      .returning({ studentId: assignmentSubmissions.studentId });
    await auditAdminGrading(tx, user, join, changed);
    await after?.(tx, changed);
  });
  return readForManager(ctx.db, join, submissionId);
}

/** The course's enrolled students by name, each with their submission if any. */
async function rosterRows(db: Database, join: AssignmentJoin) {
  return db
    .select({
      studentId: users.id,
      name: users.name,
      email: users.email,
      submission: assignmentSubmissions,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.studentId))
    .leftJoin(
      assignmentSubmissions,
      and(
        eq(assignmentSubmissions.assignmentId, join.assignment.id),
        eq(assignmentSubmissions.studentId, enrolments.studentId),
      ),
    )
    .where(eq(enrolments.courseId, join.assignment.courseId))
    .orderBy(asc(users.name), asc(users.id));
}

/** Every enrolled student's state on the assignment, by name (the course's managers). */
export async function roster(ctx: AppContext, user: AuthUser, assignmentId: string): Promise<RosterRow[]> {
  const join = await loadManagedAssignment(ctx.db, user, assignmentId);
  const rows = await rosterRows(ctx.db, join);
  return rows.map(({ studentId, name, email, submission }) => ({
    student: { id: studentId, name, email },
    state: stateOf(submission ?? undefined, join.pastDue),
    submissionId: submission?.id ?? null,
    submittedAt: submission?.submittedAt.toISOString() ?? null,
    attempt: submission?.attempt ?? 0,
    late: submission?.late ?? false,
    points: submission?.points ?? null,
    released: submission ? submission.releasedAt !== null : false,
  }));
}

/** The submission and its assignment, for one of the course's managers. */
async function loadManagedSubmission(ctx: AppContext, user: AuthUser, submissionId: string) {
  const [row] = await ctx.db
    .select({ assignmentId: assignmentSubmissions.assignmentId })
    .from(assignmentSubmissions)
    .where(eq(assignmentSubmissions.id, submissionId));
  if (!row) throw notFound(assignmentMessages.submissionNotFound);
  return loadManagedAssignment(ctx.db, user, row.assignmentId);
}

async function readForManager(db: Database, join: AssignmentJoin, submissionId: string): Promise<Submission> {
  const [row] = await db
    .select({ submission: assignmentSubmissions, name: users.name })
    .from(assignmentSubmissions)
    .innerJoin(users, eq(users.id, assignmentSubmissions.studentId))
    .where(eq(assignmentSubmissions.id, submissionId));
  if (!row) throw notFound(assignmentMessages.submissionNotFound);
  const files = await filesOf(db, [row.submission.id]);
  return toSubmission(
    join.assignment,
    join.pastDue,
    row.submission,
    row.name,
    files.get(row.submission.id) ?? [],
    'manager',
  );
}

/** One submission for grading, with the previous and next handed-in submissions by student name. */
export async function review(
  ctx: AppContext,
  user: AuthUser,
  submissionId: string,
): Promise<{ data: Submission; previousId: string | null; nextId: string | null }> {
  const join = await loadManagedSubmission(ctx, user, submissionId);
  const handedIn = (await rosterRows(ctx.db, join)).flatMap((row) => (row.submission ? [row.submission.id] : []));
  const at = handedIn.indexOf(submissionId);
  return {
    data: await readForManager(ctx.db, join, submissionId),
    previousId: at > 0 ? (handedIn[at - 1] ?? null) : null,
    nextId: at >= 0 ? (handedIn[at + 1] ?? null) : null,
  };
}

/**
 * Grades with points and written feedback. Hidden from the student until released; a released grade
 * changed stays released (the student sees the new one).
 */
export async function grade(
  ctx: AppContext,
  user: AuthUser,
  submissionId: string,
  input: GradeInput,
): Promise<Submission> {
  const join = await loadManagedSubmission(ctx, user, submissionId);
  if (input.points > join.assignment.points) {
    throw badRequest(assignmentMessages.tooManyPoints, { points: assignmentMessages.tooManyPoints });
  }
  return changeSubmission(ctx, user, join, submissionId, {
    points: input.points,
    feedback: input.feedback,
    gradedAt: sql`now()`,
    gradedBy: user.id,
    returnedAt: null,
    returnNote: null,
  });
}

/**
 * Returns it for rework with a note and tells the student: any grade is withdrawn and they may hand in
 * again, even after the due time.
 */
export async function returnForRework(
  ctx: AppContext,
  user: AuthUser,
  submissionId: string,
  input: ReturnInput,
): Promise<Submission> {
  const join = await loadManagedSubmission(ctx, user, submissionId);
  return changeSubmission(
    ctx,
    user,
    join,
    submissionId,
    {
      returnedAt: sql`now()`,
      returnNote: input.note,
      points: null,
      feedback: null,
      gradedAt: null,
      gradedBy: null,
      releasedAt: null,
    },
    (tx, returned) => tellStudents(tx, ctx, 'assignment_returned', join.assignment, returned),
  );
}

/** Releases one graded submission's grade and tells its student, in one transaction. */
export async function release(ctx: AppContext, user: AuthUser, submissionId: string): Promise<Submission> {
  const join = await loadManagedSubmission(ctx, user, submissionId);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(assignmentSubmissions)
      .where(eq(assignmentSubmissions.id, submissionId))
      .for('update');
    if (!row) throw notFound(assignmentMessages.submissionNotFound);
    if (row.points === null) throw conflict('not_graded', assignmentMessages.notGraded);
    if (row.releasedAt !== null) return;
    const released = await tx
      .update(assignmentSubmissions)
      .set({ releasedAt: sql`now()` })
      .where(eq(assignmentSubmissions.id, submissionId))
      .returning();
    await tellStudents(tx, ctx, 'assignment_graded', join.assignment, released);
    await auditAdminGrading(tx, user, join, released);
  });
  return readForManager(ctx.db, join, submissionId);
}

/** Releases every graded, unreleased grade of the assignment at once, telling each student, in one transaction. */
export async function releaseAll(ctx: AppContext, user: AuthUser, assignmentId: string): Promise<number> {
  const join = await loadManagedAssignment(ctx.db, user, assignmentId);
  return ctx.db.transaction(async (tx) => {
    const released = await tx
      .update(assignmentSubmissions)
      .set({ releasedAt: sql`now()` })
      .where(
        and(
          eq(assignmentSubmissions.assignmentId, assignmentId),
          isNotNull(assignmentSubmissions.points),
          isNull(assignmentSubmissions.releasedAt),
        ),
      )
      .returning();
    await tellStudents(tx, ctx, 'assignment_graded', join.assignment, released);
    await auditAdminGrading(tx, user, join, released);
    return released.length;
  });
}
