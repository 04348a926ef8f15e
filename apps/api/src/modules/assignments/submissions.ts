import {
  assignmentMessages,
  type Submission,
  type SubmissionFile,
  type submissionInputSchema,
} from '@tutorium/contract/assignments';
import { and, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { assignmentFiles, assignmentSubmissions, assignments, courses, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { pendingUploadCutoff, recordStoredFile } from '../../platform/storage/pending-uploads';
import { sendStoredFile } from '../../platform/storage/send';
import { canManage } from '../course-access/public';
import { readUploadForm } from '../resources/public';
import {
  type AssignmentJoin,
  type AssignmentRow,
  filesOf,
  loadStudentAssignment,
  type SubmissionRow,
  submissionFileKey,
  submissionFolder,
  toFile,
  toSubmission,
} from './rules';

type SubmissionInput = z.output<typeof submissionInputSchema>;

async function studentName(db: Database, id: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? '';
}

/** The student's own submission of the assignment, as they may see it (null before the first hand-in). */
export async function mySubmission(ctx: AppContext, user: AuthUser, assignmentId: string): Promise<Submission | null> {
  const join = await loadStudentAssignment(ctx.db, user, assignmentId);
  return readOwn(ctx.db, user, join);
}

async function readOwn(db: Database, user: AuthUser, join: AssignmentJoin): Promise<Submission | null> {
  const [row] = await db
    .select()
    .from(assignmentSubmissions)
    .where(
      and(eq(assignmentSubmissions.assignmentId, join.assignment.id), eq(assignmentSubmissions.studentId, user.id)),
    );
  if (!row) return null;
  const files = await filesOf(db, [row.id]);
  return toSubmission(
    join.assignment,
    join.pastDue,
    row,
    await studentName(db, user.id),
    files.get(row.id) ?? [],
    'student',
  );
}

/**
 * Whether the student may hand in now: not once graded (unless returned for rework); after the due
 * time (by the database's clock) only where late work is accepted or the teacher returned it.
 */
function assertMayHandIn(assignment: AssignmentRow, current: SubmissionRow | undefined, pastDue: boolean): void {
  const returned = current !== undefined && current.returnedAt !== null;
  if (current && !returned && (current.points !== null || current.releasedAt !== null)) {
    throw conflict('already_graded', assignmentMessages.alreadyGraded);
  }
  if (pastDue && !assignment.lateAccepted && !returned) throw conflict('past_due', assignmentMessages.pastDue);
}

/** The database's clock against the due time, and the student's submission, read in `db` (locked in a transaction). */
async function handInState(db: Database, assignmentId: string, studentId: string, lock: boolean) {
  const [clock] = await db
    .select({ pastDue: sql<boolean>`now() > ${assignments.dueAt}` })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  if (!clock) throw notFound(assignmentMessages.notFound);
  const query = db
    .select()
    .from(assignmentSubmissions)
    .where(and(eq(assignmentSubmissions.assignmentId, assignmentId), eq(assignmentSubmissions.studentId, studentId)));
  const [current] = lock ? await query.for('update') : await query;
  return { pastDue: clock.pastDue, current };
}

/** What the assignment takes: a written answer, files, or both. */
function assertKind(assignment: AssignmentRow, input: SubmissionInput): void {
  const wantsText = assignment.submissionKind !== 'files';
  const wantsFiles = assignment.submissionKind !== 'text';
  if (!wantsFiles && input.fileIds.length > 0)
    throw badRequest(assignmentMessages.noFiles, { fileIds: assignmentMessages.noFiles });
  if (!wantsText && input.text !== '') throw badRequest(assignmentMessages.noText, { text: assignmentMessages.noText });
  if (wantsText && input.text === '')
    throw badRequest(assignmentMessages.textRequired, { text: assignmentMessages.textRequired });
  if (wantsFiles && input.fileIds.length === 0) {
    throw badRequest(assignmentMessages.filesRequired, { fileIds: assignmentMessages.filesRequired });
  }
}

/**
 * Hands in, or hands in again (the new attempt overwrites the one before, `attempt` counts them). One
 * row per (assignment, student): two hand-ins at once meet at its unique constraint, the second
 * becoming the next attempt. Lateness is the database's `now()` against the due time; a rework after a
 * return keeps the first hand-in's lateness. Files of the previous attempt not named again are removed.
 */
export async function submit(
  ctx: AppContext,
  user: AuthUser,
  assignmentId: string,
  input: SubmissionInput,
): Promise<{ data: Submission; first: boolean }> {
  const join = await loadStudentAssignment(ctx.db, user, assignmentId);
  assertKind(join.assignment, input);
  const fileIds = [...new Set(input.fileIds)];
  const { dropped, first } = await ctx.db.transaction(async (tx) => {
    const { pastDue, current } = await handInState(tx, assignmentId, user.id, true);
    assertMayHandIn(join.assignment, current, pastDue);
    const table = assignmentSubmissions;
    const [saved] = await tx
      .insert(table)
      .values({
        assignmentId,
        studentId: user.id,
        text: input.text,
        submittedAt: sql`now()`,
        late: sql`now() > (select ${assignments.dueAt} from ${assignments} where ${assignments.id} = ${assignmentId})`,
      })
      .onConflictDoUpdate({
        target: [table.assignmentId, table.studentId],
        set: {
          text: sql`excluded.text`,
          attempt: sql`${table.attempt} + 1`,
          submittedAt: sql`now()`,
          late: sql`case when ${table.returnedAt} is not null then ${table.late} else excluded.late end`,
          returnedAt: null,
          returnNote: null,
        },
        // A grade given meanwhile (not returned) keeps the row as it is: answered below as already graded.
        setWhere: sql`${table.points} is null and ${table.releasedAt} is null`,
      })
      .returning();
    if (!saved) throw conflict('already_graded', assignmentMessages.alreadyGraded);
    if (fileIds.length > 0) {
      const owned = await tx
        .update(assignmentFiles)
        .set({ submissionId: saved.id })
        .where(
          and(
            inArray(assignmentFiles.id, fileIds),
            eq(assignmentFiles.assignmentId, assignmentId),
            eq(assignmentFiles.studentId, user.id),
            or(isNull(assignmentFiles.submissionId), eq(assignmentFiles.submissionId, saved.id)),
          ),
        )
        .returning({ id: assignmentFiles.id });
      if (owned.length !== fileIds.length) {
        throw badRequest(assignmentMessages.unknownFile, { fileIds: assignmentMessages.unknownFile });
      }
    }
    const removed = await tx
      .delete(assignmentFiles)
      .where(
        and(
          eq(assignmentFiles.submissionId, saved.id),
          fileIds.length > 0 ? notInArray(assignmentFiles.id, fileIds) : undefined,
        ),
      )
      .returning({ storedName: assignmentFiles.storedName });
    return { dropped: removed, first: saved.attempt === 1 };
  });
  for (const { storedName } of dropped) {
    await ctx.storage
      .delete(submissionFileKey(storedName))
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'a replaced submission file was not removed'));
  }
  const data = await readOwn(ctx.db, user, join);
  if (!data) throw notFound(assignmentMessages.submissionNotFound);
  return { data, first };
}

/**
 * Refuses, before the file is read, an upload the student could not hand in: an assignment that takes
 * no files, one past its due time without late work, one already graded. Answers the size limit: the
 * assignment's, within the server's.
 */
export async function assertMayUpload(ctx: AppContext, user: AuthUser, assignmentId: string): Promise<AssignmentRow> {
  const join = await loadStudentAssignment(ctx.db, user, assignmentId);
  if (join.assignment.submissionKind === 'text') {
    throw badRequest(assignmentMessages.noFiles, { file: assignmentMessages.noFiles });
  }
  const { pastDue, current } = await handInState(ctx.db, assignmentId, user.id, false);
  assertMayHandIn(join.assignment, current, pastDue);
  return join.assignment;
}

/**
 * Streams the file into storage with the library's rules (kind by content, name agreeing, size), then
 * holds it to the assignment's own kinds; records it as the student's, waiting for the hand-in that names it.
 */
export async function uploadFile(
  ctx: AppContext,
  user: AuthUser,
  assignment: AssignmentRow,
  request: FastifyRequest,
): Promise<SubmissionFile> {
  const maxBytes = Math.min(assignment.maxFileBytes, ctx.config.resourceMaxBytes);
  const { file } = await readUploadForm(request, ctx.storage, maxBytes, submissionFolder);
  if (!file) throw badRequest(assignmentMessages.filesRequired, { file: assignmentMessages.filesRequired });
  const key = submissionFileKey(file.storedName);
  if (!assignment.allowedFileTypes.includes(file.type)) {
    await ctx.storage.delete(key);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', assignmentMessages.fileTypeRefused);
  }
  const [row] = await recordStoredFile(ctx.storage, key, () =>
    ctx.db
      .insert(assignmentFiles)
      .values({
        assignmentId: assignment.id,
        studentId: user.id,
        fileName: file.fileName,
        storedName: file.storedName,
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
      })
      .returning(),
  );
  if (!row) throw new Error('a submission file was not stored');
  return toFile(row);
}

/** Sends a file to its student, or to the managers of its course once handed in; to anyone else it does not exist. */
export async function sendFile(
  ctx: AppContext,
  user: AuthUser,
  fileId: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const [row] = await ctx.db
    .select({ file: assignmentFiles, instructorId: courses.instructorId })
    .from(assignmentFiles)
    .innerJoin(assignments, eq(assignments.id, assignmentFiles.assignmentId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .where(eq(assignmentFiles.id, fileId));
  const mayRead =
    row !== undefined && (row.file.studentId === user.id || (row.file.submissionId !== null && canManage(user, row)));
  if (!row || !mayRead) throw notFound(assignmentMessages.fileNotFound);
  return sendStoredFile(
    reply,
    ctx.storage,
    {
      key: submissionFileKey(row.file.storedName),
      size: row.file.sizeBytes,
      mimeType: row.file.mimeType,
      fileName: row.file.fileName,
      disposition: 'attachment',
    },
    undefined,
    { missing: assignmentMessages.fileMissing, rangeNotSatisfiable: assignmentMessages.fileMissing },
  );
}

/** Removes uploads never handed in, and their files (the recurring assignments check). */
export async function removeUnsubmittedFiles(ctx: AppContext): Promise<number> {
  const stale = await ctx.db
    .delete(assignmentFiles)
    .where(and(isNull(assignmentFiles.submissionId), lt(assignmentFiles.createdAt, pendingUploadCutoff(ctx.now()))))
    .returning({ storedName: assignmentFiles.storedName });
  for (const { storedName } of stale) await ctx.storage.delete(submissionFileKey(storedName));
  return stale.length;
}
