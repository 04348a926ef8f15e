import { ADULT_AGE_YEARS } from '@tutorium/contract/guardians';
import type { Role } from '@tutorium/contract/roles';
import { userMessages } from '@tutorium/contract/users';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, enrolments, type guardianLinks, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import { todayIn } from '../../platform/time-zone';

/*
 * Who may do what with a guardian link (docs/product.md, "Guardians"): the rules every use case of the
 * module shares, so the lists' `canEnd` and the refusals of ending one can never disagree.
 */

export type LinkRow = typeof guardianLinks.$inferSelect;

/** Someone acting on a link: who they are and their account role. */
export interface Party {
  id: string;
  role: Role;
}

/** The student a link is about, with what the age rule needs. */
export interface Student extends Party {
  name: string;
  email: string;
  dateOfBirth: string | null;
  timeZone: string | null;
}

const studentNotFound = /*i18n*/ 'Student not found';
export const linkNotFound = /*i18n*/ 'Guardian link not found';

/**
 * Whether someone born on `dateOfBirth` (YYYY-MM-DD) is ADULT_AGE_YEARS or older on `today`; no date
 * of birth counts as a minor. Compared as text: a 29 February birthday comes of age on 1 March of a
 * common year.
 */
export function isAdult(dateOfBirth: string | null, today: string): boolean {
  if (dateOfBirth === null) return false;
  const year = String(Number(dateOfBirth.slice(0, 4)) + ADULT_AGE_YEARS).padStart(4, '0');
  return `${year}${dateOfBirth.slice(4)}` <= today;
}

/** Whether the student is an adult now, on today's date where they live (their zone, else the institute's). */
export const isAdultNow = (ctx: AppContext, student: Pick<Student, 'dateOfBirth' | 'timeZone'>): boolean =>
  isAdult(student.dateOfBirth, todayIn(student.timeZone ?? ctx.config.timeZone, ctx.now()));

const studentColumns = {
  id: users.id,
  role: users.role,
  name: users.name,
  email: users.email,
  dateOfBirth: users.dateOfBirth,
  timeZone: users.timeZone,
};

/** A student's account: 404 for an unknown id and for an account that is not a student's. */
export async function loadStudent(db: Pick<Database, 'select'>, studentId: string): Promise<Student> {
  const [student] = await db
    .select(studentColumns)
    .from(users)
    .where(and(eq(users.id, studentId), eq(users.role, 'student')));
  if (!student) throw notFound(studentNotFound);
  return student;
}

/** The student of a link, whatever their account's role has become since. */
export async function studentOfLink(db: Pick<Database, 'select'>, studentId: string): Promise<Student> {
  const [student] = await db.select(studentColumns).from(users).where(eq(users.id, studentId));
  if (!student) throw notFound(studentNotFound);
  return student;
}

/** Whether `user` teaches the student: an admin always does; a teacher when the student is enrolled in one of their courses. */
export async function teachesStudent(db: Pick<Database, 'select'>, user: Party, studentId: string): Promise<boolean> {
  if (user.role === 'admin') return true;
  if (user.role !== 'teacher') return false;
  const [enrolled] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.studentId, studentId), eq(courses.instructorId, user.id)))
    .limit(1);
  return enrolled !== undefined;
}

/** The student, for a teacher of theirs or an admin: 404 when there is no such student, 403 for another teacher. */
export async function loadTaughtStudent(
  db: Pick<Database, 'select'>,
  user: Party,
  studentId: string,
): Promise<Student> {
  const student = await loadStudent(db, studentId);
  if (!(await teachesStudent(db, user, studentId))) {
    throw forbidden(userMessages.studentNotInYourCourses, 'not_your_student');
  }
  return student;
}

type LinkParties = Pick<LinkRow, 'studentId' | 'guardianId' | 'invitedById' | 'state'>;

/**
 * Who may end a link: its guardian, an admin, the student once an adult; an invitation not accepted
 * yet may also be withdrawn by whoever sent it and by the student at any age.
 */
export function mayEnd(caller: Party, link: LinkParties, studentAdult: boolean): boolean {
  if (caller.role === 'admin' || caller.id === link.guardianId) return true;
  if (caller.id === link.studentId) return studentAdult || link.state === 'invited';
  return link.state === 'invited' && caller.id === link.invitedById;
}

/** The adult student approves a link someone else made; nobody else can. */
export const mayApprove = (caller: Party, link: LinkParties): boolean =>
  caller.id === link.studentId && link.state === 'awaiting_approval';
