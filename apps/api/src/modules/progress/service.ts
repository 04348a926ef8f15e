import {
  type AchievementKey,
  achievementRules,
  FAST_LEARNER_DAYS,
  GOAL_ACHIEVER_MIN_RECORDS,
  GOAL_ACHIEVER_PERCENT,
  PROBLEM_SOLVER_PERCENT,
  PROBLEM_SOLVER_WORK,
} from '@tutorium/contract/achievements';
import { averageScore } from '@tutorium/contract/grades';
import { COMPLETED_AT } from '@tutorium/contract/lessons';
import type { CourseProgress, MyProgress } from '@tutorium/contract/progress';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  attendanceRecords,
  courses,
  enrolments,
  lessonCompletions,
  liveClassCheckIns,
  liveClasses,
} from '../../db/schema';
import type { AuthUser } from '../../platform/authentication';
import type { AppContext } from '../../platform/context';
import { presentCount, recordCount, sameEnrolment, sinceEnrolment } from '../attendance/public';
import { studentGrades } from '../gradebook/public';
import { lessonProgressOf, progressIn } from '../lessons/public';

const DAY_MS = 86_400_000;
const latest = (...dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

/** Everything on the student's Progress page, computed from their records. */
export async function myProgress(ctx: AppContext, student: AuthUser): Promise<MyProgress> {
  const [enrolled, lessonFigures, completionTimes, attendance, checkIns] = await Promise.all([
    ctx.db
      .select({
        id: courses.id,
        title: courses.title,
        category: courses.category,
        enrolledAt: enrolments.enrolledAt,
      })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(eq(enrolments.studentId, student.id))
      .orderBy(asc(courses.title)),
    lessonProgressOf(ctx.db, student.id),
    ctx.db
      .select({ completedAt: lessonCompletions.completedAt })
      .from(lessonCompletions)
      .where(eq(lessonCompletions.studentId, student.id))
      .orderBy(asc(lessonCompletions.completedAt)),
    ctx.db
      .select({
        courseId: attendanceRecords.courseId,
        total: recordCount,
        present: presentCount,
      })
      .from(attendanceRecords)
      .innerJoin(enrolments, sameEnrolment)
      .where(and(eq(attendanceRecords.studentId, student.id), sinceEnrolment))
      .groupBy(attendanceRecords.courseId),
    ctx.db
      .select({ courseId: liveClasses.courseId, joinedAt: sql<string>`max(${liveClassCheckIns.joinedAt})` })
      .from(liveClassCheckIns)
      .innerJoin(liveClasses, eq(liveClasses.id, liveClassCheckIns.liveClassId))
      .where(eq(liveClassCheckIns.studentId, student.id))
      .groupBy(liveClasses.courseId),
  ]);
  const lastCheckIn = new Map(checkIns.map((row) => [row.courseId, new Date(row.joinedAt)]));
  const grades = await studentGrades(
    ctx.db,
    student.id,
    enrolled.map((course) => course.id),
  );
  const gradeOf = new Map(grades.map((course) => [course.courseId, course]));
  const graded = grades
    .flatMap((course) => course.graded)
    .sort((first, second) => (first.at?.getTime() ?? 0) - (second.at?.getTime() ?? 0));

  const rows: CourseProgress[] = enrolled.map((course) => {
    const lessons = progressIn(lessonFigures, course.id);
    return {
      course: { _id: course.id, id: course.id, title: course.title, category: course.category },
      progress: lessons.percentage,
      completedLessons: lessons.completed,
      totalLessons: lessons.total,
      score: gradeOf.get(course.id)?.percent ?? null,
      grade: gradeOf.get(course.id)?.grade ?? null,
      lastActivity: latest(lessons.lastCompletedAt, lastCheckIn.get(course.id) ?? null)?.toISOString() ?? null,
      enrolledAt: course.enrolledAt.toISOString(),
    };
  });
  const completions = enrolled.flatMap((course) => {
    const lessons = progressIn(lessonFigures, course.id);
    const done = lessons.total > 0 && lessons.percentage >= COMPLETED_AT ? lessons.lastCompletedAt : null;
    return done ? [{ enrolledAt: course.enrolledAt, completedAt: done }] : [];
  });
  const earliest = (dates: Date[]): Date | false =>
    dates.length === 0 ? false : dates.reduce((first, date) => (date < first ? date : first));

  const earned: Record<AchievementKey, Date | null | false> = {
    fastLearner: earliest(
      completions
        .filter((course) => course.completedAt.getTime() - course.enrolledAt.getTime() <= FAST_LEARNER_DAYS * DAY_MS)
        .map((course) => course.completedAt),
    ),
    perfectScore: graded.find((mark) => mark.outOf > 0 && mark.earned >= mark.outOf)?.at ?? false,
    completion: earliest(completions.map((course) => course.completedAt)),
    problemSolver:
      graded.filter(
        (mark) => mark.kind !== 'score' && mark.outOf > 0 && (mark.earned / mark.outOf) * 100 >= PROBLEM_SOLVER_PERCENT,
      )[PROBLEM_SOLVER_WORK - 1]?.at ?? false,
    // Attendance records carry no single moment of earning, so this one has no date.
    goalAchiever: attendance.some(
      (course) =>
        course.total >= GOAL_ACHIEVER_MIN_RECORDS && (course.present / course.total) * 100 >= GOAL_ACHIEVER_PERCENT,
    )
      ? null
      : false,
  };

  return {
    overallProgress: rows.length === 0 ? 0 : Math.round(rows.reduce((sum, row) => sum + row.progress, 0) / rows.length),
    averageScore: averageScore(rows.flatMap((row) => (row.score === null ? [] : [row.score]))),
    lessonsCompleted: completionTimes.length,
    breakdown: {
      completed: completions.length,
      inProgress: rows.filter((row) => row.progress > 0 && row.progress < COMPLETED_AT).length,
      notStarted: rows.filter((row) => row.progress === 0).length,
    },
    courses: rows,
    achievements: (Object.keys(achievementRules) as AchievementKey[]).map((key) => ({
      key,
      ...achievementRules[key],
      earned: earned[key] !== false,
      earnedAt: earned[key] instanceof Date ? earned[key].toISOString() : null,
    })),
  };
}
