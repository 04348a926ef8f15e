import type { GuardianLink } from '@tutorium/contract/guardians';
import { eq } from 'drizzle-orm';
import { guardianLinks } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { linksAsSeenBy } from './link-view';
import { isAdultNow, loadStudent, loadTaughtStudent, type Student } from './rules';

interface LinkList {
  links: GuardianLink[];
  adult: boolean;
}

async function listFor(ctx: AppContext, caller: AuthUser, student: Student): Promise<LinkList> {
  const adult = isAdultNow(ctx, student);
  return { links: await linksAsSeenBy(ctx.db, caller, eq(guardianLinks.studentId, student.id), adult), adult };
}

/** The signed-in student's own guardians: invited, awaiting their approval and active. */
export async function myGuardians(ctx: AppContext, student: AuthUser): Promise<LinkList> {
  return listFor(ctx, student, await loadStudent(ctx.db, student.id));
}

/** A student's guardians, for a teacher of theirs or an admin. */
export async function studentGuardians(ctx: AppContext, user: AuthUser, studentId: string): Promise<LinkList> {
  return listFor(ctx, user, await loadTaughtStudent(ctx.db, user, studentId));
}
