import {
  isUuid,
  JOIN_OPENS_MINUTES_BEFORE,
  type LiveClass,
  type liveClassBodySchema,
  liveClassMessages,
  type liveClassQuerySchema,
  liveClassState,
} from '@tutorium/contract/live-classes';
import { dayRangeIn, wallClockInstant, wallClockOf } from '@tutorium/contract/time-zones';
import { and, asc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { courses, enrolments, liveClassCheckIns, liveClasses, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { containsPattern } from '../../platform/sql-helpers';
import { zoneOf } from '../../platform/time-zone';
import { loadManagedCourse, managedCourses } from '../course-access/public';
import { notifyClassChange } from './class-notifications';

type LiveClassInput = z.output<typeof liveClassBodySchema>;
type LiveClassQuery = z.output<typeof liveClassQuerySchema>;

/** Whom classes are read for: the signed-in user, or a student as their guardian sees them (guardian-portal). */
type Reader = Pick<AuthUser, 'id' | 'role' | 'timeZone'>;

const endsAt = sql`${liveClasses.startsAt} + ${liveClasses.durationMinutes} * interval '1 minute'`;

/** Who sees a class: its course's teacher, admins, and students enrolled in its course. */
function visibleTo(user: Reader): SQL | undefined {
  if (user.role !== 'student') return managedCourses(user);
  return sql`exists (select 1 from ${enrolments} where ${enrolments.courseId} = ${liveClasses.courseId} and ${enrolments.studentId} = ${user.id})`;
}

function stateCondition(state: LiveClassQuery['state'], now: Date): SQL | undefined {
  if (state === 'upcoming') return sql`${liveClasses.startsAt} > ${now}`;
  if (state === 'live') return sql`${liveClasses.startsAt} <= ${now} and ${endsAt} > ${now}`;
  if (state === 'ended') return sql`${endsAt} <= ${now}`;
  return undefined;
}

function selection(user: Reader) {
  return {
    liveClass: liveClasses,
    courseTitle: courses.title,
    instructorId: courses.instructorId,
    instructorName: users.name,
    participants: sql<number>`(select count(*) from ${liveClassCheckIns} where ${liveClassCheckIns.liveClassId} = ${liveClasses.id})::int`,
    joinedAt:
      user.role === 'student'
        ? sql<
            string | null
          >`(select ${liveClassCheckIns.joinedAt} from ${liveClassCheckIns} where ${liveClassCheckIns.liveClassId} = ${liveClasses.id} and ${liveClassCheckIns.studentId} = ${user.id})`
        : sql<null>`null`,
  };
}

type Selected = {
  liveClass: typeof liveClasses.$inferSelect;
  courseTitle: string;
  instructorId: string;
  instructorName: string;
  participants: number;
  joinedAt: string | Date | null;
};

/** `timeZone` is the reader's: the seed's `time` is the start's wall clock there, as they would have sent it. */
function toLiveClass(row: Selected, user: Reader, now: Date, timeZone: string): LiveClass {
  const { liveClass } = row;
  const startsAt = liveClass.startsAt.toISOString();
  return {
    _id: liveClass.id,
    id: liveClass.id,
    title: liveClass.title,
    subject: liveClass.subject,
    course: row.courseTitle,
    courseId: liveClass.courseId,
    startsAt,
    endsAt: new Date(liveClass.startsAt.getTime() + liveClass.durationMinutes * 60_000).toISOString(),
    date: startsAt,
    time: wallClockOf(liveClass.startsAt, timeZone).time,
    duration: liveClass.durationMinutes,
    durationMinutes: liveClass.durationMinutes,
    state: liveClassState(liveClass.startsAt, liveClass.durationMinutes, now),
    meetingLink: liveClass.meetingLink,
    instructor: row.instructorName,
    instructorId: row.instructorId,
    participants: row.participants,
    ...(user.role === 'student'
      ? { joinedAt: row.joinedAt === null ? null : new Date(row.joinedAt).toISOString() }
      : {}),
  };
}

const baseQuery = (ctx: AppContext, user: Reader) =>
  ctx.db
    .select(selection(user))
    .from(liveClasses)
    .innerJoin(courses, eq(courses.id, liveClasses.courseId))
    .innerJoin(users, eq(users.id, courses.instructorId));

/** The `course` filter names a course by id, or by its whole title (any case). */
function courseFilter(course: string | undefined): SQL | undefined {
  if (!course) return undefined;
  if (isUuid(course)) return eq(liveClasses.courseId, course);
  return sql`lower(${courses.title}) = lower(${course})`;
}

/** The classes a user may see, filtered, soonest first. */
export async function listLiveClasses(ctx: AppContext, user: AuthUser, query: LiveClassQuery): Promise<LiveClass[]> {
  const now = ctx.now();
  const timeZone = zoneOf(ctx, user);
  // The seed's `date` is a calendar day of the caller's, from their midnight to the next.
  const day = query.date ? dayRangeIn(query.date, timeZone) : null;
  const rows = await baseQuery(ctx, user)
    .where(
      and(
        visibleTo(user),
        day ? gte(liveClasses.startsAt, day.from) : undefined,
        day ? lt(liveClasses.startsAt, day.to) : undefined,
        query.from ? gte(liveClasses.startsAt, new Date(query.from)) : undefined,
        query.to ? lt(liveClasses.startsAt, new Date(query.to)) : undefined,
        query.subject ? ilike(liveClasses.subject, containsPattern(query.subject)) : undefined,
        courseFilter(query.course),
        query.instructorId ? eq(courses.instructorId, query.instructorId) : undefined,
        stateCondition(query.state, now),
      ),
    )
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id));
  return rows.map((row) => toLiveClass(row, user, now, timeZone));
}

/** The classes a user may see that have not ended (live now, then upcoming), soonest first, in one query. */
export async function listUnfinishedLiveClasses(ctx: AppContext, user: Reader): Promise<LiveClass[]> {
  const now = ctx.now();
  const rows = await baseQuery(ctx, user)
    .where(and(visibleTo(user), sql`${endsAt} > ${now}`))
    .orderBy(asc(liveClasses.startsAt), asc(liveClasses.id));
  return rows.map((row) => toLiveClass(row, user, now, zoneOf(ctx, user)));
}

/** One class, for someone who may see it; anyone else gets 404, not a hint that it exists. */
export async function getLiveClass(ctx: AppContext, user: AuthUser, id: string): Promise<LiveClass> {
  const [row] = await baseQuery(ctx, user).where(and(eq(liveClasses.id, id), visibleTo(user)));
  if (!row) throw notFound(liveClassMessages.notFound);
  return toLiveClass(row, user, ctx.now(), zoneOf(ctx, user));
}

async function loadManagedClass(ctx: AppContext, user: AuthUser, id: string) {
  const [row] = await ctx.db
    .select({ liveClass: liveClasses, instructorId: courses.instructorId })
    .from(liveClasses)
    .innerJoin(courses, eq(courses.id, liveClasses.courseId))
    .where(eq(liveClasses.id, id));
  if (!row) throw notFound(liveClassMessages.notFound);
  if (user.role !== 'admin' && row.instructorId !== user.id) throw forbidden();
  return row.liveClass;
}

/**
 * The course a body names, when `user` may schedule classes for it. By id as usual; by title among
 * the teacher's own courses (any course for an admin), where a title must name exactly one.
 */
async function resolveCourse(ctx: AppContext, user: AuthUser, course: LiveClassInput['course']): Promise<string> {
  if ('id' in course) return (await loadManagedCourse(ctx.db, user, course.id)).id;
  const matches = await ctx.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(sql`lower(${courses.title}) = lower(${course.title})`, managedCourses(user)))
    .limit(2);
  const [only] = matches;
  if (!only)
    throw badRequest(liveClassMessages.noCourseTitled(course.title), {
      course: liveClassMessages.noCourseTitled(course.title),
    });
  if (matches.length > 1) {
    throw badRequest(liveClassMessages.manyCoursesTitled(course.title), {
      course: liveClassMessages.manyCoursesTitled(course.title),
    });
  }
  return only.id;
}

/** The start a body names: its instant, or its wall clock read in the acting user's zone. */
function startOf(ctx: AppContext, user: AuthUser, start: LiveClassInput['start']): Date {
  if ('instant' in start) return new Date(start.instant);
  const instant = wallClockInstant(start.wallClock.date, start.wallClock.time, zoneOf(ctx, user));
  // Every stored and configured zone was checked on its way in, so this cannot happen.
  if (instant === null) throw new Error(`unknown time zone ${zoneOf(ctx, user)}`);
  return instant;
}

const values = (ctx: AppContext, user: AuthUser, input: LiveClassInput, courseId: string) => ({
  title: input.title,
  courseId,
  subject: input.subject,
  startsAt: startOf(ctx, user, input.start),
  durationMinutes: input.durationMinutes,
  meetingLink: input.meetingLink,
});

/** A class whose end has passed cannot be scheduled, nor an existing one moved there: nobody could attend it. */
function refuseIfOver(ctx: AppContext, next: { startsAt: Date; durationMinutes: number }): void {
  if (next.startsAt.getTime() + next.durationMinutes * 60_000 <= ctx.now().getTime()) {
    throw badRequest(liveClassMessages.inPast, undefined, 'class_in_past');
  }
}

export async function createLiveClass(ctx: AppContext, user: AuthUser, input: LiveClassInput): Promise<LiveClass> {
  const courseId = await resolveCourse(ctx, user, input.course);
  const next = values(ctx, user, input, courseId);
  refuseIfOver(ctx, next);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(liveClasses)
      .values({ ...next, createdBy: user.id })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await notifyClassChange(tx, 'class_scheduled', row, ctx.now(), ctx.config.timeZone);
    return row.id;
  });
  return getLiveClass(ctx, user, id);
}

export async function updateLiveClass(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: LiveClassInput,
): Promise<LiveClass> {
  const before = await loadManagedClass(ctx, user, id);
  const courseId = await resolveCourse(ctx, user, input.course);
  const next = values(ctx, user, input, courseId);
  // A past class keeps its time and may still be corrected (its title, its link); a new time must not be over.
  if (next.startsAt.getTime() !== before.startsAt.getTime() || next.durationMinutes !== before.durationMinutes) {
    refuseIfOver(ctx, next);
  }
  await ctx.db.transaction(async (tx) => {
    const [after] = await tx
      .update(liveClasses)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(liveClasses.id, id))
      .returning();
    if (!after) throw notFound(liveClassMessages.notFound);
    // Students of a course the class left hear it is gone from theirs; the class's students hear what changed.
    if (after.courseId !== before.courseId) {
      await notifyClassChange(tx, 'class_cancelled', before, ctx.now(), ctx.config.timeZone);
      await notifyClassChange(tx, 'class_scheduled', after, ctx.now(), ctx.config.timeZone);
    } else if (
      after.startsAt.getTime() !== before.startsAt.getTime() ||
      after.durationMinutes !== before.durationMinutes ||
      after.title !== before.title ||
      after.meetingLink !== before.meetingLink
    ) {
      await notifyClassChange(tx, 'class_changed', after, ctx.now(), ctx.config.timeZone);
    }
  });
  return getLiveClass(ctx, user, id);
}

export async function cancelLiveClass(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  await loadManagedClass(ctx, user, id);
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(liveClasses).where(eq(liveClasses.id, id)).returning();
    if (gone) await notifyClassChange(tx, 'class_cancelled', gone, ctx.now(), ctx.config.timeZone);
  });
}

/**
 * Joining through Tutorium: a student's first join records the check-in that pre-fills attendance
 * (later joins keep the first time). Teachers and admins just get the link.
 */
export async function joinLiveClass(ctx: AppContext, user: AuthUser, id: string) {
  const liveClass = await getLiveClass(ctx, user, id);
  if (user.role !== 'student') return { meetingLink: liveClass.meetingLink, joinedAt: null };
  const now = ctx.now();
  const opensAt = new Date(liveClass.startsAt).getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000;
  if (liveClass.state === 'ended') throw conflict('class_ended', liveClassMessages.ended);
  if (now.getTime() < opensAt) throw conflict('class_not_started', liveClassMessages.notStarted);
  await ctx.db
    .insert(liveClassCheckIns)
    .values({ liveClassId: id, studentId: user.id, joinedAt: now })
    .onConflictDoNothing({ target: [liveClassCheckIns.liveClassId, liveClassCheckIns.studentId] });
  const [checkIn] = await ctx.db
    .select({ joinedAt: liveClassCheckIns.joinedAt })
    .from(liveClassCheckIns)
    .where(and(eq(liveClassCheckIns.liveClassId, id), eq(liveClassCheckIns.studentId, user.id)));
  return { meetingLink: liveClass.meetingLink, joinedAt: checkIn?.joinedAt.toISOString() ?? null };
}
