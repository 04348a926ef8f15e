import {
  assignmentMessages,
  latePenaltyOf,
  type Submission,
  type SubmissionFile,
  type SubmissionState,
  scoreAfterPenalty,
} from '@tutorium/contract/assignments';
import { courseMessages } from '@tutorium/contract/courses';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  assignmentFiles,
  assignmentResources,
  type assignmentSubmissions,
  assignments,
  courses,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import { forbidden, notFound } from '../../platform/errors';
import { classroomAccess } from '../course-access/public';
import { attachedResources } from '../resources/public';

export type AssignmentRow = typeof assignments.$inferSelect;
export type SubmissionRow = typeof assignmentSubmissions.$inferSelect;
type FileRow = typeof assignmentFiles.$inferSelect;
export type Access = 'manager' | 'student';

/** The storage folder of submissions' files. */
export const submissionFolder = 'assignments';
export const submissionFileKey = (storedName: string): string => `${submissionFolder}/${storedName}`;

/** Who may see a course's assignments (course-access's classroomAccess). */
export const courseAccess = (db: Database, user: AuthUser, courseId: string): Promise<Access> =>
  classroomAccess(db, user, courseId, assignmentMessages.enrolledOnly);

/** The assignment, its course's title, its author's name and whether its due time has passed by the database's clock. */
const assignmentColumns = {
  assignment: assignments,
  courseTitle: courses.title,
  instructorId: courses.instructorId,
  authorName: users.name,
  pastDue: sql<boolean>`now() > ${assignments.dueAt}`.as('past_due'),
};
export type AssignmentJoin = {
  assignment: AssignmentRow;
  courseTitle: string;
  instructorId: string;
  authorName: string | null;
  pastDue: boolean;
};

export const selectAssignments = (db: Database) =>
  db
    .select(assignmentColumns)
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .leftJoin(users, eq(users.id, assignments.authorId));

/** The assignment with the reader's access to it: 404 when there is none, 403 as for its course. */
async function loadAssignment(
  db: Database,
  user: AuthUser,
  id: string,
): Promise<{ join: AssignmentJoin; access: Access }> {
  const [join] = await selectAssignments(db).where(eq(assignments.id, id));
  if (!join) throw notFound(assignmentMessages.notFound);
  const access = await courseAccess(db, user, join.assignment.courseId);
  return { join, access };
}

export async function loadManagedAssignment(db: Database, user: AuthUser, id: string): Promise<AssignmentJoin> {
  const { join, access } = await loadAssignment(db, user, id);
  if (access !== 'manager') throw forbidden(courseMessages.notYourCourse, 'not_your_course');
  return join;
}

/** Only an enrolled student hands in (a teacher is refused by the endpoint's roles before this). */
export async function loadStudentAssignment(db: Database, user: AuthUser, id: string): Promise<AssignmentJoin> {
  const { join, access } = await loadAssignment(db, user, id);
  if (access !== 'student') throw forbidden(assignmentMessages.enrolledOnly, 'not_enrolled');
  return join;
}

/**
 * A student's state, derived: graded once released; returned while waiting for rework; late or
 * submitted; without a hand-in, missing once the due time has passed, else not submitted yet.
 */
export function stateOf(
  submission: Pick<SubmissionRow, 'late' | 'returnedAt' | 'releasedAt'> | undefined,
  pastDue: boolean,
): SubmissionState {
  if (!submission) return pastDue ? 'missing' : 'not_submitted';
  if (submission.releasedAt !== null) return 'graded';
  if (submission.returnedAt !== null) return 'returned';
  return submission.late ? 'late' : 'submitted';
}

const iso = (value: Date): string => value.toISOString();

export const toFile = (row: FileRow): SubmissionFile => ({
  id: row.id,
  fileName: row.fileName,
  mimeType: row.mimeType,
  fileSize: row.sizeBytes,
  downloadUrl: `/api/assignment-files/${row.id}`,
});

export async function filesOf(db: Database, submissionIds: string[]): Promise<Map<string, SubmissionFile[]>> {
  const bySubmission = new Map<string, SubmissionFile[]>();
  if (submissionIds.length === 0) return bySubmission;
  const rows = await db
    .select()
    .from(assignmentFiles)
    .where(inArray(assignmentFiles.submissionId, submissionIds))
    .orderBy(asc(assignmentFiles.createdAt), asc(assignmentFiles.id));
  for (const row of rows) {
    if (row.submissionId === null) continue;
    bySubmission.set(row.submissionId, [...(bySubmission.get(row.submissionId) ?? []), toFile(row)]);
  }
  return bySubmission;
}

/** A submission as `reader` may see it: the grade only once released for its student. */
export function toSubmission(
  assignment: AssignmentRow,
  pastDue: boolean,
  row: SubmissionRow,
  studentName: string,
  files: SubmissionFile[],
  reader: Access,
): Submission {
  const gradeVisible =
    row.points !== null && row.gradedAt !== null && (reader === 'manager' || row.releasedAt !== null);
  const penaltyPercent = latePenaltyOf(assignment, row);
  return {
    id: row.id,
    assignmentId: row.assignmentId,
    student: { id: row.studentId, name: studentName },
    state: stateOf(row, pastDue),
    text: row.text,
    files,
    attempt: row.attempt,
    submittedAt: iso(row.submittedAt),
    late: row.late,
    returned: row.returnedAt === null ? null : { at: iso(row.returnedAt), note: row.returnNote ?? '' },
    grade:
      gradeVisible && row.points !== null && row.gradedAt !== null
        ? {
            points: row.points,
            maxPoints: assignment.points,
            penaltyPercent,
            score: scoreAfterPenalty(row.points, penaltyPercent),
            feedback: row.feedback ?? '',
            gradedAt: iso(row.gradedAt),
            releasedAt: row.releasedAt === null ? null : iso(row.releasedAt),
          }
        : null,
  };
}

export const resourcesOf = (db: Database, ids: string[]) =>
  attachedResources(
    db,
    {
      table: assignmentResources,
      ownerId: assignmentResources.assignmentId,
      resourceId: assignmentResources.resourceId,
    },
    ids,
  );
