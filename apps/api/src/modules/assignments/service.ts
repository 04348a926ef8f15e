import {
  type Assignment,
  type assignmentInputSchema,
  assignmentMessages,
  type SubmissionState,
  submissionStates,
} from '@tutorium/contract/assignments';
import { courseMessages } from '@tutorium/contract/courses';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import {
  assignmentFiles,
  assignmentReminders,
  assignmentResources,
  assignmentSubmissions,
  assignments,
  enrolments,
  resources,
} from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { announceAssignment } from './notify';
import {
  type Access,
  type AssignmentJoin,
  courseAccess,
  loadManagedAssignment,
  resourcesOf,
  type SubmissionRow,
  selectAssignments,
  stateOf,
  submissionFileKey,
} from './rules';

type AssignmentInput = z.output<typeof assignmentInputSchema>;

const MB = 1024 * 1024;

function emptyCounts(): Record<SubmissionState, number> {
  return Object.fromEntries(submissionStates.map((state) => [state, 0])) as Record<SubmissionState, number>;
}

/**
 * The assignments as `user` sees them: managers with each state's count over the course's enrolled
 * students, students with their own state.
 */
async function withDetails(
  db: Database,
  user: Pick<AuthUser, 'id'>,
  access: Access,
  rows: AssignmentJoin[],
): Promise<Assignment[]> {
  const ids = rows.map((row) => row.assignment.id);
  const attached = await resourcesOf(db, ids);
  const submissions =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(assignmentSubmissions)
          .where(
            and(
              inArray(assignmentSubmissions.assignmentId, ids),
              access === 'student' ? eq(assignmentSubmissions.studentId, user.id) : undefined,
            ),
          );
  const byAssignment = new Map<string, Map<string, SubmissionRow>>();
  for (const row of submissions) {
    const of = byAssignment.get(row.assignmentId) ?? new Map<string, SubmissionRow>();
    of.set(row.studentId, row);
    byAssignment.set(row.assignmentId, of);
  }
  const courseIds = [...new Set(rows.map((row) => row.assignment.courseId))];
  const enrolled =
    access === 'manager' && courseIds.length > 0
      ? await db
          .select({ courseId: enrolments.courseId, studentId: enrolments.studentId })
          .from(enrolments)
          .where(inArray(enrolments.courseId, courseIds))
      : [];
  return rows.map(({ assignment, courseTitle, authorName, pastDue }): Assignment => {
    const own = byAssignment.get(assignment.id) ?? new Map<string, SubmissionRow>();
    let counts: Record<SubmissionState, number> | null = null;
    if (access === 'manager') {
      counts = emptyCounts();
      for (const { courseId, studentId } of enrolled) {
        if (courseId === assignment.courseId) counts[stateOf(own.get(studentId), pastDue)] += 1;
      }
    }
    return {
      id: assignment.id,
      courseId: assignment.courseId,
      courseTitle,
      title: assignment.title,
      instructions: assignment.instructions,
      dueAt: assignment.dueAt.toISOString(),
      pastDue,
      points: assignment.points,
      lateAccepted: assignment.lateAccepted,
      latePenaltyPercent: assignment.latePenaltyPercent,
      submissionKind: assignment.submissionKind,
      allowedFileTypes: assignment.allowedFileTypes,
      maxFileMb: Math.round(assignment.maxFileBytes / MB),
      createdAt: assignment.createdAt.toISOString(),
      author:
        assignment.authorId === null || authorName === null ? null : { id: assignment.authorId, name: authorName },
      resources: attached.get(assignment.id) ?? [],
      myState: access === 'student' ? stateOf(own.get(user.id), pastDue) : null,
      counts,
    };
  });
}

/** By due time, soonest first. */
export async function listAssignments(ctx: AppContext, user: AuthUser, courseId: string): Promise<Assignment[]> {
  const access = await courseAccess(ctx.db, user, courseId);
  const rows = await selectAssignments(ctx.db)
    .where(eq(assignments.courseId, courseId))
    .orderBy(asc(assignments.dueAt), asc(assignments.createdAt));
  return withDetails(ctx.db, user, access, rows);
}

/**
 * What the student still has to hand in across their courses: nothing handed in (missing ones too, as
 * late work may be accepted) or returned for rework, soonest due first. Their guardians read it too.
 */
export async function dueAssignments(ctx: AppContext, user: Pick<AuthUser, 'id'>): Promise<Assignment[]> {
  const rows = await selectAssignments(ctx.db)
    .innerJoin(enrolments, and(eq(enrolments.courseId, assignments.courseId), eq(enrolments.studentId, user.id)))
    .leftJoin(
      assignmentSubmissions,
      and(eq(assignmentSubmissions.assignmentId, assignments.id), eq(assignmentSubmissions.studentId, user.id)),
    )
    .where(or(isNull(assignmentSubmissions.id), sql`${assignmentSubmissions.returnedAt} is not null`))
    .orderBy(asc(assignments.dueAt), asc(assignments.createdAt));
  return withDetails(ctx.db, user, 'student', rows);
}

async function readAssignment(db: Database, user: AuthUser, access: Access, id: string): Promise<Assignment> {
  const rows = await selectAssignments(db).where(eq(assignments.id, id));
  const [assignment] = await withDetails(db, user, access, rows);
  if (!assignment) throw notFound(assignmentMessages.notFound);
  return assignment;
}

export async function getAssignment(ctx: AppContext, user: AuthUser, id: string): Promise<Assignment> {
  const [row] = await ctx.db.select({ courseId: assignments.courseId }).from(assignments).where(eq(assignments.id, id));
  if (!row) throw notFound(assignmentMessages.notFound);
  const access = await courseAccess(ctx.db, user, row.courseId);
  return readAssignment(ctx.db, user, access, id);
}

async function attach(tx: Transaction, assignmentId: string, resourceIds: string[]) {
  await tx.delete(assignmentResources).where(eq(assignmentResources.assignmentId, assignmentId));
  const unique = [...new Set(resourceIds)];
  if (unique.length === 0) return;
  const [found] = await tx.select({ value: count() }).from(resources).where(inArray(resources.id, unique));
  if (found?.value !== unique.length) {
    throw badRequest(assignmentMessages.unknownResource, { resourceIds: assignmentMessages.unknownResource });
  }
  await tx.insert(assignmentResources).values(unique.map((resourceId) => ({ assignmentId, resourceId })));
}

const columnsOf = (input: AssignmentInput) => ({
  title: input.title,
  instructions: input.instructions,
  dueAt: new Date(input.dueAt),
  points: input.points,
  lateAccepted: input.lateAccepted,
  latePenaltyPercent: input.latePenaltyPercent,
  submissionKind: input.submissionKind,
  allowedFileTypes: [...new Set(input.allowedFileTypes)],
  maxFileBytes: input.maxFileMb * MB,
});

/** Sets an assignment; its enrolled students are told in the same transaction. */
export async function createAssignment(
  ctx: AppContext,
  user: AuthUser,
  courseId: string,
  input: AssignmentInput,
): Promise<Assignment> {
  const access = await courseAccess(ctx.db, user, courseId);
  if (access !== 'manager') throw forbidden(courseMessages.notYourCourse, 'not_your_course');
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assignments)
      .values({ courseId, authorId: user.id, ...columnsOf(input) })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await attach(tx, row.id, input.resourceIds);
    await announceAssignment(tx, ctx, row);
    return row.id;
  });
  return readAssignment(ctx.db, user, 'manager', id);
}

/** Edits it; a new due time clears the "due in 24 hours" claims, so students are reminded of the new one. */
export async function updateAssignment(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: AssignmentInput,
): Promise<Assignment> {
  await loadManagedAssignment(ctx.db, user, id);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(assignments).where(eq(assignments.id, id)).for('update');
    if (!before) throw notFound(assignmentMessages.notFound);
    const columns = columnsOf(input);
    await tx
      .update(assignments)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(eq(assignments.id, id));
    if (before.dueAt.getTime() !== columns.dueAt.getTime()) {
      await tx.delete(assignmentReminders).where(eq(assignmentReminders.assignmentId, id));
    }
    await attach(tx, id, input.resourceIds);
  });
  return readAssignment(ctx.db, user, 'manager', id);
}

/** Deletes it with its submissions, grades, notifications and the submitted files. */
export async function deleteAssignment(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  await loadManagedAssignment(ctx.db, user, id);
  const files = await ctx.db.transaction(async (tx) => {
    const stored = await tx
      .select({ storedName: assignmentFiles.storedName })
      .from(assignmentFiles)
      .where(eq(assignmentFiles.assignmentId, id));
    const [deleted] = await tx.delete(assignments).where(eq(assignments.id, id)).returning({ id: assignments.id });
    if (!deleted) throw notFound(assignmentMessages.notFound);
    return stored;
  });
  for (const { storedName } of files) {
    await ctx.storage
      .delete(submissionFileKey(storedName))
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'a file of a deleted assignment was not removed'));
  }
}
