import type { Assignment } from '@tutorium/contract/assignments';
import type { GuardianChildOverview } from '@tutorium/contract/guardians';
import type { Quiz } from '@tutorium/contract/quizzes';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, enrolments, users } from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { forbidden } from '../../platform/errors';
import { latestAnnouncements } from '../announcements/public';
import { dueAssignments } from '../assignments/public';
import { studentAttendance } from '../attendance/public';
import { studentGrades } from '../gradebook/public';
import { listUnfinishedLiveClasses } from '../live-classes/public';
import { myQuizzes } from '../quizzes/public';
import { tallyOf } from './attendance-tally';
import { instituteCalendar } from './institute-calendar';
import { linkedChildren } from './linked-children';

type Overview = GuardianChildOverview;
type CourseRef = { id: string; title: string };

/** The same words for an unknown student and someone else's child, so ids cannot be probed. */
const notYourChild = /*i18n*/ 'You can only see children linked to your account';

/** How many of the next classes the overview lists (live now first, then the soonest). */
const UPCOMING_CLASSES = 10;

/** The child's active courses with each one's teacher, by title. */
function activeCoursesOf(db: Database, studentId: string) {
  return db
    .select({ id: courses.id, title: courses.title, teacherId: users.id, teacherName: users.name })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .innerJoin(users, eq(users.id, courses.instructorId))
    .where(and(eq(enrolments.studentId, studentId), eq(courses.status, 'active')))
    .orderBy(asc(courses.title), asc(courses.id));
}

type ActiveCourse = Awaited<ReturnType<typeof activeCoursesOf>>[number];

/** The course grades the child sees in Progress (released marks only), for active courses that have one. */
async function gradesOf(db: Database, studentId: string, active: ActiveCourse[]): Promise<Overview['grades']> {
  const grades = new Map(
    (
      await studentGrades(
        db,
        studentId,
        active.map((course) => course.id),
      )
    ).map((row) => [row.courseId, row]),
  );
  return active.flatMap((course) => {
    const grade = grades.get(course.id);
    return grade && grade.percent !== null
      ? [{ course: { id: course.id, title: course.title }, percentage: grade.percent, letter: grade.grade }]
      : [];
  });
}

/** Each teacher of the active courses once, by name: whom the guardian may message. */
function teachersOf(active: ActiveCourse[]): Overview['teachers'] {
  const byId = new Map(active.map((course) => [course.teacherId, { id: course.teacherId, name: course.teacherName }]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/**
 * Homework of active courses as the child's own list has it: due is not handed in (or returned for
 * rework) and not past due, soonest first; missing is past due and never handed in, latest first.
 */
function homeworkOf(assignments: Assignment[], active: Set<string>): Overview['homework'] {
  const item = (assignment: Assignment) => ({
    id: assignment.id,
    title: assignment.title,
    course: { id: assignment.courseId, title: assignment.courseTitle },
    dueAt: assignment.dueAt,
  });
  const current = assignments.filter((assignment) => active.has(assignment.courseId));
  return {
    due: current
      .filter(
        (assignment) =>
          !assignment.pastDue && (assignment.myState === 'not_submitted' || assignment.myState === 'returned'),
      )
      .map(item),
    missing: current
      .filter((assignment) => assignment.myState === 'missing')
      .reverse()
      .map(item),
  };
}

const percentOf = (score: number, max: number): number | null =>
  max === 0 ? null : Math.round((score / max) * 1000) / 10;

/**
 * Each test's result as the child may see it (scores show only once released): the best submitted
 * attempt, as the gradebook counts it (the later one of equal scores), newest first.
 */
function testsOf(quizzes: Quiz[]): Overview['tests'] {
  const results = quizzes.flatMap((quiz) => {
    let best: { id: string; submittedAt: string; score: number; maxScore: number } | null = null;
    for (const attempt of quiz.myAttempts ?? []) {
      if (attempt.submittedAt === null || attempt.score === null) continue;
      if (
        best === null ||
        attempt.score > best.score ||
        (attempt.score === best.score && attempt.submittedAt > best.submittedAt)
      ) {
        best = { id: attempt.id, submittedAt: attempt.submittedAt, score: attempt.score, maxScore: attempt.maxScore };
      }
    }
    if (best === null) return [];
    const course: CourseRef = { id: quiz.courseId, title: quiz.courseTitle };
    return [{ ...best, title: quiz.title, course, percentage: percentOf(best.score, best.maxScore) }];
  });
  return results.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}

/**
 * A linked child's overview for their guardian, read-only: what the child sees of themselves, through
 * the same reads as their own screens (attendance, live classes, homework, tests, Progress's grades,
 * the dashboard's announcements). A bounded number of queries, whatever the number of courses.
 * Anyone without an active link to the student is refused alike, an unknown id included.
 */
export async function childOverview(ctx: AppContext, guardian: AuthUser, studentId: string): Promise<Overview> {
  const [child] = await linkedChildren(ctx, guardian.id, studentId);
  if (!child) throw forbidden(notYourChild, 'not_your_child');
  // The other modules' reads take the student they read for; times in it follow the institute's zone.
  const reader = { id: child.id, role: 'student', timeZone: null } as const;
  const calendar = instituteCalendar(ctx.config.timeZone, ctx.now());
  const [{ active, grades }, attendance, classes, assignments, quizzes, announcements] = await Promise.all([
    activeCoursesOf(ctx.db, child.id).then(async (active) => ({
      active,
      grades: await gradesOf(ctx.db, child.id, active),
    })),
    studentAttendance(ctx, reader, { startDate: calendar.calendarStart, endDate: calendar.today }),
    listUnfinishedLiveClasses(ctx, reader),
    dueAssignments(ctx, reader),
    myQuizzes(ctx, reader),
    latestAnnouncements(ctx, reader),
  ]);
  const activeIds = new Set(active.map((course) => course.id));
  const records = attendance.data;
  return {
    child,
    attendance: {
      thisWeek: tallyOf(records.filter((record) => record.date >= calendar.weekStart).map((record) => record.status)),
      thisMonth: tallyOf(records.filter((record) => record.date >= calendar.monthStart).map((record) => record.status)),
      days: records.map((record) => ({
        date: record.date,
        status: record.status,
        course: { id: record.course.id, title: record.course.title },
      })),
    },
    upcomingClasses: classes
      .filter((liveClass) => activeIds.has(liveClass.courseId))
      .slice(0, UPCOMING_CLASSES)
      .map((liveClass) => ({
        id: liveClass.id,
        title: liveClass.title,
        course: { id: liveClass.courseId, title: liveClass.course },
        startsAt: liveClass.startsAt,
        durationMinutes: liveClass.durationMinutes,
        state: liveClass.state,
      })),
    homework: homeworkOf(assignments, activeIds),
    tests: testsOf(quizzes),
    grades,
    announcements: announcements.map((announcement) => ({
      id: announcement.id,
      course: { id: announcement.courseId, title: announcement.courseTitle },
      // An erased author leaves the announcement with the course, unsigned.
      authorName: announcement.author?.name ?? '',
      body: announcement.body,
      publishedAt: announcement.publishAt,
    })),
    teachers: teachersOf(active),
  };
}
